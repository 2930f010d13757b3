/**
 * `npm run deploy -- --project <id> [--only <target>[,…]] [--dry-run] [--out <folder>]`: Amparo on
 * the association's Firebase project (tools/deploy/deploy.ts; docs/deployment.md says what each step
 * does). --only ships some of root, mf-shell, mf-calls, mf-health, mf-games, mf-admin, mf-family; --dry-run
 * prints every step and writes the deployment folder without contacting anything; --out is that
 * folder (outside the repository; by default one per project in the system's temporary folder).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectIdProblem } from '../../local-backend/src/association/projectTarget';
import { repoRoot } from '../server/workspace';
import { credentialsProblem } from './credentials';
import { runDeploy } from './deploy';
import { shipmentOf } from './deployTargets';
import { dryRunCli } from './dryRunCli';
import { firebaseCli } from './firebaseCli';
import { buildForProduction } from './productionBuild';

const usage =
  'usage: npm run deploy -- --project <id> [--only mf-calls] [--dry-run] [--out <folder>] (tools/deploy/cli.ts)';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      only: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
  const projectId = values.project;
  if (projectId === undefined) throw new Error(`--project <id> is missing; ${usage}`);
  const projectProblem = projectIdProblem(projectId);
  if (projectProblem !== null) throw new Error(projectProblem);
  const shipment = shipmentOf(values.only);
  if ('problem' in shipment) throw new Error(shipment.problem);
  const dryRun = values['dry-run'] ?? false;
  const out = (line: string) => console.log(line);
  const err = (line: string) => console.error(line);
  return runDeploy(
    {
      repoRoot,
      projectId,
      shipment,
      dryRun,
      outDir: path.resolve(values.out ?? path.join(os.tmpdir(), 'amparo-deploy', projectId)),
    },
    {
      cli: dryRun ? dryRunCli(out) : firebaseCli(repoRoot),
      build: (folders) => buildForProduction(repoRoot, folders),
      credentialsProblem: () => credentialsProblem(process.env, projectId, repoRoot, process.cwd()),
      association: (args) =>
        new Promise((resolve) => {
          const child = spawn('npm', ['run', '--silent', 'association', '--', ...args], {
            cwd: repoRoot,
            stdio: 'inherit',
          });
          child.once('exit', (code) => resolve(code ?? 1));
        }),
      out,
      err,
    },
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
