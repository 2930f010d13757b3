import { serverTimestamp } from '../domain/account';
import type { MedicationRecord, RecordKind } from '../domain/recordTypes';
import { serverIncrement } from '../domain/rtdbKeys';
import { summaryCountField, summaryScheduleField } from './recordsSummary';

/**
 * What the records repository writes to keep a person's summary (recordsSummary) current: patches of a
 * multi-path update at `Newdata_{uid}`, and the `horasDesde` a medicine is saved with.
 */

/** A record more (1) or fewer (-1) in `kind`'s list: the server adds it to the stored count. */
export function countChange(kind: RecordKind, delta: 1 | -1): Record<string, unknown> {
  return { [summaryCountField(kind)]: serverIncrement(delta) };
}

/** A medicine's dose times in the summary, with when they were set; removed when it has none. */
export function scheduleChange(
  medicineKey: string,
  horas: string | undefined,
  desde: unknown,
): Record<string, unknown> {
  return {
    [summaryScheduleField(medicineKey)]:
      horas === undefined || horas === '' ? null : { horas, desde },
  };
}

/**
 * The `horasDesde` to save a medicine with: none without times; the stored one when its times are the
 * stored ones (none if the stored record has none); otherwise the server's time (times set now).
 * `stored` is the record as stored, or null when there is none or it could not be read.
 */
export function horasDesdeToWrite(
  horas: string | undefined,
  stored: MedicationRecord | null,
): number | typeof serverTimestamp | undefined {
  if (horas === undefined || horas === '') return undefined;
  if (stored !== null && (stored.horas ?? '') === horas) return stored.horasDesde;
  return serverTimestamp;
}

/** The medicine as saved: with `horasDesde` when there is one to write, without it otherwise. */
export function withHorasDesde(
  medicine: MedicationRecord,
  horasDesde: number | typeof serverTimestamp | undefined,
): object {
  const { horasDesde: _ignored, ...fields } = medicine;
  return horasDesde === undefined ? fields : { ...fields, horasDesde };
}
