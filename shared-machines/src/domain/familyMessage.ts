/**
 * A relative's message to a person (`family/{person}/posts/{pushKey}`, kind 'mensagem'): the rules'
 * limits as a plain function, so her phone says why before the database refuses, and the post as the
 * rules accept it.
 */
import { serverTimestamp } from './account';
import { isBlankText, unsafeTextCharacters } from './textRules';

/** The longest message the rules accept (`family/$person/posts/$post/text`). */
export const maxFamilyMessageLength = 500;

export type FamilyMessageProblem = 'empty' | 'tooLong' | 'unsafeCharacters';

/** Why the rules would refuse this message, or null when they accept it. */
export function familyMessageProblem(text: string): FamilyMessageProblem | null {
  if (isBlankText(text)) return 'empty';
  if (text.length > maxFamilyMessageLength) return 'tooLong';
  if (unsafeTextCharacters.test(text)) return 'unsafeCharacters';
  return null;
}

/** A message post as the relative writes it: her uid, her registered name, the server's time. */
export function familyMessagePost(options: {
  readonly from: string;
  readonly fromName: string;
  readonly text: string;
}): Record<string, unknown> {
  return {
    from: options.from,
    fromName: options.fromName,
    at: serverTimestamp,
    kind: 'mensagem',
    text: options.text,
  };
}

export interface FamilyPostView {
  readonly key: string;
  readonly fromName: string;
  readonly at: number;
  readonly kind: 'foto' | 'mensagem';
  readonly text: string | null;
  /** A photo post's stored photo (familyPhotoPath); null for a message. */
  readonly photo: string | null;
}

/** The posts as the database sends them (keyed by push key), newest first; malformed entries left out. */
export function familyPostsNewestFirst(value: unknown): readonly FamilyPostView[] {
  if (value === null || typeof value !== 'object') return [];
  const posts: FamilyPostView[] = [];
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (raw === null || typeof raw !== 'object') continue;
    const post = raw as Record<string, unknown>;
    if (typeof post['fromName'] !== 'string' || typeof post['at'] !== 'number') continue;
    if (post['kind'] !== 'foto' && post['kind'] !== 'mensagem') continue;
    posts.push({
      key,
      fromName: post['fromName'],
      at: post['at'],
      kind: post['kind'],
      text: typeof post['text'] === 'string' ? post['text'] : null,
      photo: post['kind'] === 'foto' && typeof post['photo'] === 'string' ? post['photo'] : null,
    });
  }
  return posts.sort((a, b) => b.at - a.at || (a.key < b.key ? 1 : -1));
}

export interface CirclePerson {
  readonly uid: string;
  /** Her name as her invitation carried it; null for an entry that holds none. */
  readonly name: string | null;
}

/**
 * The people whose circle a relative is in (`relativeCircles/{relative}`: `{ [person]: { name } }`),
 * by name, then uid.
 */
export function circlePeople(value: unknown): readonly CirclePerson[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== null && entry !== undefined && entry !== false)
    .map(([uid, entry]) => {
      const name = (entry as { name?: unknown }).name;
      return { uid, name: typeof name === 'string' && name.trim() !== '' ? name : null };
    })
    .sort(
      (a, b) =>
        (a.name ?? '').localeCompare(b.name ?? '', 'pt-PT') ||
        (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    );
}
