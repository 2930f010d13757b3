import type { AssociationConfig } from '@amparo/shared-machines';

export interface SignOutExits {
  /** In-platform navigation (single-spa's navigateToUrl). */
  readonly navigate: (path: string) => void;
  /** Leaving the platform for another site (window.location.assign). */
  readonly leave: (url: string) => void;
}

/**
 * What happens once the session has ended: the platform's login at '/' (default), or, when the
 * association keeps the old app's behaviour, its public site.
 */
export function leaveAfterSignOut(
  association: Pick<AssociationConfig, 'afterSignOut' | 'publicSiteUrl'>,
  exits: SignOutExits,
): void {
  if (association.afterSignOut === 'public-site') exits.leave(association.publicSiteUrl);
  else exits.navigate('/');
}
