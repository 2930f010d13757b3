/**
 * The association's clock, in a file of its own (importing only onFirstUse.ts) so the page's first code can tell a
 * time without the calendar's rules (spokenDate.ts re-exports both).
 */
import { onFirstUse } from './onFirstUse';

/** The association's time zone: its calendar decides what today is. */
export const associationTimeZone = 'Europe/Lisbon';

const clockTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-PT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: associationTimeZone,
    }),
);

/** The time of day a moment shows on the association's clock, as 'HH:MM' ('18:42'). */
export function clockTimeAt(moment: number): string {
  return clockTimeFormat().format(new Date(moment));
}
