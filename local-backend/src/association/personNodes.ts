import {
  carerOverviewPath,
  carerPath,
  carerPeoplePath,
  carerPeopleRoot,
  carerPendingPath,
  carerPendingRoot,
  memberCodePath,
  memberPath,
  personCarersPath,
} from '@amparo/shared-machines';
import {
  circleRoot,
  familyRoot,
  relativeCirclesRoot,
  relativePath,
} from '@amparo/shared-machines/records';
import { auditFields, doseCorrectionFields, userRoot } from '@amparo/shared-machines/records';

/**
 * Where one person's data lives in the Realtime Database, as the person operations (export, erasure)
 * see it: the nodes that are hers whole, and the fields of other people's data that name someone who
 * acted on them.
 */

/** `consents/{uid}/{pushId}`: the person's consents, append-only. */
export const consentsRoot = 'consents';
/** `accessLog/{uid}/{pushId}`: who saw or changed the person's data, append-only. */
export const accessLogRoot = 'accessLog';

/**
 * Children of `Newdata_{uid}` besides the lists and their counters: doses taken, her carers' corrections
 * of them (hers whole, with the rest of her data), and the summary.
 */
export { dosesTakenNode, doseCorrectionsNode, summaryNode } from '@amparo/shared-machines/records';

/** What replaces an erased account's uid and name in the records of others that say who acted. */
export const erasedAccountLabel = 'conta apagada';

/**
 * The pairs of fields by which a record of someone's data names who acted on it: the account's uid
 * and its registered name (a record's last change; an entry of the access log).
 */
export const actorFields: readonly { readonly uid: string; readonly name: string }[] = [
  { uid: auditFields.byUid, name: auditFields.byName },
  { uid: 'who', name: 'whoName' },
  { uid: doseCorrectionFields.byUid, name: doseCorrectionFields.byName },
  // A post a relative sent to someone's family (`family/{person}/posts/{key}`).
  { uid: 'from', name: 'fromName' },
];

export interface OwnNodes {
  readonly member: string;
  /** The association's code she registered with: the association's, not hers to export. */
  readonly memberCode: string;
  readonly data: string;
  readonly consents: string;
  readonly accessLog: string;
  /** The carers who follow her (`personCarers/{uid}`), the reverse of their links to her. */
  readonly carersIndex: string;
  /** When she is (also) a carer: her role and the people she follows. */
  readonly carerRole: string;
  readonly followedPeople: string;
  /** When she is a carer: the people who named her and whom she has not confirmed yet. */
  readonly pendingPeople: string;
  /**
   * When she is a carer: her console, a card per person she follows (`carerOverview/{uid}`). Hers to
   * erase, but not to export: the cards are copies of the other people's data (exportedNodes).
   */
  readonly consoleCards: string;
  /** Her family's posts, her answers, her setting and her day as they see it (`family/{uid}`). */
  readonly family: string;
  /** Her family circle (`circles/{uid}`). */
  readonly circle: string;
  /** When she is (also) someone's relative: her account as such and the circles she is in. */
  readonly relativeAccount: string;
  readonly relativeCircles: string;
}

/** The nodes that belong to the person with this uid, whole. */
export function ownNodes(uid: string): OwnNodes {
  return {
    member: memberPath(uid),
    memberCode: memberCodePath(uid),
    data: userRoot(uid),
    consents: `${consentsRoot}/${uid}`,
    accessLog: `${accessLogRoot}/${uid}`,
    carersIndex: personCarersPath(uid),
    carerRole: carerPath(uid),
    followedPeople: carerPeoplePath(uid),
    pendingPeople: carerPendingPath(uid),
    consoleCards: carerOverviewPath(uid),
    family: `${familyRoot}/${uid}`,
    circle: `${circleRoot}/${uid}`,
    relativeAccount: relativePath(uid),
    relativeCircles: `${relativeCirclesRoot}/${uid}`,
  };
}

/**
 * The nodes of hers a copy of her data holds whole: all but a carer's console, whose cards are the
 * followed people's names, summaries, doses and appointments, and the association's registration code.
 * A copy must not adversely affect the rights of others (GDPR art. 15(4)); whom she follows is in
 * `carerPeople/{uid}`, which it holds.
 */
export function exportedNodes(uid: string): string[] {
  const { consoleCards: _others, memberCode: _associations, ...hers } = ownNodes(uid);
  return Object.values(hers);
}

/** The roots under which a key naming her is a carer's link to her (the link, or its mark to confirm). */
export const carerLinkRoots: readonly string[] = [carerPeopleRoot, carerPendingRoot];

/** The uids of the carers who follow the person (`carerPeople/{carer}/{uid}`). */
export function carersFollowing(tree: Readonly<Record<string, unknown>>, uid: string): string[] {
  const links = tree[carerPeopleRoot];
  if (links === null || typeof links !== 'object') return [];
  return Object.entries(links as Record<string, unknown>)
    .filter(([, people]) => people !== null && typeof people === 'object' && uid in people)
    .map(([carer]) => carer)
    .sort();
}

/** 'a/b/c' → ['a', 'b', 'c']. */
export const pathKeys = (path: string): string[] => path.split('/');
