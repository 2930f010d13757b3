import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onValue,
  type Database,
  type DataSnapshot,
  type Query,
} from 'firebase/database';
import { startRtdbServer, type RtdbServerHandle, type RtdbServerOptions } from '../../src/rtdb';

export const NAMESPACE = 'demo-amparo-default-rtdb';

/** The small rules the conformance suite runs under: each user owns users/<uid>; `open` is public. */
export const TEST_RULES = {
  rules: {
    users: {
      $uid: {
        '.read': 'auth != null && auth.uid === $uid',
        '.write': 'auth != null && auth.uid === $uid',
        age: { '.validate': 'newData.isNumber()' },
      },
    },
    open: { '.read': true, '.write': true },
  },
};

export function startTestServer(
  options: Partial<RtdbServerOptions> = {},
): Promise<RtdbServerHandle> {
  return startRtdbServer({ port: 0, rules: TEST_RULES, dataFile: null, ...options });
}

export interface TestClient {
  readonly app: FirebaseApp;
  readonly db: Database;
}

let appCount = 0;

/** SDK clients (one Firebase app each) pointed at a local server; signed in as `uid` when given. */
export class TestClients {
  private readonly apps: FirebaseApp[] = [];

  create(port: number, uid?: string): TestClient {
    appCount += 1;
    const app = initializeApp(
      { projectId: 'demo-amparo', databaseURL: `http://127.0.0.1:${port}?ns=${NAMESPACE}` },
      `rtdb-test-${appCount}`,
    );
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', port, uid ? { mockUserToken: { user_id: uid } } : {});
    this.apps.push(app);
    return { app, db };
  }

  async deleteAll(): Promise<void> {
    await Promise.all(this.apps.splice(0).map((app) => deleteApp(app)));
  }
}

/** Resolves with the first value event of `query` whose value satisfies `accept`. */
export function valueWhere(
  query: Query,
  accept: (value: unknown) => boolean,
): Promise<DataSnapshot> {
  return new Promise((resolve, reject) => {
    let settled = false;
    // The SDK may call back synchronously (from its cache), before onValue has returned.
    const unsubscribe: () => void = onValue(
      query,
      (snapshot) => {
        if (settled || !accept(snapshot.val())) return;
        settled = true;
        resolve(snapshot);
        queueMicrotask(() => unsubscribe());
      },
      reject,
    );
  });
}

/** Resolves once `query`'s listener is refused, with the error the SDK reports. */
export function listenError(query: Query): Promise<Error> {
  return new Promise((resolve) => {
    onValue(
      query,
      () => undefined,
      (error) => resolve(error),
    );
  });
}
