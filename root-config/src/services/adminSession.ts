import { matchRoute } from '@amparo/shared-machines';
import type { AuthActorRef } from '@amparo/shared-machines';

/**
 * The carers' area opens only in a session that came in through an address carrying the secret
 * (issue 7; the auth machine keeps `adminUnlocked`). The root reports every address to the auth actor
 * and keeps, in sessionStorage (this tab only), the unlock and the addresses visited: an address
 * opened before the secret could be read (a deep link, a quick reload) still counts once it is read.
 * A reload in the same tab keeps the unlock, a new tab does not, signing out forgets both.
 */
export const adminSessionKey = 'amparo.adminUnlocked';
export const visitedPathsKey = 'amparo.visitedPaths';
const maxVisitedPaths = 20;

function readVisited(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(visitedPathsKey) ?? '[]');
    return Array.isArray(value) ? value.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

function rememberVisited(storage: Storage, pathname: string): void {
  const visited = readVisited(storage).filter((path) => path !== pathname);
  storage.setItem(visitedPathsKey, JSON.stringify([...visited, pathname].slice(-maxVisitedPaths)));
}

/** Whether an address visited in this tab carried `secret` in one of the route table's suffix forms. */
export function cameThroughSecret(storage: Storage, secret: string | null): boolean {
  if (!secret) return false;
  return readVisited(storage).some((path) => matchRoute(path, { signedIn: true, secret }).secretInPath);
}

export function keepAdminSession(auth: AuthActorRef, storage: Storage, currentPath: () => string): () => void {
  if (storage.getItem(adminSessionKey) === '1') auth.send({ type: 'ADMIN.RESTORE' });
  const report = () => {
    const pathname = currentPath();
    rememberVisited(storage, pathname);
    auth.send({ type: 'LOCATION.CHANGED', pathname });
  };
  report();
  let wasSignedIn = false;
  const subscription = auth.subscribe((snapshot) => {
    const { adminUnlocked, secret } = snapshot.context;
    if (adminUnlocked) {
      storage.setItem(adminSessionKey, '1');
    } else if (snapshot.matches('signedIn') && cameThroughSecret(storage, secret)) {
      auth.send({ type: 'ADMIN.RESTORE' });
    }
    if (snapshot.matches('signedOut') && wasSignedIn) {
      storage.removeItem(adminSessionKey);
      storage.removeItem(visitedPathsKey);
    }
    wasSignedIn = snapshot.matches('signedIn') || snapshot.matches('signingOut');
  });
  window.addEventListener('single-spa:before-routing-event', report);
  window.addEventListener('popstate', report);
  return () => {
    subscription.unsubscribe();
    window.removeEventListener('single-spa:before-routing-event', report);
    window.removeEventListener('popstate', report);
  };
}
