import { memberRoot } from '@amparo/shared-machines';
import type { AdminBackend } from './adminBackend';
import { memberCodeMoveWrites, memberPath, memberWrites } from './associationWrites';

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
    readonly associationCode: string;
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

export interface MemberCodesMoved {
  readonly members: number;
  readonly moved: number;
}

/**
 * Every membership written by an earlier Amparo with the code inside it gets the code moved out, to
 * `memberCodes/{uid}` (memberCodeMoveWrites), in one update at the root; the others are left alone.
 */
export async function moveMemberCodes(backend: AdminBackend): Promise<MemberCodesMoved> {
  const members = await backend.database.get(memberRoot);
  const entries = members !== null && typeof members === 'object' ? Object.entries(members) : [];
  const update: Record<string, unknown> = {};
  let moved = 0;
  for (const [uid, membership] of entries) {
    const writes = memberCodeMoveWrites(uid, membership);
    if (writes === null) continue;
    Object.assign(update, writes);
    moved += 1;
  }
  if (moved > 0) await backend.database.patch('', update);
  return { members: entries.length, moved };
}
