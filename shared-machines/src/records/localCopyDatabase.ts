import { isOwnPath, localCopyKey, type LocalCopyDecision } from '../domain/localCopyScope';
import type { PendingDose } from '../domain/pendingDoses';
import type { DatabasePort, DatabasePortError, DatabaseQuery } from '../ports/backendPorts';
import type { LocalCopyStore, StoredCopy } from '../ports/localCopyPort';

/** What the screens need of the local copy: how old what they show may be. */
export interface LocalCopyStatus {
  /** While the signed-in person's copy is in use: when it was last known up to date (ms); else null. */
  knownAt(): number | null;
  /** Calls `listener` when `knownAt` may have changed; returns a stop. */
  subscribe(listener: () => void): () => void;
}

/**
 * The signed-in person's last known day, kept on the tablet: the one place where her data is copied
 * as it arrives and read back when the network is gone. It wraps the page's DatabasePort (root-config
 * hands the wrapped one to every application), so Chamadas, Saúde and home's 'Hoje' need nothing of
 * their own.
 */
export interface LocalCopy extends LocalCopyStatus {
  /** The database, with the person's own values kept as they arrive and served from the copy. */
  readonly database: DatabasePort;
  /** Follows the session (domain/localCopyScope's localCopyDecision). */
  follow(decision: LocalCopyDecision): void;
  /** Resolves once the copy kept on the tablet has been read. */
  whenLoaded(): Promise<void>;
  /** Her doses waiting to be recorded, as kept on the tablet (none when the copy is not hers). */
  pendingDoses(uid: string): readonly PendingDose[];
  /** Keeps her doses waiting to be recorded (only in her own copy). */
  savePendingDoses(uid: string, doses: readonly PendingDose[]): void;
}

function sameDecision(a: LocalCopyDecision, b: LocalCopyDecision): boolean {
  return a.action === b.action && ('uid' in a ? a.uid : null) === ('uid' in b ? b.uid : null);
}

interface Subscription {
  readonly path: string;
  readonly key: string;
  readonly onValue: (value: unknown) => void;
  /** A value came from the database itself: the copy has nothing more to say. */
  live: boolean;
  closed: boolean;
}

/**
 * The copy in use, over `database` and the tablet's `store`:
 * - a subscription to one of the person's own paths (domain/localCopyScope's isOwnPath) whose value
 *   has not come from the database gets the kept value, when the copy is hers; the database's value,
 *   when it comes, replaces it (the port's contract: the cached or fetched value at once, then changes);
 * - while her account is confirmed ('keep'), each value she receives is kept, and the moment the copy
 *   was last up to date (`knownAt`: a value received or the connection seen up or going down);
 * - 'clear' forgets everything, on the tablet too.
 * Writes to the store are made one after the other; a store that fails (no IndexedDB) keeps nothing.
 */
