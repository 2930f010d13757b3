/**
 * The kinds of account the association knows, as the database records them: a person it supports
 * (`members/{uid}`, written by the person's own registration, with the association's code beside it in
 * `memberCodes/{uid}`, which nobody reads back), a carer
 * (`carers/{uid}`, written only with the association's admin credentials), a relative in one or more
 * people's family circles (`relatives/{uid}`, written once by herself with an invitation she uses:
 * domain/familyCircle), and any other account (none of these: it reads and writes nothing). The database rules decide who reads what; the browser uses
 * the account only to choose which screens to show.
 */

export type AccountKind = 'person' | 'carer' | 'family' | 'none';

export interface Account {
  readonly kind: AccountKind;
  /** The registered name (a member's registration name, a carer's name), when known. */
  readonly name: string | null;
}

export const memberRoot = 'members';
export const memberCodeRoot = 'memberCodes';
export const carerRoot = 'carers';
export const carerPeopleRoot = 'carerPeople';
export const carerPendingRoot = 'carerPending';

/** `members/{uid}`: `{ name, since }`, readable by the person and her carers. */
export function memberPath(uid: string): string {
  return `${memberRoot}/${uid}`;
}

/**
 * `memberCodes/{uid}`: the association's code she registered with, written once with her membership
 * (the rules check it there) and read by nobody, so a member cannot pass the code on from her own data.
 */
export function memberCodePath(uid: string): string {
  return `${memberCodeRoot}/${uid}`;
}

/** `carers/{uid}`: `{ name }`. */
export function carerPath(uid: string): string {
  return `${carerRoot}/${uid}`;
}

/** `carerPeople/{carerUid}`: the people a carer follows, `{ [personUid]: true }`. */
export function carerPeoplePath(carerUid: string): string {
  return `${carerPeopleRoot}/${carerUid}`;
}

/** `carerPeople/{carerUid}/{personUid}`: written by the person, naming a carer who may see their data. */
export function carerLinkPath(carerUid: string, personUid: string): string {
  return `${carerPeoplePath(carerUid)}/${personUid}`;
}

/**
 * `carerPending/{carerUid}`: the people who named this carer themselves and whom the carer has not
 * confirmed yet, `{ [personUid]: true }` (only that carer reads it). A person's own link to a carer
 * is written with its mark here (the rules require it); the carer confirms by removing the mark, or
 * refuses by removing the link (refusePersonPatch). Links the association makes have no mark.
 */
export function carerPendingPath(carerUid: string): string {
  return `${carerPendingRoot}/${carerUid}`;
}

/** `carerPending/{carerUid}/{personUid}`: `true` while the carer has not confirmed her. */
export function pendingLinkPath(carerUid: string, personUid: string): string {
  return `${carerPendingPath(carerUid)}/${personUid}`;
}

function nameIn(value: unknown): string | null {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/**
 * The account, from what `carers/{uid}`, `members/{uid}` and `relatives/{uid}` hold (a carer who is also
 * a member is a carer; a member who is also someone's relative is a person).
 */
export function accountFrom(carer: unknown, member: unknown, relative: unknown = null): Account {
  if (carer !== null && typeof carer === 'object') return { kind: 'carer', name: nameIn(carer) };
  if (member !== null && typeof member === 'object')
    return { kind: 'person', name: nameIn(member) };
  if (relative !== null && typeof relative === 'object')
    return { kind: 'family', name: nameIn(relative) };
  return { kind: 'none', name: null };
}

/** The uids a carer follows, from `carerPeople/{carerUid}`, in a stable order. */
export function followedPeople(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, linked]) => linked === true)
    .map(([uid]) => uid)
    .sort();
}

/** What a new member's record holds; `since` is the server's time. */
export function membershipRecord(name: string): Record<string, unknown> {
  return { name, since: serverTimestamp };
}

/**
 * A new member's registration as one multi-path update at the root: her membership and, beside it,
 * the association's code she gives (the rules accept the membership only with a valid code there).
 */
export function membershipPatch(
  uid: string,
  name: string,
  associationCode: string,
): Record<string, unknown> {
  return { [memberPath(uid)]: membershipRecord(name), [memberCodePath(uid)]: associationCode };
}

/** The uids a carer has not confirmed yet, from `carerPending/{carerUid}`. */
export function pendingPeople(value: unknown): ReadonlySet<string> {
  if (value === null || typeof value !== 'object') return new Set();
  return new Set(
    Object.entries(value as Record<string, unknown>)
      .filter(([, pending]) => pending === true)
      .map(([uid]) => uid),
  );
}

/** The Realtime Database's server-time placeholder (the SDK's `serverTimestamp()` is this value). */
export const serverTimestamp: Readonly<Record<string, string>> = Object.freeze({
  '.sv': 'timestamp',
});
