import type { DatabaseRest } from '../seed/databaseWrites';
import type { JsonRequest, JsonResponse } from '../seed/restJson';
import { RequestError } from '../seed/restJson';

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
}

export interface AdminBackend {
  /** Says where the operations go, for messages: 'the local backend (127.0.0.1)' or 'project x'. */
  readonly target: string;
  /** True for a real Firebase project (production data, weak-code warnings). */
  readonly isRealProject: boolean;
  readonly accounts: AccountDirectory;
  readonly database: DatabaseRest;
}

/** Sends one administrator request to the Identity Toolkit API (local emulator or Google's). */
export type IdentityToolkitSend = (path: string, init: JsonRequest) => Promise<JsonResponse>;

/** accounts:lookup takes at most this many identifiers at once. */
const lookupBatch = 100;

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
  return {
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
