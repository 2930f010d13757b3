import { checkIdToken } from './idTokenClaims';

/**
 * Who is calling, from the `Authorization` header the firebase SDK sends to the local services.
 * `Bearer owner` is the emulators' administrator token, which bypasses the rules; any other Bearer
 * token is an ID token (see idTokenClaims.ts), refused once expired by the services' clock.
 */
export type Caller =
  | { readonly kind: 'owner' }
  | {
      readonly kind: 'user';
      readonly uid: string;
      readonly token: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'signedOut' };

export type CallerResult =
  | { readonly ok: true; readonly caller: Caller }
  | { readonly ok: false; readonly reason: string; readonly expired?: boolean };

/**
 * The caller of a request with this `Authorization` header value (undefined: signed out). With `nowMs`
 * (the services' clock), an expired ID token is refused; without it only the claims are read.
 */
export function callerFromAuthorization(header: string | undefined, nowMs?: number): CallerResult {
  if (header === undefined || header.trim() === '')
    return { ok: true, caller: { kind: 'signedOut' } };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match === null || match[1] === undefined)
    return { ok: false, reason: 'the Authorization header is not a Bearer token' };
  const token = match[1];
  if (token === 'owner') return { ok: true, caller: { kind: 'owner' } };
  const checked = checkIdToken(token, nowMs);
  if (!checked.ok) {
    const reason =
      checked.reason === 'the token is not a JWT'
        ? 'the Bearer token is not a JWT'
        : checked.reason;
    return checked.problem === 'expired'
      ? { ok: false, reason, expired: true }
      : { ok: false, reason };
  }
  return { ok: true, caller: { kind: 'user', uid: checked.uid, token: checked.claims } };
}
