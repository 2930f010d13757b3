import type { DoseReminderActorRef } from '../machines/reminders/doseReminderMachine';
import type { DoseQueueActorRef } from '../machines/localCopy/doseQueueMachine';
import { accessOf, type AuthActorRef, type SessionAccess } from '../machines/auth/authMachine';

/**
 * The signed-in person's day — her doses of today with their state, and the reminders that come up on
 * every screen — as one running actor (machines/reminders/doseReminderMachine) that the root starts
 * when a person signs in and stops when she leaves, and hands to every application with the services:
 * the chrome shows its reminders, home's 'Hoje' its doses. Null for a carer, while signed out, and
 * while the person's day is still loading.
 */
export interface PersonDay {
  current(): DoseReminderActorRef | null;
  /** The doses she pressed 'Já tomei' for that the database does not have yet; null as `current`. */
  currentDoseQueue(): DoseQueueActorRef | null;
  /** Calls `listener` when the running day starts or stops; returns a stop. */
  subscribe(listener: () => void): () => void;
}

/** A person's day, running: its actor and how to stop it (the actor and what it follows). */
export interface RunningDay {
  readonly actor: DoseReminderActorRef;
  readonly doseQueue: DoseQueueActorRef;
  readonly stop: () => void;
}

/** Starts a person's day (loads what it needs first: it is not on the login's path). */
export type StartPersonDay = (personUid: string) => Promise<RunningDay>;

/** The session as the person's day follows it. */
export interface SessionSource {
  readonly readAccess: () => SessionAccess;
  /** Calls `onChange` whenever the session may have changed; returns a stop. */
  readonly watch: (onChange: () => void) => () => void;
}

/** The session as the auth actor holds it. */
export function sessionOf(auth: AuthActorRef): SessionSource {
  return {
    readAccess: () => accessOf(auth.getSnapshot()),
    watch: (onChange) => {
      const subscription = auth.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
  };
}

/** The uid of the person signed in (not a carer), once the session is settled; null otherwise. */
function personUidOf(access: SessionAccess): string | null {
  if (!access.known || !access.signedIn || access.account !== 'person') return null;
  return access.user?.uid ?? null;
}

/**
 * Follows the session: a person signing in starts her day (`start`), signing out or another person
 * signing in stops it. A start that finishes after its person left is stopped at once. `report` hears
 * a start that failed (the day then stays null until the next sign-in).
 */
export function followPersonDay(
  session: SessionSource,
  start: StartPersonDay,
  report: (error: unknown) => void = () => undefined,
): PersonDay & { readonly dispose: () => void } {
  let personUid: string | null = null;
  let running: RunningDay | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const stopRunning = () => {
    if (running === null) return;
    running.stop();
    running = null;
    changed();
  };

  const follow = () => {
    const uid = personUidOf(session.readAccess());
    if (uid === personUid) return;
    personUid = uid;
    stopRunning();
    if (uid === null) return;
    start(uid).then(
      (day) => {
        if (personUid !== uid || running !== null) {
          day.stop();
          return;
        }
        running = day;
        changed();
      },
      (error: unknown) => report(error),
    );
  };

  follow();
  const stopWatching = session.watch(follow);
  return {
    current: () => running?.actor ?? null,
    currentDoseQueue: () => running?.doseQueue ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopWatching();
      personUid = null;
      stopRunning();
    },
  };
}

/** No person's day: for a page or a test where no person's reminders run. */
export const noPersonDay: PersonDay = {
  current: () => null,
  currentDoseQueue: () => null,
  subscribe: () => () => undefined,
};
