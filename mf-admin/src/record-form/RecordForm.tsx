import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  isFieldRequired,
  type RecordFieldErrors,
  type RecordFormMode,
  type RecordFormValues,
  type RecordKind,
} from '@amparo/shared-machines/records';
import { Button, TextField } from '@amparo/shared-ui';
import { useToday } from '@amparo/shared-ui/live-data';
import { recordKinds } from '../record-kinds/recordKinds';
import { recordFormTexts } from '../texts/recordKindTexts';
import styles from './RecordForm.module.css';

type FormValues = Record<string, string>;

export interface RecordFormProps {
  readonly kind: RecordKind;
  readonly mode: RecordFormMode;
  /** The values the inputs start with (read once: what the carer types is never replaced). */
  readonly initialValues: RecordFormValues;
  /** The machine's refusals, one Portuguese message per field (each gone once its field changes). */
  readonly fieldErrors: RecordFieldErrors;
  readonly onSubmit: (values: RecordFormValues) => void;
  /** Told on every change of a field, so that the machine can drop that field's error. */
  readonly onFieldChange: (field: string) => void;
  /** While the machine saves or deletes, the save button (`recordFormTexts.save`) takes no taps. */
  readonly busy: boolean;
  /** Buttons after the save button (the delete button). */
  readonly actions?: ReactNode;
  /** The live regions that report the save, under the buttons. */
  readonly feedback?: ReactNode;
}

/**
 * The inputs of one kind of record (react-hook-form with shared-ui TextField): the phone numeric
 * (type tel, inputMode numeric), the date and time of their types, optional fields marked as such.
 * Every submit goes to the machine, which judges it (`noValidate`; the required fields say so with
 * aria-required, never `required`, so the browser keeps no message of its own): invalid input gets a
 * clear message under its field (from the machine) and focus moves to the first one; a change of a
 * field tells the machine. Before any submit, a value worth checking (an appointment's day that has
 * passed on the association's calendar) gets its kind's notice under its field, and still saves.
 */
export function RecordForm({
  kind,
  mode,
  initialValues,
  fieldErrors,
  onSubmit,
  onFieldChange,
  busy,
  actions,
  feedback,
}: RecordFormProps) {
  const texts = recordKinds[kind];
  const defaultValues: FormValues = Object.fromEntries(
    texts.formFields.map((field) => [field.name, initialValues[field.name] ?? '']),
  );
  const { register, handleSubmit, setFocus, control } = useForm<FormValues>({ defaultValues });
  const typed = useWatch({ control });
  const today = useToday();
  const notices = texts.fieldNotices(typed, today);
  // After a submit the machine answers with its field errors: focus goes to the first refused field.
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    const first = texts.formFields.find((field) => fieldErrors[field.name] !== undefined);
    if (first) setFocus(first.name);
  }, [fieldErrors, texts.formFields, setFocus]);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        // handleSubmit is called here, in the event, so the ref is written only by the submit.
        void handleSubmit((values) => {
          submitted.current = true;
          onSubmit(values);
        })(event);
      }}
    >
      {texts.formFields.map((field) => {
        const required = isFieldRequired(kind, mode, field.name);
        return (
          <TextField
            key={field.name}
            label={required ? field.label : recordFormTexts.optional(field.label)}
            hint={field.hint}
            notice={notices[field.name]}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            aria-required={required ? true : undefined}
            error={fieldErrors[field.name]}
            {...register(field.name, { onChange: () => onFieldChange(field.name) })}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" icon="check" disabled={busy}>
          {recordFormTexts.save}
        </Button>
        {actions}
      </div>
      {feedback}
    </form>
  );
}
