import { carerOverviewPath, carerPeopleRoot, personCarersRoot } from '@amparo/shared-machines';
import type { AccountRecord, AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import type { CarerAccount, CarerAccountAdmin } from './carerAccounts';
import { describeCarerAccount } from './carerAccounts';
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
 *
 * Which account becomes the carer is decided with care: being a carer opens the people's data and
 * the association's console. Anyone can sign up with any e-mail, so `carer add` trusts an existing
 * account only when its e-mail is verified (its owner proved the mailbox is theirs) or the volunteer,
 * having seen when it was made and how it signs in, says so (--unverified-ok); for an e-mail without an
 * account it makes the account itself, so nobody can have made it first. The flag exists because the
 * app sends no verification e-mail: a carer who signed up with a password stays unverified until they
 * use 'Esqueceu-se da palavra-passe?' (resetting the password through the e-mailed link proves the
 * mailbox; the Auth emulator then marks the e-mail verified).
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
    ...(carer === undefined ? [noAccount(carerEmail)] : []),
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

export interface CarerAddRequest {
  readonly email: string;
  readonly name: string;
  readonly people: readonly string[];
  /** The volunteer checked with the carer that the unverified account shown is theirs. */
  readonly unverifiedOk?: boolean;
}

/** Whose account becomes the carer, as shown before anything is written. */
export type CarerAccountShown =
  | {
      readonly kind: 'existing';
      readonly account: CarerAccount;
      /** Its e-mail is not verified and --unverified-ok let it through. */
      readonly unverifiedAccepted: boolean;
    }
  | { readonly kind: 'new'; readonly email: string };

export interface CarerAdded extends CarerChange {
  readonly carer: CarerAccount;
  readonly shown: CarerAccountShown;
  /** For an account this run made: the link the carer opens to choose the password; otherwise null. */
  readonly passwordLink: string | null;
}

function unverifiedProblem(account: CarerAccount): string {
  return (
    `the account of ${account.email} has an e-mail address nobody has verified, so anyone could have made it ` +
    `(${describeCarerAccount(account)}). Ask the carer: if they made it then, they verify it by choosing a new ` +
    "password with 'Esqueceu-se da palavra-passe?' on the login screen (the e-mail reaches only the address's " +
    "owner) and you run this again, or you run it again now with --unverified-ok; if they did not, it is someone else's: " +
    "delete it (Firebase console → Authentication → Users) and run this again, which makes the carer's own account."
  );
}

/**
 * Makes the account with that e-mail a carer named `name` who follows `peopleEmails` (added to whom
 * they followed); without an account, makes it. Every check comes first; then `beforeWrite` is told
 * whose account it is (for the volunteer to see before anything changes), then the account is made if
 * needed and the links written.
 */
export async function addCarer(
  backend: AdminBackend,
  carerAccounts: CarerAccountAdmin,
  request: CarerAddRequest,
  beforeWrite: (shown: CarerAccountShown) => void = () => undefined,
): Promise<CarerAdded> {
  refuse([carerNameProblem(request.name) ?? []].flat());
  refuse([request.email, ...request.people].flatMap((email) => emailProblem(email) ?? []));
  const [existing, found] = await Promise.all([
    carerAccounts.find(request.email),
    backend.accounts.byEmail(request.people),
  ]);
  refuse([
    ...request.people.flatMap((email) =>
      found.has(email.toLowerCase()) ? [] : [noAccount(email)],
    ),
    ...(existing !== null && !existing.emailVerified && request.unverifiedOk !== true
      ? [unverifiedProblem(existing)]
      : []),
  ]);
  const people = request.people.map((email) => found.get(email.toLowerCase()) as AccountRecord);
  const members = await Promise.all(
    people.map((person) => backend.database.get(memberPath(person.uid))),
  );
  refuse(
    people.flatMap((person, index) => {
      if (person.uid === existing?.uid) return [`${person.email} cannot follow themselves`];
      return members[index] === null
        ? [
            `${person.email} is not a member of the association (only people registered with the association's code can be followed)`,
          ]
        : [];
    }),
  );
  const shown: CarerAccountShown =
    existing === null
      ? { kind: 'new', email: request.email.toLowerCase() }
      : { kind: 'existing', account: existing, unverifiedAccepted: !existing.emailVerified };
  beforeWrite(shown);
  // The account is made only now, after every check, so a refused command makes none. Nobody knows
  // its random password: only whoever opens the link (handed by the volunteer to the carer) signs in.
  const carer = existing ?? (await carerAccounts.create(request.email, request.name.trim()));
  const passwordLink = existing === null ? await carerAccounts.passwordLink(carer.email) : null;
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
  return {
    carer,
    people,
    changed: people.filter((person) => !before.has(person.uid)),
    wasCarer,
    shown,
    passwordLink,
  };
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
