import {
  addressAfterSignIn,
  routeContextOfAccess,
  type RouteAnswers,
} from '@amparo/shared-machines';

/**
 * Once someone has signed in at one of the login's addresses, the address becomes that of the screen
 * they are shown (the route table's `addressAfterSignIn`: home, a carer's console, a relative's own
 * section). Replaced, never pushed: 'back' does not return to the login. Checked at once and whenever
 * the address or the session changes; returns the function that stops.
 */
export function replaceAddressAfterSignIn(
  route: RouteAnswers,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): () => void {
  const check = () => {
    const { path, access } = route.current();
    if (!access.known || !access.signedIn) return;
    const address = addressAfterSignIn(path, routeContextOfAccess(access));
    if (address !== null) history.replaceState(history.state, '', address);
  };
  check();
  return route.subscribe(check);
}
