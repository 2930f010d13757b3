import { carerOverviewPath, carerPeopleRoot, personCarersRoot } from '@amparo/shared-machines';
import type { AccountRecord, AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import {
  carerAddWrites,
  carerNameProblem,
  carerPath,
  carerPeoplePath,
  carerRemoveWrites,
  emailProblem,
  memberPath,
} from './associationWrites';
import { associationToday, currentCard } from './personCards';

/**
 * The carers' operations, written once against AdminBackend (the local backend or a real project):
 * everything is checked first — accounts exist, people are members — and only then one update is
 * written, so a refused command writes nothing. A link is written or removed with its reverse
 * (`personCarers`) and the carer's card of the person (shared-machines' domain/overviewCards), the
 * card built from her data as it is now.
 */
export interface CarerChange {
  readonly carer: AccountRecord;
  /** The people named on the command line, in its order. */
  readonly people: readonly AccountRecord[];
  /** Of those, the ones whose link this run added or removed. */
  readonly changed: readonly AccountRecord[];
  /** Whether the account was a carer before. */
  readonly wasCarer: boolean;
}

export interface ListedPerson {
  readonly uid: string;
  readonly email: string | null;
  readonly name: string;
}

export interface ListedCarer extends ListedPerson {
  readonly people: readonly ListedPerson[];
}

function refuse(problems: readonly string[]): void {
  if (problems.length === 1) throw new AssociationError(problems[0] as string);
  if (problems.length > 1)
    throw new AssociationError(
      `${problems.length} problems, nothing was written:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
}

const noAccount = (email: string): string => `no account uses the e-mail ${email}`;

async function findAll(
  backend: AdminBackend,
  carerEmail: string,
  peopleEmails: readonly string[],
): Promise<{ carer: AccountRecord; people: AccountRecord[] }> {
  refuse([carerEmail, ...peopleEmails].flatMap((email) => emailProblem(email) ?? []));
  const found = await backend.accounts.byEmail([carerEmail, ...peopleEmails]);
  const carer = found.get(carerEmail.toLowerCase());
  refuse([
    ...(carer === undefined
      ? [
          `${noAccount(carerEmail)}: the carer must create an account (or sign in with Google) first`,
        ]
      : []),
    ...peopleEmails.flatMap((email) => (found.has(email.toLowerCase()) ? [] : [noAccount(email)])),
  ]);
  return {
    carer: carer as AccountRecord,
    people: peopleEmails.map((email) => found.get(email.toLowerCase()) as AccountRecord),
  };
}

async function followedUids(backend: AdminBackend, carerUid: string): Promise<Set<string>> {
  const links = await backend.database.get(carerPeoplePath(carerUid));
  return new Set(links !== null && typeof links === 'object' ? Object.keys(links) : []);
}

/** Makes the account a carer named `name` who follows `peopleEmails` (added to whom they followed). */
export async function addCarer(
  backend: AdminBackend,
  request: { readonly email: string; readonly name: string; readonly people: readonly string[] },
): Promise<CarerChange> {
  refuse([carerNameProblem(request.name) ?? []].flat());
  const { carer, people } = await findAll(backend, request.email, request.people);
  const members = await Promise.all(
    people.map((person) => backend.database.get(memberPath(person.uid))),
  );
  refuse(
    people.flatMap((person, index) => {
      if (person.uid === carer.uid) return [`${person.email} cannot follow themselves`];
      return members[index] === null
        ? [
            `${person.email} is not a member of the association (only people registered with the association's code can be followed)`,
          ]
        : [];
    }),
  );
  const wasCarer = (await backend.database.get(carerPath(carer.uid))) !== null;
  const before = await followedUids(backend, carer.uid);
  // Every person named gets her card again, followed before or not: a link older than the cards has
  // none, and one built now from her data is what her card should be anyway.
  const today = await associationToday(backend);
  const cards = await Promise.all(people.map((person) => currentCard(backend, person.uid, today)));
  await backend.database.patch(
    '',
    carerAddWrites(
      carer.uid,
      request.name.trim(),
      people.map((person, index) => ({ personUid: person.uid, card: cards[index] ?? null })),
    ),
  );
  return { carer, people, changed: people.filter((person) => !before.has(person.uid)), wasCarer };
}

/** The people whose `personCarers` names the carer, link or not (from one read of the index). */
async function indexedFor(backend: AdminBackend, carerUid: string): Promise<string[]> {
  const index = (await backend.database.get(personCarersRoot)) ?? {};
  return Object.entries(index as Record<string, unknown>)
    .filter(([, carers]) => carers !== null && typeof carers === 'object' && carerUid in carers)
    .map(([person]) => person)
    .sort();
}

/**
 * Without people: the account is no longer a carer. With people: it stops following those. What is
 * left of a link (its reverse, a card) goes too, even when the link itself was already gone.
 */
export async function removeCarer(
  backend: AdminBackend,
  request: { readonly email: string; readonly people: readonly string[] | null },
): Promise<CarerChange> {
  const { carer, people } = await findAll(backend, request.email, request.people ?? []);
  const wasCarer = (await backend.database.get(carerPath(carer.uid))) !== null;
  const before = await followedUids(backend, carer.uid);
  const changed = request.people === null ? [] : people.filter((person) => before.has(person.uid));
  if (request.people === null) {
    const indexed = await indexedFor(backend, carer.uid);
    const hasCards = (await backend.database.keys(carerOverviewPath(carer.uid))).length > 0;
    if (wasCarer || before.size > 0 || indexed.length > 0 || hasCards)
      await backend.database.patch('', carerRemoveWrites(carer.uid, null, indexed));
  } else if (people.length > 0) {
    // Removing what is absent changes nothing, so every person named is unlinked whole.
    await backend.database.patch(
      '',
      carerRemoveWrites(
        carer.uid,
        people.map((person) => person.uid),
      ),
    );
  }
  return { carer, people, changed, wasCarer };
}

function nameOf(value: unknown): string | null {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
}

const byName = (a: ListedPerson, b: ListedPerson): number =>
  a.name.localeCompare(b.name, 'pt') || (a.email ?? '').localeCompare(b.email ?? '');

/** Every carer with the people they follow: names from the database, e-mails from the accounts. */
export async function listCarers(backend: AdminBackend): Promise<ListedCarer[]> {
  const carers = ((await backend.database.get('carers')) ?? {}) as Record<string, unknown>;
  const links = ((await backend.database.get(carerPeopleRoot)) ?? {}) as Record<
    string,
    Record<string, unknown> | null
  >;
  const carerUids = Object.keys(carers);
  const peopleOf = (uid: string): string[] => Object.keys(links[uid] ?? {});
  const personUids = [...new Set(carerUids.flatMap(peopleOf))];
  const accounts = await backend.accounts.byUid([...carerUids, ...personUids]);
  const memberNames = new Map(
    await Promise.all(
      personUids.map(
        async (uid) => [uid, nameOf(await backend.database.get(memberPath(uid)))] as const,
      ),
    ),
  );
  const listed = (uid: string, name: string | null): ListedPerson => {
    const account = accounts.get(uid);
    return {
      uid,
      email: account?.email || null,
      name: name ?? (account?.displayName || '(no name)'),
    };
  };
  return carerUids
    .map((uid) => ({
      ...listed(uid, nameOf(carers[uid])),
      people: peopleOf(uid)
        .map((personUid) => listed(personUid, memberNames.get(personUid) ?? null))
        .sort(byName),
    }))
    .sort(byName);
}
