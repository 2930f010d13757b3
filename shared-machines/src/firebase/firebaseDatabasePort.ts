import type { FirebaseApp } from 'firebase/app';
import { validatePath, validateValue } from '../domain/rtdbKeys';
import { queryProblem } from '../ports/querySelection';
import {
  DatabasePortError,
  type DatabasePort,
  type DatabaseQuery,
  type TransactionResult,
  type Unsubscribe,
} from '../ports/backendPorts';
import { toDatabasePortError } from './firebaseErrors';

type DatabaseModule = typeof import('firebase/database');

interface LoadedDatabase {
  readonly sdk: DatabaseModule;
  readonly db: import('firebase/database').Database;
}

export interface DatabaseEmulator {
  readonly host: string;
  readonly port: number;
}

function checked(path: string, value?: { readonly value: unknown }): void {
  const problem = validatePath(path) ?? (value ? validateValue(value.value) : null);
  if (problem) throw new DatabasePortError(problem.code, problem.message);
}

/** The SDK's query for a port's query: ordered by key or by a child, between its bounds. */
function sdkQuery(
  sdk: DatabaseModule,
  at: import('firebase/database').DatabaseReference,
  query: DatabaseQuery,
): import('firebase/database').Query {
  const constraints = [
    query.orderBy === 'key' ? sdk.orderByKey() : sdk.orderByChild(query.orderBy.child),
    ...(query.startAt === undefined ? [] : [sdk.startAt(query.startAt)]),
    ...(query.endAt === undefined ? [] : [sdk.endAt(query.endAt)]),
  ];
  return sdk.query(at, ...constraints);
}

let websocketsForced = false;

/**
 * The Realtime Database port over the modular SDK. `firebase/database` is imported on first use
 * only, so the login screen never loads it.
 */
export function createFirebaseDatabasePort(
  app: FirebaseApp,
  emulator?: DatabaseEmulator,
): DatabasePort {
  let loading: Promise<LoadedDatabase> | null = null;
  const load = (): Promise<LoadedDatabase> => {
    loading ??= import('firebase/database').then((sdk) => {
      // Websockets only. After one failed websocket attempt (the server restarting, the tablet's
      // network dropping) the SDK otherwise falls back to long polling, a JSONP transport that loads
      // scripts from the database host — which the platform's CSP (script-src 'self') rightly blocks,
      // so the client would never reconnect until the page is reloaded. Retrying websockets with the
      // SDK's own backoff reconnects as soon as the server answers again (browser test: connection.spec).
      // The setting is the SDK's, for every app of the page: set it once (again, the SDK warns).
      if (!websocketsForced) sdk.forceWebSockets();
      websocketsForced = true;
      const db = sdk.getDatabase(app);
      if (emulator) sdk.connectDatabaseEmulator(db, emulator.host, emulator.port);
      return { sdk, db };
    });
    return loading;
  };
  const reference = ({ sdk, db }: LoadedDatabase, path: string) =>
    path === '' ? sdk.ref(db) : sdk.ref(db, path);

  /** Subscribes once the SDK is loaded; unsubscribing before that cancels the subscription. */
  const listen = (
    start: (loaded: LoadedDatabase) => Unsubscribe,
    onError: (error: DatabasePortError) => void,
  ): Unsubscribe => {
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    load()
      .then((loaded) => {
        if (!cancelled) stop = start(loaded);
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(toDatabasePortError(error));
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  };

  /** A live value of a path, or of the children a query selects; an invalid path is reported, never thrown. */
  const follow = (
    path: string,
    query: DatabaseQuery | undefined,
    onValue: (value: unknown) => void,
    onError: ((error: DatabasePortError) => void) | undefined,
  ): Unsubscribe => {
    const reportError = (error: DatabasePortError) => onError?.(error);
    const problem = validatePath(path) ?? (query ? queryProblem(query) : null);
    if (problem) {
      queueMicrotask(() => reportError(new DatabasePortError(problem.code, problem.message)));
      return () => undefined;
    }
    return listen((loaded) => {
      const at = reference(loaded, path);
      return loaded.sdk.onValue(
        query ? sdkQuery(loaded.sdk, at, query) : at,
        (snapshot) => onValue(snapshot.val()),
        (error) => reportError(toDatabasePortError(error)),
      );
    }, reportError);
  };

  const read = async (path: string, query?: DatabaseQuery): Promise<unknown> => {
    checked(path);
    const problem = query ? queryProblem(query) : null;
    if (problem) throw new DatabasePortError(problem.code, problem.message);
    try {
      const loaded = await load();
      const at = reference(loaded, path);
      return (await loaded.sdk.get(query ? sdkQuery(loaded.sdk, at, query) : at)).val();
    } catch (error) {
      throw toDatabasePortError(error);
    }
  };

  return {
    subscribe(path, onValue, onError) {
      return follow(path, undefined, onValue, onError);
    },

    subscribeQuery(path, query, onValue, onError) {
      return follow(path, query, onValue, onError);
    },

    get(path) {
      return read(path);
    },

    getQuery(path, query) {
      return read(path, query);
    },

    async set(path, value) {
      checked(path, { value });
      try {
        const loaded = await load();
        await loaded.sdk.set(reference(loaded, path), value);
      } catch (error) {
        throw toDatabasePortError(error);
      }
    },

    async update(path, values) {
      checked(path);
      for (const [relative, value] of Object.entries(values))
        checked(path === '' ? relative : `${path}/${relative}`, { value });
      try {
        const loaded = await load();
        await loaded.sdk.update(reference(loaded, path), values);
      } catch (error) {
        throw toDatabasePortError(error);
      }
    },

    async remove(path) {
      checked(path);
      try {
        const loaded = await load();
        await loaded.sdk.remove(reference(loaded, path));
      } catch (error) {
        throw toDatabasePortError(error);
      }
    },

    async transaction<T>(
      path: string,
      update: (current: T | null) => T | undefined,
    ): Promise<TransactionResult<T>> {
      checked(path);
      try {
        const loaded = await load();
        const result = await loaded.sdk.runTransaction(
          reference(loaded, path),
          (current: T | null) => {
            const next = update(current);
            if (next !== undefined) checked(path, { value: next });
            return next;
          },
        );
        return { committed: result.committed, value: result.snapshot.val() as T | null };
      } catch (error) {
        throw toDatabasePortError(error);
      }
    },

    /** As the SDK reports `.info/connected`: false first, until the connection is made, then every change. */
    onConnectionChange(listener) {
      return listen(
        (loaded) =>
          loaded.sdk.onValue(loaded.sdk.ref(loaded.db, '.info/connected'), (snapshot) =>
            listener(snapshot.val() === true),
          ),
        () => listener(false),
      );
    },
  };
}
