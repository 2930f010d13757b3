import { pathFor } from '@amparo/shared-machines';

/**
 * The code an invitation's link carries in the address's fragment (`/convite#K7Q2-M9XD-PT4C`), read
 * once, or '' when the address is not such a link. A fragment never reaches a server; once read, it is
 * taken out of the address (and of its history entry), where it would stay in sight. `replaceWith` is
 * the path the address keeps (the acceptance's own, or a relative's section).
 */
export function takeInvitationCodeFromAddress(replaceWith: string): string {
  const path = window.location.pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const fragment = window.location.hash.replace(/^#/, '');
  if (path !== pathFor('invitationAcceptance') || fragment === '') return '';
  window.history.replaceState(window.history.state, '', replaceWith);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
