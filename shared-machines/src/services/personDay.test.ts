import { createActor } from 'xstate';
import type { SessionAccess } from '../machines/auth/authMachine';
import { doseQueueMachine } from '../machines/localCopy/doseQueueMachine';
import { doseReminderMachine } from '../machines/reminders/doseReminderMachine';
import { followPersonDay, type RunningDay } from './personDay';

const signedOut: SessionAccess = {
  known: true,
  signedIn: false,
  user: null,
  account: 'person',
  accountName: null,
  associationCode: null,
  adminAllowed: false,
};

function signedIn(uid: string, account: 'person' | 'carer', known = true): SessionAccess {
  return {
    known,
    signedIn: true,
    user: { uid, email: `${uid}@amparo.invalid` } as SessionAccess['user'],
    account,
    accountName: uid,
    associationCode: null,
    adminAllowed: account === 'carer',
  };
}

/** A session that changes when the test says, and a start that resolves when the test says. */
function page(initial: SessionAccess = signedOut) {
  let access = initial;
  const watchers = new Set<() => void>();
  const started: { uid: string; resolve: () => void; stopped: () => boolean }[] = [];
  const day = followPersonDay(
    {
      readAccess: () => access,
      watch: (onChange) => {
        watchers.add(onChange);
        return () => watchers.delete(onChange);
      },
    },
    (uid) =>
      new Promise<RunningDay>((resolve) => {
        const actor = createActor(doseReminderMachine, { input: {} });
        const doseQueue = createActor(doseQueueMachine, { input: {} });
        let stopped = false;
        started.push({
          uid,
          resolve: () => resolve({ actor, doseQueue, stop: () => (stopped = true) }),
          stopped: () => stopped,
        });
      }),
  );
  const changes: (string | null)[] = [];
  day.subscribe(() => changes.push(day.current() === null ? null : 'running'));
  return {
    day,
    started,
    changes,
    become(next: SessionAccess) {
      access = next;
      for (const watcher of [...watchers]) watcher();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followPersonDay: the root runs the signed-in person’s day', () => {
  it.each([
    { who: 'signed out', access: signedOut, expected: 0 },
    { who: 'a carer', access: signedIn('ana', 'carer'), expected: 0 },
    { who: 'a person still loading', access: signedIn('maria', 'person', false), expected: 0 },
    { who: 'a person', access: signedIn('maria', 'person'), expected: 1 },
  ])('$who: $expected day started', ({ access, expected }) => {
    expect(page(access).started).toHaveLength(expected);
  });

  it('starts once per person, publishes the day when it is ready, stops it on sign-out', async () => {
    const { day, started, changes, become } = page();
    become(signedIn('maria', 'person'));
    become(signedIn('maria', 'person'));
    expect(started.map((start) => start.uid)).toEqual(['maria']);
    expect(day.current()).toBeNull();
    started[0]?.resolve();
    await settle();
    expect(day.current()).not.toBeNull();
    become(signedOut);
    expect(day.current()).toBeNull();
    expect(started[0]?.stopped()).toBe(true);
    expect(changes).toEqual(['running', null]);
  });

  it('a day that finishes loading after its person left is stopped, never shown', async () => {
    const { day, started, become } = page(signedIn('maria', 'person'));
    become(signedIn('jose', 'person'));
    started[1]?.resolve();
    started[0]?.resolve();
    await settle();
    expect(started[0]?.stopped()).toBe(true);
    expect(started[1]?.stopped()).toBe(false);
    expect(day.current()).not.toBeNull();
    day.dispose();
    expect(started[1]?.stopped()).toBe(true);
    expect(day.current()).toBeNull();
  });
});
