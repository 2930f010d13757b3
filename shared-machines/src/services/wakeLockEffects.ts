import { fromCallback, type EventObject } from 'xstate';
import { readKeepScreenOnSetting, writeKeepScreenOnSetting } from './keepScreenOnSetting';
import { tabletStorage } from './tabletStorage';
import {
  wakeLockMachine,
  type KeepScreenOnEvent,
  type WakeLockInput,
} from '../machines/wakeLock/wakeLockMachine';

/** What the machine's effects use of the browser: its Screen Wake Lock and the page's visibility. */
export interface WakeLockHost {
  /** `navigator.wakeLock`; undefined where the browser has none. */
  readonly wakeLock: Pick<WakeLock, 'request'> | undefined;
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Where the tablet keeps its settings (keepScreenOnSetting.ts). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** The browser's, for the page. */
export function browserWakeLockHost(): WakeLockHost {
  return {
    wakeLock: 'wakeLock' in navigator ? navigator.wakeLock : undefined,
    document,
    storage: tabletStorage(),
  };
}

/**
 * Holds a screen wake lock while it runs: asks the browser for one, reports whether it was granted and
 * when the browser let it go, and lets it go when stopped (even if it arrives after that). Hand-written:
 * the Screen Wake Lock API is three calls, no library wraps it.
 */
function keepScreenOnWith(wakeLock: Pick<WakeLock, 'request'>) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const report = (event: KeepScreenOnEvent) => sendBack(event);
    let stopped = false;
    let sentinel: WakeLockSentinel | null = null;
    wakeLock.request('screen').then(
      (granted) => {
        if (stopped) {
          void granted.release();
          return;
        }
        sentinel = granted;
        granted.addEventListener('release', () => {
          if (!stopped) report({ type: 'LOCK_LOST' });
        });
        report({ type: 'LOCK_GRANTED' });
      },
      () => {
        if (!stopped) report({ type: 'LOCK_REFUSED' });
      },
    );
    return () => {
      stopped = true;
      if (sentinel !== null && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  });
}

/**
 * The wake lock machine with the browser's effects: the page's visibility, the Screen Wake Lock, and the
 * tablet's setting in its localStorage (keepScreenOnSetting.ts), read as the actor is created.
 */
export function provideWakeLockEffects(host: WakeLockHost = browserWakeLockHost()) {
  const { wakeLock } = host;
  const machine = wakeLockMachine.provide({
    actors: {
      watchVisibility: fromCallback<EventObject>(({ sendBack }) => {
        const changed = () =>
          sendBack({
            type: 'VISIBILITY_CHANGED',
            visible: host.document.visibilityState === 'visible',
          });
        host.document.addEventListener('visibilitychange', changed);
        return () => host.document.removeEventListener('visibilitychange', changed);
      }),
      keepScreenOn: wakeLock
        ? keepScreenOnWith(wakeLock)
        : fromCallback<EventObject>(({ sendBack }) => sendBack({ type: 'LOCK_REFUSED' })),
    },
    actions: {
      storeSetting: (_, { enabled }) => writeKeepScreenOnSetting(enabled, host.storage),
    },
  });
  const input: WakeLockInput = {
    supported: wakeLock !== undefined,
    enabled: readKeepScreenOnSetting(host.storage),
    visible: host.document.visibilityState === 'visible',
  };
  return { machine, input };
}
