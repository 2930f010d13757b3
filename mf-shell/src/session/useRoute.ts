import { matchRoute, pathFor, routeContextOfAccess, type RouteMatch, type ScreenId } from '@amparo/shared-machines';
import { useAccess, useLocationPath } from '@amparo/shared-ui';
import type { SessionView } from './useSession';

export interface RouteView {
  readonly path: string;
  readonly match: RouteMatch;
  /** A link to a screen that keeps the association's code in the address when the current address carries it. */
  readonly linkTo: (screen: ScreenId) => string;
}

/** The screen for the current address, from the one route table (shared-machines) and the session's access. */
export function useRoute(session: SessionView): RouteView {
  const path = useLocationPath();
  const access = useAccess();
  // While signing out the signed-in screens stay until the sign-out completes.
  const signedIn = session.status === 'signedIn' || session.status === 'signingOut';
  const match = matchRoute(path, { ...routeContextOfAccess(access), signedIn });
  const keptSecret = match.secretInPath ? access.secret : null;
  return { path, match, linkTo: (screen) => pathFor(screen, { secret: keptSecret }) };
}
