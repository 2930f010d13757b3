import { createActor } from 'xstate';
import { provideWakeLockEffects, type WakeLockHost } from '../services/wakeLockEffects';
import type { WakeLockActorRef } from '../machines/wakeLock/wakeLockMachine';

/**
 * A browser's Screen Wake Lock for tests: every request waits until the test grants or refuses it; a
 * granted lock can be let go by the "browser" (`loseAll`), and the page's visibility is set by hand.
 */
export function fakeWakeLockHost() {
  const pending: { resolve: (lock: WakeLockSentinel) => void; reject: (error: unknown) => void }[] =
    [];
  const held = new Set<EventTarget & { released: boolean }>();
  let visibility: DocumentVisibilityState = 'visible';
  const page = new EventTarget();
  const stored = new Map<string, string>();
  const sentinel = () => {
    const lock = Object.assign(new EventTarget(), {
      released: false,
      type: 'screen' as const,
      onrelease: null,
      release: async () => {
        if (lock.released) return;
        lock.released = true;
        held.delete(lock);
        lock.dispatchEvent(new Event('release'));
      },
    });
    return lock;
  };
  const host: WakeLockHost = {
    wakeLock: {
      request: () =>
        new Promise<WakeLockSentinel>((resolve, reject) => pending.push({ resolve, reject })),
    },
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: page.addEventListener.bind(page),
      removeEventListener: page.removeEventListener.bind(page),
    },
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
  };
  return {
    host,
    /** What the tablet's storage holds. */
    stored,
    /** Requests not yet answered. */
    pendingRequests: () => pending.length,
    /** Locks granted and not let go. */
    heldLocks: () => held.size,
    grant() {
      const lock = sentinel();
      held.add(lock);
      pending.pop()?.resolve(lock as unknown as WakeLockSentinel);
    },
    refuse() {
      pending.pop()?.reject(new DOMException('refused', 'NotAllowedError'));
    },
    /** The browser lets every lock go (as it does when the page is hidden). */
    loseAll() {
      for (const lock of [...held]) void (lock as unknown as WakeLockSentinel).release();
    },
    setVisible(visible: boolean) {
      visibility = visible ? 'visible' : 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A wake lock actor for tests of screens: the browser has no Screen Wake Lock, so nothing is held. */
export function startWakeLockWithoutBrowserLock(): WakeLockActorRef {
  const { host } = fakeWakeLockHost();
  const { machine, input } = provideWakeLockEffects({ ...host, wakeLock: undefined });
  return createActor(machine, { input }).start();
}
