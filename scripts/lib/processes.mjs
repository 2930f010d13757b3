// Child processes of the scripts: each in its own process group (so stopping it stops everything it
// started), with its output forwarded line by line, and a wait for a "ready" line.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * Starts `command args` detached in its own process group. `onLine` sees every stdout/stderr line.
 * @returns {{ child: import('node:child_process').ChildProcess, stop: () => Promise<void>, exited: Promise<number|null> }}
 */
export function startGroup(
  command,
  args,
  { env = process.env, cwd = repoRoot, onLine = () => {}, label = command } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set([(line) => onLine(line, label)]);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      listeners.forEach((listener) => listener(line)),
    );
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const subscribe = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { child, stop, exited, subscribe };
}

/** Resolves with the first line matching `pattern`; rejects if the process exits first or on timeout. */
export function waitForLine(group, pattern, timeoutMs, label) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} was not ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const unsubscribe = group.subscribe((line) => {
      if (pattern.test(line)) {
        clearTimeout(timer);
        unsubscribe();
        resolve(line);
      }
    });
    group.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it was ready`));
    });
  });
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd = repoRoot } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
}

export const bin = (name) => `${repoRoot}/node_modules/.bin/${name}`;
