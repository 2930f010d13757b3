import type { Ref } from 'react';
import { Button, ErrorMessage } from '@amparo/shared-ui';

export interface FormSubmitAreaProps {
  /** The area useKeepFieldInView keeps clear of the field being typed in. */
  readonly areaRef: Ref<HTMLDivElement>;
  readonly className: string | undefined;
  /** The error's class: its live region is always there, its space only when it speaks. */
  readonly errorClassName: string | undefined;
  /** The form's `aria-describedby` names the error by this id. */
  readonly errorId: string;
  readonly error: string | null;
  /** While the form is being sent: the button is disabled and says `busyLabel`. */
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}

/**
 * The end of the shell's account forms (login, registration, an invitation's acceptance): the form's
 * error just above its large primary button, which says when the form is being sent.
 */
export function FormSubmitArea({
  areaRef,
  className,
  errorClassName,
  errorId,
  error,
  busy,
  label,
  busyLabel,
}: FormSubmitAreaProps) {
  return (
    <div ref={areaRef} className={className}>
      <ErrorMessage id={errorId} className={errorClassName}>
        {error}
      </ErrorMessage>
      <Button type="submit" variant="primary" size="large" fullWidth disabled={busy} icon="check">
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
