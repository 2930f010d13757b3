import { readFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/app';
import { get, ref, remove, set, update, type Database } from 'firebase/database';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { ServiceClock } from '../../src/clock/serviceClock';
import { startRtdbServer, type RtdbServerHandle } from '../../src/rtdb';
import { NAMESPACE, TestClients } from '../rtdb/rtdbTestClients';
import {
  accessTable,
  everyone,
  fixtureWith,
  parentOf,
  registration,
  rulesNow,
  uidOf,
  valueToWrite,
  whoLabel,
  writeTables,
  type Who,
  type WriteCase,
} from './rulesTables';

// The tables of rulesTables.ts through the firebase SDK, as the browser uses it, against the local Realtime
// Database server enforcing database.rules.json. Each person is one SDK client authenticated with a mock
// user token (what the Auth emulator's ID tokens amount to for the rules: an uid). Server times are the
// SDK's `serverTimestamp()`, resolved by the server. The admin credential only sets the data up. The
// server's clock starts at the tables' `rulesNow`, so that today and yesterday are the days they name.

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));

let server: RtdbServerHandle;
const startedAt = Date.now();
const clock = new ServiceClock(0, () => rulesNow + (Date.now() - startedAt));
const clients = new TestClients();
const databases = {} as Record<Who, Database>;

/** The data the server holds now (JSON), or null after a write that may have changed it. */
let current: string | null = null;

async function holdData(data: Record<string, unknown>): Promise<void> {
  const json = JSON.stringify(data);
  if (current === json) return;
  const response = await fetch(`http://127.0.0.1:${server.port}/.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: json,
  });
  if (response.status !== 200)
    throw new Error(`admin PUT failed: ${response.status} ${await response.text()}`);
  current = json;
}

/** Whether the promise resolved (true) or was refused with permission_denied (false); anything else fails. */
async function outcome(operation: Promise<unknown>): Promise<boolean> {
  try {
    await operation;
    return true;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === 'PERMISSION_DENIED' || /permission[ _]denied/i.test(message ?? '')) return false;
    throw error;
  }
}

const refOf = (who: Who, path: string) => ref(databases[who], path === '/' ? undefined : path);

beforeAll(async () => {
  // A refused write is expected here hundreds of times; the SDK would warn about each.
  setLogLevel('silent');
  server = await startRtdbServer({ port: 0, rules, dataFile: null, clock });
  for (const who of everyone)
    databases[who] = clients.create(server.port, uidOf[who] ?? undefined).db;
});

afterAll(async () => {
  await clients.deleteAll();
  await server.stop();
});

const fixtureData = fixtureWith();
const cases = accessTable.flatMap((row) =>
  everyone.map((who) => ({ ...row, who, allowed: row.outcomes[who] })),
);

describe('who reads, writes and lists what (SDK against the local server)', () => {
  it.each(cases)(
    '$operation $path as $who: $allowed',
    async ({ path, operation, who, allowed }) => {
      await holdData(fixtureData);
      let result: boolean;
      if (operation === 'write') {
        current = null;
        result = await outcome(set(refOf(who, path), valueToWrite(path, who)));
      } else {
        result = await outcome(get(refOf(who, operation === 'read' ? path : parentOf(path))));
      }
      expect({ allowed: result, by: whoLabel[who] }).toEqual({ allowed, by: whoLabel[who] });
    },
  );
});

function run(writeCase: WriteCase): Promise<unknown> {
  const target = refOf(writeCase.who, writeCase.path);
  switch (writeCase.op) {
    case 'set':
      return set(target, writeCase.value);
    case 'update':
      return update(target, writeCase.value as Record<string, unknown>);
    case 'remove':
      return remove(target);
  }
}

describe.each(Object.entries(writeTables))(
  'values: %s (SDK against the local server)',
  (_table, writeCases) => {
    it.each(writeCases.map((writeCase) => [writeCase.title, writeCase] as const))(
      '%s',
      async (_title, writeCase) => {
        await holdData(fixtureWith(writeCase.given));
        current = null;
        expect(await outcome(run(writeCase))).toBe(writeCase.allowed);
      },
    );
  },
);

describe('a registration, then the carer (SDK against the local server)', () => {
  it('creates the membership, then names the carer, who then reads and writes the new person’s data and sees her to confirm', async () => {
    await holdData(fixtureData);
    current = null;
    const stranger = databases.stranger;
    const carer = databases.carer;
    await expect(get(ref(carer, 'members/estranho'))).rejects.toThrow(/permission[ _]denied/i);
    await update(
      ref(stranger),
      registration('estranho', { name: 'Joana', since: { '.sv': 'timestamp' } }),
    );
    await update(ref(stranger), {
      'carerPeople/ana/estranho': true,
      'carerPending/ana/estranho': true,
    });
    expect((await get(ref(carer, 'members/estranho/name'))).val()).toBe('Joana');
    expect((await get(ref(carer, 'carerPeople/ana'))).val()).toEqual({
      maria: true,
      estranho: true,
    });
    expect((await get(ref(carer, 'carerPending/ana'))).val()).toEqual({ estranho: true });
    await set(ref(carer, 'Newdata_estranho/variaveis/var_consulta'), 4);
    expect((await get(ref(stranger, 'Newdata_estranho/variaveis/var_consulta'))).val()).toBe(4);
    const since = (await get(ref(stranger, 'members/estranho/since'))).val() as number;
    expect(Math.abs(clock.now() - since)).toBeLessThan(60_000);
  });
});
