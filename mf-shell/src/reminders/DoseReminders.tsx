import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { followDayOfDoses } from '@amparo/shared-machines/patient';
import { useServices } from '@amparo/shared-ui';
import { provideDoseReminderEffects } from './doseReminderEffects';
import { ReminderDialog } from './ReminderDialog';
import { publishDoseReminders } from './reminderStore';
import { readSpeechSetting } from './speechSetting';

export interface DoseRemindersProps {
  /** The signed-in person (the parent keys this component by it). */
  readonly uid: string;
  /** A reminder must not come up now (a carer typing a form, another dialog open). */
  readonly held: boolean;
}

/**
 * Runs the person's dose reminders on every screen of her session: follows her medicines and the day's
 * doses taken live, tells the machine when to hold back, and shows the reminder when one comes up.
 */
export function DoseReminders({ uid, held }: DoseRemindersProps) {
  const { backend } = useServices();
  const database = backend.database;
  const machine = useMemo(() => provideDoseReminderEffects(database, uid), [database, uid]);
  const actor = useActorRef(machine, { input: { speak: readSpeechSetting() } });

  useEffect(() => {
    publishDoseReminders(actor);
    return () => publishDoseReminders(null);
  }, [actor]);

  useEffect(() => followDayOfDoses(database, uid, actor), [actor, database, uid]);

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
