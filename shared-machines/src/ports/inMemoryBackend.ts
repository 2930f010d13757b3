/**
 * A faithful in-memory implementation of the backend ports, used by every component and machine test
 * (and by a micro-frontend running alone without the local backend). It follows the Firebase SDK's
 * observable behaviour: auth errors with the SDK's codes, listeners that call back asynchronously
 * first and then synchronously on every local write, the Realtime Database's key and value rules,
 * arrays read back as the SDK reads them, children ordered by key, offline writes applied locally
 * and confirmed when the connection returns.
 */
import { memberPath, membershipPatch } from '../domain/account';
import { newCard, personAsksCarerPatch } from '../domain/overviewCards';
import { readMemberSince } from '../domain/doseSchedule';
import { consentEntryPath, consentRecord } from '../domain/consent';
import { newPushKey } from '../domain/pushKeys';
import { emptySummary, summaryPath } from '../domain/summaryLayout';
import { pathSegments, validatePath, validateValue } from '../domain/rtdbKeys';
import { databaseTexts } from '../texts/databaseTexts';
import { compareKeys, integerOfKey } from './keyOrder';
import { queryProblem, selectQueryChildren } from './querySelection';
import { resolveServerValues } from './serverValues';
import {
  AuthPortError,
  DatabasePortError,
  type AuthUser,
  type BackendPorts,
  type DatabaseQuery,
  type TransactionResult,
  type UserRecord,
} from './backendPorts';

export type AuthOperation =
  | 'signInWithEmail'
  | 'signUpWithEmail'
  | 'signInWithGoogle'
  | 'sendPasswordReset'
  | 'updatePassword'
  | 'signOut';
export type DatabaseOperation =
  'subscribe' | 'subscribeQuery' | 'get' | 'getQuery' | 'set' | 'update' | 'remove' | 'transaction';
export type UsersOperation = 'findByUid' | 'add';
export type PeopleOperation = 'registerPerson';
export type BackendOperation = AuthOperation | DatabaseOperation | UsersOperation | PeopleOperation;

export interface SeedUser {
  readonly email: string;
  readonly password: string;
  readonly uid?: string;
  /** When given, a `users` document (authProvider 'local') is created too. */
  readonly name?: string;
}

export interface InMemoryBackendSeed {
  readonly users?: readonly SeedUser[];
  /** The database tree, e.g. `{ ProBrancaSec: 'segredo', Newdata_u1: { contactos: {...} } }`. */
  readonly data?: object;
  /** The account a Google sign-in uses (defaults to a fixed demo account). */
  readonly googleAccount?: { readonly email: string; readonly name: string };
  /** The server's clock, for server timestamps (default Date.now). */
  readonly now?: () => number;
}

export interface InMemoryBackendControls {
  /** Goes offline (writes apply locally, their promises wait) or back online (pending writes are confirmed). */
  setConnected(connected: boolean): void;
  /**
   * The next call of `operation` fails with `code` (permission_denied, unavailable,
   * auth/network-request-failed, ...); with `path`, the next call at that database path only (other
   * reads, such as the session's own, are answered as usual).
   */
  failNext(operation: BackendOperation, code: string, path?: string): void;
  /** The stored value at a path, as `get` would return it (null when absent). */
  snapshot(path?: string): unknown;
  /** The signed-in user, if any. */
  currentUser(): AuthUser | null;
  /** Every `users` document, in the order they were added. */
  userDocuments(): readonly UserRecord[];
  /** E-mail addresses a password reset was sent to. */
  passwordResetsSent(): readonly string[];
  /** The password currently stored for an e-mail (to check updatePassword). */
  passwordOf(email: string): string | null;
}

export type InMemoryBackend = BackendPorts & { readonly controls: InMemoryBackendControls };

type Tree = { [key: string]: Node };
type Node = string | number | boolean | Tree;

interface StoredAccount {
  readonly uid: string;
  readonly email: string;
  password: string | null;
  displayName: string | null;
}

interface Subscription {
  readonly path: string;
  /** A query's subscription sees only the children it selects. */
  readonly query?: DatabaseQuery;
  readonly onValue: (value: unknown) => void;
  readonly onError?: (error: DatabasePortError) => void;
  delivered: boolean;
  lastSerialized: string;
  active: boolean;
}

const DEFAULT_GOOGLE_ACCOUNT = {
  email: 'utilizador.google@gmail.com',
  name: 'Utilizador Google',
} as const;
const MIN_PASSWORD_LENGTH = 6;

