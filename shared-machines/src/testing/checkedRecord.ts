import type { RecordByKind, RecordKind } from '../domain/recordTypes';
import { validateRecord, type CheckedRecord } from '../records/recordValidation';

/**
 * A record for a test, checked as a form's submit checks it (records/recordValidation): the repository
 * writes only checked records. Throws, naming the refused fields, when the record would not pass.
 */
export function checkedRecord<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K],
  mode: 'add' | 'edit' = 'add',
): CheckedRecord<K> {
  const result = validateRecord(kind, mode, record as unknown as Readonly<Record<string, string>>);
  if (!result.valid)
    throw new Error(`not a valid ${kind}: ${Object.keys(result.errors).join(', ')}`);
  return result.value;
}

/**
 * A record as a test needs it to reach the database unchecked (to show what the rules refuse, or what
 * older apps stored): typed as checked without being so.
 */
export function uncheckedRecord<K extends RecordKind>(
  _kind: K,
  record: Readonly<Record<string, unknown>>,
): CheckedRecord<K> {
  return record as unknown as CheckedRecord<K>;
}
