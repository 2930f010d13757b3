import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { realtimeDatabaseVerdict } from '../../local-backend/src/association/checkRegion';
import {
  parseRemotesManifest,
  parseRuntimeConfig,
} from '../../root-config/src/config/runtimeManifest';
import { federationNameOf } from '../server/runtimeDocuments';
import { microFrontendFolders, repoRoot } from '../server/workspace';
import { runDeploy } from './deploy';
import {
  buildFolderOf,
  buildFoldersFor,
  hostingTargets,
  shipmentOf,
  type Shipment,
} from './deployTargets';
import { dryRunCli } from './dryRunCli';
import type { FirebaseCli } from './firebaseCli';
import { buildForProduction } from './productionBuild';
import { stubbedFirebase, stubbedWebApp, type StubbedProject } from './stubbedFirebase.testkit';

/** The association commands a deployment ran (stubbed: nothing contacted). */
const associationRuns: string[][] = [];

// The deployment folder against the local build (built here when stale, as npm start does): what a
// dry run writes is every file that would be deployed, and what a deployment (its Firebase CLI
// stubbed) deploys. Nothing here contacts anything.
const projectId = 'amparo-teste';
const everything = shipmentOf(undefined) as Shipment;
const sectionSite = (folder: string) => `https://${projectId}-${folder}.web.app`;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'amparo-deploy-test-'));
  expect(await buildForProduction(repoRoot, buildFoldersFor(hostingTargets), { quiet: true })).toBe(
    true,
  );
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function deploy(outDir: string, cli: FirebaseCli, dryRun: boolean, shipment = everything) {
  const printed: string[] = [];
  const code = await runDeploy(
    { repoRoot, projectId, shipment, outDir, dryRun },
    {
      cli,
      build: (folders) => buildForProduction(repoRoot, folders, { quiet: true }),
      credentialsProblem: () => null,
      association: async (args) => {
        associationRuns.push([...args]);
        return 0;
      },
      out: (line) => printed.push(line),
      err: (line) => printed.push(line),
    },
  );
  return { code, printed };
}

async function dryRun(outDir: string, shipment = everything) {
  const printed: string[] = [];
  const result = await deploy(
    outDir,
    dryRunCli((line) => printed.push(line)),
    true,
    shipment,
  );
  return { code: result.code, printed: [...printed, ...result.printed] };
}

