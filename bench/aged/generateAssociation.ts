import { performance } from 'node:perf_hooks';
import { associationCodePath, userRoot } from '@amparo/shared-machines/records';
import {
  carerAddWrites,
  carerRemoveWrites,
  memberPath,
  memberWrites,
} from '../../local-backend/src/association/associationWrites';
import { localAdminBackend } from '../../local-backend/src/association/localAdminBackend';
import { rebuildSummary } from '../../local-backend/src/association/summaryRebuild';
import type { EmulatorPorts } from '../../local-backend/src/ports/emulatorPorts';
import { localProjectId } from '../../local-backend/src/ports/emulatorPorts';
import { DEFAULT_MAX_WRITE_BYTES } from '../../local-backend/src/rtdb/writeSizeLimit';
import { ensureAccount } from '../../local-backend/src/seed/authAccounts';
import { ensureUserDocument } from '../../local-backend/src/seed/userDocuments';
import type { AgedScale } from './agedScale';
import { planAssociation, type AssociationPlan, type PlannedAccount } from './associationPlan';
import { inParallel } from './inParallel';
import { patchBatches, type RootEntry } from './patchBatches';
import { personLists, personWrites, yearAgoMoment } from './personRecords';

/**
 * Creates the aged association on a running local backend, as its administrator, through the modules
 * the seed and the association command write with: the accounts (Auth emulator), each account's
 * `users` document, then the memberships, the carers and every person's lists in multi-path updates
 * cut under the database's limit on one write, then each person's summary rebuilt from the lists.
 */
export interface GeneratedAssociation {
  readonly plan: AssociationPlan;
  readonly personUids: readonly string[];
  readonly carerUids: readonly string[];
  readonly timings: {
    readonly accountsMs: number;
    readonly userDocumentsMs: number;
    readonly databaseMs: number;
    readonly summariesMs: number;
    readonly totalMs: number;
  };
  readonly writes: {
    readonly requests: number;
    readonly bytes: number;
    readonly dosesTaken: number;
  };
}

/** Requests in flight to the Auth and Firestore emulators. */
const accountsInFlight = 8;
/** Below the server's limit on one write, leaving room for the request's own framing. */
const patchBytes = Math.floor(DEFAULT_MAX_WRITE_BYTES * 0.9);

export async function generateAgedAssociation(options: {
  readonly ports: EmulatorPorts;
  readonly scale: AgedScale;
  readonly now: Date;
  readonly log: (line: string) => void;
}): Promise<GeneratedAssociation> {
  const { ports, scale, now, log } = options;
  const host = '127.0.0.1';
  const backend = localAdminBackend({ ports });
  const plan = planAssociation(scale);
  const started = performance.now();

  const accounts: PlannedAccount[] = [...plan.people, ...plan.carers.map((carer) => carer.account)];
  const ensured = await inParallel(accounts, accountsInFlight, (account) =>
    ensureAccount(`http://${host}:${ports.auth}`, localProjectId, account),
  );
  const uids = ensured.map((account) => account.uid);
  const accountsDone = performance.now();
  log(`aged: ${accounts.length} accounts in ${Math.round(accountsDone - started)} ms`);

  await inParallel(accounts, accountsInFlight, (account, index) =>
    ensureUserDocument(`http://${host}:${ports.firestore}`, localProjectId, {
      uid: uids[index] as string,
      name: account.name,
      authProvider: 'local',
      email: account.email,
    }),
  );
  const documentsDone = performance.now();
  log(`aged: users documents in ${Math.round(documentsDone - accountsDone)} ms`);

  const personUids = uids.slice(0, plan.people.length);
  const carerUids = uids.slice(plan.people.length);
  const storedCode = await backend.database.get(associationCodePath);
  if (typeof storedCode !== 'string')
    throw new Error('the platform was started without a registration code');
  const code = storedCode;
  const since = yearAgoMoment(now, scale);
  const firstCarer = plan.carers[0];
  const author =
    firstCarer === undefined
      ? { uid: 'associacao', name: 'Associação' }
      : { uid: carerUids[0] as string, name: firstCarer.account.name };

  let dosesTaken = 0;
  function* entries(): Generator<RootEntry> {
    for (const [index, person] of plan.people.entries()) {
      const uid = personUids[index] as string;
      yield* Object.entries(memberWrites(uid, { name: person.name, code }, { since }));
    }
    for (const [position, carer] of plan.carers.entries()) {
      yield* Object.entries(
        carerAddWrites(
          carerUids[position] as string,
          carer.account.name,
          carer.follows.map((index) => personUids[index] as string),
        ),
      );
    }
    for (const index of plan.people.keys()) {
      const lists = personLists({ index, author, now, scale });
      for (const day of Object.values(lists.tomas))
        for (const doses of Object.values(day)) dosesTaken += Object.keys(doses).length;
      yield* personWrites(personUids[index] as string, lists);
    }
  }
  let requests = 0;
  let bytes = 0;
  for (const batch of patchBatches(entries(), patchBytes)) {
    bytes += Buffer.byteLength(JSON.stringify(batch));
    requests += 1;
    await backend.database.patch('', batch);
  }
  const databaseDone = performance.now();
  log(
    `aged: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${requests} writes in ${Math.round(databaseDone - documentsDone)} ms`,
  );

  await inParallel(personUids, accountsInFlight, (uid) => rebuildSummary(backend, uid));
  const summariesDone = performance.now();
  log(`aged: summaries rebuilt in ${Math.round(summariesDone - databaseDone)} ms`);

  return {
    plan,
    personUids,
    carerUids,
    timings: {
      accountsMs: Math.round(accountsDone - started),
      userDocumentsMs: Math.round(documentsDone - accountsDone),
      databaseMs: Math.round(databaseDone - documentsDone),
      summariesMs: Math.round(summariesDone - databaseDone),
      totalMs: Math.round(summariesDone - started),
    },
    writes: { requests, bytes, dosesTaken },
  };
}

/** A multi-path update removes at most this many nodes at once (each a whole person's tree). */
const removalsPerWrite = 20;

/**
 * Takes the association's data out of the database again (memberships, carers, every person's
 * tree), leaving the accounts: the database as it was before, on a server that has worked.
 */
export async function removeAgedAssociation(
  ports: EmulatorPorts,
  generated: GeneratedAssociation,
): Promise<void> {
  const database = localAdminBackend({ ports }).database;
  const removals: RootEntry[] = [
    ...generated.carerUids.flatMap((uid) => Object.entries(carerRemoveWrites(uid, null))),
    ...generated.personUids.flatMap((uid): RootEntry[] => [
      [memberPath(uid), null],
      [userRoot(uid), null],
    ]),
  ];
  for (let start = 0; start < removals.length; start += removalsPerWrite)
    await database.patch('', Object.fromEntries(removals.slice(start, start + removalsPerWrite)));
}
