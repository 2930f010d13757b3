import type { AuthActorRef } from '@amparo/shared-machines';

/**
 * Tells the auth actor every address this tab shows (at start, on every single-spa routing event and
 * on back/forward): an address may carry the association's code, which the actor checks. What the
 * session may open is the actor's decision alone. Returns the function that stops reporting.
 */
export function reportLocation(
  auth: AuthActorRef,
  currentPath: () => string,
  target: Window = window,
): () => void {
  const report = () => auth.send({ type: 'LOCATION.CHANGED', pathname: currentPath() });
  report();
  target.addEventListener('single-spa:before-routing-event', report);
  target.addEventListener('popstate', report);
  return () => {
    target.removeEventListener('single-spa:before-routing-event', report);
    target.removeEventListener('popstate', report);
  };
}
