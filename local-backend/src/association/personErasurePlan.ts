import { carerOverviewRoot, personCarersRoot } from '@amparo/shared-machines';
import { invitationRoot, recordLayouts } from '@amparo/shared-machines/records';
import type { Holdings, PersonSubject } from './personHoldings';
import {
  actorFields,
  carerLinkRoots,
  dosesTakenNode,
  erasedAccountLabel,
  ownNodes,
  pathKeys,
  summaryNode,
} from './personNodes';
import { isUnder, tracesIn, valueAt } from './personTraces';

/**
 * What erasing a person removes, as a pure plan over what was read: her nodes whole, every other key
 * naming her uid (a carer's link to her, with its reverse and the carer's card of her; when she was a
 * carer, her entries in the reverse index of the people she followed), her `users` documents and her
 * account. In other people's data, where she acted as a carer (a record's last change, an access-log
 * entry, a consent she recorded), the fact stays and who did it becomes erasedAccountLabel: those
 * records are the other person's, and that someone saw or changed them is part of them; only who it
 * was is erased.
 */
export const erasureKinds = [
  'member',
  'memberCode',
  'contacts',
  'appointments',
  'medicines',
  'dosesTaken',
  'summary',
  'counters',
  'otherPersonData',
  'consents',
  'accessLogEntries',
  'carerLinks',
  'carersIndex',
  'overviewCards',
  'carerRole',
  'followedPeople',
  'pendingPeople',
  'followedIndex',
  'consoleCards',
  'familyPosts',
  'familyCircle',
  'invitations',
  'relativeAccount',
  'relativeCircles',
  'otherKeys',
  'anonymisedReferences',
] as const;

export type ErasureKind = (typeof erasureKinds)[number];

export type ErasureCounts = Readonly<Record<ErasureKind, number>>;

export interface ErasurePlan {
  /** One multi-path update at the root: null removes, erasedAccountLabel replaces. */
  readonly databaseUpdate: Readonly<Record<string, null | string>>;
  readonly counts: ErasureCounts;
  readonly usersDocumentIds: readonly string[];
  readonly authAccount: boolean;
}

type Tree = Readonly<Record<string, unknown>>;

const childrenOf = (value: unknown): Tree =>
  value !== null && typeof value === 'object' ? (value as Tree) : {};
const countOf = (value: unknown): number => Object.keys(childrenOf(value)).length;

/** Doses taken: `tomas/{date}/{medicine}/{time}`, one leaf each. */
function dosesIn(tomas: unknown): number {
  return Object.values(childrenOf(tomas)).reduce<number>(
    (total, day) =>
      total +
      Object.values(childrenOf(day)).reduce<number>((sum, times) => sum + countOf(times), 0),
    0,
  );
}

function personDataCounts(data: unknown): Partial<Record<ErasureKind, number>> {
  const lists: Partial<Record<string, ErasureKind>> = {
    [recordLayouts.contact.listNode]: 'contacts',
    [recordLayouts.appointment.listNode]: 'appointments',
    [recordLayouts.medication.listNode]: 'medicines',
  };
  const counterNodes = new Set(Object.values(recordLayouts).map((layout) => layout.counterNode));
  const counts: Partial<Record<ErasureKind, number>> = {};
  const add = (kind: ErasureKind, amount: number): void => {
    counts[kind] = (counts[kind] ?? 0) + amount;
  };
  for (const [node, value] of Object.entries(childrenOf(data))) {
    const list = lists[node];
    if (list !== undefined) add(list, countOf(value));
    else if (node === dosesTakenNode) add('dosesTaken', dosesIn(value));
    else if (node === summaryNode) add('summary', 1);
    else if (counterNodes.has(node)) add('counters', 1);
    else add('otherPersonData', 1);
  }
  return counts;
}

