/**
 * The family circle as the database keeps it (docs/family-circle.md). A relative is a third kind of
 * account (`relatives/{uid}`: `{ name, since, invitation }`); she joins a person's circle only with an
 * invitation the person or one of her carers made (`invitations/{codeHash}`), once, before it expires,
 * in one multi-path update that marks the invitation used and writes her membership
 * (`circles/{person}/members/{relative}`) and its reverse (`relativeCircles/{relative}/{person}`,
 * holding the person's name as the invitation carried it). The
 * database rules check every step; nothing else is trusted. The person or her carer removes her with one
 * update (`removeRelativePatch`), after which the rules refuse her every read of the family part at once.
 *
 * The family part of a person (`family/{person}`): the posts her relatives send (`posts/{pushKey}`: a
 * photo with an optional caption, or a message), her ready answers (`replies/{pushKey}`), her setting
 * (`settings/dayShared`: her relatives may see her day) and her day as they may see it (`day`: today's
 * doses and their state, today's and tomorrow's appointments — nothing else).
 */
import { serverTimestamp } from './account';

export const relativeRoot = 'relatives';
export const invitationRoot = 'invitations';
export const circleRoot = 'circles';
export const relativeCirclesRoot = 'relativeCircles';
export const familyRoot = 'family';

/**
 * How long an invitation may be accepted after it is made (its `createdAt`, the server's time): seven
 * days. The database rules repeat the number (`invitations/$hash/usedBy`); the rules tables
 * (local-backend/test/rules) accept and refuse around this constant, so the two cannot drift apart
 * unnoticed. The expiry is not stored: it follows from `createdAt`, one fact in one place.
 */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** An invitation's key: the SHA-256 of its code, in lowercase hex (the code itself is never stored). */
export const invitationHashPattern = /^[0-9a-f]{64}$/;

/** The ready answers the person may send to a post (the rules accept these keys only). */
export const familyAnswers = ['obrigada', 'gostei', 'ligame'] as const;
export type FamilyAnswer = (typeof familyAnswers)[number];

export type FamilyPostKind = 'foto' | 'mensagem';

export function relativePath(uid: string): string {
  return `${relativeRoot}/${uid}`;
}

export function invitationPath(codeHash: string): string {
  return `${invitationRoot}/${codeHash}`;
}

export function circleMembersPath(personUid: string): string {
  return `${circleRoot}/${personUid}/members`;
}

export function circleMemberPath(personUid: string, relativeUid: string): string {
  return `${circleMembersPath(personUid)}/${relativeUid}`;
}

export function relativeCirclePath(relativeUid: string, personUid: string): string {
  return `${relativeCirclesRoot}/${relativeUid}/${personUid}`;
}

export function familyPostsPath(personUid: string): string {
  return `${familyRoot}/${personUid}/posts`;
}

export function familyRepliesPath(personUid: string): string {
  return `${familyRoot}/${personUid}/replies`;
}

export function daySharedPath(personUid: string): string {
  return `${familyRoot}/${personUid}/settings/dayShared`;
}

export function familyDayPath(personUid: string): string {
  return `${familyRoot}/${personUid}/day`;
}

/** Where a post's photo is kept in storage (the rules require exactly this path). */
export function familyPhotoPath(personUid: string, postKey: string): string {
  return `${familyRoot}/${personUid}/${postKey}.jpg`;
}

/**
 * An invitation as the person's or her carer's session writes it (`invitedBy` is the writer). It carries
 * the person's name as registered (`members/{person}/name`, which the rules require it to equal), the
 * only name of hers a relative ever reads: she cannot read `members`.
 */
export function invitationRecord(options: {
  readonly personUid: string;
  readonly personName: string;
  readonly email: string;
  readonly invitedBy: string;
}): Record<string, unknown> {
  return {
    person: options.personUid,
    personName: options.personName,
    email: options.email,
    invitedBy: options.invitedBy,
    createdAt: serverTimestamp,
  };
}

/** A relative's reverse entry of a circle (`relativeCircles/{relative}/{person}`): the person's name. */
export interface RelativeCircleEntry {
  readonly name: string;
}

/** When an invitation made at `createdAt` stops being accepted. */
export function invitationExpiresAt(createdAt: number): number {
  return createdAt + invitationLifetimeMs;
}

/**
 * A relative accepting an invitation, as one update at the root: the invitation marked used by her,
 * her membership of the person's circle, its reverse under the person's name as the invitation carries
 * it (`personName`; the rules require the two to be equal), and (on her first invitation) her account.
 */
export function joinCirclePatch(options: {
  readonly relativeUid: string;
  readonly relativeName: string;
  readonly personUid: string;
  readonly personName: string;
  readonly codeHash: string;
  readonly firstCircle: boolean;
}): Record<string, unknown> {
  const { relativeUid, relativeName, personUid, personName, codeHash } = options;
  const patch: Record<string, unknown> = {
    [`${invitationPath(codeHash)}/usedBy`]: relativeUid,
    [circleMemberPath(personUid, relativeUid)]: {
      name: relativeName,
      invitation: codeHash,
      since: serverTimestamp,
    },
    [relativeCirclePath(relativeUid, personUid)]: { name: personName },
  };
  if (options.firstCircle)
    patch[relativePath(relativeUid)] = {
      name: relativeName,
      since: serverTimestamp,
      invitation: codeHash,
    };
  return patch;
}

/** The person or her carer removing a relative: one update; the rules cut her access with it. */
export function removeRelativePatch(
  personUid: string,
  relativeUid: string,
): Record<string, unknown> {
  return {
    [circleMemberPath(personUid, relativeUid)]: null,
    [relativeCirclePath(relativeUid, personUid)]: null,
  };
}
