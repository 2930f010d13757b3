import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ref, set } from 'firebase/database';
import { repoRoot } from '../../src/ports/repoLayout';
import { NAMESPACE, TestClients } from './rtdbTestClients';

// A real crash: the server runs in a child process, writes go to it by REST (puts and multi-path
// updates, some of them large) and by the SDK, and once enough are confirmed it is killed with
// SIGKILL by its PID while others are still in flight. Restarted on the same data file, it must hold
// every write it confirmed. Three rounds. The large writes replace one record per lane again and
// again, so the log outgrows the data file and is folded into it every few writes: a kill may land
// in the middle of a compaction.

const rounds = 3;
const confirmedPerRound = 70;
const lanes = 8;
/** Small, so that the log is compacted every few large writes. */
const compactionLogBytes = 256 * 1024;
/** Characters of a large write's text ('é', two bytes each in the log). */
const largeChars = 100_000;

interface RunningChild {
  readonly pid: number;
  readonly port: number;
  readonly exited: Promise<void>;
}

/** Every line the children wrote to stderr (the server's log), shown when a start fails. */
const childLog: string[] = [];
const compactions = (): number =>
  childLog.filter((line) => /change log restarted/.test(line)).length;

function startChild(dataFile: string): Promise<RunningChild> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(__dirname, 'crashableRtdbServer.ts'),
      dataFile,
      String(compactionLogBytes),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr.on('data', (chunk: Buffer) => childLog.push(...chunk.toString('utf8').split('\n')));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port !== undefined) resolve({ pid: child.pid as number, port: Number(port), exited });
    });
    void exited.then(() =>
      reject(new Error(`the server exited before it served:\n${childLog.join('\n')}`)),
    );
  });
}

/**
 * One write: how to make it, and once confirmed, the values it leaves at each path (written once) or
 * the number it leaves in its lane's record (replaced by the lane's later writes).
 */
interface PlannedWrite {
  readonly perform: () => Promise<unknown>;
  readonly leaves: ReadonlyArray<readonly [string, unknown]>;
  readonly laneRecord?: { readonly path: string; readonly n: number };
}

/** A lane's large record, `n` its write's number: its text follows from `n`. */
function largeRecord(n: number): { n: number; texto: string } {
  return { n, texto: `${n}:`.padEnd(largeChars, 'é') };
}

function planWrite(
  port: number,
  sdkWrite: (path: string, value: unknown) => Promise<void>,
  round: number,
  index: number,
  lane: number,
): PlannedWrite {
  const base = `open/r${round}/w${index}`;
  const rest = (method: 'PUT' | 'PATCH', path: string, body: unknown) => async () => {
    const response = await fetch(`http://127.0.0.1:${port}/${path}.json?ns=${NAMESPACE}`, {
      method,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /${path} answered ${response.status}`);
  };
  switch (index % 5) {
    case 0:
    case 3: {
      const n = round * 100_000 + index;
      const path = `open/lanes/${lane}`;
      return { perform: rest('PUT', path, largeRecord(n)), leaves: [], laneRecord: { path, n } };
    }
    case 1: {
      const children = { nome: `Contacto ${index}`, 'tel/principal': `91${index}` };
      return {
        perform: rest('PATCH', base, children),
        leaves: [
          [`${base}/nome`, children.nome],
          [`${base}/tel/principal`, children['tel/principal']],
        ],
      };
    }
    case 2: {
      const value = { dose: '08:00', n: index };
      return { perform: () => sdkWrite(base, value), leaves: [[base, value]] };
    }
    default: {
      const value = { n: index, quando: 1_700_000_000_000 + index };
      return { perform: rest('PUT', base, value), leaves: [[base, value]] };
    }
  }
}

function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split('/')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[key] ?? null;
  }
  return node;
}

describe('Realtime Database server: a crash (SIGKILL) loses no confirmed write', () => {
  const clients = new TestClients();
  let folder: string;
  const running: RunningChild[] = [];

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'amparo-crash-'));
  });
  afterAll(async () => {
    await clients.deleteAll();
    // Only if the test failed half-way: end the child this test started, by its PID.
    for (const child of running) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every write it confirmed, through three kills, compactions included', async () => {
    const dataFile = join(folder, 'database.json');
    const confirmed = new Map<string, unknown>();
    /** Each lane record's number last confirmed: the record holds it, or a later write's. */
    const laneRecords = new Map<string, number>();
    let counterConfirmed = -1;

    const readAll = async (port: number): Promise<unknown> => {
      const response = await fetch(`http://127.0.0.1:${port}/.json?ns=${NAMESPACE}`);
      return response.json();
    };
    const missing = (tree: unknown): string[] => [
      ...[...confirmed]
        .filter(([path, value]) => JSON.stringify(valueAt(tree, path)) !== JSON.stringify(value))
        .map(([path]) => path),
      ...[...laneRecords]
        .filter(([path, n]) => {
          const held = valueAt(tree, path) as { n: number } | null;
          return (
            held === null ||
            held.n < n ||
            JSON.stringify(held) !== JSON.stringify(largeRecord(held.n))
          );
        })
        .map(([path]) => path),
    ];

    for (let round = 0; round <= rounds; round += 1) {
      const server = await startChild(dataFile);
      running.push(server);
      const tree = await readAll(server.port);
      expect(missing(tree)).toEqual([]);
      expect(valueAt(tree, 'open/counter') ?? -1).toBeGreaterThanOrEqual(counterConfirmed);
      if (round === rounds) {
        process.kill(server.pid, 'SIGKILL');
        await server.exited;
        break;
      }

      const sdk = clients.create(server.port);
      const sdkWrite = (path: string, value: unknown) => set(ref(sdk.db, path), value);
      let confirmedThisRound = 0;
      const compactionsBefore = compactions();
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        process.kill(server.pid, 'SIGKILL');
      };
      let next = 0;
      const lane = async (_: unknown, laneNumber: number): Promise<void> => {
        while (!killed) {
          const write = planWrite(server.port, sdkWrite, round, next, laneNumber);
          next += 1;
          const done = write.perform().then(() => {
            for (const [path, value] of write.leaves) confirmed.set(path, value);
            if (write.laneRecord !== undefined)
              laneRecords.set(write.laneRecord.path, write.laneRecord.n);
            confirmedThisRound += 1;
            // Not before a compaction ran in this round: the next kill may well land in one.
            if (confirmedThisRound >= confirmedPerRound && compactions() > compactionsBefore)
              kill();
          });
          // A write in flight when the server dies never gets an answer from the SDK.
          await Promise.race([done.catch(() => undefined), server.exited]);
        }
      };
      const counterLane = async (): Promise<void> => {
        for (let value = counterConfirmed + 1; !killed; value += 1) {
          const done = sdkWrite('open/counter', value).then(() => {
            counterConfirmed = Math.max(counterConfirmed, value);
          });
          await Promise.race([done.catch(() => undefined), server.exited]);
        }
      };
      await Promise.all([...Array.from({ length: lanes }, lane), counterLane()]);
      await server.exited;
      await clients.deleteAll();
    }
    expect(confirmed.size + laneRecords.size).toBeGreaterThanOrEqual(
      (rounds * confirmedPerRound * 4) / 5,
    );
    // The log was folded into the data file while writes went on, in every round.
    expect(compactions()).toBeGreaterThanOrEqual(rounds);
  }, 180_000);
});
