import type { ScreenId } from '@amparo/shared-machines';
import {
  doseTimesOf,
  fieldSchemasOf,
  type AppointmentRecord,
  type ContactRecord,
  type FieldKind,
  type MedicationRecord,
  type RecordByKind,
  type RecordKind,
} from '@amparo/shared-machines/records';
import {
  hasAppointmentDatePassed,
  scheduleAppointmentRecords,
  sortContactsByName,
  type CalendarDate,
} from '@amparo/shared-machines/patient';
import { phoneForDisplay } from '@amparo/shared-machines/phone';
import type { Keyed } from '@amparo/shared-machines/records';
import type { IconName } from '@amparo/shared-ui';
import { appointmentListTexts } from '../texts/appointmentListTexts';
import {
  appointmentFormTexts,
  recordCardTexts,
  recordKindTexts,
  type FieldText,
  type RecordKindTexts,
} from '../texts/recordKindTexts';
import { formatAppointmentMoment } from './appointmentMoment';

/**
 * One input of a record's form: its field's schema decides the input, the kind's texts its label. No
 * `maxLength`: an input would cut a pasted text silently; the validation says it is too long instead.
 */
export interface RecordFormField extends FieldText {
  readonly name: string;
  readonly type: 'text' | 'tel' | 'date' | 'time';
  readonly inputMode?: 'numeric' | 'text';
  readonly autoComplete: 'off';
}

/** The input each kind of field gets: the phone numeric, dates and times of their own types. */
const inputOfKind: Readonly<Record<FieldKind, Pick<RecordFormField, 'type' | 'inputMode'>>> = {
  text: { type: 'text' },
  name: { type: 'text' },
  phone: { type: 'tel', inputMode: 'numeric' },
  date: { type: 'date' },
  time: { type: 'time' },
  doseTimes: { type: 'text' },
};

/** The inputs of a kind's form, in its schema's order (domain/recordSchemas). */
export function formFieldsOf(kind: RecordKind): readonly RecordFormField[] {
  const texts = recordKindTexts[kind].fields as Readonly<Record<string, FieldText>>;
  return fieldSchemasOf(kind).map((field) => ({
    name: field.name,
    ...inputOfKind[field.kind],
    // Every field has its text: RecordKindTexts' `fields` is typed by the schema's field names.
    ...(texts[field.name] as FieldText),
    autoComplete: 'off',
  }));
}

/** A form's values as typed so far, field by field. */
export type TypedValues = Readonly<Partial<Record<string, string>>>;

/** Notices under a form's fields, by field: things to check that the form still saves. */
export type RecordFieldNotices = Readonly<Partial<Record<string, string>>>;

const noNotices: RecordFieldNotices = {};

/**
 * A part of a kind's list. A kind listed whole gives one without a heading: the screen's heading names
 * it. A headed part says `emptyText` when it has no records; one without `emptyText` is left out then.
 */
export type RecordListSection<K extends RecordKind> =
  | { readonly heading: null; readonly records: readonly Keyed<RecordByKind[K]>[] }
  | {
      readonly heading: string;
      readonly emptyText?: string;
      readonly records: readonly Keyed<RecordByKind[K]>[];
    };

/** One kind of record in the carers' area: its screens, icon, texts, form and card. */
export interface RecordKindView<K extends RecordKind> extends RecordKindTexts<K> {
  readonly kind: K;
  readonly listScreen: ScreenId;
  readonly addScreen: ScreenId;
  readonly editScreen: ScreenId;
  readonly icon: IconName;
  readonly formFields: readonly RecordFormField[];
  /** The card's title, never blank (`unnamed` for a record stored with a blank name by older apps). */
  readonly cardTitle: (record: RecordByKind[K]) => string;
  readonly cardLines: (record: RecordByKind[K]) => readonly string[];
  /**
   * The list as a carer looks for a record, from the association's today: contacts by name and
   * medicines as they were added, each listed whole; appointments upcoming, past, then undated.
   */
  readonly inListSections: (
    records: readonly Keyed<RecordByKind[K]>[],
    today: CalendarDate,
  ) => readonly RecordListSection<K>[];
  /** What the form says under its fields before saving, from the values typed and the association's today. */
  readonly fieldNotices: (values: TypedValues, today: CalendarDate) => RecordFieldNotices;
}

