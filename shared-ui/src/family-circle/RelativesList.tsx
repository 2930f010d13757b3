import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { circleMembersPath, formatCalendarDay } from '@amparo/shared-machines';
import { provideRelativeRemovalEffects, readCircleMembers } from '@amparo/shared-machines/patient';
import { Button, Dialog, ErrorMessage, LoadingState, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '../live-data/useLiveValue';
import { familyCircleTexts as texts } from '../texts/familyCircleTexts';
import styles from './FamilyCircle.module.css';

/** The words that depend on who reads: the person herself, or her carer. */
export interface RelativesListTexts {
  /** Nobody in her circle yet. */
  readonly nobody: string;
  /** The question before a relative (`name`) is removed. */
  readonly removeQuestion: (name: string) => string;
}

export interface RelativesListProps {
  /** Whose circle: the person's uid (the only circle read). */
  readonly person: string;
  readonly texts: RelativesListTexts;
}

/**
 * The relatives in a person's circle (`circles/{person}/members`), live, each with when she joined and
 * 'Remover' (familyCircleTexts.remove): a question first, then one update (relativeRemovalMachine,
 * removeRelativePatch), after which the rules cut the relative's access. On the person's tablet and in
 * her carers' console; the rules let both remove.
 */
export function RelativesList({ person, texts: readerTexts }: RelativesListProps) {
  const { backend } = useServices();
  const members = useLiveValue(backend.database, circleMembersPath(person));
  const relatives = useMemo(() => readCircleMembers(members.value), [members.value]);
  const machine = useMemo(() => provideRelativeRemovalEffects(backend.database), [backend]);
  const removal = useActorRef(machine, { input: { personUid: person } });
  const asking = useSelector(removal, (snapshot) => snapshot.hasTag('asking'));
  const busy = useSelector(removal, (snapshot) => snapshot.hasTag('busy'));
  const relative = useSelector(removal, (snapshot) => snapshot.context.relative);
  const error = useSelector(removal, (snapshot) => snapshot.context.error);

  if (members.status === 'loading') return <LoadingState />;
  return (
    <>
      {relatives.length === 0 ? (
        <p className={styles.nothing}>{readerTexts.nobody}</p>
      ) : (
        <ul className={styles.members} aria-label={texts.membersLabel}>
          {relatives.map((member) => (
            <li key={member.uid} className={styles.member}>
              <span className={styles.who}>
                <span className={styles.name}>{member.name}</span>
                {member.since === null ? null : (
                  <span className={styles.since}>
                    {texts.memberSince(formatCalendarDay(new Date(member.since)))}
                  </span>
                )}
              </span>
              <Button
                variant="danger"
                size="normal"
                aria-label={texts.removeNamed(member.name)}
                onClick={() =>
                  removal.send({ type: 'ASK', relative: { uid: member.uid, name: member.name } })
                }
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
          {relative === null ? null : readerTexts.removeQuestion(relative.name)}
        </p>
      </Dialog>
    </>
  );
}
