import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServiceClock } from '../clock/serviceClock';
import { localProjectId } from '../ports/emulatorPorts';
import { findFreePort, isPortTaken } from '../ports/freePort';
import { firebaseCliPath, firebaseJsonPath } from '../ports/repoLayout';
import { waitForHttp } from '../ports/waitForHttp';
import type { DurableAccountsProxy } from './durableAccountsProxy';
import { startDurableAccountsProxy } from './durableAccountsProxy';
import { writeAuthEmulatorConfig } from './emulatorConfigFile';
import { linkEmulatorClock } from './emulatorClockLink';

export interface AuthEmulatorOptions {
  readonly host: string;
  readonly port: number;
  /** The accounts are imported from and exported to `<dataDir>/auth`. */
  readonly dataDir: string;
  readonly log?: (line: string) => void;
  readonly readyTimeoutMs?: number;
  /** The services' clock: the emulator mints its tokens at this clock's time, moves included. */
  readonly clock?: ServiceClock;
}

export interface RunningAuthEmulator {
  readonly host: string;
  readonly port: number;
  /** PID of the firebase-tools process (the leader of its own process group). */
  readonly pid: number;
  /** Stops the emulator (it exports its accounts first) and waits until its process group is gone. */
  stop(): Promise<void>;
  /** Resolves, with what happened, if the emulator exits when nobody stopped it; never otherwise. */
  readonly failed: Promise<string>;
}

const preloadPath = path.join(__dirname, 'authEmulatorPreload.cjs');
/** How long the emulator may take to export and exit after SIGTERM before the group is killed. */
const cleanExitTimeoutMs = 15_000;
/**
 * firebase-tools prints this once every emulator is up and the `--import` is done; the port alone
 * answers before the accounts are imported.
 */
const readyAnnouncement = 'All emulators ready';
/** Lines of emulator output kept to explain a failed start. */
const keptOutputLines = 40;

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitUntilGroupGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isGroupAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

async function waitFor(
  condition: () => boolean,
  timeoutMs: number,
  abortReason: () => string | null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    const reason = abortReason();
    if (reason !== null) throw new Error(reason);
    if (Date.now() > deadline)
      throw new Error(
        `the Auth emulator did not report "${readyAnnouncement}" within ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function hasAuthExport(authDir: string): boolean {
  return existsSync(path.join(authDir, 'firebase-export-metadata.json'));
}

/**
 * Starts the official Auth emulator of firebase-tools (`firebase emulators:start --only auth`) in its
 * own process group, with the accounts persisted in `<dataDir>/auth`, and resolves once its port
 * answers HTTP.
 */
/** Asks the emulator's hub to export its accounts to `authDir` (written aside, then swapped in). */
async function exportAccounts(host: string, hubPort: number, authDir: string): Promise<void> {
  // The hub removes the folder before it swaps the new export in, and fails when there is none.
  mkdirSync(authDir, { recursive: true });
  const response = await fetch(`http://${host}:${hubPort}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: authDir, initiatedBy: 'amparo-local-backend' }),
  });
  if (!response.ok) throw new Error(`the hub's export answered ${response.status}`);
}

/** How many times the emulator is started when one of its own ports was taken meanwhile. */
const portRaceAttempts = 3;

/**
 * Whether the emulator stopped because a port of its own was taken: its ports are chosen free here and
 * bound by the child a moment later, and another process (a test running beside it) can take one in
 * between. firebase-tools says so in these words.
 */
export function lostPortRace(reason: string): boolean {
  return /port taken|Port \d+ is not open/i.test(reason);
}

export async function startAuthEmulator(
  options: AuthEmulatorOptions,
): Promise<RunningAuthEmulator> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startAuthEmulatorOnce(options);
    } catch (error) {
      if (attempt >= portRaceAttempts || !lostPortRace(String(error))) throw error;
      options.log?.(
        `auth: one of the emulator's ports was taken meanwhile; started again (${attempt})`,
      );
    }
  }
}

