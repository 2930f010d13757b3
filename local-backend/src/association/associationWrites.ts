/**
 * The association's database model and what each operation writes, as pure functions: a multi-path
 * update applied at the root in one request, so an operation lands whole or not at all.
 *
 * - `ProBrancaSec`: the association's code; `registrationCodes/{code}: true` for each valid code;
 * - `members/{uid}`: `{ name, since }`, a person the association supports, and `memberCodes/{uid}` the
 *   association's code she registered with (read by nobody);
 * - `carers/{uid}`: `{ name }`, the carer role (administrator writes only);
 * - `carerPeople/{carerUid}/{personUid}: true`, the people a carer follows, and
 *   `carerPending/{carerUid}/{personUid}: true` while a link a person made herself waits for the carer;
 * - `personCarers/{personUid}/{carerUid}: true`, its reverse, and `carerOverview/{carerUid}/{personUid}`,
 *   the carer's card of her (shared-machines' domain/overviewCards): a link is the three at once.
 */
import {
  carerOverviewPath,
  carerPath,
  carerPeoplePath,
  isNameText,
  carerPendingPath,
  linkCarerPatch,
  memberCodePath,
  memberPath,
  overviewCardPath,
  personCarersPath,
  serverTimestamp,
  unlinkCarerPatch,
} from '@amparo/shared-machines';
import { associationCodePath } from '@amparo/shared-machines/records';

// The paths and the server timestamp are the platform's own (shared-machines), so the command and the app name the same nodes.
export { carerPath, carerPeoplePath, memberPath, serverTimestamp };

export type RootUpdate = Readonly<Record<string, unknown>>;

/**
 * The new association's code becomes the only one: a replaced code stops opening the registration
 * screen.
 */
export function associationCodeWrites(associationCode: string): RootUpdate {
  return { [associationCodePath]: associationCode, registrationCodes: { [associationCode]: true } };
}

/** A member's record and, beside it, her association's code; `since` is kept when the member already has one. */
export function memberWrites(
  uid: string,
  member: { readonly name: string; readonly associationCode: string; readonly since?: number },
  existing: unknown,
): RootUpdate {
  const since = (existing as { since?: unknown } | null)?.since;
  return {
    [memberPath(uid)]: {
      name: member.name,
      since: typeof since === 'number' ? since : (member.since ?? serverTimestamp),
    },
    [memberCodePath(uid)]: member.associationCode,
  };
}

/**
 * A membership written by an earlier Amparo, with the code inside it (`members/{uid}/code`), brought
 * to today's layout: the code moved to `memberCodes/{uid}`, where nobody reads it. Null when there is
 * nothing to move.
 */
export function memberCodeMoveWrites(uid: string, existing: unknown): RootUpdate | null {
  const code = (existing as { code?: unknown } | null)?.code;
  if (code === undefined || code === null) return null;
  return { [`${memberPath(uid)}/code`]: null, [memberCodePath(uid)]: code };
}

/**
 * A person a carer is to follow, with the carer's card of her (personCard; newCard for someone with no
 * data yet). Null when no card can be made (no membership to show): the link and its reverse are
 * written, any old card goes, and the console reads her data itself.
 */
export interface CarerLink {
  readonly personUid: string;
  readonly card: Record<string, unknown> | null;
}

/** The role and the links to add, each with its reverse and its card; links already there stay. */
export function carerAddWrites(
  carerUid: string,
  name: string,
  links: readonly CarerLink[],
): RootUpdate {
  const update: Record<string, unknown> = { [carerPath(carerUid)]: { name } };
  for (const { personUid, card } of links) {
    Object.assign(update, linkCarerPatch(carerUid, personUid, card ?? {}));
    if (card === null) update[overviewCardPath(carerUid, personUid)] = null;
  }
  return update;
}

/**
 * Without people (null): the role, every link, every card in the carer's console, and the carer in
 * the reverse index of each of `followed` (whoever `personCarers` names them for). With people: those
 * links, each with its reverse and its card.
 */
export function carerRemoveWrites(
  carerUid: string,
  personUids: readonly string[] | null,
  followed: readonly string[] = [],
): RootUpdate {
  if (personUids === null) {
    const update: Record<string, unknown> = {
      [carerPath(carerUid)]: null,
      [carerPeoplePath(carerUid)]: null,
      [carerOverviewPath(carerUid)]: null,
      [carerPendingPath(carerUid)]: null,
    };
    for (const personUid of followed) update[`${personCarersPath(personUid)}/${carerUid}`] = null;
    return update;
  }
  return Object.assign(
    {},
    ...personUids.map((personUid) => unlinkCarerPatch(carerUid, personUid)),
  ) as RootUpdate;
}

/**
 * Longest carer name accepted: the database rules allow 100 characters for the names of carers and
 * members, and a carer's records carry the name, so a longer one would make every save fail.
 */
export const maxCarerNameLength = 100;

/** Why a carer's name cannot be stored, or null: it needs a visible character, no control characters. */
export function carerNameProblem(name: string): string | null {
  const text = name.trim();
  if (text.replace(/[\u200b-\u200d\u2060\ufeff]/g, '').trim() === '')
    return '--name must not be empty';
  if (text.length > maxCarerNameLength)
    return `--name must have at most ${maxCarerNameLength} characters`;
  if (!isNameText(text))
    return "--name may hold only letters, digits, spaces and a name's punctuation (. , ' - ( ) /), with a letter or digit";
  return null;
}

/** A loose e-mail check (one @, a dot in the domain, no spaces): the account lookup decides the rest. */
export function emailProblem(email: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : `"${email}" is not an e-mail address`;
}
