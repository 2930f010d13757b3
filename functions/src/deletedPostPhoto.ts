/**
 * A family post's photo file goes with its post. Whoever removes a post — its sender, the person, the
 * erasure of the person (`npm run association -- person erase`) or the retention
 * (`retention apply`) — removes it from the Realtime Database; the file in Cloud Storage is then
 * deleted here, so no photo outlives its post (docs/family-circle.md, docs/retention.md).
 */

/**
 * The storage path of a deleted post's photo, or null when the post had none. Only the one path the
 * database rules allow for that post (`family/{person}/{post}.jpg`) is ever returned: a post naming any
 * other file (written before the rules, or by hand) deletes nothing.
 */
export function photoOfDeletedPost(person: string, postKey: string, post: unknown): string | null {
  if (typeof post !== 'object' || post === null) return null;
  const photo = (post as { photo?: unknown }).photo;
  const expected = `family/${person}/${postKey}.jpg`;
  return photo === expected ? expected : null;
}

/** Deletes one file of the bucket; a file already gone is not an error. */
export type DeleteStorageFile = (filePath: string) => Promise<void>;

/** Deletes a deleted post's photo file; resolves with its path, or null when there was none. */
export async function removePhotoOfDeletedPost(
  deleteFile: DeleteStorageFile,
  where: { readonly person: string; readonly post: string },
  post: unknown,
): Promise<string | null> {
  const filePath = photoOfDeletedPost(where.person, where.post, post);
  if (filePath !== null) await deleteFile(filePath);
  return filePath;
}
