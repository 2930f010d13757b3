import { listPath, summaryPath } from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import { memberUids } from './members';
import type { StoredRecordsSummary } from './summaryOfLists';
import { isStoredSummary, summaryOfLists } from './summaryOfLists';

/**
 * Recomputes people's summaries (`Newdata_{uid}/resumo`) from their lists, as the administrator: after
 * the retention command removes old appointments, and once over existing data (`summaries rebuild`).
 * A summary already right is not written again, so the carers' consoles see no change.
 */
export interface RebuiltSummary {
  readonly summary: StoredRecordsSummary;
  /** Whether the stored summary was missing or differed, and was written. */
  readonly corrected: boolean;
}

export async function rebuildSummary(admin: AdminBackend, uid: string): Promise<RebuiltSummary> {
  const [contactos, consultas, medicamentos, stored] = await Promise.all([
    admin.database.get(listPath(uid, 'contact')),
    admin.database.get(listPath(uid, 'appointment')),
    admin.database.get(listPath(uid, 'medication')),
    admin.database.get(summaryPath(uid)),
  ]);
  const summary = summaryOfLists({ contactos, consultas, medicamentos });
  if (isStoredSummary(stored, summary)) return { summary, corrected: false };
  await admin.database.put(summaryPath(uid), summary);
  return { summary, corrected: true };
}

export interface SummariesRebuilt {
  readonly people: number;
  readonly corrected: number;
}

/** Every member's summary, one person after the other. */
export async function rebuildAllSummaries(admin: AdminBackend): Promise<SummariesRebuilt> {
  const uids = await memberUids(admin);
  let corrected = 0;
  for (const uid of uids) {
    if ((await rebuildSummary(admin, uid)).corrected) corrected += 1;
  }
  return { people: uids.length, corrected };
}
