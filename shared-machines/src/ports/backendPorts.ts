/**
 * The ports through which every micro-frontend reaches the backend. root-config creates one
 * implementation (the Firebase adapter, talking to the local services or to a real project) and
 * passes it to each application as a single-spa custom prop; component tests use the in-memory
 * implementation. Machines never import an implementation: they receive these as injected actors.
 */
import type { ConsentAnswer } from '../domain/consent';

export type Unsubscribe = () => void;

/** The signed-in person, as the platform needs it. */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
}

/** A failure of the identity service, with the SDK's code (e.g. `auth/weak-password`). */
export class AuthPortError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'AuthPortError';
    this.code = code;
  }
}

export interface AuthPort {
  /** Calls back once the auth state is known, and again on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  /** Creates the account (which signs in), then the `users` document (authProvider 'local'). */
  signUpWithEmail(name: string, email: string, password: string): Promise<AuthUser>;
  /**
   * Google sign-in; the `users` document is created only when none exists for the uid.
   * In local mode this uses the Auth emulator's credential flow instead of the popup.
   */
  signInWithGoogle(): Promise<AuthUser>;
  sendPasswordReset(email: string): Promise<void>;
  updatePassword(newPassword: string): Promise<void>;
  signOut(): Promise<void>;
}

/** A failure of the Realtime Database, with the SDK's code (`permission_denied`, `too_big`, ...). */
export class DatabasePortError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'DatabasePortError';
    this.code = code;
  }
}

export interface TransactionResult<T> {
  readonly committed: boolean;
  readonly value: T | null;
}

/**
 * Which children of a path a query selects: those whose key (`'key'`) or whose child's value
 * (`{ child: 'data_consulta' }`) lies between `startAt` and `endAt`, both included (either may be left
 * out). The server sends only those children (a child's value needs the path's `.indexOn` in the rules).
 */
export interface DatabaseQuery {
  readonly orderBy: 'key' | { readonly child: string };
  readonly startAt?: string;
  readonly endAt?: string;
}

/** Paths are slash-separated, without a leading slash: `Newdata_abc/contactos`. */
export interface DatabasePort {
  /** Live value of a path (null when absent); calls back at once with the cached or fetched value. */
  subscribe(
    path: string,
    onValue: (value: unknown) => void,
    onError?: (error: DatabasePortError) => void,
  ): Unsubscribe;
  get(path: string): Promise<unknown>;
  /**
   * Live value of the children of `path` that `query` selects, as an object keyed by child key (null
   * when none); calls back at once with the cached or fetched value, then on every change to them.
   */
  subscribeQuery(
    path: string,
    query: DatabaseQuery,
    onValue: (value: unknown) => void,
    onError?: (error: DatabasePortError) => void,
  ): Unsubscribe;
  /** The children of `path` that `query` selects, once (null when none). */
  getQuery(path: string, query: DatabaseQuery): Promise<unknown>;
  set(path: string, value: unknown): Promise<void>;
  /** Multi-path update relative to `path`: keys may contain slashes. */
  update(path: string, values: Record<string, unknown>): Promise<void>;
  remove(path: string): Promise<void>;
  /** Atomic read-modify-write; return undefined from `update` to abort. */
  transaction<T>(
    path: string,
    update: (current: T | null) => T | undefined,
  ): Promise<TransactionResult<T>>;
  /** Whether the client is connected to the server (`.info/connected`). */
  onConnectionChange(listener: (connected: boolean) => void): Unsubscribe;
}

/** A document of the Firestore `users` collection. */
export interface UserRecord {
  readonly uid: string;
  readonly name: string;
  readonly authProvider: 'local' | 'google';
  readonly email: string;
}

export interface UsersPort {
  findByUid(uid: string): Promise<UserRecord | null>;
  add(record: UserRecord): Promise<void>;
}

/** A person a carer registers with the association. */
export interface NewPersonDetails {
  /** The consent given at the registration (domain/consent), and the privacy notice's version shown. */
  readonly consent: ConsentAnswer;
  readonly noticeVersion: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** The association's code, `ProBrancaSec` (the carer's session reads it). */
  readonly associationCode: string;
  /** The carer registering the person: the person's new session names them as a carer who may see their data. */
  readonly carerUid: string;
}

export interface PeoplePort {
  /**
   * Creates the person's account in a session of its own (a second app instance: the carer stays signed
   * in), with its `users` document; as that person, writes the membership (`members/{uid}`, with the
   * association's code), her consent (`consents/{uid}/{pushKey}`, recorded by the carer) and names the carer
   * (`carerPeople/{carerUid}/{uid}`); then ends that session. Resolves with the new uid; fails with the
   * identity service's or the database's error.
   */
  registerPerson(details: NewPersonDetails): Promise<{ readonly uid: string }>;
}

/**
 * The family's photos in Cloud Storage for Firebase (locally its stand-in, docs/family-circle.md). Each
 * call fails when the storage rules refuse the signed-in caller or the photo is not there.
 */
export interface PhotosPort {
  /** The address a signed-in reader may show a stored photo at (`getDownloadURL`). */
  downloadUrl(path: string): Promise<string>;
  /** Stores a JPEG at `path` (`uploadBytes`), naming its sender as the storage rules require. */
  upload(path: string, jpeg: Blob, uploadedBy: string): Promise<void>;
  /** Removes a stored photo (`deleteObject`): its sender's undo when her post could not be written. */
  remove(path: string): Promise<void>;
}

export interface BackendPorts {
  readonly auth: AuthPort;
  readonly database: DatabasePort;
  readonly users: UsersPort;
  readonly people: PeoplePort;
  /** Absent where no storage is configured: photos are then described, not shown. */
  readonly photos?: PhotosPort;
}
