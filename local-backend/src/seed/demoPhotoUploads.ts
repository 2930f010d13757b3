import { familyPostsPath } from '@amparo/shared-machines/records';
import { localStorageBucket } from '../ports/emulatorPorts';
import type { DatabaseRest } from './databaseWrites';
import { demoPhotos } from './demoPhotos';

/**
 * The demo's photos, stored in the local storage stand-in for the photo posts of Maria's family that
 * have none yet (oldest post first: the beach, then the garden), as the administrator, in the name of
 * the relative who sent each post. Idempotent: a photo already there is left as it is.
 */
export async function storeDemoPhotos(
  database: DatabaseRest,
  storageOrigin: string,
  personUid: string,
): Promise<number> {
  const posts = (await database.get(familyPostsPath(personUid))) as Record<
    string,
    { photo?: unknown; from?: unknown; at?: unknown }
  > | null;
  const photoPosts = Object.values(posts ?? {})
    .filter((post) => typeof post.photo === 'string')
    .sort((a, b) => Number(a.at) - Number(b.at));
  const photos = demoPhotos();
  let stored = 0;
  for (const [index, post] of photoPosts.entries()) {
    const name = post.photo as string;
    const objectUrl = `${storageOrigin}/v0/b/${localStorageBucket}/o/${encodeURIComponent(name)}`;
    const held = await fetch(objectUrl, { headers: { Authorization: 'Bearer owner' } });
    if (held.ok) continue;
    const bytes = photos[index % photos.length] as Buffer;
    const boundary = `amparo${Date.now()}`;
    const metadata = JSON.stringify({
      name,
      contentType: 'image/jpeg',
      metadata: { uploadedBy: String(post.from) },
    });
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n--${boundary}\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    const response = await fetch(
      `${storageOrigin}/v0/b/${localStorageBucket}/o?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          Authorization: 'Bearer owner',
          'Content-Type': `multipart/related; boundary=${boundary}`,
          'X-Goog-Upload-Protocol': 'multipart',
        },
        body,
      },
    );
    if (!response.ok) throw new Error(`storing a demo photo failed: ${response.status}`);
    stored += 1;
  }
  return stored;
}
