import type { DaySnoozes } from '../machines/reminders/doseReminderMachine';
import { keptInTab } from './tabletStorage';

/**
 * Where the reminders a person put off ('Lembrar daqui a 10 minutos': the reminder machine's snoozes)
 * are kept across a reload: the tab's sessionStorage (this tab only, gone when it is closed), for one
 * person at a time. What is kept is her dose ids (the database's keys of a medicine and of its time)
 * and when each snooze ends: nothing that names a medicine. Anything else found there is ignored.
 */
export interface SnoozeStore {
  read(personUid: string): DaySnoozes | null;
  write(personUid: string, snoozes: DaySnoozes): void;
}

/** A day of snoozes as kept: whose they are beside them. */
interface KeptSnoozes extends DaySnoozes {
  readonly uid: string;
}

/** What was kept, if it is a day of snoozes as written below (for anyone). */
function parseKeptRecord(value: unknown): KeptSnoozes | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, date, snoozedUntil } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    return null;
  if (typeof snoozedUntil !== 'object' || snoozedUntil === null) return null;
  const ends = Object.entries(snoozedUntil).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  return { uid, date, snoozedUntil: Object.fromEntries(ends) };
}

const keptSnoozes = keptInTab('amparo.lembretesAdiados', parseKeptRecord);

function hers(kept: KeptSnoozes | null, personUid: string): DaySnoozes | null {
  return kept === null || kept.uid !== personUid
    ? null
    : { date: kept.date, snoozedUntil: kept.snoozedUntil };
}

/** What was kept, if it is this person's day of snoozes. */
export function parseKeptSnoozes(text: string | null, personUid: string): DaySnoozes | null {
  return hers(keptSnoozes.read({ getItem: () => text }), personUid);
}

export function tabSnoozeStore(
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): SnoozeStore {
  return {
    read: (personUid) => hers(keptSnoozes.read(storage), personUid),
    write: (personUid, { date, snoozedUntil }) =>
      keptSnoozes.keep(
        Object.keys(snoozedUntil).length === 0 ? null : { uid: personUid, date, snoozedUntil },
        storage,
      ),
  };
}

/** Keeps nothing beyond the page (a test). */
export const pageOnlySnoozeStore: SnoozeStore = { read: () => null, write: () => undefined };
