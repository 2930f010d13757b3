import {
  summariseVitals,
  vitalsDayAt,
  vitalsDayPath,
  vitalsDaysToRemove,
  vitalsDaysUpTo,
  vitalsRoot,
  type VitalSummaryRow,
} from '@amparo/shared-machines/vitals';
import type { AdminBackend } from './adminBackend';
import { removeAll } from './patchInBatches';

/**
 * The figures from the association's tablets (`vitals/{day}/{pushKey}`, shared-machines'
 * vitals/webVitals.ts), as the administrator: the only reader the rules allow. `vitals` reads the last
 * days and sums them up per screen and metric; `retention apply` removes the days before the last
 * `vitalsKeptDays`. Days are the association's calendar days on the target's clock.
 */

/** `vitals` reads this many days unless told (`--days`), at most `vitalsKeptDays`. */
export const defaultVitalsDays = 7;

export interface VitalsSummary {
  readonly firstDay: string;
  readonly lastDay: string;
  readonly rows: readonly VitalSummaryRow[];
}

export async function readVitalsSummary(admin: AdminBackend, days: number): Promise<VitalsSummary> {
  const wanted = vitalsDaysUpTo(vitalsDayAt(await admin.now()), days);
  const read = await Promise.all(wanted.map((day) => admin.database.get(vitalsDayPath(day))));
  return {
    firstDay: wanted[0] ?? '',
    lastDay: wanted.at(-1) ?? '',
    rows: summariseVitals(Object.fromEntries(wanted.map((day, index) => [day, read[index]]))),
  };
}

/** The days of figures removed by `retention apply` (a shallow read of `vitals`, then one update). */
export async function trimVitals(admin: AdminBackend): Promise<{ readonly days: number }> {
  const today = vitalsDayAt(await admin.now());
  const removed = vitalsDaysToRemove(today, await admin.database.keys(vitalsRoot));
  await removeAll(admin, removed.map(vitalsDayPath));
  return { days: removed.length };
}
