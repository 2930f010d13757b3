import type { RecordKind } from '../../domain/recordTypes';
import { fieldNamesOf } from '../../domain/recordSchemas';
import type { RecordFormValues } from '../../records/recordValidation';

/**
 * Whether two submits of a form hold the same values in every field of the kind, as they would be
 * saved (trimmed; absent is empty): an unsteady double tap sends the same values twice.
 */
export function sameFormValues(
  kind: RecordKind,
  a: RecordFormValues,
  b: RecordFormValues,
): boolean {
  return fieldNamesOf(kind).every((field) => (a[field] ?? '').trim() === (b[field] ?? '').trim());
}
