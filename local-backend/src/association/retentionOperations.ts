import {
  dosesTakenPath,
  dosesTakenRoot,
  historyBefore,
  historyCutoffAt,
  listPath,
  readAppointments,
  recordPath,
  retentionMonthsProblem,
} from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import { memberUids } from './members';
import { rebuildSummary } from './summaryRebuild';

/**
 * The association's history retention, as the administrator (the database rules let no one else
 * delete a dose taken): for each member, the days of doses taken (`tomas/{date}`) and the appointments
 * dated before the earliest day kept are removed, nothing later; then the person's summary is rebuilt.
 * "Today" is the target's (AdminBackend.now), on the association's calendar. Running it again the same
 * day removes nothing.
 */
export interface RetentionSetting {
  readonly months: number;
  /** Today on the association's calendar ('YYYY-MM-DD'). */
  readonly today: string;
  /** The earliest day kept. */
  readonly cutoff: string;
}

export interface PersonHistoryRemoved {
  readonly uid: string;
  /** Days of doses taken removed. */
  readonly doseDays: number;
  readonly appointments: number;
  /** Whether the person's summary had to be written. */
  readonly summaryCorrected: boolean;
}

export interface RetentionRun extends RetentionSetting {
  /** Every member, in uid order. */
  readonly people: readonly PersonHistoryRemoved[];
}

/** The most paths one multi-path update carries, so a first run over years of history stays small requests. */
const pathsPerUpdate = 500;

export async function retentionSetting(
  admin: AdminBackend,
  months: number,
): Promise<RetentionSetting> {
  const problem = retentionMonthsProblem(months);
  if (problem !== null) throw new AssociationError(problem);
  return { months, ...historyCutoffAt(await admin.now(), months) };
}

async function removeAll(admin: AdminBackend, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += pathsPerUpdate) {
    const batch = paths.slice(start, start + pathsPerUpdate);
    await admin.database.patch('', Object.fromEntries(batch.map((path) => [path, null])));
  }
}

/** One person's history before `cutoff`, removed; then the summary rebuilt. */
export async function trimPersonHistory(
  admin: AdminBackend,
  uid: string,
  cutoff: string,
): Promise<PersonHistoryRemoved> {
  const [doseDays, appointments] = await Promise.all([
    admin.database.keys(dosesTakenRoot(uid)),
    admin.database.get(listPath(uid, 'appointment')),
  ]);
  const before = historyBefore(cutoff, doseDays, readAppointments(appointments));
  await removeAll(admin, [
    ...before.doseDays.map((day) => dosesTakenPath(uid, day)),
    ...before.appointmentKeys.map((key) => recordPath(uid, 'appointment', key)),
  ]);
  const { corrected } = await rebuildSummary(admin, uid);
  return {
    uid,
    doseDays: before.doseDays.length,
    appointments: before.appointmentKeys.length,
    summaryCorrected: corrected,
  };
}

/** Every member's history before the cutoff of today, removed, one person after the other. */
export async function applyRetention(admin: AdminBackend, months: number): Promise<RetentionRun> {
  const setting = await retentionSetting(admin, months);
  const people: PersonHistoryRemoved[] = [];
  for (const uid of await memberUids(admin))
    people.push(await trimPersonHistory(admin, uid, setting.cutoff));
  return { ...setting, people };
}
