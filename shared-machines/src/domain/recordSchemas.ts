/**
 * One schema per kind of record the association keeps under `Newdata_{uid}` (docs/product.md: Records):
 * where its list and counter live, how its keys are made, and each field — what it holds, which forms
 * require it, and the message key said when a required one is empty. Everything else derives from here:
 * the record types (domain/recordTypes), the validation (records/recordValidation), the carers' form
 * inputs (mf-admin's record kinds) and the database rules' field checks, which
 * `local-backend/test/rules/recordSchemaRules.test.ts` holds to these schemas.
 *
 * Hand-written rather than a schema library (zod, valibot): the records are three flat objects of
 * strings, their checks are the product's own (names, phones, dose times), and these schemas are read by
 * the person's tablet bundle, where every kilobyte before the first screen counts.
 */

export type RecordKind = 'contact' | 'appointment' | 'medication';

export type RecordFormMode = 'add' | 'edit';

/**
 * What a field holds, which decides its check and its input: a free text, a name (letters of any
 * alphabet, domain/nameCharacters), a phone number, a date (`YYYY-MM-DD`), a time (`HH:MM`) or a
 * medicine's dose times (`08:00,20:00`, domain/doseTimes).
 */
export type FieldKind = 'text' | 'name' | 'phone' | 'date' | 'time' | 'doseTimes';

/** The keys of the messages said when a required field is left empty (texts/recordTexts). */
export type EmptyFieldMessageKey =
  | 'contactName'
  | 'contactPhone'
  | 'appointmentSpecialty'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'medicineName'
  | 'medicineMoment';

export interface FieldSchema {
  readonly kind: FieldKind;
  /**
   * The forms that require it. A field some form requires is always stored (as '' when left empty
   * where optional); a field no form requires is left out when empty, so saving it empty clears it.
   */
  readonly requiredOn: readonly RecordFormMode[];
  /** Said when the field is required and empty; absent for a field no form requires. */
  readonly emptyMessage?: EmptyFieldMessageKey;
}

export interface RecordSchema {
  /** Child of `Newdata_{uid}` holding the list. */
  readonly listNode: string;
  /** Key of record n is `${keyPrefix}${n}`. */
  readonly keyPrefix: string;
  /** Child of `Newdata_{uid}` holding the counter object, and the counter's field inside it. */
  readonly counterNode: string;
  readonly counterField: string;
  /** The fields a form fills in, in form order. */
  readonly fields: { readonly [field: string]: FieldSchema };
  /** Fields nobody types, written with the server's time by the repository (numbers). */
  readonly serverTimeFields: readonly string[];
}

const bothForms = ['add', 'edit'] as const;

export const recordSchemas = {
  contact: {
    listNode: 'contactos',
    keyPrefix: 'contacto_Contacto_',
    counterNode: 'variaveis_contact',
    counterField: 'var_contact',
    fields: {
      contacto_Nome: { kind: 'name', requiredOn: bothForms, emptyMessage: 'contactName' },
      contacto_telPesso: { kind: 'phone', requiredOn: bothForms, emptyMessage: 'contactPhone' },
    },
    serverTimeFields: [],
  },
  appointment: {
    listNode: 'consultas',
    keyPrefix: 'consulta_ID_',
    counterNode: 'variaveis',
    counterField: 'var_consulta',
    fields: {
      // Holds the specialty ('Cardiologia'): the old app's field name, kept with its data.
      contacto_Nome: { kind: 'text', requiredOn: bothForms, emptyMessage: 'appointmentSpecialty' },
      data_consulta: { kind: 'date', requiredOn: bothForms, emptyMessage: 'appointmentDate' },
      // Required when editing, not when adding (docs/product.md: What a form accepts): stored '' then.
      time_consulta: { kind: 'time', requiredOn: ['edit'], emptyMessage: 'appointmentTime' },
    },
    serverTimeFields: [],
  },
  medication: {
    listNode: 'medicamentos',
    keyPrefix: 'medicamento_',
    counterNode: 'variavel_Med',
    counterField: 'variavel_medicame',
    fields: {
      medicamento: { kind: 'text', requiredOn: bothForms, emptyMessage: 'medicineName' },
      momento_tomar: { kind: 'text', requiredOn: bothForms, emptyMessage: 'medicineMoment' },
      // Optional: a medicine without times has no reminders.
      horas: { kind: 'doseTimes', requiredOn: [] },
    },
    // When the dose times were set: doses before it are neither due nor missed (domain/doseSchedule).
    serverTimeFields: ['horasDesde'],
  },
} as const satisfies { readonly [K in RecordKind]: RecordSchema };

type Schemas = typeof recordSchemas;
type FieldsOf<K extends RecordKind> = Schemas[K]['fields'];

/** Field names that some form requires: always stored. */
type StoredFields<K extends RecordKind> = {
  [F in keyof FieldsOf<K>]: FieldsOf<K>[F] extends { readonly requiredOn: readonly [] } ? never : F;
}[keyof FieldsOf<K>];

/** Field names no form requires: absent when empty. */
type OptionalFields<K extends RecordKind> = Exclude<keyof FieldsOf<K>, StoredFields<K>>;

/** A stored record of kind K, as its schema describes it. */
export type RecordOf<K extends RecordKind> = {
  readonly [F in StoredFields<K>]: string;
} & {
  readonly [F in OptionalFields<K>]?: string;
} & {
  readonly [F in Schemas[K]['serverTimeFields'][number]]?: number;
};

/** The names of a kind's form fields, in form order. */
export function fieldNamesOf(kind: RecordKind): readonly string[] {
  return Object.keys(recordSchemas[kind].fields);
}

/** A kind's field schemas as a list, in form order. */
export function fieldSchemasOf(
  kind: RecordKind,
): readonly (FieldSchema & { readonly name: string })[] {
  return Object.entries(recordSchemas[kind].fields as RecordSchema['fields']).map(
    ([name, field]) => ({ ...field, name }),
  );
}
