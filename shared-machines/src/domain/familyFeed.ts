import { serverTimestamp } from './account';
import { associationTimeZone, calendarDaysBetween } from './spokenDate';
import { greetingName } from './displayName';
import { familyAnswers, type FamilyAnswer, type FamilyPostKind } from './familyCircle';

/**
 * The family part as the person's tablet reads it (docs/family-circle.md): her relatives' posts, newest
 * first, and the members of her circle; the reply she sends; how long ago a post came, as people say it.
 */
export interface FamilyPost {
  readonly key: string;
  readonly from: string;
  readonly fromName: string;
  /** When it was sent (the server's time, ms). */
  readonly at: number;
  readonly kind: FamilyPostKind;
  readonly text: string | null;
  /** Its photo's storage path (familyPhotoPath), for a 'foto'. */
  readonly photo: string | null;
}

export interface CircleMember {
  readonly uid: string;
  readonly name: string;
  /** When she joined (the server's time, ms); null when the entry has none. */
  readonly since: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPost(key: string, value: unknown): FamilyPost | null {
  if (!isRecord(value)) return null;
  const { from, fromName, at, kind, text, photo } = value;
  if (typeof from !== 'string' || typeof fromName !== 'string' || typeof at !== 'number')
    return null;
  if (kind !== 'foto' && kind !== 'mensagem') return null;
  const photoPath = kind === 'foto' && typeof photo === 'string' ? photo : null;
  if (kind === 'foto' && photoPath === null) return null;
  return {
    key,
    from,
    fromName,
    at,
    kind,
    text: typeof text === 'string' && text.trim() !== '' ? text : null,
    photo: photoPath,
  };
}

/** The posts under `family/{person}/posts`, newest first; anything not a post is left out. */
export function readFamilyPosts(value: unknown): FamilyPost[] {
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .map(([key, post]) => readPost(key, post))
    .filter((post): post is FamilyPost => post !== null)
    .sort((a, b) => b.at - a.at || (a.key < b.key ? 1 : -1));
}

/** How the tablet names a post's sender: her first name, as home greets her ('Pedro Silva' → 'Pedro'). */
export function senderName(post: Pick<FamilyPost, 'fromName'>): string {
  return greetingName(post.fromName) || post.fromName.trim();
}

/** The relatives under `circles/{person}/members`, by name, each with when she joined. */
export function readCircleMembers(value: unknown): CircleMember[] {
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .flatMap(([uid, member]): CircleMember[] =>
      isRecord(member) && typeof member.name === 'string'
        ? [
            {
              uid,
              name: member.name,
              since:
                typeof member.since === 'number' && Number.isFinite(member.since)
                  ? member.since
                  : null,
            },
          ]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-PT'));
}

/** One of her ready answers as stored under `family/{person}/replies/{pushKey}`. */
export interface FamilyReply {
  readonly key: string;
  /** The post it answers. */
  readonly post: string;
  readonly answer: FamilyAnswer;
  /** When she gave it (the server's time, ms). */
  readonly at: number;
}

function isAnswer(value: unknown): value is FamilyAnswer {
  return typeof value === 'string' && (familyAnswers as readonly string[]).includes(value);
}

/** Her answers under `family/{person}/replies`, oldest first; anything not an answer is left out. */
export function readFamilyReplies(value: unknown): FamilyReply[] {
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .flatMap(([key, reply]): FamilyReply[] => {
      if (!isRecord(reply)) return [];
      const { post, answer, at } = reply;
      return typeof post === 'string' && isAnswer(answer) && typeof at === 'number'
        ? [{ key, post, answer, at }]
        : [];
    })
    .sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1));
}

/** Her latest answer to each post she answered. */
export function latestAnswers(replies: readonly FamilyReply[]): Record<string, FamilyAnswer> {
  return Object.fromEntries(replies.map((reply) => [reply.post, reply.answer]));
}

/** A ready answer to a post, as the rules accept it under `family/{person}/replies/{pushKey}`. */
export function familyReplyRecord(postKey: string, answer: FamilyAnswer): Record<string, unknown> {
  return { post: postKey, answer, at: serverTimestamp };
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * How long ago `at` was, in European Portuguese (Intl's relative time, not our own words): 'agora'
 * under a minute, then minutes, then hours the same day (or under 12 hours: last night is 'há 2
 * horas'), then days on the association's calendar ('ontem', 'há 3 dias'). A time a little ahead of this clock (the server's and the tablet's differ) is 'agora'.
 */
export function timeAgo(at: number, now: number, timeZone: string = associationTimeZone): string {
  const format = new Intl.RelativeTimeFormat('pt-PT', { numeric: 'auto' });
  const elapsed = Math.max(0, now - at);
  if (elapsed < minuteMs) return format.format(0, 'second');
  if (elapsed < hourMs) return format.format(-Math.floor(elapsed / minuteMs), 'minute');
  const days = calendarDaysBetween(new Date(at), new Date(now), timeZone);
  if (days <= 0 || elapsed < 12 * hourMs)
    return format.format(-Math.floor(elapsed / hourMs), 'hour');
  return format.format(-days, 'day');
}
