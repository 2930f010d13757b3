import { routeContextOf } from '@amparo/shared-machines';
import type { AuthSnapshot } from '@amparo/shared-machines';

/**
 * What the root needs from the auth actor's snapshot: whether the auth state is known yet, whether
 * someone is signed in, and the secret (ProBrancaSec) that the route table needs for `{secret}` paths.
 * Signed in, the state counts as known once the secret has been read (or could not be: the platform
 * works without it), so `/chamadas{secret}` never flashes home first. While signing out, the signed-in
 * applications stay until the sign-out completes.
 */
export interface AuthView {
  readonly known: boolean;
  readonly signedIn: boolean;
  readonly secret: string | null;
  /** The carers' area is open in this session (it came in through an address carrying the secret). */
  readonly adminAllowed: boolean;
}

export function readAuthView(snapshot: AuthSnapshot): AuthView {
  const adminAllowed = routeContextOf(snapshot).adminAllowed ?? false;
  if (snapshot.matches('checking')) return { known: false, signedIn: false, secret: null, adminAllowed: false };
  if (snapshot.matches('signingOut')) return { known: true, signedIn: true, secret: snapshot.context.secret, adminAllowed };
  if (snapshot.matches('signedIn')) {
    const secretPending = snapshot.matches({ signedIn: { secret: 'loading' } }) && snapshot.context.secret === null;
    return { known: !secretPending, signedIn: true, secret: snapshot.context.secret, adminAllowed };
  }
  return { known: true, signedIn: false, secret: null, adminAllowed: false };
}

export function sameAuthView(a: AuthView, b: AuthView): boolean {
  return a.known === b.known && a.signedIn === b.signedIn && a.secret === b.secret && a.adminAllowed === b.adminAllowed;
}
