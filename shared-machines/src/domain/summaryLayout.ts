import { recordLayouts, userRoot, type RecordKind } from './recordTypes';

/**
 * Where a person's summary lives (`Newdata_{uid}/resumo`) and how it is laid out: how many records each
 * list holds, under the list's own name (`contactos`, `consultas`, `medicamentos`), and under `horario`
 * the dose times of every medicine that has some. Here, below the records, so that the registrations
 * (which write a new person's empty summary) and the in-memory backend can name it too;
 * records/recordsSummary.ts reads it.
 */

export const summaryNode = 'resumo';

/** The child of the summary holding each medicine's dose times. */
export const summaryScheduleNode = 'horario';

export function summaryPath(uid: string): string {
  return `${userRoot(uid)}/${summaryNode}`;
}

/** Where the summary counts `kind`'s records, relative to `Newdata_{uid}`. */
export function summaryCountField(kind: RecordKind): string {
  return `${summaryNode}/${recordLayouts[kind].listNode}`;
}

/** Where the summary holds a medicine's dose times, relative to `Newdata_{uid}`. */
export function summaryScheduleField(medicineKey: string): string {
  return `${summaryNode}/${summaryScheduleNode}/${medicineKey}`;
}

/** A new person's summary: every list empty (written at registration, so the console counts her at once). */
export function emptySummary(): Record<string, number> {
  const summary: Record<string, number> = {};
  for (const kind of Object.keys(recordLayouts) as RecordKind[])
    summary[recordLayouts[kind].listNode] = 0;
  return summary;
}
