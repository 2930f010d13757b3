import { carerPath, memberPath } from '@amparo/shared-machines';
import type { AccountFields, AdminBackend } from './adminBackend';
import type { PersonIdentity } from './personTraces';
import { valueAt } from './personTraces';
import type { UserDocument } from './usersCollection';

/**
 * Everything Amparo's services hold, as the administrator reads it: the whole Realtime Database, every
 * `users` document and every account. The person operations look for one person in it; the erasure
 * reads it again afterwards to check she is gone.
 */
export interface Holdings {
  /** The database from its root ({} when empty). */
  readonly tree: Readonly<Record<string, unknown>>;
  readonly usersDocuments: readonly UserDocument[];
  readonly accounts: readonly AccountFields[];
}

export interface PersonSubject extends PersonIdentity {
  /** Her account's fields (no password hash); null when only her data is left. */
  readonly account: AccountFields | null;
  readonly usersDocuments: readonly UserDocument[];
}

export async function readHoldings(backend: AdminBackend): Promise<Holdings> {
  const [tree, usersDocuments, accounts] = await Promise.all([
    backend.database.get(''),
    backend.users.all(),
    backend.accounts.all(),
  ]);
  return {
    tree: tree !== null && typeof tree === 'object' ? (tree as Record<string, unknown>) : {},
    usersDocuments,
    accounts,
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function providerFields(account: AccountFields, field: string): string[] {
  const providers = account.providerUserInfo;
  return Array.isArray(providers)
    ? providers.flatMap((provider: Record<string, unknown>) => text(provider[field]) ?? [])
    : [];
}

/**
 * The person with this uid, as every service names her: her account, `users` documents, and the
 * registered names of `members/{uid}` and `carers/{uid}`; her e-mails in lower case.
 */
export function subjectOf(holdings: Holdings, uid: string): PersonSubject {
  const account = holdings.accounts.find((candidate) => candidate.localId === uid) ?? null;
  const usersDocuments = holdings.usersDocuments.filter((document) => document.fields.uid === uid);
  const emails = [
    account === null ? null : text(account.email),
    ...(account === null ? [] : providerFields(account, 'email')),
    ...usersDocuments.map((document) => text(document.fields.email)),
  ];
  const names = [
    account === null ? null : text(account.displayName),
    ...(account === null ? [] : providerFields(account, 'displayName')),
    ...usersDocuments.map((document) => text(document.fields.name)),
    text(valueAt(holdings.tree, [...memberPath(uid).split('/'), 'name'])),
    text(valueAt(holdings.tree, [...carerPath(uid).split('/'), 'name'])),
  ];
  const distinct = (values: (string | null)[], lower: boolean): string[] => [
    ...new Set(
      values.flatMap((value) => (value === null ? [] : [lower ? value.toLowerCase() : value])),
    ),
  ];
  return {
    uid,
    account,
    usersDocuments,
    emails: distinct(emails, true),
    names: distinct(names, false),
  };
}

/**
 * The person using this e-mail: her account's, or else a `users` document's (what is left when the
 * account went and some data did not); null when nothing uses it.
 */
export function findSubject(holdings: Holdings, email: string): PersonSubject | null {
  const wanted = email.trim().toLowerCase();
  const account = holdings.accounts.find(
    (candidate) =>
      text(candidate.email)?.toLowerCase() === wanted ||
      providerFields(candidate, 'email').some((known) => known.toLowerCase() === wanted),
  );
  const uid =
    text(account?.localId) ??
    text(
      holdings.usersDocuments.find(
        (document) => text(document.fields.email)?.toLowerCase() === wanted,
      )?.fields.uid,
    );
  return uid === null ? null : subjectOf(holdings, uid);
}
