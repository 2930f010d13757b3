import { carerPeopleRoot, personCarersPath } from '@amparo/shared-machines';
import { recordLayouts, userRoot, type MedicationRecord } from '@amparo/shared-machines/records';
import type { EmulatorPorts } from '../ports/emulatorPorts';
import { localProjectId } from '../ports/emulatorPorts';
import { localCarerAccounts } from '../association/carerAccounts';
import { addCarer } from '../association/carerOperations';
import { localAdminBackend } from '../association/localAdminBackend';
import { ensureMember } from '../association/members';
import { associationToday, carersByPerson } from '../association/personCards';
import { rebuildPerson } from '../association/summaryRebuild';
import { setAssociationCode } from '../association/registrationCode';
import { writeCalendar } from '../association/calendarOperations';
import type { EnsuredAccount } from './authAccounts';
import { ensureAccount, markEmailVerified } from './authAccounts';
import type { DemoAccount } from './demoAssociation';
import {
  buildPatientRecords,
  defaultAssociationCode,
  demoAccounts,
  demoDoseTimesSetBeforeMs,
  demoCarers,
  describeInvalidAssociationCode,
  mariaAccount,
  reseededMedicine,
} from './demoAssociation';
import { seededRecordWrites } from './seededRecords';
import { ensureUserDocument } from './userDocuments';
import { pedroAccount, seedDemoFamily, type DemoFamilyPost } from './demoFamily';
import { storeDemoPhotos } from './demoPhotoUploads';

export interface SeedOptions {
  readonly ports: EmulatorPorts;
  /** The association's code (`ProBrancaSec`); default the AMPARO_SECRET variable, or 'segredo'. */
  readonly associationCode?: string;
  readonly host?: string;
  readonly projectId?: string;
  readonly databaseNamespace?: string;
  /** The day the appointments are dated from (default: now). */
  readonly today?: Date;
  /** The storage stand-in's port: the demo's photos are stored there when given. */
  readonly storagePort?: number;
}

export interface SeedSummary {
  readonly associationCode: string;
  /** The people (members), Maria first. */
  readonly accounts: readonly EnsuredAccount[];
  /** The carers' accounts, Ana first. */
  readonly carers: readonly EnsuredAccount[];
  /** The relatives' accounts (Pedro, Maria's son). */
  readonly relatives: readonly EnsuredAccount[];
  /** The family's posts this seed wrote (none when Maria already had some). */
  readonly familyPosts: readonly DemoFamilyPost[];
  /** The demo photos stored in the storage stand-in by this seed (none when already there, or no port). */
  readonly photosStored: number;
  /** Every demo account's uid by e-mail (people, carers and relatives). */
  readonly uids: Readonly<Record<string, string>>;
  /** Maria's uid: her data lives under `Newdata_{uid}`. */
  readonly patientUid: string;
  readonly userDocumentsCreated: number;
  readonly records: {
    readonly contacts: number;
    readonly appointments: number;
    readonly medications: number;
  };
}

