import { describeWhen } from './changeNote';
import type { TakenDoses } from './doseSchedule';
import { userRoot } from './recordTypes';
import { changeNoteTexts } from '../texts/changeNoteTexts';

/**
 * A carer's correction of a dose recorded as taken that was not: the dose stays where it was written
 * (`tomas/{date}/{medicine}/{HHMM}`, which nobody but the administrator deletes) and beside it, at the
 * same place under `tomasCorrigidas`, the carer writes once who corrected it and when (`por`, her uid;
 * `porNome`, her registered name, as records' `alteradoPorNome`; `em`, the server's time). The rules
 * allow it only to a carer who follows the person, only where the dose is recorded, never a change or
 * a deletion. Everything that reads doses taken reads them through `takenWithoutCorrected`: a corrected
 * dose counts as not taken.
 */

/** The child of `Newdata_{uid}` holding the corrections, one child per day, as `tomas`. */
export const doseCorrectionsNode = 'tomasCorrigidas';

/** A correction's fields. */
export const doseCorrectionFields = { byUid: 'por', byName: 'porNome', at: 'em' } as const;

/** `Newdata_{uid}/tomasCorrigidas`. */
export function doseCorrectionsRoot(uid: string): string {
  return `${userRoot(uid)}/${doseCorrectionsNode}`;
}

/** A day's corrections (`tomasCorrigidas/{YYYY-MM-DD}`). */
export function doseCorrectionsPath(uid: string, date: string): string {
  return `${doseCorrectionsRoot(uid)}/${date}`;
}

/** One dose's correction. */
export function doseCorrectionPath(
  uid: string,
  date: string,
  medicineKey: string,
  doseKey: string,
): string {
  return `${doseCorrectionsPath(uid, date)}/${medicineKey}/${doseKey}`;
}

export interface DoseCorrection {
  readonly byUid: string;
  readonly byName: string;
  /** When it was corrected (server time, ms). */
  readonly at: number;
}

/** A day's corrections: medicine key → dose key ('0800') → the correction. */
export type DayCorrections = Readonly<Record<string, Readonly<Record<string, DoseCorrection>>>>;

/** The corrections of several days: date ('YYYY-MM-DD') → that day's. */
export type CorrectionHistory = Readonly<Record<string, DayCorrections>>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tolerant reading of `tomasCorrigidas/{date}` as stored (anything without its three fields is ignored). */
export function readDayCorrections(raw: unknown): DayCorrections {
  if (!isObject(raw)) return {};
  const corrections: Record<string, Record<string, DoseCorrection>> = {};
  for (const [medicineKey, doses] of Object.entries(raw)) {
    if (!isObject(doses)) continue;
    for (const [doseKey, value] of Object.entries(doses)) {
      if (!isObject(value)) continue;
      const byUid = value[doseCorrectionFields.byUid];
      const byName = value[doseCorrectionFields.byName];
      const at = value[doseCorrectionFields.at];
      if (typeof byUid !== 'string' || typeof byName !== 'string' || typeof at !== 'number')
        continue;
      (corrections[medicineKey] ??= {})[doseKey] = { byUid, byName, at };
    }
  }
  return corrections;
}

/** Tolerant reading of several days of corrections (a key-range query of `tomasCorrigidas`). */
export function readCorrectionHistory(raw: unknown): CorrectionHistory {
  if (!isObject(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([date, day]) => [date, readDayCorrections(day)]),
  );
}

/** The doses taken that no carer corrected: a corrected dose counts as not taken. */
export function takenWithoutCorrected(
  taken: TakenDoses,
  corrections: DayCorrections | undefined,
): TakenDoses {
  if (corrections === undefined || Object.keys(corrections).length === 0) return taken;
  const kept: Record<string, Record<string, number>> = {};
  for (const [medicineKey, doses] of Object.entries(taken)) {
    for (const [doseKey, at] of Object.entries(doses)) {
      if (corrections[medicineKey]?.[doseKey] !== undefined) continue;
      (kept[medicineKey] ??= {})[doseKey] = at;
    }
  }
  return kept;
}

/** What a carer writes at doseCorrectionPath: her uid, her registered name, the server's time. */
export function doseCorrectionValue(
  byUid: string,
  byName: string,
  at: unknown,
): Readonly<Record<string, unknown>> {
  return {
    [doseCorrectionFields.byUid]: byUid,
    [doseCorrectionFields.byName]: byName,
    [doseCorrectionFields.at]: at,
  };
}

/** Who corrected a dose and when (`changeNoteTexts.correctedBy`), said as a record's change is. */
export function correctionText(correction: DoseCorrection, now: Date): string {
  return changeNoteTexts.correctedBy(
    correction.byName.trim(),
    describeWhen(new Date(correction.at), now),
  );
}
