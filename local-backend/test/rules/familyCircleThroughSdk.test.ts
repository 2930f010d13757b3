import { readFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/app';
import { onValue, ref, set, update, type Database } from 'firebase/database';
import {
  daySharedPath,
  familyDayPath,
  familyPostsPath,
  joinCirclePatch,
  removeRelativePatch,
} from '@amparo/shared-machines/records';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { ServiceClock } from '../../src/clock/serviceClock';
import { startRtdbServer, type RtdbServerHandle } from '../../src/rtdb';
import { NAMESPACE, TestClients } from '../rtdb/rtdbTestClients';
import { fixtureWith, names, openInvitation, rulesNow } from './rulesTables';

// The family circle live, through the firebase SDK against the local server: a relative's open listeners
// end the moment the person removes him (one update), or stops sharing her day; a new relative joins with
// an invitation and reads the family part at once. The rules tables (rulesTables.ts) prove each path.

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
let server: RtdbServerHandle;
const startedAt = Date.now();
const clock = new ServiceClock(0, () => rulesNow + (Date.now() - startedAt));
const clients = new TestClients();
let maria: Database;
let pedro: Database;
let joana: Database;

async function holdFixture(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${server.port}/.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(fixtureWith()),
  });
  if (response.status !== 200) throw new Error(`admin PUT failed: ${response.status}`);
}

/** A listener's life: the values it received, and the error that cancelled it (if one did). */
interface Watch {
  readonly values: unknown[];
  cancelled: Error | null;
  stop: () => void;
  readonly firstValue: Promise<void>;
  readonly cancellation: Promise<Error>;
}

function watch(database: Database, path: string): Watch {
  let resolveFirst: () => void = () => undefined;
  let resolveCancel: (error: Error) => void = () => undefined;
  const state: Watch = {
    values: [],
    cancelled: null,
    stop: () => undefined,
    firstValue: new Promise<void>((resolve) => (resolveFirst = resolve)),
    cancellation: new Promise<Error>((resolve) => (resolveCancel = resolve)),
  };
  state.stop = onValue(
    ref(database, path),
    (snapshot) => {
      state.values.push(snapshot.val());
      resolveFirst();
    },
    (error) => {
      state.cancelled = error;
      resolveCancel(error);
    },
  );
  return state;
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  setLogLevel('silent');
  server = await startRtdbServer({ port: 0, rules, dataFile: null, clock });
  maria = clients.create(server.port, 'maria').db;
  pedro = clients.create(server.port, 'pedro').db;
  joana = clients.create(server.port, 'estranho').db;
});

afterAll(async () => {
  await clients.deleteAll();
  await server.stop();
});

beforeEach(holdFixture);

describe('the family circle, live (SDK against the local server)', () => {
  it('removing pedro with one update cancels his open listeners on her posts and her day at once', async () => {
    const posts = watch(pedro, familyPostsPath('maria'));
    const day = watch(pedro, familyDayPath('maria'));
    await within(Promise.all([posts.firstValue, day.firstValue]), 5000, 'first values');
    await update(ref(maria), removeRelativePatch('maria', 'pedro'));
    const [postsError, dayError] = await within(
      Promise.all([posts.cancellation, day.cancellation]),
      5000,
      'cancellation',
    );
    expect(postsError.message).toMatch(/permission[ _]denied/i);
    expect(dayError.message).toMatch(/permission[ _]denied/i);
  });

  it('turning off the day sharing cancels pedro’s view of her day, not of her posts', async () => {
    const posts = watch(pedro, familyPostsPath('maria'));
    const day = watch(pedro, familyDayPath('maria'));
    await within(Promise.all([posts.firstValue, day.firstValue]), 5000, 'first values');
    await set(ref(maria, daySharedPath('maria')), false);
    const dayError = await within(day.cancellation, 5000, 'cancellation');
    expect(dayError.message).toMatch(/permission[ _]denied/i);
    expect(posts.cancelled).toBeNull();
    posts.stop();
  });

  it('a new account joins with an open invitation, reads the posts, and the invitation is used up', async () => {
    await update(
      ref(joana),
      joinCirclePatch({
        relativeUid: 'estranho',
        relativeName: 'Joana Silva',
        personUid: 'maria',
        personName: names.maria,
        codeHash: openInvitation,
        firstCircle: true,
      }),
    );
    const posts = watch(joana, familyPostsPath('maria'));
    await within(posts.firstValue, 5000, 'posts');
    expect(Object.keys(posts.values[0] as object)).toHaveLength(1);
    posts.stop();
    // The same invitation a second time (another account) is refused.
    await expect(
      update(
        ref(pedro),
        joinCirclePatch({
          relativeUid: 'pedro',
          relativeName: 'Pedro Silva',
          personUid: 'maria',
          personName: names.maria,
          codeHash: openInvitation,
          firstCircle: false,
        }),
      ),
    ).rejects.toThrow(/permission[ _]denied/i);
  });
});
