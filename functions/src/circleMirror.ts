/**
 * The circle's mirror in Firestore. Storage rules cannot read the Realtime Database, where a person's
 * circle lives (`circles/{person}/members/{relative}`), but they can ask Firestore whether a document
 * exists; so every membership is copied to `familyCircles/{person}/members/{relative}` and removed with
 * it (storage.rules, docs/family-circle.md). The copy says only that the relative is in the circle and
 * since when: no name, nothing else about either of them.
 */

/** The mirror's document: the membership's `since` when it has one (a number of milliseconds). */
export interface CircleMirrorDocument {
  readonly since?: number;
}

/** What the mirror must do after one write to a membership. */
export type CircleMirrorWrite =
  | { readonly kind: 'set'; readonly document: CircleMirrorDocument }
  | { readonly kind: 'delete' }
  | { readonly kind: 'none' };

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined;
}

/** The mirror's write after a membership went from `before` to `after` (each null when absent). */
export function circleMirrorWrite(before: unknown, after: unknown): CircleMirrorWrite {
  if (isPresent(after)) {
    const since =
      typeof after === 'object' && after !== null
        ? (after as { since?: unknown }).since
        : undefined;
    return {
      kind: 'set',
      document: typeof since === 'number' && Number.isFinite(since) ? { since } : {},
    };
  }
  return isPresent(before) ? { kind: 'delete' } : { kind: 'none' };
}

/** The mirror's document path for one membership. */
export function circleMirrorPath(person: string, relative: string): string {
  return `familyCircles/${person}/members/${relative}`;
}

/** Where the mirror is written: Firestore through the Admin SDK in production, a map in the tests. */
export interface CircleMirrorPort {
  readonly set: (documentPath: string, document: CircleMirrorDocument) => Promise<void>;
  readonly delete: (documentPath: string) => Promise<void>;
}

/** Applies one membership's write to the mirror; resolves with what was done. */
export async function mirrorCircleMembership(
  port: CircleMirrorPort,
  membership: { readonly person: string; readonly relative: string },
  before: unknown,
  after: unknown,
): Promise<CircleMirrorWrite['kind']> {
  const write = circleMirrorWrite(before, after);
  const documentPath = circleMirrorPath(membership.person, membership.relative);
  if (write.kind === 'set') await port.set(documentPath, write.document);
  else if (write.kind === 'delete') await port.delete(documentPath);
  return write.kind;
}
