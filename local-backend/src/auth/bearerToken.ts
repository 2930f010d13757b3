/**
 * Who is calling, from the `Authorization` header the firebase SDK sends to the local services.
 * The Auth emulator signs nothing (its ID tokens are JWTs with `alg: none`), so the payload is read
 * as is; `Bearer owner` is the emulators' administrator token, which bypasses the rules.
 */
export type Caller =
  | { readonly kind: 'owner' }
  | { readonly kind: 'user'; readonly uid: string; readonly token: Readonly<Record<string, unknown>> }
  | { readonly kind: 'signedOut' };

export type CallerResult = { readonly ok: true; readonly caller: Caller } | { readonly ok: false; readonly reason: string };

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length < 2 || parts[1] === undefined || parts[1] === '') return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The caller of a request with this `Authorization` header value (undefined: signed out). */
export function callerFromAuthorization(header: string | undefined): CallerResult {
  if (header === undefined || header.trim() === '') return { ok: true, caller: { kind: 'signedOut' } };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match === null || match[1] === undefined) return { ok: false, reason: 'the Authorization header is not a Bearer token' };
  const token = match[1];
  if (token === 'owner') return { ok: true, caller: { kind: 'owner' } };
  const payload = decodeJwtPayload(token);
  if (payload === null) return { ok: false, reason: 'the Bearer token is not a JWT' };
  const uid = payload.user_id ?? payload.sub;
  if (typeof uid !== 'string' || uid === '') return { ok: false, reason: 'the ID token carries no user id' };
  return { ok: true, caller: { kind: 'user', uid, token: payload } };
}
