import { invitationExpiresAt } from './familyCircle';

/**
 * What an invitation is worth at `now`, from what `invitations/{codeHash}` holds (null when there is
 * none: never issued, or revoked): the relative's screen says why she cannot join before she tries, and
 * the database rules, which decide, refuse the same cases.
 */
export type InvitationStatus = 'open' | 'used' | 'expired' | 'unknown';

export function invitationStatus(invitation: unknown, now: number): InvitationStatus {
  if (invitation === null || typeof invitation !== 'object') return 'unknown';
  const { usedBy, createdAt, person } = invitation as Record<string, unknown>;
  if (typeof createdAt !== 'number' || typeof person !== 'string') return 'unknown';
  if (usedBy !== undefined && usedBy !== null) return 'used';
  if (now >= invitationExpiresAt(createdAt)) return 'expired';
  return 'open';
}
