/**
 * Helpers for composition tests that deploy one section differently: a second, labelled build of a
 * micro-frontend into its own folder, a hand-written remote whose mount throws, a manifest file.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../tools/server/workspace';
import { defaultRemotesManifest } from '../../tools/server/runtimeDocuments';
import { microFrontendFolders } from '../../tools/server/workspace';

const run = promisify(execFile);

/**
 * Builds `folder` again, stamped with `label`, into `outDir` (skipped when that build already exists);
 * `env` adds build settings (AMPARO_BUILT_AGAINST: built as if a shared package had another version).
 */
export async function buildLabelledRemote(
  folder: string,
  label: string,
  outDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  const stamp = path.join(outDir, 'remoteEntry.js');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').includes(JSON.stringify(label))) return;
  await run(
    path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.cjs'],
    {
      cwd: path.join(repoRoot, folder),
      env: { ...process.env, ...env, AMPARO_DIST_DIR: outDir, AMPARO_BUILD_LABEL: label },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** Runs a section's contract check (tools/contract/cli.ts) of `buildDir` against the root at `rootUrl`. */
export async function checkContract(
  folder: string,
  buildDir: string,
  rootUrl: string,
): Promise<{ passed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['tools/contract/cli.ts', '--section', folder, '--build', buildDir, '--root', rootUrl],
      { cwd: repoRoot },
    );
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { passed: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * A federation container written by hand: it loads, but its application throws on mount — the case
 * of a deployed section with a fatal bug.
 */
export function writeRemoteThatThrowsOnMount(federationName: string, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'remoteEntry.js'),
    `var ${federationName} = {
  init: function () { return Promise.resolve(); },
  get: function () {
    return Promise.resolve(function () {
      return {
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error('${federationName} fails on mount (test remote)')); },
        unmount: function () { return Promise.resolve(); }
      };
    });
  }
};\n`,
  );
}

export function defaultManifest(): Record<string, string> {
  return defaultRemotesManifest(microFrontendFolders);
}

export function writeManifest(file: string, manifest: Record<string, string>): void {
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}
