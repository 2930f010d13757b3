import type { TakenDoses } from './doseSchedule';

/** A dose the person marked as taken on this tablet ('Já tomei') that the database has not confirmed. */
export interface PendingDose {
  readonly date: string;
  readonly medicineKey: string;
  readonly doseKey: string;
  /** When she pressed it (ms since the epoch): the time recorded. */
  readonly pressedAt: number;
}

export function sameDose(a: PendingDose, b: PendingDose): boolean {
  return a.date === b.date && a.medicineKey === b.medicineKey && a.doseKey === b.doseKey;
}

/** The queue with `dose` added at its end; a dose already waiting is kept with its first time. */
export function withPendingDose(
  queue: readonly PendingDose[],
  dose: PendingDose,
): readonly PendingDose[] {
  return queue.some((waiting) => sameDose(waiting, dose)) ? queue : [...queue, dose];
}

/**
 * The doses taken on `date` as 'Hoje' shows them: the database's, and those pressed on this tablet
 * that wait to be recorded (the database's own time wins for a dose it already holds).
 */
export function takenWithPending(
  taken: TakenDoses,
  pending: readonly PendingDose[],
  date: string,
): TakenDoses {
  const ofDay = pending.filter((dose) => dose.date === date);
  if (ofDay.length === 0) return taken;
  const merged: Record<string, Record<string, number>> = {};
  for (const [medicineKey, doses] of Object.entries(taken)) merged[medicineKey] = { ...doses };
  for (const dose of ofDay) {
    const doses = (merged[dose.medicineKey] ??= {});
    doses[dose.doseKey] ??= dose.pressedAt;
  }
  return merged;
}

/** A stored queue read back: only well-formed entries (the tablet's storage is not trusted blindly). */
export function readPendingDoses(value: unknown): readonly PendingDose[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is PendingDose =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PendingDose).date === 'string' &&
      typeof (entry as PendingDose).medicineKey === 'string' &&
      typeof (entry as PendingDose).doseKey === 'string' &&
      typeof (entry as PendingDose).pressedAt === 'number' &&
      Number.isFinite((entry as PendingDose).pressedAt),
  );
}
