import { useId, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import {
  familyInvitationTexts as texts,
  refusalText,
  type InvitationAcceptanceActorRef,
  type InvitationAcceptanceSnapshot,
} from '@amparo/shared-machines';
import { Button } from '../button/Button';
import { ErrorMessage } from '../messages/ErrorMessage';
import { TextField } from '../text-field/TextField';
import styles from './InvitationCodeForm.module.css';

export interface InvitationCodeFormProps {
  readonly actor: InvitationAcceptanceActorRef;
}

/** Whether the acceptance still wants a code: typing it, checking it, or after a refusal. */
export function wantsInvitationCode(snapshot: InvitationAcceptanceSnapshot): boolean {
  return (
    snapshot.hasTag('codeWanted') ||
    (snapshot.hasTag('checking') && snapshot.context.codeHash === null)
  );
}

/**
 * The invitation's code, typed by the relative (invitationAcceptanceMachine's CODE.SUBMIT), and why it
 * was refused (used, expired, unknown) or could not be checked. The same form on the signed-out
 * acceptance screen and in a relative's own section, so both say the same.
 */
export function InvitationCodeForm({ actor }: InvitationCodeFormProps) {
  const refusalId = useId();
  const refusal = useSelector(actor, (snapshot) =>
    snapshot.hasTag('refused') && snapshot.context.refusal !== null
      ? refusalText(snapshot.context.refusal)
      : null,
  );
  const checkFailed = useSelector(actor, (snapshot) => snapshot.hasTag('checkFailed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const codeError = useSelector(actor, (snapshot) => snapshot.context.codeError);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    actor.send({ type: 'CODE.SUBMIT', code });
  };
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit}>
      <ErrorMessage id={refusalId}>{refusal ?? (checkFailed ? error : null)}</ErrorMessage>
      <TextField
        label={texts.codeLabel}
        name="code"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        hint={texts.codeHint}
        aria-required="true"
        aria-describedby={refusal ? refusalId : undefined}
        error={codeError ?? undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="large" icon="check" disabled={busy}>
          {busy ? texts.checking : texts.checkCode}
        </Button>
        {checkFailed ? (
          <Button onClick={() => actor.send({ type: 'RETRY' })}>{texts.retry}</Button>
        ) : null}
      </div>
    </form>
  );
}
