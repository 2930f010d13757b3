import { useId, type FormEvent } from 'react';
import type { ConsentFieldErrors, ConsentForm, RegistrationField } from '@amparo/shared-machines';
import { Button, ConsentFields, ErrorMessage, TextField, readConsentForm } from '@amparo/shared-ui';
import { accountFieldsTexts as fields } from '../texts/accountFieldsTexts';
import { registrationTexts as texts } from '../texts/registrationTexts';
import styles from './RegistrationScreen.module.css';

export interface RegistrationFormProps {
  readonly submitting: boolean;
  readonly error: string | null;
  /** The consent's refusals, shown under each of its fields. */
  readonly consentErrors: ConsentFieldErrors;
  readonly onSubmit: (name: string, email: string, password: string, consent: ConsentForm) => void;
  /** Told on every change of a field, so that the machine can drop an error about it. */
  readonly onFieldChange: (field: RegistrationField) => void;
}

/**
 * Name, e-mail and password (all required; the identity service judges the rest), then the consent
 * (judged by the machine before anything is created).
 */
export function RegistrationForm({
  submitting,
  error,
  consentErrors,
  onSubmit,
  onFieldChange,
}: RegistrationFormProps) {
  const errorId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(
      String(data.get('name') ?? ''),
      String(data.get('email') ?? ''),
      String(data.get('password') ?? ''),
      readConsentForm(data),
    );
  };
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      aria-describedby={error ? errorId : undefined}
    >
      <TextField
        label={texts.nameLabel}
        name="name"
        type="text"
        autoComplete="name"
        placeholder={texts.namePlaceholder}
        required
        onChange={() => onFieldChange('name')}
      />
      <TextField
        label={fields.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={fields.emailPlaceholder}
        hint={fields.emailHint}
        required
        onChange={() => onFieldChange('email')}
      />
      <TextField
        label={fields.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={fields.passwordPlaceholder}
        hint={texts.passwordHint}
        required
        onChange={() => onFieldChange('password')}
      />
      <ConsentFields errors={consentErrors} onFieldChange={onFieldChange} />
      <Button
        type="submit"
        variant="primary"
        size="large"
        fullWidth
        disabled={submitting}
        icon="check"
      >
        {submitting ? texts.submitting : texts.submit}
      </Button>
      <ErrorMessage id={errorId}>{error}</ErrorMessage>
    </form>
  );
}
