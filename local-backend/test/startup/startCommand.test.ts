import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/ports/repoLayout';

// The start command exactly as `npm run start -w local-backend` runs it (tsx src/cli/start.ts), on
// free ports and a temporary data folder: one ready line within 20 s, and after SIGTERM nothing left
// running — neither its own processes nor the Auth emulator's process group.

const readyLine =
  /^Amparo local backend ready: auth 127\.0\.0\.1:(\d+), database 127\.0\.0\.1:(\d+), firestore 127\.0\.0\.1:(\d+), storage 127\.0\.0\.1:(\d+) \(([\d.]+) s\)$/;

/** Every process whose parent chain leads to `rootPid` (read from /proc). */
function descendantsOf(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [pid, ppid] of parents) {
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Alive and not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function waitForLine(
  child: ChildProcessWithoutNullStreams,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no ready line within ${timeoutMs} ms; output:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      for (const line of output.split('\n')) {
        const match = pattern.exec(line);
        if (match !== null) {
          clearTimeout(timer);
          resolve(match);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`the start command exited (${code}) before it was ready; output:\n${output}`),
      );
    });
  });
}

let dataDir: string;
let child: ChildProcessWithoutNullStreams | null = null;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-start-test-'));
});

afterAll(() => {
  // Only if the test failed half-way: end what this test started, by its PIDs (the Auth emulator
  // leads its own process group).
  if (child?.pid !== undefined && isRunning(child.pid)) {
    for (const pid of [...descendantsOf(child.pid).reverse(), child.pid]) {
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // Not a group leader, or already gone.
        }
      }
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The start command as `npm run start -w local-backend` runs it, on free ports, keeping data in `folder`. */
function startCommand(folder: string): ChildProcessWithoutNullStreams {
  child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['src/cli/start.ts', '--data-dir', folder],
    {
      cwd: path.join(repoRoot, 'local-backend'),
      env: {
        ...process.env,
        AUTH_EMULATOR_PORT: '0',
        DATABASE_EMULATOR_PORT: '0',
        FIRESTORE_EMULATOR_PORT: '0',
        STORAGE_EMULATOR_PORT: '0',
      },
    },
  );
  return child;
}

it('prints one ready line within 20 s and leaves no process behind after SIGTERM', async () => {
  const startedAt = Date.now();
  const started = startCommand(dataDir);
  let stdout = '';
  started.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });

  const match = await waitForLine(started, readyLine, 40_000);
  const readyAfterMs = Date.now() - startedAt;
  const ports = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
  for (const port of ports) expect(await isListening(port)).toBe(true);

  const processes = descendantsOf(started.pid as number);
  const authEmulatorPid = processes.find((pid) => commandLineOf(pid).includes('emulators:start'));
  expect(authEmulatorPid).toBeDefined();

  const exited = new Promise<number | null>((resolve) =>
    started.once('exit', (code) => resolve(code)),
  );
  started.kill('SIGTERM');
  expect(await exited).toBe(0);

  expect(stdout.trim().split('\n')).toHaveLength(1);
  expect(isRunning(authEmulatorPid as number)).toBe(false);
  expect(processes.filter(isRunning)).toEqual([]);
  for (const port of ports) expect(await isListening(port)).toBe(false);
  // The Auth emulator exported its accounts on the way out.
  expect(existsSync(path.join(dataDir, 'auth', 'firebase-export-metadata.json'))).toBe(true);
  // Checked last, so a slow start still shuts down cleanly.
  expect(readyAfterMs).toBeLessThan(20_000);
}, 70_000);

it('stops with a clear message, leaving nothing behind, when the Auth emulator is killed', async () => {
  const started = startCommand(path.join(dataDir, 'killed'));
  let stderr = '';
  started.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const match = await waitForLine(started, readyLine, 40_000);
  const ports = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
  const processes = descendantsOf(started.pid as number);
  const authEmulatorPid = processes.find((pid) => commandLineOf(pid).includes('emulators:start'));
  expect(authEmulatorPid).toBeDefined();

  const exited = new Promise<number | null>((resolve) =>
    started.once('exit', (code) => resolve(code)),
  );
  // The emulator leads its own process group: all of it dies at once, as with `kill -9`.
  process.kill(-(authEmulatorPid as number), 'SIGKILL');
  expect(await exited).toBe(1);
  expect(stderr).toMatch(
    /the Auth emulator stopped unexpectedly \(signal SIGKILL\); nobody can sign in/,
  );
  expect(processes.filter(isRunning)).toEqual([]);
  for (const port of ports) expect(await isListening(port)).toBe(false);
}, 70_000);
