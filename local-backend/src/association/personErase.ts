import {
  carerOverviewRoot,
  carerPeopleRoot,
  carerRoot,
  familyPostsPath,
  memberRoot,
  personCarersRoot,
} from '@amparo/shared-machines';
import { userRoot } from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import { familyPhotoFiles } from './familyPhotoFiles';
import { describeRemaining, remainingTraces } from './personErasureCheck';
import type { ErasurePlan } from './personErasurePlan';
import { erasureKinds, planErasure } from './personErasurePlan';
import { fileDate } from './personFiles';
import type { Holdings, PersonSubject } from './personHoldings';
import { readHoldings, subjectOf } from './personHoldings';
import { accessLogRoot, consentsRoot, pathKeys } from './personNodes';
import { valueAt } from './personTraces';
import { subjectHash, writeReceipt } from './personReceipt';

/**
 * Erasing one person: what was read decides the plan (personErasurePlan); the database goes first in
 * one update, then her `users` documents, then her account (so a run stopped half-way can be run again
 * by e-mail). Then everything is read again and checked (personErasureCheck), and the receipt written
 * with the check's outcome.
 */
export interface ErasureDone {
  readonly summary: readonly string[];
  readonly receiptFile: string;
  /** The places still naming her, masked; empty when the check passed. */
  readonly remaining: readonly string[];
}

/** 'account: 1', 'users documents: 1', then each kind removed with its count. */
export function erasureSummary(plan: ErasurePlan): string[] {
  return [
    `account: ${plan.authAccount ? 1 : 0}`,
    `users documents: ${plan.usersDocumentIds.length}`,
    ...erasureKinds.flatMap((kind) =>
      plan.counts[kind] > 0 ? [`${kind}: ${plan.counts[kind]}`] : [],
    ),
  ];
}

function merged(before: PersonSubject, now: PersonSubject): PersonSubject {
  return {
    ...now,
    account: now.account ?? before.account,
    emails: [...new Set([...before.emails, ...now.emails])],
    names: [...new Set([...before.names, ...now.names])],
  };
}

export async function erasePerson(
  backend: AdminBackend,
  holdings: Holdings,
  found: PersonSubject,
  options: {
    readonly receipts: string;
    readonly erasedBy: string;
    readonly now: Date;
    readonly reapplied: boolean;
  },
): Promise<ErasureDone> {
  // Read again: an erasure just before (erase-again) may have changed what this one must do.
  const current = options.reapplied ? await readHoldings(backend) : holdings;
  const subject = merged(found, subjectOf(current, found.uid));
  const plan = planErasure(current, subject);
  // Her family's photo files go first, while her posts still say which they are, so that a run stopped
  // half-way deletes the rest when run again (on a real project the Cloud Function deletes each file as
  // its post goes: adminBackend.ts, photos).
  const photoFiles =
    backend.photos === undefined
      ? 0
      : await backend.photos.remove(
          familyPhotoFiles(
            subject.uid,
            valueAt(current.tree, pathKeys(familyPostsPath(subject.uid))),
          ),
        );
  if (Object.keys(plan.databaseUpdate).length > 0)
    await backend.database.patch('', plan.databaseUpdate);
  await backend.users.remove(plan.usersDocumentIds);
  if (plan.authAccount) await backend.accounts.remove(subject.uid);

  const remaining = describeRemaining(remainingTraces(await readHoldings(backend), subject));
  const receiptFile = writeReceipt(options.receipts, fileDate(options.now), {
    subject: subjectHash(backend.projectId, subject.uid),
    erasedBy: options.erasedBy,
    at: options.now.toISOString(),
    removed: {
      paths: plan.counts,
      authAccount: plan.authAccount,
      firestoreUsers: plan.usersDocumentIds.length,
      ...(backend.photos === undefined ? {} : { photoFiles }),
    },
    check: { clean: remaining.length === 0, remaining: remaining.length },
    ...(options.reapplied ? { reappliedAfterRestore: true as const } : {}),
  });
  return {
    summary: [
      ...erasureSummary(plan),
      ...(photoFiles > 0 ? [`family photo files: ${photoFiles}`] : []),
    ],
    receiptFile,
    remaining,
  };
}

/** Every uid the services know: accounts, `users` documents, and the database's per-person keys. */
function knownUids(holdings: Holdings): Set<string> {
  const keysOf = (value: unknown): string[] =>
    value !== null && typeof value === 'object' ? Object.keys(value) : [];
  const { tree } = holdings;
  const dataPrefix = userRoot('');
  return new Set([
    ...holdings.accounts.flatMap((account) =>
      typeof account.localId === 'string' ? [account.localId] : [],
    ),
    ...holdings.usersDocuments.flatMap((document) =>
      typeof document.fields.uid === 'string' ? [document.fields.uid] : [],
    ),
    ...[
      memberRoot,
      carerRoot,
      consentsRoot,
      accessLogRoot,
      carerPeopleRoot,
      personCarersRoot,
      carerOverviewRoot,
    ].flatMap((root) => keysOf(tree[root])),
    // The second level of the nodes keyed by two people: a carer's person, a person's carer.
    ...[carerPeopleRoot, personCarersRoot, carerOverviewRoot].flatMap((root) =>
      keysOf(tree[root]).flatMap((owner) => keysOf((tree[root] as Record<string, unknown>)[owner])),
    ),
    ...Object.keys(tree)
      .filter((key) => key.startsWith(dataPrefix))
      .map((key) => key.slice(dataPrefix.length)),
  ]);
}

/** The people whose receipt is among `subjects` and whom the services hold again (after a restore). */
export function reErasableSubjects(
  holdings: Holdings,
  projectId: string,
  subjects: ReadonlySet<string>,
): PersonSubject[] {
  return [...knownUids(holdings)]
    .filter((uid) => subjects.has(subjectHash(projectId, uid)))
    .sort()
    .map((uid) => subjectOf(holdings, uid));
}
