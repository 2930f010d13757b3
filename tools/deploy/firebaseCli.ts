import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The Firebase CLI of node_modules (firebase-tools) as the deployment uses it: read and create
 * commands with `--json` (their result or their error), and deploys shown as they go. The dry run and
 * the tests give their own FirebaseCli; only this file starts the real one.
 */

export type JsonReply =
  { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: string };

export interface FirebaseCli {
  /** A command run with `--json`: its `result`, or its error message. */
  readonly json: (args: readonly string[]) => Promise<JsonReply>;
  /** A command whose progress the volunteer reads (a deploy); resolves with its exit code. */
  readonly run: (args: readonly string[]) => Promise<number>;
}

/** `firebase deploy --only hosting:root`, as one would type it. */
export function commandLine(args: readonly string[]): string {
  const quoted = args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg}'`));
  return ['firebase', ...quoted].join(' ');
}

/** The CLI's `--json` output: `{"status":"success","result":…}` or `{"status":"error","error":"…"}`. */
export function parseJsonReply(stdout: string, stderr: string, code: number | null): JsonReply {
  const start = stdout.indexOf('{');
  try {
    const reply = JSON.parse(start < 0 ? stdout : stdout.slice(start)) as {
      status?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (reply.status === 'success') return { ok: true, result: reply.result };
    if (typeof reply.error === 'string') return { ok: false, error: reply.error };
  } catch {
    // Not the CLI's JSON (it crashed, or printed something else): its own words below.
  }
  const words = `${stderr}\n${stdout}`.trim().split('\n').slice(-5).join(' ').trim();
  return { ok: false, error: words || `the Firebase CLI stopped with exit code ${String(code)}` };
}

export function firebaseCli(repoRoot: string, env: NodeJS.ProcessEnv = process.env): FirebaseCli {
  const command = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
  const options = { cwd: repoRoot, env: { ...env, NO_UPDATE_NOTIFIER: '1' } };
  return {
    json: (args) =>
      new Promise((resolve) => {
        const child = spawn(command, [...args, '--json'], {
          ...options,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', (error) => resolve({ ok: false, error: error.message }));
        child.once('close', (code) => resolve(parseJsonReply(stdout, stderr, code)));
      }),
    run: (args) =>
      new Promise((resolve) => {
        const child = spawn(command, [...args], { ...options, stdio: 'inherit' });
        child.once('error', () => resolve(1));
        child.once('close', (code) => resolve(code ?? 1));
      }),
  };
}
