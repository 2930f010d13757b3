import { useId, useRef, type FormEvent } from 'react';
import {
  accountFields,
  type AccountFieldErrors,
  type ConsentFieldErrors,
  type ConsentForm,
  type RegistrationField,
} from '@amparo/shared-machines';
import { ConsentFields, readConsentForm, useFocusOnRefusal } from '@amparo/shared-ui';
import { useKeepFieldInView } from '../on-screen-keyboard/useKeepFieldInView';
import { registrationTexts as texts } from '../texts/registrationTexts';
import { AccountFieldInputs } from './AccountFieldInputs';
import styles from './RegistrationScreen.module.css';
import { FormSubmitArea } from '../forms/FormSubmitArea';

export interface RegistrationFormProps {
  readonly submitting: boolean;
  /** The whole form's error (shown just above the button that sends it). */
  readonly error: string | null;
  /** The account fields' refusals, shown under each field. */
  readonly fieldErrors: AccountFieldErrors;
  /** The consent's refusals, shown under each of its fields. */
  readonly consentErrors: ConsentFieldErrors;
  readonly onSubmit: (name: string, email: string, password: string, consent: ConsentForm) => void;
  /** Told on every change of a field, so that the machine can drop an error about it. */
  readonly onFieldChange: (field: RegistrationField) => void;
}

/**
 * Name, e-mail and password, then the consent: the registration machine judges them all
 * (`noValidate`: no browser bubble; the fields say they are required with aria-required) and each
 * refusal shows under its field, focus going to the first (an account field's here, else the consent's
 * own). The button that sends the form (registrationTexts.submit) sticks to the bottom of the screen
 * with the whole form's error just above it, so both stay in sight on a long form and with the
 * on-screen keyboard up; the field being typed in is kept in sight above it (useKeepFieldInView).
 */
export function RegistrationForm({
  submitting,
  error,
  fieldErrors,
  consentErrors,
  onSubmit,
  onFieldChange,
}: RegistrationFormProps) {
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submitArea = useRef<HTMLDivElement>(null);
  const focus = useFocusOnRefusal(fieldErrors, accountFields);
  useKeepFieldInView(form, submitArea);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    focus.sent();
    onSubmit(
      String(data.get('name') ?? ''),
      String(data.get('email') ?? ''),
      String(data.get('password') ?? ''),
      readConsentForm(data),
    );
  };
  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      onSubmit={handleSubmit}
      aria-describedby={error ? errorId : undefined}
    >
      <AccountFieldInputs
        refOf={focus.refOf}
        fieldErrors={fieldErrors}
        onFieldChange={onFieldChange}
      />
      <ConsentFields errors={consentErrors} onFieldChange={onFieldChange} />
      <FormSubmitArea
        areaRef={submitArea}
        className={styles.submitArea}
        errorClassName={styles.errorArea}
        errorId={errorId}
        error={error}
        busy={submitting}
        label={texts.submit}
        busyLabel={texts.submitting}
      />
    </form>
  );
}
