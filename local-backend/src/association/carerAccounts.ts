import { randomBytes } from 'node:crypto';
import { associationTimeZone, wallClockIn } from '@amparo/shared-machines/patient';
import { localProjectId } from '../ports/emulatorPorts';
import type { JsonRequest, JsonResponse, RequestJson } from '../seed/restJson';
import { RequestError, UnreachableError, ownerHeaders, requestJson } from '../seed/restJson';
import type { AccountRecord, IdentityToolkitSend } from './adminBackend';
import { AssociationError } from './adminBackend';
import type { LocalTarget } from './localAdminBackend';
import { localBackendNotRunning } from './localAdminBackend';
import type { ProjectTarget } from './projectAdminBackend';
import { identityToolkitApi } from './projectAdminBackend';

/**
 * The carer's account as `carer add` needs it, through the Identity Toolkit's administrator API (the
 * Auth emulator's or Google's): who made it and how (is its e-mail verified, when was it created, how
 * does it sign in), and, when there is none, making it and a link for the carer to choose the password.
 *
 * Anyone can sign up with any e-mail, so an account with the e-mail the association is about to use
 * may be a stranger's, made first; only a verified e-mail (Google's sign-in, or a link followed from
 * the mailbox, such as 'Esqueceu-se da palavra-passe?') says the address's owner holds the account.
 *
 * AdminBackend's directory (adminBackend.ts) only finds accounts by e-mail or uid; these calls sit
 * beside it, on the same API and credentials, for the one command that needs them.
 */
export interface CarerAccount extends AccountRecord {
  readonly emailVerified: boolean;
  /** When the account was made (ms since the epoch), null when the Identity Toolkit does not say. */
  readonly createdAt: number | null;
  /** How it signs in: the providers' ids ('password', 'google.com'…), sorted. */
  readonly providers: readonly string[];
}

