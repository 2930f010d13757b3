import type { ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  isFieldRequired,
  validateRecord,
  type RecordFieldErrors,
  type RecordFormMode,
  type RecordFormValues,
  type RecordKind,
} from '@amparo/shared-machines/records';
import { Button, TextField } from '@amparo/shared-ui';
import { recordKindTexts } from '../record-kinds/recordKindTexts';
import styles from './RecordForm.module.css';

type FormValues = Record<string, string>;

export interface RecordFormProps {
  readonly kind: RecordKind;
  readonly mode: RecordFormMode;
  /** The values the inputs start with (read once: what the carer types is never replaced). */
  readonly initialValues: RecordFormValues;
  /** Refusals the machine reported (the same rules; shown when the form's own check did not run). */
  readonly fieldErrors: RecordFieldErrors;
  readonly onSubmit: (values: RecordFormValues) => void;
  /** Buttons after 'Guardar' (e.g. 'Apagar'). */
  readonly actions?: ReactNode;
  /** The live regions that report the save, under the buttons. */
  readonly feedback?: ReactNode;
}

/** The rules of recordValidation, as react-hook-form's resolver: one Portuguese message per field. */
function recordResolver(kind: RecordKind, mode: RecordFormMode): Resolver<FormValues> {
  return async (values) => {
    const result = validateRecord(kind, mode, values);
    if (result.valid) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [field, message] of Object.entries(result.errors)) errors[field] = { type: 'validate', message };
    return { values: {}, errors };
  };
}

/**
 * The inputs of one kind of record (react-hook-form with shared-ui TextField): the phone numeric
 * (type tel, inputMode numeric), the date and time of their types, optional fields marked as such.
 * Invalid input gets a clear message under its field and focus moves to the first one.
 */
export function RecordForm({ kind, mode, initialValues, fieldErrors, onSubmit, actions, feedback }: RecordFormProps) {
  const texts = recordKindTexts[kind];
  const defaultValues: FormValues = Object.fromEntries(texts.fields.map((field) => [field.name, initialValues[field.name] ?? '']));
  const { register, handleSubmit, formState } = useForm<FormValues>({
    defaultValues,
    resolver: recordResolver(kind, mode),
    shouldFocusError: true,
  });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit((values) => onSubmit(values))}>
      {texts.fields.map((field) => {
        const required = isFieldRequired(kind, mode, field.name);
        return (
          <TextField
            key={field.name}
            label={required ? field.label : `${field.label} (opcional)`}
            hint={field.hint}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            required={required}
            error={formState.errors[field.name]?.message ?? fieldErrors[field.name]}
            {...register(field.name)}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" icon="check">
          Guardar
        </Button>
        {actions}
      </div>
      {feedback}
    </form>
  );
}
