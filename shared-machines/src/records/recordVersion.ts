import { describeWhen } from '../domain/changeNote';
import type { AnyRecord, RecordChange, RecordKind } from '../domain/recordTypes';
import { readRecord, readRecordChange } from './readRecords';
import { recordTexts } from '../texts/recordTexts';

/**
 * What an edit is based on: the record as the form opened it. A save goes through only when the
 * record is still that version (recordsRepository's `updateUnlessChanged`, atomic on the database);
 * otherwise the carer is told who changed it, with the current values, and nothing typed is lost.
 * A version is the record as read (readRecord: its fields, normalised) and its last change's stamp
 * (who, when): two saves of the same values by different people are different versions.
 */
export interface LoadedRecord {
  readonly record: AnyRecord;
  /** Who saved it last and when, when the record carries the stamp. */
  readonly change: RecordChange | null;
  /** Compared by `sameVersion`; opaque to everyone else. */
  readonly version: string;
}

/** The record stored as `raw`, with its version; null when there is no record of that kind there. */
export function loadedRecordOf(kind: RecordKind, raw: unknown): LoadedRecord | null {
  const record = readRecord(kind, raw) as AnyRecord | null;
  if (record === null) return null;
  const change = readRecordChange(raw);
  return { record, change, version: JSON.stringify([record, change]) };
}

/** Whether the value stored now (`raw`) is still the version an edit was based on. */
export function isVersion(kind: RecordKind, raw: unknown, version: string): boolean {
  return loadedRecordOf(kind, raw)?.version === version;
}

/** What a save based on an older version found instead: the record as it is now, or none (deleted). */
export type UpdateOutcome =
  { readonly saved: true } | { readonly saved: false; readonly current: LoadedRecord | null };

/**
 * Who changed the record and when (`recordTexts.changedByWhileEditing`; without a stamp, that it was
 * changed meanwhile; or that it was deleted), then that the typed values are kept: the edit screen's
 * conflict.
 */
export function conflictMessage(
  current: LoadedRecord | null,
  now: Date,
  timeZone?: string,
): string {
  if (current === null) return `${recordTexts.deletedWhileEditing} ${recordTexts.valuesKept}`;
  if (current.change === null)
    return `${recordTexts.changedWhileEditing} ${recordTexts.valuesKept}`;
  const when = describeWhen(new Date(current.change.at), now, timeZone);
  const changed = recordTexts.changedByWhileEditing(current.change.byName.trim(), when);
  return `${changed} ${recordTexts.valuesKept}`;
}
