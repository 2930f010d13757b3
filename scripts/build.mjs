#!/usr/bin/env node
// `npm run build`: builds root-config and every micro-frontend for production, each alone into its own
// dist folder. `--if-stale` skips a target whose dist is newer than all of its inputs (npm start uses it).
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, repoRoot, run } from './lib/processes.mjs';
import { buildTargets, isStale, markBuilt } from './lib/builds.mjs';

export async function buildAll({ ifStale = false, targets = buildTargets } = {}) {
  const todo = targets.filter((target) => !ifStale || isStale(target));
  const skipped = targets.filter((target) => !todo.includes(target));
  if (skipped.length > 0) console.log(`build: up to date, skipped: ${skipped.join(', ')}`);
  const failed = [];
  const queue = [...todo];
  const parallel = Math.max(1, Math.min(2, os.cpus().length));
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const dir = path.join(repoRoot, target);
      if (!existsSync(path.join(dir, 'webpack.config.cjs'))) {
        console.error(`build: ${target} has no webpack.config.cjs`);
        failed.push(target);
        continue;
      }
      const started = Date.now();
      const code = await run(
        bin('webpack'),
        ['--mode', 'production', '--config', 'webpack.config.cjs'],
        { cwd: dir },
      );
      if (code === 0) {
        markBuilt(target);
        console.log(`build: ${target} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        console.error(`build: ${target} FAILED (exit ${code})`);
        failed.push(target);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifStale = process.argv.includes('--if-stale');
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const failed = await buildAll({ ifStale, targets: named.length > 0 ? named : buildTargets });
  if (failed.length > 0) {
    console.error(`build: failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
