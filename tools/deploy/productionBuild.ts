import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The production build of the given folders, as `npm run build` does it (scripts/build.mjs), skipping a
 * folder whose build is newer than its sources. Resolves with whether every folder built. `quiet`
 * keeps webpack's output, and prints it only when the build failed (the tests' way).
 */
export function buildForProduction(
  repoRoot: string,
  folders: readonly string[],
  { quiet = false }: { readonly quiet?: boolean } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'build.mjs'), '--if-stale', ...folders],
      { cwd: repoRoot, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', () => resolve(false));
    child.once('close', (code) => {
      if (code !== 0 && quiet) process.stderr.write(output);
      resolve(code === 0);
    });
  });
}
