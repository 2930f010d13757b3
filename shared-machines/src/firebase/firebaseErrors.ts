import { AuthPortError, DatabasePortError } from '../ports/backendPorts';

function codeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** An identity-service failure with the SDK's code (`auth/invalid-credential`, ...). */
export function toAuthPortError(error: unknown): AuthPortError {
  if (error instanceof AuthPortError) return error;
  return new AuthPortError(codeOf(error) ?? 'auth/internal-error', messageOf(error));
}

/**
 * A database failure with the SDK's code in lower case: the Realtime Database reports
 * `PERMISSION_DENIED` in a code property or as a message prefix on writes and listens, but only the
 * server's text ('Permission denied') on `get`; Firestore reports `permission-denied`.
 */
export function toDatabasePortError(error: unknown): DatabasePortError {
  if (error instanceof DatabasePortError) return error;
  const message = messageOf(error);
  const text = message.replace(/^(?:Error:\s*)+/, '');
  const code =
    codeOf(error) ??
    /^([a-z]+_[a-z_]+|[A-Z]+_[A-Z_]+)(?::| at )/.exec(text)?.[1] ??
    (/permission[ _]denied/i.test(text) ? 'permission_denied' : null) ??
    (/client is offline/i.test(text) ? 'unavailable' : null) ??
    'unknown';
  return new DatabasePortError(code.toLowerCase(), message);
}
