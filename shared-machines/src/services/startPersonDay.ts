import { createActor } from 'xstate';
import type { DatabasePort } from '../ports/backendPorts';
import type { RunningDay } from './personDay';
import { readSpeechSetting, speakAloud } from './speech';
import { provideDoseReminderEffects } from '../machines/reminders/doseReminderEffects';
import { followDayOfDoses } from '../machines/reminders/followDayOfDoses';

/**
 * A person's day, running: the reminder machine with the tablet's effects, started with this tablet's
 * speech setting and fed her data live (followDayOfDoses). Stopping it stops both.
 */
export function startPersonDay(
  database: DatabasePort,
  personUid: string,
  speak: (text: string) => void = speakAloud,
): RunningDay {
  const actor = createActor(provideDoseReminderEffects(database, personUid, speak), {
    input: { speak: readSpeechSetting() },
  }).start();
  const stopFollowing = followDayOfDoses(database, personUid, actor);
  return {
    actor,
    stop: () => {
      stopFollowing();
      actor.stop();
    },
  };
}
