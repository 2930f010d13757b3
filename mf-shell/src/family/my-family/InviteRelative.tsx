import { useId, useMemo, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { provideFamilyInvitationEffects } from '@amparo/shared-machines';
import { Button, ErrorMessage, StatusMessage, TextField, useServices } from '@amparo/shared-ui';
import { myFamilyTexts as texts } from '../../texts/myFamilyTexts';
import styles from './MyFamilyScreen.module.css';

/**
 * 'Convidar' (myFamilyTexts.inviteHeading): her relative's e-mail, then the code to give them
 * (familyInvitationMachine); what is wrong with the address is said under the field.
 */
export function InviteRelative({ uid }: { readonly uid: string }) {
  const { backend } = useServices();
  const machine = useMemo(
    () => provideFamilyInvitationEffects(backend.database, uid),
    [backend.database, uid],
  );
  const actor = useActorRef(machine, { input: { personUid: uid } });
  const headingId = useId();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const codeShown = useSelector(actor, (snapshot) => snapshot.hasTag('codeShown'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SEND' });
  };

  const finished =
    state === 'accepted'
      ? texts.accepted(context.relativeName ?? '')
      : state === 'revoked'
        ? texts.revoked
        : state === 'expired'
          ? texts.expired
          : null;

  return (
    <section className={styles.invite} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {texts.inviteHeading}
      </h2>
      {codeShown && context.invitation !== null ? (
        <div className={styles.issued}>
          <StatusMessage tone="success">{texts.invitationCreated}</StatusMessage>
          <p className={styles.code}>{context.invitation.code}</p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'REVOKE' })}
          >
            {texts.revoke}
          </Button>
        </div>
      ) : finished !== null ? (
        <div className={styles.issued}>
          <StatusMessage>{finished}</StatusMessage>
          <Button variant="secondary" onClick={() => actor.send({ type: 'NEW_INVITATION' })}>
            {texts.newInvitation}
          </Button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TextField
            label={texts.emailLabel}
            type="text"
            autoComplete="off"
            inputMode="email"
            value={context.email}
            error={context.emailError ?? undefined}
            onChange={(event) => actor.send({ type: 'EMAIL.CHANGED', email: event.target.value })}
          />
          <Button type="submit" icon="plus" disabled={busy}>
            {busy ? texts.inviting : texts.invite}
          </Button>
        </form>
      )}
      <ErrorMessage>{context.error}</ErrorMessage>
    </section>
  );
}
