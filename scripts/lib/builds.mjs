// What `npm run build` builds: root-config (the host) and each micro-frontend, each on its own with
// webpack into its own dist folder. A build is stale when any of its inputs is newer than its stamp.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

export const buildTargets = [
  'root-config',
  'mf-shell',
  'mf-calls',
  'mf-health',
  'mf-games',
  'mf-admin',
  'mf-family',
];

const stampName = '.amparo-build-stamp';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Everything a target's bundle is made of: its own folder, the shared packages, the build tools, the lockfile. */
function inputsOf(target) {
  return [
    path.join(repoRoot, target),
    path.join(repoRoot, 'shared-machines', 'src'),
    path.join(repoRoot, 'shared-ui', 'src'),
    path.join(repoRoot, 'tools', 'webpack'),
    path.join(repoRoot, 'tools', 'contract', 'sharedExports.cjs'),
    path.join(repoRoot, 'tools', 'server', 'contentSecurityPolicy.cjs'),
    path.join(repoRoot, 'tools', 'server', 'firstScreenScript.cjs'),
    path.join(repoRoot, 'package-lock.json'),
  ];
}

export function isStale(target) {
  const stamp = path.join(repoRoot, target, 'dist', stampName);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputsOf(target).some((input) => newestMtime(input) > built);
}

export function markBuilt(target) {
  writeFileSync(path.join(repoRoot, target, 'dist', stampName), `${new Date().toISOString()}\n`);
}