const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Firebase: Error (auth/invalid-credential).',
  'auth/invalid-email': 'Firebase: Error (auth/invalid-email).',
  'auth/missing-email': 'Firebase: Error (auth/missing-email).',
  'auth/missing-password': 'Firebase: Error (auth/missing-password).',
  'auth/email-already-in-use': 'Firebase: Error (auth/email-already-in-use).',
  'auth/weak-password': 'Firebase: Password should be at least 6 characters (auth/weak-password).',
  'auth/user-not-found': 'Firebase: Error (auth/user-not-found).',
  'auth/null-user': 'Firebase: Error (auth/null-user).',
};

function authError(code: string): AuthPortError {
  return new AuthPortError(code, AUTH_MESSAGES[code] ?? `Firebase: Error (${code}).`);
}

function databaseError(code: string, message?: string): DatabasePortError {
  const defaults: Record<string, string> = {
    permission_denied: 'PERMISSION_DENIED: Permission denied',
    unavailable: 'UNAVAILABLE: The service is unavailable',
    disconnected: 'DISCONNECTED: The operation had to be aborted due to a network disconnect',
  };
  return new DatabasePortError(code, message ?? defaults[code] ?? code);
}

/** Same rule as the Auth emulator: something, an @, something. */
function isValidEmailAddress(email: string): boolean {
  return /^[^@]+@[^@]+$/.test(email);
}

export { compareKeys } from './keyOrder';

/** Stores a written value: arrays become objects, nulls and empty objects disappear. Returns null for "nothing". */
function normalise(value: unknown): Node | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  const tree: Tree = {};
  for (const [key, child] of Object.entries(value as object)) {
    const stored = normalise(child);
    if (stored !== null) tree[key] = stored;
  }
  return Object.keys(tree).length === 0 ? null : tree;
}

/** Reads a stored value as the SDK's `val()` does: children ordered by key, mostly-integer keyed objects as arrays. */
function exportValue(node: Node | null): unknown {
  if (node === null || typeof node !== 'object') return node;
  const keys = Object.keys(node).sort(compareKeys);
  let allIntegers = true;
  let maxIndex = 0;
  for (const key of keys) {
    const index = integerOfKey(key);
    if (index === null || index < 0) {
      allIntegers = false;
      break;
    }
    maxIndex = Math.max(maxIndex, index);
  }
  if (allIntegers && keys.length > 0 && maxIndex < 2 * keys.length) {
    const array: unknown[] = [];
    for (let index = 0; index <= maxIndex; index += 1) {
      const child = node[String(index)];
      array.push(child === undefined ? null : exportValue(child));
    }
    return array;
  }
  const result: Record<string, unknown> = {};
  for (const key of keys) result[key] = exportValue(node[key] as Node);
  return result;
}

