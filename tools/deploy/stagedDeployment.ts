import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { applyFirstScreen, applyHostedPolicy } from '../release/hostedSite';
import { buildFolderOf, type HostingTarget, type Shipment, siteIdOf } from './deployTargets';
import type { RuntimeDocument } from './runtimeDocument';

/**
 * The deployment folder: every file that is deployed, written before anything is deployed (and all a
 * dry run leaves). Each target's build is copied to public/<target> without a source map; the root
 * gets remotes.json, amparo-runtime.json, the shell's login in its page and the policy
 * (tools/release/sectionRelease.ts); firebase.json is the repository's with those public folders (and,
 * for a whole deployment, the three rules files beside it and the functions' folder named where it is),
 * and .firebaserc names the project and its sites. The repository itself is never written.
 */

/** Says a folder is one this command writes (what it holds, for whom); rewriting another is refused. */
export const markerFile = 'amparo-deploy.json';
const ownedEntries = [
  'public',
  'firebase.json',
  '.firebaserc',
  'database.rules.json',
  'firestore.rules',
  'storage.rules',
];

interface HostingEntry {
  readonly target: string;
  readonly ignore?: readonly string[];
  readonly [key: string]: unknown;
}

interface FunctionsEntry {
  readonly source: string;
  readonly [key: string]: unknown;
}

interface FirebaseJson {
  readonly hosting: readonly HostingEntry[];
  readonly database?: { readonly rules: string };
  readonly firestore?: { readonly rules: string };
  readonly storage?: { readonly rules: string };
  readonly functions?: readonly FunctionsEntry[];
}

export interface StagingInput {
  readonly repoRoot: string;
  readonly outDir: string;
  readonly projectId: string;
  readonly shipment: Shipment;
  /** remotes.json and amparo-runtime.json, when the root is shipped. */
  readonly rootDocuments?: {
    readonly remotes: Readonly<Record<string, string>>;
    readonly runtime: RuntimeDocument;
  };
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Empties what this command wrote before; refuses a folder it did not write, or one in the repository. */
function prepareOutDir({ repoRoot, outDir, projectId, shipment }: StagingInput): void {
  if (isInside(repoRoot, outDir))
    throw new Error(`${outDir} is inside the repository: choose a folder outside it (--out)`);
  if (
    existsSync(outDir) &&
    readdirSync(outDir).length > 0 &&
    !existsSync(path.join(outDir, markerFile))
  )
    throw new Error(
      `${outDir} is not empty and was not written by npm run deploy: choose another --out`,
    );
  for (const entry of ownedEntries)
    rmSync(path.join(outDir, entry), { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'public'), { recursive: true });
  writeJson(path.join(outDir, markerFile), {
    writtenBy: 'npm run deploy (tools/deploy/cli.ts); rewritten whole on each run',
    project: projectId,
    targets: shipment.targets,
    rules: shipment.rules,
  });
}

function stagedFirebaseJson(repoRoot: string, shipment: Shipment): FirebaseJson {
  const repository = JSON.parse(
    readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'),
  ) as FirebaseJson;
  const hosting = repository.hosting
    .filter((entry) => shipment.targets.includes(entry.target as HostingTarget))
    .map((entry) => ({
      ...entry,
      public: `public/${entry.target}`,
      ignore: [...new Set([...(entry.ignore ?? []), '**/*.map'])],
    }));
  if (!shipment.rules) return { hosting };
  return {
    database: repository.database,
    firestore: repository.firestore,
    storage: repository.storage,
    // The functions are deployed from the repository's own folder (an absolute source, which the
    // Firebase CLI accepts): their predeploy builds lib/ there, and the CLI finds firebase-functions
    // in the workspace's node_modules to read what they are; only package.json and lib/ are uploaded.
    functions: repository.functions?.map((entry) => ({
      ...entry,
      source: path.join(repoRoot, entry.source),
    })),
    hosting,
  };
}

/** Neither a source map nor a hidden file (a build's stamp): Hosting would ignore them too. */
const deployable = (file: string) => !/\.map$/i.test(file) && !path.basename(file).startsWith('.');

function copyBuild(repoRoot: string, target: HostingTarget, publicDir: string): void {
  const dist = path.join(repoRoot, buildFolderOf(target), 'dist');
  if (!existsSync(path.join(dist, target === 'root' ? 'index.html' : 'remoteEntry.js')))
    throw new Error(`${dist} has no build: build it first (npm run build)`);
  cpSync(dist, publicDir, { recursive: true, filter: deployable });
}

/** Writes the deployment folder; returns its firebase.json. */
export function stageDeployment(input: StagingInput): string {
  const { repoRoot, outDir, projectId, shipment } = input;
  prepareOutDir(input);
  const firebaseJson = stagedFirebaseJson(repoRoot, shipment);
  const configFile = path.join(outDir, 'firebase.json');
  writeJson(configFile, firebaseJson);
  for (const rules of [
    firebaseJson.database?.rules,
    firebaseJson.firestore?.rules,
    firebaseJson.storage?.rules,
  ])
    if (rules !== undefined) cpSync(path.join(repoRoot, rules), path.join(outDir, rules));
  writeJson(path.join(outDir, '.firebaserc'), {
    projects: { default: projectId },
    targets: {
      [projectId]: {
        hosting: Object.fromEntries(
          shipment.targets.map((target) => [target, [siteIdOf(projectId, target)]]),
        ),
      },
    },
  });
  for (const target of shipment.targets)
    copyBuild(repoRoot, target, path.join(outDir, 'public', target));
  if (shipment.targets.includes('root')) {
    if (input.rootDocuments === undefined) throw new Error('the root ships without its documents');
    const rootDir = path.join(outDir, 'public', 'root');
    const remotesFile = path.join(rootDir, 'remotes.json');
    writeJson(remotesFile, input.rootDocuments.remotes);
    writeJson(path.join(rootDir, 'amparo-runtime.json'), input.rootDocuments.runtime);
    applyFirstScreen(rootDir, path.join(repoRoot, 'mf-shell', 'dist', 'first-screen.json'));
    applyHostedPolicy(remotesFile, rootDir, configFile, 'root');
  }
  return configFile;
}