/** Every file under `dir`, relative, with the SHA-256 of its content. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The sources a policy allows for each directive. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}
const originsIn = (sources: readonly string[] | undefined) =>
  (sources ?? []).filter((source) => /^(https?|wss?):\/\//.test(source)).sort();

interface HostingEntry {
  target: string;
  public: string;
  ignore: string[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

describe('the dry run', () => {
  let out: string;
  let printed: string[];
  beforeAll(async () => {
    out = path.join(work, 'dry-run');
    ({ printed } = await dryRun(out));
  }, 600_000);

  it('prints every step and the commands it would run, in order, and contacts nothing', () => {
    const text = printed.join('\n');
    expect(text).toMatch(/Dry run: nothing was contacted/);
    const commands = printed
      .filter((line) => line.startsWith('  would run:'))
      .map((line) => line.trim());
    expect(commands).toEqual([
      `would run: firebase database:instances:list --project ${projectId} --json`,
      `would run: firebase firestore:databases:get '(default)' --project ${projectId} --json`,
      `would run: firebase hosting:sites:list --project ${projectId} --json`,
      ...[...microFrontendFolders, 'root'].map(
        (target) =>
          `would run: firebase hosting:sites:create ${target === 'root' ? projectId : `${projectId}-${target}`} --non-interactive --project ${projectId} --json`,
      ),
      `would run: firebase apps:list WEB --project ${projectId} --json`,
      `would run: firebase apps:create WEB Amparo --project ${projectId} --json`,
      expect.stringMatching(
        /^would run: firebase apps:sdkconfig WEB '<appId: .*>' --project amparo-teste --json$/,
      ),
      ...[
        'database,firestore,storage,functions',
        microFrontendFolders.map((folder) => `hosting:${folder}`).join(','),
        'hosting:root',
      ].map(
        (only) =>
          `would run: firebase deploy --only ${only} --project ${projectId} --config ${out}/firebase.json --non-interactive`,
      ),
      `would run: npm run association -- calendar write --project ${projectId} --database-url https://${projectId}-default-rtdb.europe-west1.firebasedatabase.app`,
    ]);
    expect(printed.filter((line) => /^\d\/6 /.test(line.trim()))).toHaveLength(6);
  });

  it("writes remotes.json with each section's own site, serving that section's build", () => {
    const remotes = parseRemotesManifest(readJson(path.join(out, 'public/root/remotes.json')));
    expect(remotes).toEqual(
      Object.fromEntries(
        microFrontendFolders.map((folder) => [
          federationNameOf(folder),
          `${sectionSite(folder)}/remoteEntry.js`,
        ]),
      ),
    );
    const targets = (
      readJson(path.join(out, '.firebaserc')) as {
        targets: Record<string, { hosting: Record<string, string[]> }>;
      }
    ).targets[projectId]?.hosting;
    for (const folder of microFrontendFolders) {
      // The address's site is the target's, and the target's folder holds that section's entry.
      expect(targets?.[folder]).toEqual([new URL(sectionSite(folder)).hostname.split('.')[0]]);
      expect(readFileSync(path.join(out, 'public', folder, 'remoteEntry.js'))).toEqual(
        readFileSync(path.join(repoRoot, folder, 'dist', 'remoteEntry.js')),
      );
    }
    expect(targets?.root).toEqual([projectId]);
  });

  it('writes amparo-runtime.json as the root reads it: the Firebase options, no emulators', () => {
    const document = readJson(path.join(out, 'public/root/amparo-runtime.json')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(document)).toEqual(['firebase']);
    const { firebase } = parseRuntimeConfig(document);
    expect(Object.keys(firebase).sort()).toEqual([
      'apiKey',
      'appId',
      'authDomain',
      'databaseURL',
      'projectId',
      'storageBucket',
    ]);
    expect(firebase.projectId).toBe(projectId);
    expect(firebase.authDomain).toBe(`${projectId}.firebaseapp.com`);
    expect(realtimeDatabaseVerdict(firebase.databaseURL ?? '').kind).toBe('eu');
  });

  it("allows exactly the sections' sites (and Google's sign-in) in the policy, header and <meta> alike", () => {
    const config = readJson(path.join(out, 'firebase.json')) as { hosting: HostingEntry[] };
    const root = config.hosting.find((entry) => entry.target === 'root');
    const header = root?.headers
      .flatMap((rule) => rule.headers)
      .find((h) => h.key === 'Content-Security-Policy')?.value;
    const page = readFileSync(path.join(out, 'public/root/index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1];
    const sections = microFrontendFolders.map(sectionSite).sort();
    for (const policy of [header, meta]) {
      const allowed = directives(policy ?? '');
      expect(originsIn(allowed.get('script-src'))).toEqual(
        [...sections, 'https://apis.google.com'].sort(),
      );
      expect(originsIn(allowed.get('style-src'))).toEqual(sections);
      expect(originsIn(allowed.get('connect-src'))).toEqual(expect.arrayContaining(sections));
      expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
    }
    expect(directives(header ?? '').get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("deploys each target's build as it is, without a source map or a hidden file, and the shell's login in the root's page", () => {
    const config = readJson(path.join(out, 'firebase.json')) as { hosting: HostingEntry[] };
    expect(config.hosting.map((entry) => entry.public).sort()).toEqual(
      hostingTargets.map((target) => `public/${target}`).sort(),
    );
    for (const entry of config.hosting) expect(entry.ignore).toContain('**/*.map');
    expect(
      Object.keys(snapshot(path.join(out, 'public'))).filter((file) => /\.map$/i.test(file)),
    ).toEqual([]);
    for (const target of hostingTargets) {
      const built = snapshot(path.join(repoRoot, buildFolderOf(target), 'dist'));
      const staged = snapshot(path.join(out, 'public', target));
      const added = target === 'root' ? ['amparo-runtime.json', 'remotes.json'] : [];
      expect(Object.keys(staged).sort()).toEqual(
        [
          ...Object.keys(built).filter((file) => !/\.map$/i.test(file) && !/(^|\/)\./.test(file)),
          ...added,
        ].sort(),
      );
      for (const file of Object.keys(staged).filter(
        (name) => !added.includes(name) && name !== 'index.html',
      ))
        expect({ file, hash: staged[file] }).toEqual({ file, hash: built[file] });
    }
    const { markup } = readJson(path.join(repoRoot, 'mf-shell/dist/first-screen.json')) as {
      markup: string;
    };
    expect(readFileSync(path.join(out, 'public/root/index.html'), 'utf8')).toContain(markup);
  });

  it('is a project folder as firebase-tools reads it: each target, its site and its public folder', () => {
    interface FirebaseToolsConfig {
      projectDir: string;
      get: (key: string) => { target: string; public: string }[];
      path: (relative: string) => string;
    }
    /* eslint-disable @typescript-eslint/no-require-imports -- firebase-tools ships no types */
    const { Config } = require('firebase-tools/lib/config') as {
      Config: { load: (options: object) => FirebaseToolsConfig };
    };
    const { loadRC } = require('firebase-tools/lib/rc') as {
      loadRC: (options: object) => {
        requireTarget: (p: string, kind: string, t: string) => string[];
      };
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const config = Config.load({ configPath: path.join(out, 'firebase.json'), cwd: out });
    expect(config.projectDir).toBe(out);
    const rc = loadRC({ cwd: out });
    for (const target of hostingTargets) {
      const entry = config.get('hosting').find((site) => site.target === target);
      expect(config.path(entry?.public ?? '')).toBe(path.join(out, 'public', target));
      expect(rc.requireTarget(projectId, 'hosting', target)).toEqual([
        target === 'root' ? projectId : `${projectId}-${target}`,
      ]);
    }
  });

  it("ships the bucket's rules beside the others and the functions from the repository's folder", () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- firebase-tools ships no types */
    const { Config } = require('firebase-tools/lib/config') as {
      Config: { load: (options: object) => { get: (key: string) => unknown } };
    };
    const { normalizeAndValidate } = require('firebase-tools/lib/functions/projectConfig') as {
      normalizeAndValidate: (config: unknown) => { source: string; codebase: string }[];
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const config = Config.load({ configPath: path.join(out, 'firebase.json'), cwd: out });
    expect(config.get('storage')).toEqual({ rules: 'storage.rules' });
    expect(readFileSync(path.join(out, 'storage.rules'), 'utf8')).toBe(
      readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8'),
    );
    const [functions, ...others] = normalizeAndValidate(config.get('functions'));
    expect(others).toEqual([]);
    expect(functions?.source).toBe(path.join(repoRoot, 'functions'));
    expect(functions?.codebase).toBe('amparo');
  });

  it('changes nothing when run again, and never writes the repository', async () => {
    const repositoryFiles = ['firebase.json', '.firebaserc', 'root-config/dist/index.html'];
    const before = repositoryFiles.map((file) => readFileSync(path.join(repoRoot, file), 'utf8'));
    const first = snapshot(out);
    const again = await dryRun(out);
    expect(again.code).toBe(0);
    expect(snapshot(out)).toEqual(first);
    expect(again.printed).toEqual(printed);
    expect(repositoryFiles.map((file) => readFileSync(path.join(repoRoot, file), 'utf8'))).toEqual(
      before,
    );
  }, 600_000);
});

