import { doseTimesOf } from '../domain/doseTimes';
import { recordLayouts, type RecordKind } from '../domain/recordTypes';
import { summaryScheduleNode } from '../domain/summaryLayout';

/**
 * A person's summary (`Newdata_{uid}/resumo`): what the carers' console reads instead of the person's
 * lists. It holds how many records each list holds, under the list's own name (`contactos`,
 * `consultas`, `medicamentos`), and under `horario` the dose times of every medicine that has some,
 * with when they were set (`desde`: the medicine's `horasDesde`, 0 when unknown). The records
 * repository keeps it current on every add, edit and delete; an administrator's rebuild computes it
 * whole from the lists.
 */

export {
  emptySummary,
  summaryCountField,
  summaryNode,
  summaryPath,
  summaryScheduleField,
} from '../domain/summaryLayout';
export { summaryScheduleNode };

/** A medicine's dose times in the summary: its `horas` ('08:00,20:00') and its `horasDesde` (0 when unknown). */
export interface DoseTimesSince {
  readonly horas: string;
  readonly desde: number;
}

/** How many records each list holds. */
export type SummaryCounts = { readonly [K in RecordKind]: number };

export interface RecordsSummary {
  /** Null when the person has no summary yet (data older than it, until a rebuild or a repair). */
  readonly counts: SummaryCounts | null;
  /** Medicine key → its dose times; only medicines with times. */
  readonly horario: Readonly<Record<string, DoseTimesSince>>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function countIn(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * Tolerant reading of a stored summary: a count that is missing or not a count is 0 (the database
 * keeps no empty node, and a new summary gets its counts one list at a time); a medicine whose times are
 * not in the stored form is left out. No summary at all: counts null, no times.
 */
export function readRecordsSummary(raw: unknown): RecordsSummary {
  if (!isPlainObject(raw)) return { counts: null, horario: {} };
  const count = (kind: RecordKind) => countIn(raw[recordLayouts[kind].listNode]);
  const counts: SummaryCounts = {
    contact: count('contact'),
    appointment: count('appointment'),
    medication: count('medication'),
  };
  const horario: Record<string, DoseTimesSince> = {};
  const stored = raw[summaryScheduleNode];
  if (isPlainObject(stored)) {
    for (const [key, entry] of Object.entries(stored)) {
      if (!isPlainObject(entry) || typeof entry.horas !== 'string') continue;
      if (doseTimesOf(entry.horas).length === 0) continue;
      const desde = entry.desde;
      horario[key] = {
        horas: entry.horas,
        desde: typeof desde === 'number' && Number.isFinite(desde) ? desde : 0,
      };
    }
  }
  return { counts, horario };
}
