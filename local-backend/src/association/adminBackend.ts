import type { DatabaseRest } from '../seed/databaseWrites';
import type { JsonRequest, JsonResponse } from '../seed/restJson';
import { RequestError } from '../seed/restJson';
import type { UsersCollection } from './usersCollection';

/**
 * What the association's operations need from a Firebase project, as its administrator: find accounts
 * and read and write the Realtime Database. Two implementations: the local backend (localAdminBackend)
 * and a real project (projectAdminBackend); the operations are written once against this.
 */
export interface AccountRecord {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string;
}

export interface AccountDirectory {
  /** The accounts with these e-mails, keyed by the e-mail in lower case; absent ones are missing. */
  byEmail(emails: readonly string[]): Promise<ReadonlyMap<string, AccountRecord>>;
  /** The accounts with these uids, keyed by uid; absent ones are missing. */
  byUid(uids: readonly string[]): Promise<ReadonlyMap<string, AccountRecord>>;
  /** Every account's fields, as the Identity Toolkit lists them, without password hashes. */
  all(): Promise<AccountFields[]>;
  /** Deletes the account. */
  remove(uid: string): Promise<void>;
}

/** The family's photo files in the bucket, as its administrator. */
export interface PhotoFiles {
  /** Deletes these files (storage paths, `family/{person}/{post}.jpg`); resolves with how many there were. */
  remove(paths: readonly string[]): Promise<number>;
  /** The bytes of this file (a storage path); null when it is gone. */
  read(path: string): Promise<Uint8Array | null>;
}

/** An account as the Identity Toolkit lists it (`localId`, `email`, `createdAt`, `providerUserInfo`…). */
export type AccountFields = Readonly<Record<string, unknown>>;

export interface AdminBackend {
  /** Says where the operations go, for messages: 'the local backend (127.0.0.1)' or 'project x'. */
  readonly target: string;
  /** True for a real Firebase project (production data, weak-code warnings). */
  readonly isRealProject: boolean;
  readonly accounts: AccountDirectory;
  readonly database: DatabaseRest;
  /** The Firebase project's id (the local backend's is localProjectId). */
  readonly projectId: string;
  /** Firestore's `users` documents. */
  readonly users: UsersCollection;
  /**
   * The family's photo files, when the operations read and delete them themselves: on the local backend
   * (its storage stand-in). On a real project there is none: the Cloud Function removeDeletedPostPhoto
   * (functions/) deletes a post's file when the post is removed, whoever removes it, and `person export`
   * says the files stay in the bucket.
   */
  readonly photos?: PhotoFiles;
  /**
   * The time on the target's clock (ms since the epoch), which decides what today is: the local
   * services' clock, which tests and developers move; the machine's clock for a real project.
   */
  now(): Promise<number>;
}

/** Sends one administrator request to the Identity Toolkit API (local emulator or Google's). */
export type IdentityToolkitSend = (path: string, init: JsonRequest) => Promise<JsonResponse>;

/** accounts:lookup takes at most this many identifiers at once. */
const lookupBatch = 100;

/** accounts:batchGet lists at most this many accounts a page. */
const listPage = 1000;

/** Fields an account never shows outside the Identity Toolkit. */
const secretAccountFields: ReadonlySet<string> = new Set(['passwordHash', 'salt']);

function usersIn(body: unknown): Record<string, unknown>[] {
  const users = (body as { users?: unknown } | null)?.users;
  return Array.isArray(users)
    ? users.filter(
        (user): user is Record<string, unknown> => user !== null && typeof user === 'object',
      )
    : [];
}

function withoutSecrets(user: Record<string, unknown>): AccountFields {
  return Object.fromEntries(
    Object.entries(user).filter(([name]) => !secretAccountFields.has(name)),
  );
}

function accountsOf(body: unknown): AccountRecord[] {
  const users = (body as { users?: unknown } | null)?.users;
  if (!Array.isArray(users)) return [];
  return users.flatMap((user: { localId?: unknown; email?: unknown; displayName?: unknown }) =>
    typeof user.localId === 'string'
      ? [
          {
            uid: user.localId,
            email: typeof user.email === 'string' ? user.email : '',
            displayName: typeof user.displayName === 'string' ? user.displayName : '',
          },
        ]
      : [],
  );
}

/** The account directory through `projects/{id}/accounts:lookup`, which only an administrator may call. */
export function identityToolkitDirectory(
  projectId: string,
  send: IdentityToolkitSend,
): AccountDirectory {
  const lookup = async (
    field: 'email' | 'localId',
    values: readonly string[],
  ): Promise<AccountRecord[]> => {
    const found: AccountRecord[] = [];
    const unique = [...new Set(values)];
    for (let start = 0; start < unique.length; start += lookupBatch) {
      const batch = unique.slice(start, start + lookupBatch);
      const response = await send(`projects/${encodeURIComponent(projectId)}/accounts:lookup`, {
        method: 'POST',
        body: { [field]: batch },
      });
      if (response.status !== 200)
        throw new RequestError(`looking up accounts (${field})`, response);
      found.push(...accountsOf(response.body));
    }
    return found;
  };
  const accountsPath = `projects/${encodeURIComponent(projectId)}/accounts`;
  return {
    all: async () => {
      const found: AccountFields[] = [];
      let pageToken: string | null = null;
      do {
        const query: string =
          pageToken === null ? '' : `&nextPageToken=${encodeURIComponent(pageToken)}`;
        const response = await send(`${accountsPath}:batchGet?maxResults=${listPage}${query}`, {
          method: 'GET',
        });
        if (response.status !== 200) throw new RequestError('listing the accounts', response);
        const page = usersIn(response.body);
        found.push(...page.map(withoutSecrets));
        const next = (response.body as { nextPageToken?: unknown } | null)?.nextPageToken;
        pageToken = typeof next === 'string' && next !== '' && page.length > 0 ? next : null;
      } while (pageToken !== null);
      return found;
    },
    remove: async (uid) => {
      const response = await send(`${accountsPath}:delete`, {
        method: 'POST',
        body: { localId: uid },
      });
      if (response.status !== 200) throw new RequestError('deleting an account', response);
    },
    byEmail: async (emails) => {
      const accounts = await lookup(
        'email',
        emails.map((email) => email.toLowerCase()),
      );
      return new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
    },
    byUid: async (uids) =>
      new Map((await lookup('localId', uids)).map((account) => [account.uid, account])),
  };
}

/** A refusal meant for the person running the command: printed as it is, exit code 1. */
export class AssociationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssociationError';
  }
}
