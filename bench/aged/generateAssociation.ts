import { performance } from 'node:perf_hooks';
import { carerOverviewPath, newCard, personCarersPath } from '@amparo/shared-machines';
import { associationCodePath, userRoot } from '@amparo/shared-machines/records';
import {
  carerAddWrites,
  carerRemoveWrites,
  memberPath,
  memberWrites,
} from '../../local-backend/src/association/associationWrites';
import { localAdminBackend } from '../../local-backend/src/association/localAdminBackend';
import { associationToday } from '../../local-backend/src/association/personCards';
import { rebuildPerson } from '../../local-backend/src/association/summaryRebuild';
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
 * `users` document, then the memberships, the carers (each link with its reverse and a new card) and
 * every person's lists in multi-path updates cut under the database's limit on one write, then each
 * person's summary and cards rebuilt from the lists, and every carer's console checked to hold a card
 * for each person they follow.
 */
export interface GeneratedAssociation {
  readonly plan: AssociationPlan;
  readonly personUids: readonly string[];
  readonly carerUids: readonly string[];
  readonly timings: {
    readonly accountsMs: number;
    readonly userDocumentsMs: number;
    readonly databaseMs: number;
    /** The summaries and the carers' cards rebuilt from the lists (the name is the results' field). */
    readonly summariesMs: number;
    readonly totalMs: number;
  };
  /** Cards in the carers' consoles once rebuilt: one per link. */
  readonly cards: number;
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
  const storedAssociationCode = await backend.database.get(associationCodePath);
  if (typeof storedAssociationCode !== 'string')
    throw new Error('the platform was started without a registration code');
  const associationCode = storedAssociationCode;
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
      yield* Object.entries(memberWrites(uid, { name: person.name, associationCode }, { since }));
    }
    for (const [position, carer] of plan.carers.entries()) {
      yield* Object.entries(
        carerAddWrites(
          carerUids[position] as string,
          carer.account.name,
          carer.follows.map((index) => ({
            personUid: personUids[index] as string,
            // The lists are written after the links: the rebuild below fills the cards from them.
            card: newCard({ name: (plan.people[index] as PlannedAccount).name, since }),
          })),
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

  const today = await associationToday(backend);
  const carersOf = new Map<string, string[]>();
  for (const [position, carer] of plan.carers.entries())
    for (const index of carer.follows) {
      const uid = personUids[index] as string;
      carersOf.set(uid, [...(carersOf.get(uid) ?? []), carerUids[position] as string]);
    }
  await inParallel(personUids, accountsInFlight, (uid) =>
    rebuildPerson(backend, uid, carersOf.get(uid) ?? [], today),
  );
  const summariesDone = performance.now();
  const cards = await checkEveryCard(backend, plan, personUids, carerUids);
  log(
    `aged: summaries and ${cards} cards rebuilt in ${Math.round(summariesDone - databaseDone)} ms`,
  );

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
    cards,
    writes: { requests, bytes, dosesTaken },
  };
}

/**
 * Every carer's console holds a card for each person they follow, with her summary, and no other
 * card: the consoles the bench measures read cards, never the old four reads per person. Returns how
 * many cards there are; throws when one is missing.
 */
async function checkEveryCard(
  backend: ReturnType<typeof localAdminBackend>,
  plan: AssociationPlan,
  personUids: readonly string[],
  carerUids: readonly string[],
): Promise<number> {
  let cards = 0;
  for (const [position, carer] of plan.carers.entries()) {
    const carerUid = carerUids[position] as string;
    const held = ((await backend.database.get(carerOverviewPath(carerUid))) ?? {}) as Record<
      string,
      { resumo?: unknown } | undefined
    >;
    const expected = carer.follows.map((index) => personUids[index] as string);
    const missing = expected.filter((uid) => held[uid]?.resumo === undefined);
    if (missing.length > 0 || Object.keys(held).length !== expected.length)
      throw new Error(
        `aged: carer ${position + 1} has ${Object.keys(held).length} cards for ${expected.length} people (${missing.length} missing or without a summary)`,
      );
    cards += expected.length;
  }
  return cards;
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
      // Each person's reverse index goes whole with her, so the carers' removals need not name it.
      [personCarersPath(uid), null],
    ]),
  ];
  for (let start = 0; start < removals.length; start += removalsPerWrite)
    await database.patch('', Object.fromEntries(removals.slice(start, start + removalsPerWrite)));
}
