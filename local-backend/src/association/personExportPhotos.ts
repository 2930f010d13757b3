import { familyPhotoFiles } from './familyPhotoFiles';
import type { PersonExport } from './personExport';
import { ownNodes } from './personNodes';

/**
 * The photo files that go with a person's copy: one per family post of hers that is a photo (its own
 * file only, familyPhotoFiles), read from her `family/{uid}` node in the copy, oldest post first. Pure.
 */
export interface ExportedPhoto {
  readonly postKey: string;
  /** Where it is in storage (`family/{uid}/{post}.jpg`). */
  readonly storagePath: string;
  /** Its name in the copy's photo folder: `<post>.jpg`. */
  readonly fileName: string;
  /** The relative who sent it, as the post names them ('' when it does not). */
  readonly fromName: string;
  /** The text sent with it; null when none. */
  readonly caption: string | null;
}

/** What became of each photo file: copied beside the JSON, gone from storage, or left in the bucket. */
export type PhotoFileState = 'written' | 'missing' | 'notCopied';

export interface ListedPhoto extends ExportedPhoto {
  readonly state: PhotoFileState;
}

type Tree = Readonly<Record<string, unknown>>;
const asTree = (value: unknown): Tree =>
  value !== null && typeof value === 'object' ? (value as Tree) : {};

/** The folder beside `<base>.json` that holds the photos: `<base>-fotografias`. */
export const photoFolderName = (base: string): string => `${base}-fotografias`;

export function exportedPhotos(copy: PersonExport): ExportedPhoto[] {
  const posts = asTree(copy.database[ownNodes(copy.uid).family]).posts;
  const byKey = asTree(posts);
  return Object.keys(byKey)
    .flatMap((postKey) =>
      familyPhotoFiles(copy.uid, posts, [postKey]).map((storagePath) => {
        const post = asTree(byKey[postKey]);
        const text = typeof post.text === 'string' && post.text.trim() !== '' ? post.text : null;
        return {
          postKey,
          storagePath,
          fileName: `${postKey}.jpg`,
          fromName: typeof post.fromName === 'string' ? post.fromName : '',
          caption: text,
          at: typeof post.at === 'number' ? post.at : 0,
        };
      }),
    )
    .sort((a, b) => a.at - b.at || (a.postKey < b.postKey ? -1 : 1))
    .map(({ at: _at, ...photo }) => photo);
}
