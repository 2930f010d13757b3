import { useSelector } from '@xstate/react';
import type { AuthSnapshot, AuthUser } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'signingOut';

export interface SessionView {
  readonly status: SessionStatus;
  readonly user: AuthUser | null;
  /** The association's code (`ProBrancaSec`), once verified for the signed-in person (null otherwise). */
  readonly associationCode: string | null;
}

function statusOf(snapshot: AuthSnapshot): SessionStatus {
  if (snapshot.hasTag('checking')) return 'checking';
  if (snapshot.hasTag('signingOut')) return 'signingOut';
  if (snapshot.hasTag('signedIn')) return 'signedIn';
  return 'signedOut';
}

function sameSession(a: SessionView, b: SessionView): boolean {
  return a.status === b.status && a.user === b.user && a.associationCode === b.associationCode;
}

/** What the shell needs from the running auth actor (services.auth). */
export function useSession(): SessionView {
  const { auth } = useServices();
  return useSelector(
    auth,
    (snapshot) => ({
      status: statusOf(snapshot),
      user: snapshot.context.user,
      associationCode: snapshot.context.associationCode,
    }),
    sameSession,
  );
}
