import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { DoseReminderActorRef } from '@amparo/shared-machines/patient';
import { usePersonDay } from '@amparo/shared-ui';
import { ReminderDialog } from './ReminderDialog';

export interface DoseRemindersProps {
  /** A reminder must not come up now (a carer typing a form, another dialog open). */
  readonly held: boolean;
}

/**
 * Shows the person's dose reminders on every screen of her session. Her day runs in the root
 * (`services.day`, started when she signs in); the chrome tells it when to hold back and shows the
 * reminder when one comes up.
 */
export function DoseReminders({ held }: DoseRemindersProps) {
  const actor = usePersonDay();
  return actor === null ? null : <RunningReminders actor={actor} held={held} />;
}

function RunningReminders({
  actor,
  held,
}: {
  readonly actor: DoseReminderActorRef;
  readonly held: boolean;
}) {
  useEffect(() => actor.send({ type: held ? 'HOLD' : 'RELEASE' }), [actor, held]);
  const dose = useSelector(actor, (snapshot) => snapshot.context.reminder);
  const recording = useSelector(actor, (snapshot) => snapshot.hasTag('recording'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return (
    <ReminderDialog
      dose={dose}
      recording={recording}
      error={error}
      onTaken={() => actor.send({ type: 'TAKE' })}
      onSnooze={() => actor.send({ type: 'SNOOZE' })}
    />
  );
}
