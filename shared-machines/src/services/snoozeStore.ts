import type { DaySnoozes } from '../machines/reminders/doseReminderMachine';
import { tabSessionStorage } from './tabletStorage';

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

const storageKey = 'amparo.lembretesAdiados';

/** What was kept, if it is a person's day of snoozes as written below. */
export function parseKeptSnoozes(text: string | null, personUid: string): DaySnoozes | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, date, snoozedUntil } = value as Record<string, unknown>;
    if (uid !== personUid || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      return null;
    if (typeof snoozedUntil !== 'object' || snoozedUntil === null) return null;
    const ends = Object.entries(snoozedUntil).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    );
    return { date, snoozedUntil: Object.fromEntries(ends) };
  } catch {
    return null;
  }
}

export function tabSnoozeStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = tabSessionStorage(),
): SnoozeStore {
  return {
    read: (personUid) => {
      try {
        return parseKeptSnoozes(storage?.getItem(storageKey) ?? null, personUid);
      } catch {
        return null;
      }
    },
    write: (personUid, { date, snoozedUntil }) => {
      try {
        if (Object.keys(snoozedUntil).length === 0) storage?.removeItem(storageKey);
        else storage?.setItem(storageKey, JSON.stringify({ uid: personUid, date, snoozedUntil }));
      } catch {
        // A full or refused storage: the snoozes last as long as the page, as before.
      }
    },
  };
}

/** Keeps nothing beyond the page (a test). */
export const pageOnlySnoozeStore: SnoozeStore = { read: () => null, write: () => undefined };
