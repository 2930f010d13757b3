import { recordTexts } from '../texts/recordTexts';

/**
 * Messages for the carers' area: what happened, and what to do next (never a code). The database's
 * failures (permission_denied, too_big, unavailable, maxretry, ...) arrive as errors with a `code`;
 * each gets its own sentence (texts/recordTexts).
 */

export const savedMessage = recordTexts.saved;
export const pendingMessage = recordTexts.pending;

export type RecordOperation = 'save' | 'delete' | 'load';

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code.toLowerCase().replace(/^database\//, '');
  }
  return '';
}

const failedTexts: Readonly<Record<RecordOperation, string>> = {
  save: recordTexts.saveFailed,
  delete: recordTexts.deleteFailed,
  load: recordTexts.loadFailed,
};

/** The sentence saying why, by the database's error code. */
function reasonOf(code: string): string {
  switch (code) {
    case 'permission_denied':
    case 'permission-denied':
      return recordTexts.noPermission;
    case 'too_big':
    case 'invalid_value':
      return recordTexts.tooBig;
    case 'unavailable':
    case 'disconnected':
    case 'network_error':
    case 'network-error':
      return recordTexts.noServer;
    case 'maxretry':
      return recordTexts.othersChanging;
    case 'datastale':
      return recordTexts.changedMeanwhile;
    default:
      return recordTexts.tryAgain;
  }
}

/** The message a carer sees when a save, a delete or a load fails (after a failed save: the values are kept). */
export function describeRecordError(error: unknown, operation: RecordOperation): string {
  const sentences = [failedTexts[operation], reasonOf(codeOf(error))];
  if (operation === 'save') sentences.push(recordTexts.valuesKept);
  return sentences.join(' ');
}
