/**
 * Reads the ID tokens the local services receive. The Auth emulator signs nothing (its tokens are JWTs
 * with `alg: none`), so the claims are decoded, not verified; what production checks besides the
 * signature is checked here: a user id, and an `exp` still in the future by the services' clock.
 *
 * One exception: the SDK's `mockUserToken` (connectDatabaseEmulator's test credential) is issued at
 * `iat: 0` unless the test sets one, so it "expired" in 1970; like the official emulators, such a
 * token is taken as never expiring. Any other token with an `exp` in the past is refused.
 */
export interface IdTokenClaims {
  readonly uid: string;
  readonly claims: Readonly<Record<string, unknown>>;
  /** When the token expires (from `exp`), or null for a mock token that never does. */
  readonly expiresAtMs: number | null;
}

export type IdTokenCheck =
  | ({ readonly ok: true } & IdTokenClaims)
  | { readonly ok: false; readonly problem: 'invalid' | 'expired'; readonly reason: string };

export function decodeUnsignedJwt(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length < 2 || parts[1] === undefined || parts[1] === '') return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The claims of `token` when it is usable at `nowMs`. Without `nowMs` the expiry is not checked
 * (for callers that only want to know whose token it is).
 */
export function checkIdToken(token: string, nowMs?: number): IdTokenCheck {
  const claims = decodeUnsignedJwt(token);
  if (claims === null) return { ok: false, problem: 'invalid', reason: 'the token is not a JWT' };
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || uid === '')
    return { ok: false, problem: 'invalid', reason: 'the ID token carries no user id' };
  const expiresAtMs = expiryOf(claims);
  if (nowMs !== undefined && expiresAtMs !== null) {
    if (Number.isNaN(expiresAtMs))
      return { ok: false, problem: 'invalid', reason: 'the ID token has no expiry time (exp)' };
    if (nowMs >= expiresAtMs) {
      return {
        ok: false,
        problem: 'expired',
        reason: `the ID token expired at ${new Date(expiresAtMs).toISOString()}`,
      };
    }
  }
  return { ok: true, uid, claims, expiresAtMs: Number.isNaN(expiresAtMs) ? null : expiresAtMs };
}

/** `exp` in milliseconds; null for the SDK's default mock token; NaN when `exp` is missing or not a number. */
function expiryOf(claims: Record<string, unknown>): number | null {
  if (claims.iat === 0) return null;
  return typeof claims.exp === 'number' && Number.isFinite(claims.exp)
    ? claims.exp * 1000
    : Number.NaN;
}
