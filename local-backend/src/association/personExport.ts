import { carerPath } from '@amparo/shared-machines';
import type { AccountFields } from './adminBackend';
import type { Holdings, PersonSubject } from './personHoldings';
import { carersFollowing, exportedNodes, ownNodes, pathKeys } from './personNodes';
import { isUnder, tracesIn, valueAt } from './personTraces';

/**
 * The copy of everything Amparo holds about one person (the right of access and to portability), as one
 * JSON document: her account (no password hash), her `users` documents, every database node that is
 * hers whole, every other place in the database that names her uid or e-mail (the value at that place
 * only), and the carers who follow her. Pure: built from what was read (personHoldings).
 */
export const personExportFormat = 'amparo-dados-pessoais';
export const personExportFormatVersion = 1;

export interface ExportedAccount {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  /** ISO times; null when the account does not say. */
  readonly createdAt: string | null;
  readonly lastSignInAt: string | null;
  readonly emailVerified: boolean;
  readonly disabled: boolean;
  /** How she signs in: each provider's fields as the accounts service keeps them. */
  readonly providers: readonly Readonly<Record<string, unknown>>[];
}

export interface ExportedCarer {
  readonly uid: string;
  /** The carer's registered name (`carers/{uid}/name`), null when the role is gone. */
  readonly name: string | null;
}

export interface PersonExport {
  readonly format: typeof personExportFormat;
  readonly formatVersion: typeof personExportFormatVersion;
  readonly exportedAt: string;
  readonly uid: string;
  readonly account: ExportedAccount | null;
  /** Firestore `users` documents carrying her uid: document id and fields. */
  readonly usersDocuments: readonly {
    readonly id: string;
    readonly fields: Readonly<Record<string, unknown>>;
  }[];
  /** Database path ('members/{uid}', 'Newdata_{uid}', …) → the value there. */
  readonly database: Readonly<Record<string, unknown>>;
  readonly carers: readonly ExportedCarer[];
}

const isoTime = (milliseconds: unknown): string | null => {
  const value = typeof milliseconds === 'string' ? Number(milliseconds) : milliseconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? new Date(value).toISOString()
    : null;
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function exportedAccount(account: AccountFields): ExportedAccount {
  const providers = Array.isArray(account.providerUserInfo)
    ? (account.providerUserInfo as Record<string, unknown>[])
    : [];
  return {
    uid: String(account.localId),
    email: textOrNull(account.email),
    displayName: textOrNull(account.displayName),
    createdAt: isoTime(account.createdAt),
    lastSignInAt: isoTime(account.lastLoginAt),
    emailVerified: account.emailVerified === true,
    disabled: account.disabled === true,
    providers,
  };
}

/** The carers as the copy lists them: by name, as a reader looks for them (uids are random). */
const byName = new Intl.Collator('pt-PT', { sensitivity: 'base' });
/**
 * Her nodes, then every other place naming her uid or e-mail (a key: its subtree; a value: itself):
 * her cards in her carers' consoles (`carerOverview/{carer}/{uid}`) and her entries in the people's
 * `personCarers` among them. Not a carer's own console (exportedNodes), though its key is her uid.
 */
export function databaseHoldingsOf(
  tree: Readonly<Record<string, unknown>>,
  subject: PersonSubject,
): Record<string, unknown> {
  const held: Record<string, unknown> = {};
  const heldPaths: string[][] = [];
  const hold = (path: readonly string[]): void => {
    const value = valueAt(tree, path);
    if (value === undefined || value === null) return;
    held[path.join('/')] = value;
    heldPaths.push([...path]);
  };
  exportedNodes(subject.uid).forEach((node) => hold(pathKeys(node)));
  // Not hers to take away: the others' data in a carer's cards, and the association's code.
  const { consoleCards, memberCode } = ownNodes(subject.uid);
  const notHers = [pathKeys(consoleCards), pathKeys(memberCode)];
  const byUidOrEmail = { uid: subject.uid, emails: subject.emails, names: [] };
  for (const trace of tracesIn(tree, byUidOrEmail)) {
    if (notHers.some((prefix) => isUnder(trace.path, prefix))) continue;
    if (!heldPaths.some((prefix) => isUnder(trace.path, prefix))) hold(trace.path);
  }
  return held;
}

export function buildPersonExport(
  holdings: Holdings,
  subject: PersonSubject,
  now: Date,
): PersonExport {
  return {
    format: personExportFormat,
    formatVersion: personExportFormatVersion,
    exportedAt: now.toISOString(),
    uid: subject.uid,
    account: subject.account === null ? null : exportedAccount(subject.account),
    usersDocuments: subject.usersDocuments.map(({ id, fields }) => ({ id, fields })),
    database: databaseHoldingsOf(holdings.tree, subject),
    carers: carersFollowing(holdings.tree, subject.uid)
      .map((uid) => ({
        uid,
        name: textOrNull(valueAt(holdings.tree, [...pathKeys(carerPath(uid)), 'name'])),
      }))
      .sort((a, b) => byName.compare(a.name ?? '', b.name ?? '') || (a.uid < b.uid ? -1 : 1)),
  };
}
