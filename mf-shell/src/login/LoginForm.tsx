import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { accountFields, type AccountFieldErrors, type LoginField } from '@amparo/shared-machines';
import { Button, StatusMessage, TextField, useFocusOnRefusal } from '@amparo/shared-ui';
import { useKeepFieldInView } from '../on-screen-keyboard/useKeepFieldInView';
import { accountFieldsTexts as fields } from '../texts/accountFieldsTexts';
import { loginTexts as texts } from '../texts/loginTexts';
import type { PasswordResetReport } from './useLoginFlow';
import styles from './LoginScreen.module.css';
import { FormSubmitArea } from '../forms/FormSubmitArea';

export interface LoginFormProps {
  /** The form element, for the screen that adopts the login drawn from the page's HTML. */
  readonly formRef?: RefObject<HTMLFormElement | null>;
  readonly submitting: boolean;
  /** The whole form's error: the attempt failed (shown just above the button that sends it). */
  readonly error: string | null;
  /** The login machine's refusals, one Portuguese message under each field. */
  readonly fieldErrors: AccountFieldErrors;
  readonly reset: PasswordResetReport;
  readonly onSubmit: (email: string, password: string) => void;
  readonly onFieldChange: (field: LoginField) => void;
  readonly onForgotPassword: (email: string) => void;
}

/**
 * The sign-in form: the product's labels, placeholders and hint (docs/product.md: What a form accepts).
 * The login machine judges what is sent (`noValidate`: no browser bubble; the fields say they are
 * required with aria-required, and the e-mail is a text field with the e-mail keyboard, so the browser
 * keeps no message of its own): each refused field shows its message under it and focus goes to the
 * first one. Each change of a field is told to the machine (which then drops its errors). The attempt's
 * failure shows just above loginTexts.submit. The forgotten-password button (loginTexts.forgotPassword)
 * sends the e-mail typed so far. The field being typed in stays in sight with the button when the
 * on-screen keyboard opens (useKeepFieldInView).
 */
export function LoginForm({
  formRef,
  submitting,
  error,
  fieldErrors,
  reset,
  onSubmit,
  onFieldChange,
  onForgotPassword,
}: LoginFormProps) {
  const errorId = useId();
  const ownForm = useRef<HTMLFormElement>(null);
  const form = formRef ?? ownForm;
  const submitArea = useRef<HTMLDivElement>(null);
  const focus = useFocusOnRefusal(fieldErrors, accountFields);
  useKeepFieldInView(form, submitArea);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    focus.sent();
    onSubmit(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
  };
  const shownError = error ?? (reset.kind === 'failed' ? reset.message : null);
  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      onSubmit={handleSubmit}
      aria-describedby={shownError ? errorId : undefined}
    >
      <TextField
        ref={focus.refOf('email')}
        label={fields.emailLabel}
        name="email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={fields.emailPlaceholder}
        hint={fields.emailHint}
        aria-required="true"
        error={fieldErrors.email}
        onChange={() => onFieldChange('email')}
      />
      <TextField
        ref={focus.refOf('password')}
        label={fields.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={fields.passwordPlaceholder}
        aria-required="true"
        error={fieldErrors.password}
        onChange={() => onFieldChange('password')}
      />
      <FormSubmitArea
        areaRef={submitArea}
        className={styles.submitArea}
        errorClassName={styles.errorArea}
        errorId={errorId}
        error={shownError}
        busy={submitting}
        label={texts.submit}
        busyLabel={texts.submitting}
      />
      <Button
        variant="secondary"
        fullWidth
        disabled={reset.kind === 'sending'}
        onClick={() => onForgotPassword(focus.elementOf('email')?.value ?? '')}
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
