import { useSelector } from '@xstate/react';
import type { AuthSnapshot, AuthUser } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'signingOut';

export interface SessionView {
  readonly status: SessionStatus;
  readonly user: AuthUser | null;
  /** ProBrancaSec, once loaded for the signed-in person (null otherwise). */
  readonly secret: string | null;
}

function statusOf(snapshot: AuthSnapshot): SessionStatus {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'signedOut';
}

function sameSession(a: SessionView, b: SessionView): boolean {
  return a.status === b.status && a.user === b.user && a.secret === b.secret;
}

/** What the shell needs from the running auth actor (services.auth). */
export function useSession(): SessionView {
  const { auth } = useServices();
  return useSelector(
    auth,
    (snapshot) => ({
      status: statusOf(snapshot),
      user: snapshot.context.user,
      secret: snapshot.context.secret,
    }),
    sameSession,
  );
}