export function createLocalCopy(
  database: DatabasePort,
  store: LocalCopyStore,
  now: () => number = Date.now,
): LocalCopy {
  let stored: StoredCopy | null = null;
  let loaded = false;
  let decision: LocalCopyDecision = { action: 'wait' };
  let connected = false;
  const subscriptions = new Set<Subscription>();
  const latest = new Map<string, { readonly path: string; readonly value: unknown }>();
  const listeners = new Set<() => void>();
  let writes: Promise<void> = Promise.resolve();
  const write = (operation: () => Promise<void>) => {
    writes = writes.then(operation).catch(() => undefined);
  };
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const keepingUid = (): string | null => (decision.action === 'keep' ? decision.uid : null);
  const servingUid = (): string | null => {
    if (decision.action !== 'serve' && decision.action !== 'keep') return null;
    return stored?.owner === decision.uid ? decision.uid : null;
  };

  const serveKept = (subscription: Subscription) => {
    const uid = servingUid();
    if (subscription.live || subscription.closed || uid === null || stored === null) return;
    if (!isOwnPath(subscription.path, uid) || !(subscription.key in stored.values)) return;
    subscription.onValue(stored.values[subscription.key]);
  };

  const markKnown = () => {
    if (keepingUid() === null || stored === null) return;
    const at = now();
    stored = { ...stored, knownAt: at };
    write(() => store.saveKnownAt(at));
    changed();
  };

  const keepValue = (key: string, path: string, value: unknown) => {
    // Only the signed-in person's own values are held (kept once her account is confirmed); a
    // carer's console, however large, is left to the database client alone.
    const sessionUid =
      decision.action === 'serve' || decision.action === 'keep' ? decision.uid : null;
    if (sessionUid === null || !isOwnPath(path, sessionUid)) return;
    latest.set(key, { path, value });
    const uid = keepingUid();
    if (uid === null || stored === null || !isOwnPath(path, uid)) return;
    // A value received while connected is current: kept with the moment, in one write.
    const knownAt = connected ? now() : undefined;
    stored = {
      ...stored,
      values: { ...stored.values, [key]: value },
      knownAt: knownAt ?? stored.knownAt,
    };
    write(() => store.saveValue(key, value, knownAt));
    if (knownAt !== undefined) changed();
  };

  // Watched from the first signed-in session on, not on the login's path (the database client loads then).
  let watchingConnection = false;
  const watchConnection = () => {
    if (watchingConnection) return;
    watchingConnection = true;
    database.onConnectionChange((isConnected) => {
      const wasConnected = connected;
      connected = isConnected;
      // Up: what she sees is current; going down: it was current until now.
      if (isConnected || wasConnected) markKnown();
    });
  };

  const apply = () => {
    if (!loaded) return;
    switch (decision.action) {
      case 'wait':
      case 'idle':
        break;
      case 'clear':
        if (stored !== null) write(() => store.clear());
        stored = null;
        latest.clear();
        break;
      case 'serve':
        watchConnection();
        break;
      case 'keep': {
        watchConnection();
        const { uid } = decision;
        if (stored?.owner !== uid) {
          stored = { owner: uid, knownAt: null, values: {}, pendingDoses: [] };
          write(() => store.claim(uid));
        }
        for (const [key, { path, value }] of [...latest]) keepValue(key, path, value);
        if (connected) markKnown();
        break;
      }
    }
    for (const subscription of subscriptions) serveKept(subscription);
    changed();
  };

  const loading = store.load().then(
    (copy) => {
      stored = copy;
      loaded = true;
      apply();
    },
    () => {
      loaded = true;
      apply();
    },
  );

  const follow = (
    path: string,
    key: string,
    start: (onValue: (value: unknown) => void) => () => void,
    onValue: (value: unknown) => void,
  ) => {
    const subscription: Subscription = { path, key, onValue, live: false, closed: false };
    subscriptions.add(subscription);
    const stop = start((value) => {
      if (subscription.closed) return;
      subscription.live = true;
      keepValue(key, path, value);
      onValue(value);
    });
    // Not inside `subscribe` itself: the caller has its unsubscribe in hand before any value comes.
    queueMicrotask(() => serveKept(subscription));
    return () => {
      subscription.closed = true;
      subscriptions.delete(subscription);
      stop();
    };
  };

  const wrapped: DatabasePort = {
    ...database,
    subscribe: (path, onValue, onError?: (error: DatabasePortError) => void) =>
      follow(path, localCopyKey(path), (send) => database.subscribe(path, send, onError), onValue),
    subscribeQuery: (path, query: DatabaseQuery, onValue, onError) =>
      follow(
        path,
        localCopyKey(path, query),
        (send) => database.subscribeQuery(path, query, send, onError),
        onValue,
      ),
    get: (path) => database.get(path),
    getQuery: (path, query) => database.getQuery(path, query),
    set: (path, value) => database.set(path, value),
    update: (path, values) => database.update(path, values),
    remove: (path) => database.remove(path),
    transaction: (path, update) => database.transaction(path, update),
    onConnectionChange: (listener) => database.onConnectionChange(listener),
  };

  return {
    database: wrapped,
    follow(next) {
      if (sameDecision(next, decision)) return;
      decision = next;
      apply();
    },
    knownAt: () => (servingUid() === null ? null : (stored?.knownAt ?? null)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenLoaded: () => loading,
    pendingDoses: (uid) => (stored?.owner === uid ? stored.pendingDoses : []),
    savePendingDoses(uid, doses) {
      if (stored?.owner !== uid) return;
      stored = { ...stored, pendingDoses: doses };
      write(() => store.savePendingDoses(doses));
    },
  };
}
