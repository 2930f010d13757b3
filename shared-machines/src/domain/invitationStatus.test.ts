import { invitationLifetimeMs } from './familyCircle';
import { invitationStatus, type InvitationStatus } from './invitationStatus';

const createdAt = 1_800_000_000_000;
const open = { person: 'maria', email: 'pedro@exemplo.pt', invitedBy: 'maria', createdAt };

describe('invitationStatus: what an invitation is worth when the relative comes', () => {
  it.each<[string, unknown, number, InvitationStatus]>([
    ['none there (never issued, or revoked)', null, createdAt, 'unknown'],
    ['not an invitation', 'convite', createdAt, 'unknown'],
    ['without its time', { ...open, createdAt: 'ontem' }, createdAt, 'unknown'],
    ['without its person', { ...open, person: null }, createdAt, 'unknown'],
    ['just made', open, createdAt, 'open'],
    ['a millisecond before it expires', open, createdAt + invitationLifetimeMs - 1, 'open'],
    ['when it expires', open, createdAt + invitationLifetimeMs, 'expired'],
    ['used', { ...open, usedBy: 'pedro' }, createdAt + 1, 'used'],
    [
      'used and expired: used',
      { ...open, usedBy: 'pedro' },
      createdAt + 2 * invitationLifetimeMs,
      'used',
    ],
  ])('%s', (_label, invitation, now, expected) => {
    expect(invitationStatus(invitation, now)).toBe(expected);
  });
});