/** A kind listed whole, in the order given by `inOrder`, under the screen's heading. */
function listedWhole<K extends RecordKind>(
  inOrder: (records: readonly Keyed<RecordByKind[K]>[]) => readonly Keyed<RecordByKind[K]>[],
): RecordKindView<K>['inListSections'] {
  return (records) => [{ heading: null, records: inOrder(records) }];
}

/** As stored: in the order the records were added (the number in their key). */
const asAdded = <T>(records: readonly Keyed<T>[]) => records;

const contact: RecordKindView<'contact'> = {
  ...recordKindTexts.contact,
  kind: 'contact',
  listScreen: 'adminContacts',
  addScreen: 'adminAddContact',
  editScreen: 'adminEditContact',
  icon: 'contacts',
  formFields: formFieldsOf('contact'),
  cardTitle: (record: ContactRecord) =>
    record.contacto_Nome.trim() || recordKindTexts.contact.unnamed,
  cardLines: (record: ContactRecord) => [
    recordCardTexts.phoneLine(phoneForDisplay(record.contacto_telPesso)),
  ],
  // By name, as Chamadas lists them (pt-PT collation, accents aside).
  inListSections: listedWhole(sortContactsByName),
  fieldNotices: () => noNotices,
};

const appointment: RecordKindView<'appointment'> = {
  ...recordKindTexts.appointment,
  kind: 'appointment',
  listScreen: 'adminAppointments',
  addScreen: 'adminAddAppointment',
  editScreen: 'adminEditAppointment',
  icon: 'calendar',
  formFields: formFieldsOf('appointment'),
  cardTitle: (record: AppointmentRecord) =>
    record.contacto_Nome.trim() === ''
      ? recordKindTexts.appointment.unnamed
      : recordCardTexts.appointmentTitle(record.contacto_Nome.trim()),
  cardLines: (record: AppointmentRecord) => [
    formatAppointmentMoment(record.data_consulta, record.time_consulta),
  ],
  // The next one first: split and ordered as Saúde's (domain/appointmentSchedule), then those whose
  // date cannot be read, for the carer to correct.
  inListSections: (records, today) => {
    const { upcoming, past, undated } = scheduleAppointmentRecords(records, today);
    return [
      {
        heading: appointmentListTexts.upcomingHeading,
        emptyText: appointmentListTexts.noUpcoming,
        records: upcoming,
      },
      {
        heading: appointmentListTexts.pastHeading,
        emptyText: appointmentListTexts.noPast,
        records: past,
      },
      { heading: appointmentListTexts.undatedHeading, records: undated },
    ];
  },
  // A past day may be right (a carer records one that happened), so it is said, not refused: a year
  // typed wrong is caught before saving.
  fieldNotices: (values, today) =>
    hasAppointmentDatePassed(values.data_consulta ?? '', today)
      ? { data_consulta: appointmentFormTexts.pastDate }
      : noNotices,
};

const medication: RecordKindView<'medication'> = {
  ...recordKindTexts.medication,
  kind: 'medication',
  listScreen: 'adminMedications',
  addScreen: 'adminAddMedication',
  editScreen: 'adminEditMedication',
  icon: 'medicine',
  formFields: formFieldsOf('medication'),
  cardTitle: (record: MedicationRecord) =>
    record.medicamento.trim() || recordKindTexts.medication.unnamed,
  cardLines: (record: MedicationRecord) => {
    const times = doseTimesOf(record.horas);
    return [
      recordCardTexts.momentLine(record.momento_tomar),
      ...(times.length > 0 ? [recordCardTexts.timesLine(times)] : []),
    ];
  },
  inListSections: listedWhole(asAdded),
  fieldNotices: () => noNotices,
};

export const recordKinds: { readonly [K in RecordKind]: RecordKindView<K> } = {
  contact,
  appointment,
  medication,
};
