import { memberRoot } from '@amparo/shared-machines';
import type { AdminBackend } from './adminBackend';
import { memberPath, memberWrites } from './associationWrites';

/**
 * A person the association supports (`members/{uid}`). A person's own registration writes it; the demo
 * seed writes it for the demo people as the administrator, with `since` when given (else the server's
 * time). Running it again keeps the stored `since`.
 */
export async function ensureMember(
  backend: AdminBackend,
  member: {
    readonly uid: string;
    readonly name: string;
    readonly code: string;
    readonly since?: number;
  },
): Promise<void> {
  const existing = await backend.database.get(memberPath(member.uid));
  await backend.database.patch('', memberWrites(member.uid, member, existing));
}

/** Every member's uid, from a shallow read of `members` (the keys only). */
export async function memberUids(backend: AdminBackend): Promise<string[]> {
  return (await backend.database.keys(memberRoot)).sort();
}