export interface CarerAccountAdmin {
  /** The account using this e-mail, or null. */
  find(email: string): Promise<CarerAccount | null>;
  /**
   * Makes an account for the e-mail, named `displayName`, with a random password nobody is told: the
   * carer chooses one through passwordLink. Its e-mail is marked verified: the association typed the
   * address itself and nobody can sign in until the link (or the address's own reset e-mail) is used,
   * so a later `carer add` for more people must accept it without --unverified-ok.
   */
  create(email: string, displayName: string): Promise<CarerAccount>;
  /** A password-reset link for the account (the Identity Toolkit's own page; works once). */
  passwordLink(email: string): Promise<string>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function carerAccountOf(user: Record<string, unknown>): CarerAccount {
  const createdAt = Number(user.createdAt);
  const providers = Array.isArray(user.providerUserInfo)
    ? user.providerUserInfo.flatMap((info: { providerId?: unknown } | null) =>
        typeof info?.providerId === 'string' ? [info.providerId] : [],
      )
    : [];
  return {
    uid: text(user.localId),
    email: text(user.email),
    displayName: text(user.displayName),
    emailVerified: user.emailVerified === true,
    createdAt: user.createdAt !== undefined && Number.isFinite(createdAt) ? createdAt : null,
    providers: [...new Set(providers)].sort(),
  };
}

/** 24 random bytes: a password nobody knows, to be replaced through the link. */
function randomPassword(): string {
  return randomBytes(24).toString('base64url');
}

export function identityToolkitCarerAccounts(
  projectId: string,
  send: IdentityToolkitSend,
): CarerAccountAdmin {
  const accounts = `projects/${encodeURIComponent(projectId)}/accounts`;
  const find = async (email: string): Promise<CarerAccount | null> => {
    const response = await send(`${accounts}:lookup`, {
      method: 'POST',
      body: { email: [email.toLowerCase()] },
    });
    if (response.status !== 200) throw new RequestError(`looking up ${email}`, response);
    const users = (response.body as { users?: unknown } | null)?.users;
    const user = Array.isArray(users)
      ? (users[0] as Record<string, unknown> | undefined)
      : undefined;
    return user !== undefined && typeof user.localId === 'string' ? carerAccountOf(user) : null;
  };
  return {
    find,
    create: async (email, displayName) => {
      // projects/{id}/accounts as the administrator: what the Admin SDK's createUser sends.
      const response = await send(accounts, {
        method: 'POST',
        body: { email, password: randomPassword(), displayName, emailVerified: true },
      });
      if (response.status !== 200)
        throw new RequestError(`creating the account of ${email}`, response);
      const created = await find(email);
      if (created === null)
        throw new AssociationError(`the account of ${email} was created but cannot be found`);
      return created;
    },
    passwordLink: async (email) => {
      // returnOobLink: the link comes back to the administrator instead of going out by e-mail (what
      // the Admin SDK's generatePasswordResetLink sends), so the volunteer hands it to the carer.
      const response = await send(`${accounts}:sendOobCode`, {
        method: 'POST',
        body: { requestType: 'PASSWORD_RESET', email, returnOobLink: true },
      });
      const link = (response.body as { oobLink?: unknown } | null)?.oobLink;
      if (response.status !== 200 || typeof link !== 'string' || link === '')
        throw new RequestError(`making the password link of ${email}`, response);
      return link;
    },
  };
}

/** On the local backend: the Auth emulator, as its `Bearer owner` administrator (as localAdminBackend). */
export function localCarerAccounts(
  target: Pick<LocalTarget, 'ports' | 'host' | 'projectId'>,
  request: RequestJson = requestJson,
): CarerAccountAdmin {
  const api = `http://${target.host ?? '127.0.0.1'}:${target.ports.auth}/identitytoolkit.googleapis.com/v1`;
  return identityToolkitCarerAccounts(target.projectId ?? localProjectId, async (path, init) => {
    try {
      return await request(`${api}/${path}`, {
        ...init,
        headers: { ...ownerHeaders, ...init.headers },
      });
    } catch (error) {
      if (error instanceof UnreachableError)
        throw new AssociationError(localBackendNotRunning(error.origin));
      throw error;
    }
  });
}

/** On a real project: Google's Identity Toolkit with the service account's token (as projectAdminBackend). */
export function projectCarerAccounts(
  target: Pick<ProjectTarget, 'projectId' | 'accessToken' | 'request'>,
): CarerAccountAdmin {
  const request = target.request ?? requestJson;
  return identityToolkitCarerAccounts(
    target.projectId,
    async (path: string, init: JsonRequest): Promise<JsonResponse> => {
      let response: JsonResponse;
      try {
        response = await request(`${identityToolkitApi}/${path}`, {
          ...init,
          headers: { ...init.headers, Authorization: `Bearer ${await target.accessToken()}` },
        });
      } catch (error) {
        if (error instanceof UnreachableError)
          throw new AssociationError(
            `cannot reach ${error.origin} (${error.reason}): check the internet connection.`,
          );
        throw error;
      }
      if (response.status === 401 || response.status === 403)
        throw new AssociationError(
          `project "${target.projectId}" refused the service account on its accounts (HTTP ${response.status}): check that ` +
            'GOOGLE_APPLICATION_CREDENTIALS is a key of this project whose service account has the Firebase Admin role.',
        );
      return response;
    },
  );
}

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * The moment on the association's wall clock with its offset, ISO 8601 (the command speaks English):
 * `2025-06-01T14:03:22+01:00 (Europe/Lisbon)`.
 */
export function associationMoment(ms: number): string {
  const wall = wallClockIn(new Date(ms));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  return (
    `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}` +
    `${sign}${two(hours)}:${two(Math.abs(offset) % 60)} (${associationTimeZone})`
  );
}

/** The sign-in providers in words, as the login screen offers them. */
const providerWords: Readonly<Record<string, string>> = {
  password: 'e-mail and password',
  'google.com': 'Google',
};

/** `created 2025-06-01T14:03:22+01:00 (Europe/Lisbon), signs in with e-mail and password`. */
export function describeCarerAccount(account: CarerAccount): string {
  const created =
    account.createdAt === null
      ? 'creation time unknown'
      : `created ${associationMoment(account.createdAt)}`;
  const providers =
    account.providers.length === 0
      ? 'no way to sign in yet'
      : `signs in with ${account.providers.map((id) => providerWords[id] ?? id).join(' or ')}`;
  return `${created}, ${providers}`;
}
