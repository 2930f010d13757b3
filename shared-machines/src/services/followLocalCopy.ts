import type { AuthActorRef } from '../machines/auth/authMachine';
import { localCopyDecision, type LocalCopySession } from '../domain/localCopyScope';
import type { LocalCopy } from '../records/localCopyDatabase';

/** The session as the local copy sees it (domain/localCopyScope's LocalCopySession). */
export function localCopySessionOf(
  snapshot: ReturnType<AuthActorRef['getSnapshot']>,
): LocalCopySession {
  const phase = snapshot.matches('checking')
    ? 'checking'
    : snapshot.matches('signingOut')
      ? 'signingOut'
      : snapshot.matches('signedIn')
        ? 'signedIn'
        : 'signedOut';
  return {
    phase,
    uid: snapshot.context.user?.uid ?? null,
    confirmedAccount: snapshot.context.account?.kind ?? null,
  };
}

/** Has `copy` follow the session of `auth` (what to show, keep or forget); returns a stop. */
export function followLocalCopy(auth: AuthActorRef, copy: LocalCopy): () => void {
  const follow = () => copy.follow(localCopyDecision(localCopySessionOf(auth.getSnapshot())));
  follow();
  const subscription = auth.subscribe(follow);
  return () => subscription.unsubscribe();
}
