import { useId, useRef, type FormEvent, type Ref } from 'react';
import type { LoginField } from '@amparo/shared-machines';
import { Button, ErrorMessage, StatusMessage, TextField } from '@amparo/shared-ui';
import { accountFieldsTexts as fields } from '../texts/accountFieldsTexts';
import { loginTexts as texts } from '../texts/loginTexts';
import type { PasswordResetReport } from './useLoginFlow';
import styles from './LoginScreen.module.css';

export interface LoginFormProps {
  readonly formRef?: Ref<HTMLFormElement>;
  readonly submitting: boolean;
  readonly error: string | null;
  readonly reset: PasswordResetReport;
  readonly onSubmit: (email: string, password: string) => void;
  readonly onFieldChange: (field: LoginField) => void;
  readonly onForgotPassword: (email: string) => void;
}

/**
 * The sign-in form: the product's labels, placeholders and hint (docs/product.md: What a form accepts); both fields required, no other check.
 * Each change of a field is told to the login machine (which then drops its error).
 * The forgotten-password button (loginTexts.forgotPassword) sends the e-mail typed so far.
 */
export function LoginForm({
  formRef,
  submitting,
  error,
  reset,
  onSubmit,
  onFieldChange,
  onForgotPassword,
}: LoginFormProps) {
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
  };
  const shownError = error ?? (reset.kind === 'failed' ? reset.message : null);
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={handleSubmit}
      aria-describedby={shownError ? errorId : undefined}
    >
      <TextField
        ref={emailRef}
        label={fields.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
        placeholder={fields.emailPlaceholder}
        hint={fields.emailHint}
        required
        onChange={() => onFieldChange('email')}
      />
      <TextField
        label={fields.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={fields.passwordPlaceholder}
        required
        onChange={() => onFieldChange('password')}
      />
      <ErrorMessage id={errorId} className={styles.errorArea}>
        {shownError}
      </ErrorMessage>
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
      <Button
        variant="secondary"
        fullWidth
        disabled={reset.kind === 'sending'}
        onClick={() => onForgotPassword(emailRef.current?.value ?? '')}
      >
        {texts.forgotPassword}
      </Button>
      <StatusMessage tone={reset.kind === 'sent' ? 'success' : 'info'}>
        {reset.kind === 'sent'
          ? reset.message
          : reset.kind === 'sending'
            ? texts.resetSending
            : null}
      </StatusMessage>
    </form>
  );
}
