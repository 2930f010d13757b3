import { matchRoute, pathFor, type RouteMatch, type ScreenId } from '@amparo/shared-machines';
import { useLocationPath } from '@amparo/shared-ui';
import type { SessionView } from './useSession';

export interface RouteView {
  readonly path: string;
  readonly match: RouteMatch;
  /** A link to a screen that keeps the secret suffix when the current address carries it. */
  readonly linkTo: (screen: ScreenId) => string;
}

/** The screen for the current address, from the one route table (shared-machines). */
export function useRoute(session: SessionView): RouteView {
  const path = useLocationPath();
  const signedIn = session.status === 'signedIn' || session.status === 'signingOut';
  const match = matchRoute(path, { signedIn, secret: session.secret });
  const keptSecret = match.secretInPath ? session.secret : null;
  return { path, match, linkTo: (screen) => pathFor(screen, { secret: keptSecret }) };
}