export function planErasure(holdings: Holdings, subject: PersonSubject): ErasurePlan {
  const { tree } = holdings;
  const counts = Object.fromEntries(erasureKinds.map((kind) => [kind, 0])) as Record<
    ErasureKind,
    number
  >;
  const update: Record<string, null | string> = {};
  const removed: string[][] = [];
  const remove = (path: readonly string[]): void => {
    update[path.join('/')] = null;
    removed.push([...path]);
  };

  const nodes = ownNodes(subject.uid);
  const present = (node: string): boolean => valueAt(tree, pathKeys(node)) != null;
  if (present(nodes.member)) counts.member = 1;
  if (present(nodes.memberCode)) counts.memberCode = 1;
  Object.assign(counts, personDataCounts(valueAt(tree, pathKeys(nodes.data))));
  counts.consents = countOf(valueAt(tree, pathKeys(nodes.consents)));
  counts.accessLogEntries = countOf(valueAt(tree, pathKeys(nodes.accessLog)));
  counts.carersIndex = countOf(valueAt(tree, pathKeys(nodes.carersIndex)));
  if (present(nodes.carerRole)) counts.carerRole = 1;
  counts.followedPeople = countOf(valueAt(tree, pathKeys(nodes.followedPeople)));
  counts.pendingPeople = countOf(valueAt(tree, pathKeys(nodes.pendingPeople)));
  counts.consoleCards = countOf(valueAt(tree, pathKeys(nodes.consoleCards)));
  counts.familyPosts = countOf(valueAt(tree, [...pathKeys(nodes.family), 'posts']));
  counts.familyCircle = countOf(valueAt(tree, [...pathKeys(nodes.circle), 'members']));
  if (present(nodes.relativeAccount)) counts.relativeAccount = 1;
  counts.relativeCircles = countOf(valueAt(tree, pathKeys(nodes.relativeCircles)));
  Object.values(nodes)
    .filter(present)
    .forEach((node) => remove(pathKeys(node)));
  // The invitations to her circle (used or not): they name the relatives invited, for her circle only.
  for (const [codeHash, invitation] of Object.entries(childrenOf(tree[invitationRoot]))) {
    if (childrenOf(invitation).person !== subject.uid) continue;
    remove([invitationRoot, codeHash]);
    counts.invitations += 1;
  }

  // Her card in each carer's console, and she as a carer in each followed person's reverse index:
  // keys under someone else's node, named here so the receipt says what they were.
  const underOthers = (root: string, kind: ErasureKind): void => {
    for (const [owner, children] of Object.entries(childrenOf(tree[root]))) {
      if (owner === subject.uid || !(subject.uid in childrenOf(children))) continue;
      remove([root, owner, subject.uid]);
      counts[kind] += 1;
    }
  };
  underOthers(carerOverviewRoot, 'overviewCards');
  underOthers(personCarersRoot, 'followedIndex');

  const byUidOrEmail = { uid: subject.uid, emails: subject.emails, names: [] };
  const traces = tracesIn(tree, byUidOrEmail).filter(
    (trace) => !removed.some((prefix) => isUnder(trace.path, prefix)),
  );
  for (const trace of traces.filter((candidate) => candidate.at === 'key')) {
    if (removed.some((prefix) => isUnder(trace.path, prefix))) continue;
    remove(trace.path);
    counts[carerLinkRoots.includes(trace.path[0] ?? '') ? 'carerLinks' : 'otherKeys'] += 1;
  }
  const anonymise = (path: readonly string[]): void => {
    const key = path.join('/');
    if (update[key] !== undefined) return;
    update[key] = erasedAccountLabel;
    counts.anonymisedReferences += 1;
  };
  for (const trace of traces.filter((candidate) => candidate.at === 'value')) {
    if (removed.some((prefix) => isUnder(trace.path, prefix))) continue;
    anonymise(trace.path);
    const field = trace.path[trace.path.length - 1];
    const pair = actorFields.find((fields) => fields.uid === field);
    const record = trace.path.slice(0, -1);
    if (pair !== undefined && typeof valueAt(tree, [...record, pair.name]) === 'string')
      anonymise([...record, pair.name]);
  }

  return {
    databaseUpdate: update,
    counts,
    usersDocumentIds: holdings.usersDocuments
      .filter(
        (document) =>
          document.fields.uid === subject.uid ||
          subject.emails.includes(String(document.fields.email ?? '').toLowerCase()),
      )
      .map((document) => document.id),
    authAccount: subject.account !== null,
  };
}
