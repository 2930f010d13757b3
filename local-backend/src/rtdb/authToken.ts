import { checkIdToken } from '../auth/idTokenClaims';

/**
 * Who a request or connection acts as. ID tokens (the Auth emulator's, the SDK's `mockUserToken`) are
 * unsigned JWTs: decoded, not verified, and refused once expired by the services' clock (see
 * ../auth/idTokenClaims.ts). The credential "owner" is the emulator's admin credential and bypasses
 * the rules.
 */
export interface UserAuth {
  uid: string;
  token: Record<string, unknown>;
}

export type Identity =
  | { kind: 'signed-out' }
  | { kind: 'user'; auth: UserAuth; expiresAtMs: number | null }
  | { kind: 'admin' };

export const SIGNED_OUT: Identity = { kind: 'signed-out' };
export const ADMIN: Identity = { kind: 'admin' };

export const OWNER_CREDENTIAL = 'owner';

/** What the server answers for a token past its `exp` (status and message of the hosted database). */
export const EXPIRED_TOKEN = { status: 'expired_token', reason: 'Auth token is expired.' } as const;
export const INVALID_TOKEN = {
  status: 'invalid_token',
  reason: 'Could not parse auth token.',
} as const;

export type CredentialCheck =
  | { ok: true; identity: Identity }
  | {
      ok: false;
      status: typeof EXPIRED_TOKEN.status | typeof INVALID_TOKEN.status;
      reason: string;
    };

/** The identity a credential stands for at `nowMs`, or why it is refused. */
export function checkCredential(credential: unknown, nowMs: number): CredentialCheck {
  if (typeof credential !== 'string' || credential.length === 0)
    return { ok: false, ...INVALID_TOKEN };
  if (credential === OWNER_CREDENTIAL) return { ok: true, identity: ADMIN };
  const checked = checkIdToken(credential, nowMs);
  if (!checked.ok)
    return { ok: false, ...(checked.problem === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN) };
  return {
    ok: true,
    identity: {
      kind: 'user',
      auth: { uid: checked.uid, token: { ...checked.claims } },
      expiresAtMs: checked.expiresAtMs,
    },
  };
}

/** The `auth` variable the rules see. */
export function rulesAuthOf(identity: Identity): UserAuth | null {
  return identity.kind === 'user' ? identity.auth : null;
}