function counterValue(tree: unknown, node: string, field: string): number {
  const value = (tree as Record<string, Record<string, unknown> | undefined> | null)?.[node]?.[
    field
  ];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * Creates the demo association on running services, idempotently: the association's code, the
 * association's calendar (calendarDays, years ahead), the two
 * people's accounts (members) and the two carers' accounts with their `users` documents, the carers'
 * role and people (through the association command's own operations), Maria's records, and each
 * person's summary and her cards in her carers' consoles (her doses of today and her appointments from
 * today on, as a client keeps them), so the local consoles read cards as the real ones do, and Maria's
 * family (Pedro, her son, in her circle: demoFamily.ts). Running it
 * again changes nothing but the dates of the appointments nobody has touched (relative to today): a
 * record a person or a carer changed or deleted stays as they left it (seededRecords.ts), records
 * added since keep their place, counters never go down, when the medicines' times were set stays, and
 * links the association added since stay.
 */
export async function seedDemoData(options: SeedOptions): Promise<SeedSummary> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? localProjectId;
  const associationCode =
    options.associationCode ?? (process.env.AMPARO_SECRET || defaultAssociationCode);
  const associationCodeProblem = describeInvalidAssociationCode(associationCode);
  if (associationCodeProblem !== null)
    throw new Error(`${associationCodeProblem} (got ${JSON.stringify(associationCode)})`);

  const backend = localAdminBackend({
    host,
    ports: options.ports,
    projectId,
    databaseNamespace: options.databaseNamespace,
  });
  const database = backend.database;
  const seedTime = options.today ?? new Date();
  await setAssociationCode(backend, associationCode);
  // The days a dose may be recorded on, as the database rules read them (calendarOperations.ts).
  await writeCalendar(backend);

  let userDocumentsCreated = 0;
  const ensureWithDocument = async (account: DemoAccount): Promise<EnsuredAccount> => {
    const ensured = await ensureAccount(`http://${host}:${options.ports.auth}`, projectId, account);
    const created = await ensureUserDocument(
      `http://${host}:${options.ports.firestore}`,
      projectId,
      {
        uid: ensured.uid,
        name: account.name,
        authProvider: 'local',
        email: account.email,
      },
    );
    if (created) userDocumentsCreated += 1;
    return ensured;
  };

  const accounts: EnsuredAccount[] = [];
  for (const account of demoAccounts) {
    const ensured = await ensureWithDocument(account);
    accounts.push(ensured);
    await ensureMember(backend, {
      uid: ensured.uid,
      name: account.name,
      associationCode,
      since: seedTime.getTime() - demoDoseTimesSetBeforeMs,
    });
  }
  const carers: EnsuredAccount[] = [];
  const carerAccounts = localCarerAccounts({ host, ports: options.ports, projectId });
  for (const carer of demoCarers) {
    const ensured = await ensureWithDocument(carer.account);
    carers.push(ensured);
    await markEmailVerified(`http://${host}:${options.ports.auth}`, projectId, ensured.uid);
    await addCarer(backend, carerAccounts, {
      email: carer.account.email,
      name: carer.account.name,
      people: carer.people.map((person) => person.email),
    });
  }

  const patient = accounts.find((account) => account.email === mariaAccount.email);
  if (patient === undefined) throw new Error('the seed did not create the patient account');
  const root = userRoot(patient.uid);
  const records = buildPatientRecords(seedTime);
  const existing = await database.get(root);
  const update: Record<string, unknown> = {};
  const lists = [
    ['contact', records.contactos],
    ['appointment', records.consultas],
    ['medication', records.medicamentos],
  ] as const;
  for (const [kind, seeded] of lists) {
    const { listNode, counterNode, counterField } = recordLayouts[kind];
    const counter = counterValue(existing, counterNode, counterField);
    const stored = (existing as Record<string, unknown> | null)?.[listNode];
    const writes = seededRecordWrites<object>(
      kind,
      seeded,
      stored,
      counter,
      seedTime.getTime(),
      kind === 'medication'
        ? (medicine, held) => reseededMedicine(medicine as MedicationRecord, held)
        : undefined,
    );
    for (const [key, value] of Object.entries(writes)) update[`${listNode}/${key}`] = value;
    const seededCount = records.counters[counterField as keyof typeof records.counters];
    update[`${counterNode}/${counterField}`] = Math.max(seededCount, counter);
  }
  await database.patch(root, update);
  // Each person's summary and cards (what the carers' console reads), from her lists as they now are,
  // for every carer linked to her: the demo's and any the association added since. The cards' today
  // is the services' clock, as the rebuild's and the clients' is.
  const today = await associationToday(backend);
  const carersOf = carersByPerson(await database.get(carerPeopleRoot));
  for (const account of accounts) {
    const carers = carersOf.get(account.uid) ?? [];
    if (carers.length > 0)
      await database.patch(
        '',
        Object.fromEntries(
          carers.map((carer) => [`${personCarersPath(account.uid)}/${carer}`, true]),
        ),
      );
    await rebuildPerson(backend, account.uid, carers, today);
  }
  // Maria's family: Pedro in her circle, her day shared, two photos and a message (demoFamily.ts).
  const pedro = await ensureWithDocument(pedroAccount);
  const familyPosts = await seedDemoFamily(
    database,
    { maria: patient.uid, pedro: pedro.uid },
    await backend.now(),
  );
  const photosStored =
    options.storagePort === undefined
      ? 0
      : await storeDemoPhotos(database, `http://${host}:${options.storagePort}`, patient.uid);

  return {
    associationCode,
    accounts,
    carers,
    relatives: [pedro],
    familyPosts,
    photosStored,
    uids: Object.fromEntries(
      [...accounts, ...carers, pedro].map((account) => [account.email, account.uid]),
    ),
    patientUid: patient.uid,
    userDocumentsCreated,
    records: {
      contacts: Object.keys(records.contactos).length,
      appointments: Object.keys(records.consultas).length,
      medications: Object.keys(records.medicamentos).length,
    },
  };
}
