import { pathFor, type RouteMatch, type ScreenId } from '@amparo/shared-machines';
import { useRouteAnswer } from '@amparo/shared-ui';

export interface RouteView {
  readonly path: string;
  readonly match: RouteMatch;
  /** A link to a screen that keeps the association's code in the address when the current address carries it. */
  readonly linkTo: (screen: ScreenId) => string;
}

/**
 * The screen for the current address: the root's one route answer (useRouteAnswer), with the session's
 * access (signed in while signing out too: the signed-in screens stay until the sign-out completes).
 */
export function useRoute(): RouteView {
  const { path, access, match } = useRouteAnswer();
  const keptAssociationCode = match.associationCodeInPath ? access.associationCode : null;
  return {
    path,
    match,
    linkTo: (screen) => pathFor(screen, { associationCode: keptAssociationCode }),
  };
}
