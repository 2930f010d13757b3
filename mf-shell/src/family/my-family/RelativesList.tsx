import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { circleMembersPath } from '@amparo/shared-machines';
import { provideRelativeRemovalEffects, readCircleMembers } from '@amparo/shared-machines/patient';
import { Button, Dialog, ErrorMessage, LoadingState, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { myFamilyTexts as texts } from '../../texts/myFamilyTexts';
import styles from './MyFamilyScreen.module.css';

/**
 * The relatives in her circle, live, each with 'Remover' (myFamilyTexts.remove): a question first,
 * then one update (relativeRemovalMachine).
 */
export function RelativesList({ uid }: { readonly uid: string }) {
  const { backend } = useServices();
  const members = useLiveValue(backend.database, circleMembersPath(uid));
  const relatives = useMemo(() => readCircleMembers(members.value), [members.value]);
  const machine = useMemo(() => provideRelativeRemovalEffects(backend.database), [backend]);
  const removal = useActorRef(machine, { input: { personUid: uid } });
  const asking = useSelector(removal, (snapshot) => snapshot.hasTag('asking'));
  const busy = useSelector(removal, (snapshot) => snapshot.hasTag('busy'));
  const relative = useSelector(removal, (snapshot) => snapshot.context.relative);
  const error = useSelector(removal, (snapshot) => snapshot.context.error);

  if (members.status === 'loading') return <LoadingState />;
  return (
    <>
      {relatives.length === 0 ? (
        <p className={styles.nothing}>{texts.nobody}</p>
      ) : (
        <ul className={styles.members} aria-label={texts.membersLabel}>
          {relatives.map((member) => (
            <li key={member.uid} className={styles.member}>
              <span className={styles.name}>{member.name}</span>
              <Button
                variant="danger"
                size="normal"
                aria-label={texts.removeNamed(member.name)}
                onClick={() => removal.send({ type: 'ASK', relative: member })}
              >
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ErrorMessage>{error}</ErrorMessage>
      <Dialog
        open={asking}
        onClose={() => removal.send({ type: 'CANCEL' })}
        title={texts.remove}
        closeLabel={texts.removeCancel}
        actions={
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => removal.send({ type: 'CONFIRM' })}
          >
            {texts.removeConfirm}
          </Button>
        }
      >
        <p className={styles.question}>
          {relative === null ? null : texts.removeQuestion(relative.name)}
        </p>
      </Dialog>
    </>
  );
}
