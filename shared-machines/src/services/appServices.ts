import type { AssociationConfig } from '../config/associationConfig';
import type { AuthActorRef } from '../machines/auth/authMachine';
import type { ConnectionActorRef } from '../machines/connection/connectionMachine';
import type { WakeLockActorRef } from '../machines/wakeLock/wakeLockMachine';
import type { BackendPorts } from '../ports/backendPorts';
import type { LocalCopyStatus } from '../records/localCopyDatabase';
import type { PersonDay } from './personDay';
import type { RouteAnswers } from './routeAnswers';

/**
 * What root-config hands to every single-spa application as custom props. Created once per page.
 * `auth` is the running auth machine (machines/auth/authMachine.ts, effects from `provideAuthEffects`):
 * every application reads the session and the association's code from it and sends it SIGN_OUT and
 * friends.
 */
export interface AppServices {
  readonly backend: BackendPorts;
  readonly association: AssociationConfig;
  /** The session: checking / signedOut / signedIn (with the association's code) / signingOut. */
  readonly auth: AuthActorRef;
  /** Whether the database can be reached (machines/connection): watched while someone is signed in. */
  readonly connection: ConnectionActorRef;
  /** Whether the person's tablet keeps its screen on (machines/wakeLock), with the tablet's setting. */
  readonly wakeLock: WakeLockActorRef;
  /** Navigate inside the platform (single-spa's navigateToUrl). */
  readonly navigate: (path: string) => void;
  /** Which screen the address is, for this session: computed once per change (routeAnswers.ts). */
  readonly route: RouteAnswers;
  /** The signed-in person's day of doses and its reminders, run by the root (personDay.ts). */
  readonly day: PersonDay;
  /**
   * The person's last known day kept on the tablet (records/localCopyDatabase.ts), for the offline
   * banner's time; absent where nothing is kept (tests, an older root).
   */
  readonly localCopy?: LocalCopyStatus;
}