function isRelated(a: string, b: string): boolean {
  if (a === '' || b === '' || a === b) return true;
  return a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/** Asynchronously, but on a promise rather than a timer: jest's fake timers in component tests do not hold it back. */
function later(callback: () => void): void {
  void Promise.resolve().then(callback);
}

export function createInMemoryBackend(seed: InMemoryBackendSeed = {}): InMemoryBackend {
  let root: Node | null = normalise(seed.data ?? null);
  let connected = true;
  const failures = new Map<BackendOperation, { readonly code: string; readonly path?: string }[]>();
  const subscriptions = new Set<Subscription>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  const pendingWrites: Array<() => void> = [];

  const accounts = new Map<string, StoredAccount>();
  const userDocuments: UserRecord[] = [];
  const passwordResets: string[] = [];
  const authListeners = new Set<(user: AuthUser | null) => void>();
  let signedIn: StoredAccount | null = null;
  let uidCounter = 0;
  const googleAccount = seed.googleAccount ?? DEFAULT_GOOGLE_ACCOUNT;
  const now = seed.now ?? (() => Date.now());

  const nextUid = (): string => {
    uidCounter += 1;
    return `uid-${uidCounter}`;
  };

  for (const user of seed.users ?? []) {
    const email = user.email.toLowerCase();
    const account: StoredAccount = {
      uid: user.uid ?? nextUid(),
      email,
      password: user.password,
      displayName: user.name ?? null,
    };
    accounts.set(email, account);
    if (user.name !== undefined) {
      userDocuments.push({ uid: account.uid, name: user.name, authProvider: 'local', email });
    }
  }

  /** The first failure planned for this call: one for any path, or one for exactly this path. */
  const takeFailure = (operation: BackendOperation, path?: string): string | null => {
    const queue = failures.get(operation) ?? [];
    const index = queue.findIndex((failure) => failure.path === undefined || failure.path === path);
    return index === -1 ? null : (queue.splice(index, 1)[0]?.code ?? null);
  };

  // ---------- database ----------

  const readNode = (path: string): Node | null => {
    let node: Node | null = root;
    for (const key of pathSegments(path)) {
      if (node === null || typeof node !== 'object') return null;
      node = node[key] ?? null;
    }
    return node;
  };

  const writeNode = (path: string, value: Node | null): void => {
    const keys = pathSegments(path);
    const write = (node: Node | null, depth: number): Node | null => {
      if (depth === keys.length) return value;
      const key = keys[depth] as string;
      const tree: Tree = node !== null && typeof node === 'object' ? { ...node } : {};
      const child = write(tree[key] ?? null, depth + 1);
      if (child === null) delete tree[key];
      else tree[key] = child;
      return Object.keys(tree).length === 0 ? null : tree;
    };
    root = write(root, 0);
  };

  /** What a path holds, as `get` returns it; with a query, only the children it selects. */
  const readValue = (path: string, query?: DatabaseQuery): unknown => {
    const node = readNode(path);
    return exportValue(query ? (selectQueryChildren(node, query) as Node | null) : node);
  };

  const deliver = (subscription: Subscription): void => {
    if (!subscription.active) return;
    const value = readValue(subscription.path, subscription.query);
    const serialized = JSON.stringify(value);
    if (subscription.delivered && serialized === subscription.lastSerialized) return;
    subscription.delivered = true;
    subscription.lastSerialized = serialized;
    subscription.onValue(value);
  };

  /**
   * Whether a delivered subscription covers `path` (the SDK's cache): only then is it readable offline.
   * A query's subscription holds only some children, so it covers no path whole.
   */
  const isCached = (path: string): boolean =>
    [...subscriptions].some(
      (s) =>
        s.delivered &&
        s.query === undefined &&
        (s.path === '' || path === s.path || path.startsWith(`${s.path}/`)),
    );

  const notify = (changedPaths: readonly string[]): void => {
    for (const subscription of [...subscriptions]) {
      if (
        subscription.delivered &&
        changedPaths.some((path) => isRelated(path, subscription.path))
      ) {
        deliver(subscription);
      }
    }
  };

  const assertPath = (path: string): void => {
    const problem = validatePath(path);
    if (problem) throw databaseError(problem.code, problem.message);
  };

  const assertValue = (value: unknown): void => {
    const problem = validateValue(value);
    if (problem) throw databaseError(problem.code, problem.message);
  };

  /** Resolves now when online, or when the connection returns (the write is already applied locally). */
  const confirmation = (): Promise<void> =>
    connected ? Promise.resolve() : new Promise<void>((resolve) => pendingWrites.push(resolve));

  const failWith = (operation: DatabaseOperation, path: string): void => {
    const code = takeFailure(operation, path);
    if (code) throw databaseError(code);
  };

  const listen = (
    operation: 'subscribe' | 'subscribeQuery',
    path: string,
    query: DatabaseQuery | undefined,
    onValue: (value: unknown) => void,
    onError?: (error: DatabasePortError) => void,
  ): (() => void) => {
    const subscription: Subscription = {
      path,
      ...(query === undefined ? {} : { query }),
      onValue,
      onError,
      delivered: false,
      lastSerialized: '',
      active: true,
    };
    const problem = validatePath(path) ?? (query ? queryProblem(query) : null);
    const failure = problem ? null : takeFailure(operation, path);
    later(() => {
      if (!subscription.active) return;
      if (problem || failure) {
        subscription.active = false;
        onError?.(
          problem ? databaseError(problem.code, problem.message) : databaseError(failure as string),
        );
        return;
      }
      // Offline, the SDK calls back only for what it already holds; the rest waits for the connection.
      const readable = connected || isCached(path);
      subscriptions.add(subscription);
      if (readable) deliver(subscription);
    });
    return () => {
      subscription.active = false;
      subscriptions.delete(subscription);
    };
  };

  const read = (operation: 'get' | 'getQuery', path: string, query?: DatabaseQuery): unknown => {
    assertPath(path);
    const problem = query ? queryProblem(query) : null;
    if (problem) throw databaseError(problem.code, problem.message);
    failWith(operation, path);
    if (!connected) {
      if (!isCached(path)) throw databaseError('unavailable', 'Error: Client is offline.');
    }
    return readValue(path, query);
  };

  const database: BackendPorts['database'] = {
    subscribe(path, onValue, onError) {
      return listen('subscribe', path, undefined, onValue, onError);
    },

    subscribeQuery(path, query, onValue, onError) {
      return listen('subscribeQuery', path, query, onValue, onError);
    },

    async get(path) {
      return read('get', path);
    },

    async getQuery(path, query) {
      return read('getQuery', path, query);
    },

    async set(path, written) {
      assertPath(path);
      const value = resolveServerValues(written, now(), readNode(path));
      assertValue(value);
      failWith('set', path);
      writeNode(path, normalise(value));
      notify([path]);
      return confirmation();
    },

    async update(path, values) {
      assertPath(path);
      const entries = Object.entries(values);
      const targets: string[] = [];
      const at = now();
      const fullPath = (relative: string) => (path === '' ? relative : `${path}/${relative}`);
      for (const [relative] of entries) assertPath(fullPath(relative));
      const resolved = entries.map(
        ([relative, value]) =>
          [relative, resolveServerValues(value, at, readNode(fullPath(relative)))] as const,
      );
      for (const [relative, value] of resolved) {
        const full = fullPath(relative);
        if (relative === '') throw databaseError('invalid_path', databaseTexts.invalidPath);
        assertValue(value);
        targets.push(full);
      }
      for (let i = 0; i < targets.length; i += 1) {
        for (let j = 0; j < targets.length; j += 1) {
          const a = targets[i] as string;
          const b = targets[j] as string;
          if (i !== j && (a === b || b.startsWith(`${a}/`))) {
            throw databaseError('invalid_path', databaseTexts.overlappingUpdate);
          }
        }
      }
      failWith('update', path);
      resolved.forEach(([, value], index) => writeNode(targets[index] as string, normalise(value)));
      if (targets.length > 0) notify(targets);
      return confirmation();
    },

    async remove(path) {
      assertPath(path);
      failWith('remove', path);
      writeNode(path, null);
      notify([path]);
      return confirmation();
    },

    async transaction<T>(
      path: string,
      update: (current: T | null) => T | undefined,
    ): Promise<TransactionResult<T>> {
      assertPath(path);
      failWith('transaction', path);
      const current = exportValue(readNode(path)) as T | null;
      const proposed = update(current);
      if (proposed === undefined) return { committed: false, value: current };
      const next = resolveServerValues(proposed, now(), readNode(path));
      assertValue(next);
      writeNode(path, normalise(next));
      // Like the SDK, resolve with the value this transaction committed, not whatever a later
      // writer left at the path by the time the server confirmed it.
      const committedValue = exportValue(readNode(path)) as T | null;
      notify([path]);
      await confirmation();
      return { committed: true, value: committedValue };
    },

    onConnectionChange(listener) {
      let active = true;
      const wrapped = (value: boolean) => {
        if (active) listener(value);
      };
      later(() => {
        if (!active) return;
        connectionListeners.add(wrapped);
        wrapped(connected);
      });
      return () => {
        active = false;
        connectionListeners.delete(wrapped);
      };
    },
  };

  // ---------- auth ----------

  const toAuthUser = (account: StoredAccount): AuthUser => ({
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
  });

  const changeUser = (account: StoredAccount | null): void => {
    const changed = signedIn?.uid !== account?.uid;
    signedIn = account;
    if (!changed) return;
    const user = account ? toAuthUser(account) : null;
    for (const listener of [...authListeners]) listener(user);
  };

  const failAuth = (operation: AuthOperation): void => {
    const code = takeFailure(operation);
    if (code) throw authError(code);
  };

  const failUsers = (operation: UsersOperation): void => {
    const code = takeFailure(operation);
    if (code) throw databaseError(code);
  };

  const users: BackendPorts['users'] = {
    async findByUid(uid) {
      failUsers('findByUid');
      const found = userDocuments.find((record) => record.uid === uid);
      return found ? { ...found } : null;
    },
    async add(record) {
      failUsers('add');
      userDocuments.push({ ...record });
    },
  };

  /** A new e-mail account, refused as the identity service refuses it (the same checks for every sign-up). */
  const createAccount = (email: string, password: string): StoredAccount => {
    if (!email) throw authError('auth/missing-email');
    if (!password) throw authError('auth/missing-password');
    if (!isValidEmailAddress(email)) throw authError('auth/invalid-email');
    const canonical = email.toLowerCase();
    if (accounts.has(canonical)) throw authError('auth/email-already-in-use');
    if (password.length < MIN_PASSWORD_LENGTH) throw authError('auth/weak-password');
    const account: StoredAccount = {
      uid: nextUid(),
      email: canonical,
      password,
      displayName: null,
    };
    accounts.set(canonical, account);
    return account;
  };

  const auth: BackendPorts['auth'] = {
    onAuthStateChanged(listener) {
      let active = true;
      const wrapped = (user: AuthUser | null) => {
        if (active) listener(user);
      };
      later(() => {
        if (!active) return;
        authListeners.add(wrapped);
        wrapped(signedIn ? toAuthUser(signedIn) : null);
      });
      return () => {
        active = false;
        authListeners.delete(wrapped);
      };
    },

    async signInWithEmail(email, password) {
      failAuth('signInWithEmail');
      if (!email) throw authError('auth/missing-email');
      if (!isValidEmailAddress(email)) throw authError('auth/invalid-email');
      if (!password) throw authError('auth/missing-password');
      const account = accounts.get(email.toLowerCase());
      if (!account || account.password === null || account.password !== password)
        throw authError('auth/invalid-credential');
      changeUser(account);
      return toAuthUser(account);
    },

    async signUpWithEmail(name, email, password) {
      failAuth('signUpWithEmail');
      const account = createAccount(email, password);
      changeUser(account);
      await users.add({ uid: account.uid, name, authProvider: 'local', email: account.email });
      return toAuthUser(account);
    },

    async signInWithGoogle() {
      failAuth('signInWithGoogle');
      const canonical = googleAccount.email.toLowerCase();
      let account = accounts.get(canonical);
      if (!account) {
        account = {
          uid: nextUid(),
          email: canonical,
          password: null,
          displayName: googleAccount.name,
        };
        accounts.set(canonical, account);
      }
      changeUser(account);
      if ((await users.findByUid(account.uid)) === null) {
        await users.add({
          uid: account.uid,
          name: googleAccount.name,
          authProvider: 'google',
          email: canonical,
        });
      }
      return toAuthUser(account);
    },

    async sendPasswordReset(email) {
      failAuth('sendPasswordReset');
      if (!email) throw authError('auth/missing-email');
      if (!isValidEmailAddress(email)) throw authError('auth/invalid-email');
      if (!accounts.has(email.toLowerCase())) throw authError('auth/user-not-found');
      passwordResets.push(email.toLowerCase());
    },

    async updatePassword(newPassword) {
      failAuth('updatePassword');
      if (!signedIn) throw authError('auth/null-user');
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw authError('auth/weak-password');
      signedIn.password = newPassword;
    },

    async signOut() {
      failAuth('signOut');
      changeUser(null);
    },
  };

  const people: BackendPorts['people'] = {
    async registerPerson(details) {
      const code = takeFailure('registerPerson');
      if (code) throw code.startsWith('auth/') ? authError(code) : databaseError(code);
      // A session of its own: the signed-in carer stays signed in.
      const account = createAccount(details.email, details.password);
      await users.add({
        uid: account.uid,
        name: details.name,
        authProvider: 'local',
        email: account.email,
      });
      await database.update(
        '',
        membershipPatch(account.uid, details.name, details.associationCode),
      );
      // In firebasePeoplePort's order: the link before the consent a carer records.
      const since = readMemberSince(await database.get(`${memberPath(account.uid)}/since`)) ?? 0;
      await database.update(
        '',
        personAsksCarerPatch(details.carerUid, account.uid, newCard({ name: details.name, since })),
      );
      await database.set(
        consentEntryPath(account.uid, newPushKey()),
        consentRecord(details.consent, details.noticeVersion, details.carerUid),
      );
      await database.set(summaryPath(account.uid), emptySummary());
      return { uid: account.uid };
    },
  };

  const controls: InMemoryBackendControls = {
    setConnected(next) {
      if (next === connected) return;
      connected = next;
      for (const listener of [...connectionListeners]) listener(next);
      if (next) pendingWrites.splice(0).forEach((resolve) => resolve());
      if (next)
        for (const subscription of [...subscriptions])
          if (!subscription.delivered) deliver(subscription);
    },
    failNext(operation, code, path) {
      const queue = failures.get(operation) ?? [];
      queue.push(path === undefined ? { code } : { code, path });
      failures.set(operation, queue);
    },
    snapshot(path = '') {
      return exportValue(readNode(path));
    },
    currentUser: () => (signedIn ? toAuthUser(signedIn) : null),
    userDocuments: () => userDocuments.map((record) => ({ ...record })),
    passwordResetsSent: () => [...passwordResets],
    passwordOf: (email) => accounts.get(email.toLowerCase())?.password ?? null,
  };

  return { auth, database, users, people, controls };
}
