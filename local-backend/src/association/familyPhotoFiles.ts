import { familyPhotoPath } from '@amparo/shared-machines';

/**
 * The storage files of a person's family posts: for each post (among `keys`, else all) that is a photo,
 * its file — only the one path the database rules allow for that post (familyPhotoPath), so a post
 * naming any other file never has the association's command delete it. functions/src/deletedPostPhoto.ts
 * is the same rule for a real project, where a Cloud Function deletes the file when its post goes.
 */
export function familyPhotoFiles(
  person: string,
  posts: unknown,
  keys?: readonly string[],
): string[] {
  if (posts === null || typeof posts !== 'object') return [];
  const byKey = posts as Readonly<Record<string, unknown>>;
  return (keys ?? Object.keys(byKey)).flatMap((key) => {
    const post = byKey[key];
    const photo =
      post !== null && typeof post === 'object' ? (post as { photo?: unknown }).photo : undefined;
    const expected = familyPhotoPath(person, key);
    return photo === expected ? [expected] : [];
  });
}