describe('one section, --only mf-calls', () => {
  it('writes and deploys that section alone', async () => {
    const out = path.join(work, 'only-calls');
    const { code, printed } = await dryRun(out, shipmentOf('mf-calls') as Shipment);
    expect(code).toBe(0);
    expect(readdirSync(path.join(out, 'public'))).toEqual(['mf-calls']);
    const config = readJson(path.join(out, 'firebase.json')) as {
      hosting: HostingEntry[];
      database?: unknown;
      storage?: unknown;
      functions?: unknown;
    };
    expect(config.hosting.map((entry) => entry.target)).toEqual(['mf-calls']);
    expect(config.database).toBeUndefined();
    expect(config.storage).toBeUndefined();
    expect(config.functions).toBeUndefined();
    expect(printed.filter((line) => line.includes('would run: firebase deploy'))).toEqual([
      `  would run: firebase deploy --only hosting:mf-calls --project ${projectId} --config ${out}/firebase.json --non-interactive`,
    ]);
    expect(printed.join('\n')).not.toMatch(/apps:/);
  }, 600_000);
});

describe('a deployment, its Firebase CLI stubbed', () => {
  const project: StubbedProject = {
    projectId,
    databaseUrl: `https://${projectId}-default-rtdb.europe-west1.firebasedatabase.app`,
    firestoreLocation: 'eur3',
    sites: [projectId],
    webApp: true,
  };

  it('creates the missing sites, then deploys rules, sections and root, and says where Amparo is', async () => {
    const out = path.join(work, 'deployed');
    const { cli, calls } = stubbedFirebase(project);
    const { code, printed } = await deploy(out, cli, false);
    expect(code).toBe(0);
    expect(
      calls.filter((args) => args[0] === 'hosting:sites:create').map((args) => args[1]),
    ).toEqual(microFrontendFolders.map((folder) => `${projectId}-${folder}`));
    expect(calls.filter((args) => args[0] === 'deploy').map((args) => args.slice(1, 3))).toEqual([
      ['--only', 'database,firestore,storage,functions'],
      ['--only', microFrontendFolders.map((folder) => `hosting:${folder}`).join(',')],
      ['--only', 'hosting:root'],
    ]);
    // Then the calendar the dose rules read, written on the project.
    expect(associationRuns.at(-1)).toEqual([
      'calendar',
      'write',
      '--project',
      projectId,
      '--database-url',
      project.databaseUrl,
    ]);
    expect(calls.some((args) => args[0] === 'apps:create')).toBe(false);
    expect(readJson(path.join(out, 'public/root/amparo-runtime.json'))).toEqual({
      firebase: {
        apiKey: stubbedWebApp.apiKey,
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        databaseURL: project.databaseUrl,
        appId: stubbedWebApp.appId,
        storageBucket: `${projectId}.firebasestorage.app`,
      },
    });
    expect(printed.at(-1)).toBe(`\nAmparo is at https://${projectId}.web.app`);
  }, 600_000);

  it('run again on a project that has everything, creates nothing and deploys the same files', async () => {
    const out = path.join(work, 'deployed-again');
    const complete = {
      ...project,
      sites: hostingTargets.map((t) => (t === 'root' ? projectId : `${projectId}-${t}`)),
    };
    const first = stubbedFirebase(complete);
    expect((await deploy(out, first.cli, false)).code).toBe(0);
    const files = snapshot(out);
    const second = stubbedFirebase(complete);
    expect((await deploy(out, second.cli, false)).code).toBe(0);
    for (const { calls } of [first, second])
      expect(
        calls.filter((args) => ['hosting:sites:create', 'apps:create'].includes(args[0] ?? '')),
      ).toEqual([]);
    expect(second.calls).toEqual(first.calls);
    expect(snapshot(out)).toEqual(files);
    expect(existsSync(path.join(out, 'amparo-deploy.json'))).toBe(true);
  }, 600_000);
});
