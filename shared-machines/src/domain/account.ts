/**
 * The three kinds of account the association knows, as the database records them: a person it supports
 * (`members/{uid}`, written by the person's own registration with the association's code), a carer
 * (`carers/{uid}`, written only with the association's admin credentials), and any other account
 * (neither: it reads and writes nothing). The database rules decide who reads what; the browser uses
 * the account only to choose which screens to show.
 */

export type AccountKind = 'person' | 'carer' | 'none';

export interface Account {
  readonly kind: AccountKind;
  /** The registered name (a member's registration name, a carer's name), when known. */
  readonly name: string | null;
}

export const memberRoot = 'members';
export const carerRoot = 'carers';
export const carerPeopleRoot = 'carerPeople';

/** `members/{uid}`: `{ name, code, since }`. */
export function memberPath(uid: string): string {
  return `${memberRoot}/${uid}`;
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

function nameIn(value: unknown): string | null {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/** The account, from what `carers/{uid}` and `members/{uid}` hold (a carer who is also a member is a carer). */
export function accountFrom(carer: unknown, member: unknown): Account {
  if (carer !== null && typeof carer === 'object') return { kind: 'carer', name: nameIn(carer) };
  if (member !== null && typeof member === 'object')
    return { kind: 'person', name: nameIn(member) };
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
export function membershipRecord(name: string, code: string): Record<string, unknown> {
  return { name, code, since: serverTimestamp };
}

/** The Realtime Database's server-time placeholder (the SDK's `serverTimestamp()` is this value). */
export const serverTimestamp: Readonly<Record<string, string>> = Object.freeze({
  '.sv': 'timestamp',
});
