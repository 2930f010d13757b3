import { checkRegion } from '../../local-backend/src/association/checkRegionCommand';
import {
  buildFoldersFor,
  defaultSiteUrl,
  remotesManifestOf,
  type Shipment,
  siteIdOf,
} from './deployTargets';
import { commandLine, type FirebaseCli } from './firebaseCli';
import { ensureHostingSites, type SiteUrls } from './hostingSites';
import { defaultDatabaseUrl, firestoreDatabaseThroughCli, webAppConfig } from './projectReads';
import { runtimeDocumentOf } from './runtimeDocument';
import { stageDeployment } from './stagedDeployment';

/**
 * `npm run deploy`: what docs/deployment.md does by hand, in order, each step safe to run again. A dry
 * run takes every step with a Firebase CLI that only says what it would run (dryRunCli.ts), so it
 * contacts nothing, and still builds and writes the deployment folder.
 */

export interface DeployOptions {
  readonly repoRoot: string;
  readonly projectId: string;
  readonly shipment: Shipment;
  readonly outDir: string;
  readonly dryRun: boolean;
}

export interface DeployEffects {
  readonly cli: FirebaseCli;
  readonly build: (folders: readonly string[]) => Promise<boolean>;
  /** The problem with the credentials the Firebase CLI would use (credentials.ts), or null. */
  readonly credentialsProblem: () => string | null;
  /** Runs `npm run association -- <args>` on the project; resolves with its exit code. */
  readonly association: (args: readonly string[]) => Promise<number>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

class Refusal extends Error {}

function orRefuse<T>(outcome: { readonly value: T } | { readonly problem: string }): T {
  if ('problem' in outcome) throw new Refusal(outcome.problem);
  return outcome.value;
}

function deployCommands(options: DeployOptions, configFile: string): string[][] {
  const common = ['--project', options.projectId, '--config', configFile, '--non-interactive'];
  const { targets, rules } = options.shipment;
  const sections = targets.filter((target) => target !== 'root');
  return [
    // The rules, the bucket's rules and the functions that mirror the circle for them (functions/).
    ...(rules ? [['deploy', '--only', 'database,firestore,storage,functions', ...common]] : []),
    ...(sections.length > 0
      ? [['deploy', '--only', sections.map((target) => `hosting:${target}`).join(','), ...common]]
      : []),
    ...(targets.includes('root') ? [['deploy', '--only', 'hosting:root', ...common]] : []),
  ];
}

async function steps(options: DeployOptions, effects: DeployEffects): Promise<string> {
  const { projectId, shipment, dryRun } = options;
  const { cli, out } = effects;
  const titles = [
    "the project's data is in the European Union",
    'Hosting sites and targets (created when missing)',
    'production build',
    "the project's web-app configuration",
    `the deployment folder ${options.outDir}: builds, remotes.json, amparo-runtime.json, first screen, policy`,
    shipment.rules
      ? "deploy: rules, functions, sections, root; the association's calendar (the days a dose may be recorded on)"
      : `deploy: ${shipment.targets.join(', ')}`,
  ];
  let index = 0;
  const step = () => out(`\n${++index}/${titles.length} ${titles[index - 1]}`);

  step();
  const credentials = effects.credentialsProblem();
  if (credentials !== null) throw new Refusal(credentials);
  const databaseUrl = orRefuse(await defaultDatabaseUrl(cli, projectId));
  const target = { kind: 'project', projectId, databaseUrl } as const;
  if (dryRun) {
    await firestoreDatabaseThroughCli(cli)(projectId);
    out('  (dry run: nothing read; a deployment stops here when a location is outside the EU)');
  } else if ((await checkRegion(target, () => firestoreDatabaseThroughCli(cli), effects)) !== 0) {
    throw new Refusal('nothing was deployed.');
  }

  step();
  const siteUrls: SiteUrls = orRefuse(
    await ensureHostingSites(cli, projectId, shipment.targets, out),
  );

  step();
  const folders = buildFoldersFor(shipment.targets);
  out(`  node scripts/build.mjs --if-stale ${folders.join(' ')}`);
  if (!(await effects.build(folders))) throw new Refusal('the build failed (see above).');

  step();
  const shipsRoot = shipment.targets.includes('root');
  const config = shipsRoot ? orRefuse(await webAppConfig(cli, projectId, out)) : null;
  if (!shipsRoot) out('  not needed: the root is not shipped');

  step();
  const configFile = stageDeployment({
    repoRoot: options.repoRoot,
    outDir: options.outDir,
    projectId,
    shipment,
    ...(config === null
      ? {}
      : {
          rootDocuments: {
            remotes: remotesManifestOf(
              (folder) => siteUrls[folder] ?? defaultSiteUrl(siteIdOf(projectId, folder)),
            ),
            runtime: runtimeDocumentOf(projectId, config, databaseUrl),
          },
        }),
  });
  out(`  written: ${configFile} and public/ beside it`);

  step();
  for (const args of deployCommands(options, configFile)) {
    if (!dryRun) out(`  ${commandLine(args)}`);
    if ((await cli.run(args)) !== 0) throw new Refusal(`${commandLine(args)} failed (see above).`);
  }
  if (shipment.rules) {
    // The dose rules read the calendar (local-backend/src/association/calendarOperations.ts): without
    // it a new project accepts no dose at all. Safe to run again; retention apply keeps it ahead.
    const args = ['calendar', 'write', '--project', projectId, '--database-url', databaseUrl];
    const line = `npm run association -- ${args.join(' ')}`;
    if (dryRun) out(`  would run: ${line}`);
    else {
      out(`  ${line}`);
      if ((await effects.association(args)) !== 0) throw new Refusal(`${line} failed (see above).`);
    }
  }
  return siteUrls.root ?? defaultSiteUrl(siteIdOf(projectId, 'root'));
}

/** Runs every step; returns the exit code (0 deployed, or planned in a dry run; 1 refused or failed). */
export async function runDeploy(options: DeployOptions, effects: DeployEffects): Promise<number> {
  try {
    const address = await steps(options, effects);
    effects.out(
      options.dryRun
        ? `\nDry run: nothing was contacted; the files that would be deployed are in ${options.outDir}. Amparo would be at ${address}`
        : `\nAmparo is at ${address}`,
    );
    return 0;
  } catch (error) {
    // A refusal says what to do; any other error is said as it is, and the command stops the same way.
    if (!(error instanceof Error)) throw error;
    effects.err(`deploy: ${error.message}`);
    return 1;
  }
}