async function startAuthEmulatorOnce(options: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const log = options.log ?? (() => undefined);
  const authDir = path.resolve(options.dataDir, 'auth');
  mkdirSync(options.dataDir, { recursive: true });
  const port = options.port === 0 ? await findFreePort(options.host) : options.port;
  // The emulator listens on a port of its own; the public one is its accounts' proxy's.
  const emulatorPort = await findFreePort(options.host);
  // Otherwise whatever holds the port would answer the readiness check.
  if (await isPortTaken(options.host, port))
    throw new Error(`port ${options.host}:${port} for the Auth emulator is already in use`);
  const hubPort = await findFreePort(options.host);
  const loggingPort = await findFreePort(options.host);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-auth-emulator-'));
  const configPath = writeAuthEmulatorConfig(firebaseJsonPath, workDir, {
    host: options.host,
    port: emulatorPort,
    hubPort,
    loggingPort,
  });

  // First run: nothing to import yet, the export on exit creates the folder.
  const dataArgs = hasAuthExport(authDir)
    ? ['--import', authDir, '--export-on-exit']
    : ['--export-on-exit', authDir];
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    localProjectId,
    '--config',
    configPath,
    ...dataArgs,
  ];
  const child = spawn(firebaseCliPath, args, {
    cwd: workDir,
    detached: true,
    // The IPC channel carries the clock's moves (authEmulatorClock.cjs).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      CI: 'true',
      NO_UPDATE_NOTIFIER: '1',
      // firebase-tools writes its hub locator (hub-<project>.json) to the temporary directory; one
      // per run keeps two local backends (a test next to `npm start`) from exporting each other.
      TMPDIR: workDir,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(preloadPath)}`.trim(),
      AMPARO_EMULATOR_PARENT_PID: String(process.pid),
      AMPARO_EMULATOR_WORK_DIR: workDir,
      AMPARO_CLOCK_OFFSET_MS: String(options.clock?.offsetMs ?? 0),
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${firebaseCliPath}`);
  const unlinkClock =
    options.clock === undefined ? () => undefined : linkEmulatorClock(child, options.clock, log);

  const recentOutput: string[] = [];
  let announcedReady = false;
  const onOutput = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      if (line.includes(readyAnnouncement)) announcedReady = true;
      recentOutput.push(line);
      if (recentOutput.length > keptOutputLines) recentOutput.shift();
      log(`auth: ${line}`);
    }
  };
  // Both are pipes (stdio above).
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal === null ? `exit code ${code}` : `signal ${signal}`;
      resolve();
    });
  });

  let ready = false;
  let stopping: Promise<void> | null = null;
  const failed = new Promise<string>((resolve) => {
    void exited.then(() => {
      if (ready && stopping === null) resolve(`the Auth emulator stopped unexpectedly (${exit})`);
    });
  });
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      unlinkClock();
      if (exit === null) {
        // Before it is ready there is nothing to export, and firebase-tools ignores a signal that
        // arrives within 100 ms of installing its handlers: kill the group outright then.
        signalGroup(pid, ready ? 'SIGTERM' : 'SIGKILL');
        let timer: NodeJS.Timeout | undefined;
        const cleanExit = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), cleanExitTimeoutMs);
          }),
        ]);
        clearTimeout(timer);
        if (!cleanExit)
          log('auth: the emulator did not exit after SIGTERM, killing its process group');
      }
      signalGroup(pid, 'SIGKILL');
      if (!(await waitUntilGroupGone(pid, 5000)))
        throw new Error(`the Auth emulator's process group ${pid} survived SIGKILL`);
      rmSync(workDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    const timeoutMs = options.readyTimeoutMs ?? 60_000;
    const abortReason = (): string | null =>
      exit === null
        ? null
        : `the Auth emulator exited (${exit}) before it was ready:\n${recentOutput.join('\n')}`;
    await waitForHttp({ host: options.host, port: emulatorPort, timeoutMs, abortReason });
    await waitFor(() => announcedReady, timeoutMs, abortReason);
  } catch (error) {
    await stop();
    throw error;
  }
  let proxy: DurableAccountsProxy;
  try {
    proxy = await startDurableAccountsProxy({
      host: options.host,
      port,
      targetPort: emulatorPort,
      saveAccounts: () => exportAccounts(options.host, hubPort, authDir),
      log,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  const stopAll = async () => {
    await proxy.close();
    await stop();
  };
  return { host: options.host, port, pid, stop: stopAll, failed };
}
