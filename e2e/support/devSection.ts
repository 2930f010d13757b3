/**
 * A section's development loop for browser tests: `npm run dev -w <folder>`'s own script
 * (scripts/dev-section.mjs), started in its own process group and stopped by it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../tools/server/workspace';

export interface RunningDevSection {
  /** The development build's remoteEntry.js, as the script prints it. */
  readonly entry: string;
  /** The address that points this browser at it, as the script prints it. */
  readonly overrideUrl: string;
  /** Everything the script printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export function startDevSection(folder: string, platformUrl: string): Promise<RunningDevSection> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'dev-section.mjs')], {
    cwd: path.join(repoRoot, folder),
    env: { ...process.env, AMPARO_PLATFORM_URL: platformUrl, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${folder}'s dev server did not start in 120 s:\n${printed}`));
    }, 120_000);
    const read = (chunk: Buffer) => {
      printed += String(chunk);
      const entry = /is served at (\S+)/.exec(printed)?.[1];
      const overrideUrl = /^\s+(\S+\/amparo-dev\?(?!reset)\S+)$/m.exec(printed)?.[1];
      if (entry && overrideUrl) {
        clearTimeout(timer);
        resolve({ entry, overrideUrl, output: () => printed, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${folder}'s dev server exited (${code}):\n${printed}`));
    });
  });
}
