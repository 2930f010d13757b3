/**
 * Who a request or connection acts as. Tokens from the Auth emulator (and the SDK's `mockUserToken`) are unsigned
 * JWTs: the payload is decoded, not verified. The credential "owner" is the emulator's admin credential and
 * bypasses the rules.
 */
export interface UserAuth {
  uid: string;
  token: Record<string, unknown>;
}

export type Identity = { kind: 'signed-out' } | { kind: 'user'; auth: UserAuth } | { kind: 'admin' };

export const SIGNED_OUT: Identity = { kind: 'signed-out' };
export const ADMIN: Identity = { kind: 'admin' };

export const OWNER_CREDENTIAL = 'owner';

/** The identity a credential stands for, or null when it cannot be read. */
export function identityFromCredential(credential: unknown): Identity | null {
  if (typeof credential !== 'string' || credential.length === 0) return null;
  if (credential === OWNER_CREDENTIAL) return ADMIN;
  const parts = credential.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const claims = payload as Record<string, unknown>;
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || uid.length === 0) return null;
  return { kind: 'user', auth: { uid, token: claims } };
}

/** The `auth` variable the rules see. */
export function rulesAuthOf(identity: Identity): UserAuth | null {
  return identity.kind === 'user' ? identity.auth : null;
}
