/**
 * Who may do what with a family photo in the local storage stand-in: the same circle as the database
 * rules (docs/family-circle.md) and as storage.rules in production. A photo lives at
 * `family/{person}/{postKey}.jpg`; nothing else is stored.
 *
 * - upload (once): a relative in the person's circle, a JPEG of at most `maxFamilyPhotoBytes`;
 * - read: the person, or a relative in her circle (a download URL's token also reads, as in production);
 * - delete: the person, or the relative who sent it while still in her circle.
 * The administrator (`Bearer owner`: the seed, the association's export and erasure) may do anything.
 */
import { maxFamilyPhotoBytes } from '@amparo/shared-machines';

export { maxFamilyPhotoBytes };

// The person's segment is a database key (no '.', '#', '$', '[', ']', '/' nor control characters, so
// never '.' or '..'): it names `circles/{person}` when her circle is checked.
const photoPath = /^family\/([^/.#$[\]\u0000-\u001f\u007f]{1,128})\/([-0-9A-Za-z_]{20})\.jpg$/;

export type StorageOperation = 'upload' | 'read' | 'delete';

export type StorageCaller =
  | { readonly kind: 'owner' }
  | { readonly kind: 'user'; readonly uid: string }
  | { readonly kind: 'signedOut' };

/** The person a photo belongs to, or null when the path is not a family photo's. */
export function personOfPhoto(path: string): string | null {
  return photoPath.exec(path)?.[1] ?? null;
}

export interface PhotoRequest {
  readonly operation: StorageOperation;
  readonly path: string;
  readonly caller: StorageCaller;
  /** The caller is in the circle of the photo's person (`circles/{person}/members/{uid}` exists). */
  readonly inCircle: boolean;
  /** For an upload: what is sent. */
  readonly contentType?: string;
  readonly size?: number;
  /** The object already there (an upload never replaces one), and who sent it. */
  readonly existing: { readonly uploadedBy: string } | null;
}

export function photoAccessAllowed(request: PhotoRequest): boolean {
  const { caller } = request;
  if (caller.kind === 'owner') return true;
  const person = personOfPhoto(request.path);
  if (person === null || caller.kind !== 'user') return false;
  switch (request.operation) {
    case 'upload':
      return (
        request.inCircle &&
        request.existing === null &&
        request.contentType === 'image/jpeg' &&
        typeof request.size === 'number' &&
        request.size > 0 &&
        request.size <= maxFamilyPhotoBytes
      );
    case 'read':
      return caller.uid === person || request.inCircle;
    case 'delete':
      return (
        caller.uid === person || (request.inCircle && request.existing?.uploadedBy === caller.uid)
      );
  }
}
