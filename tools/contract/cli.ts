/**
 * The contract check of one section against a root: `npm run contract -w mf-calls` checks mf-calls'
 * build (dist/mf-manifest.json) and sources against the root built here (root-config/dist);
 * `-- --root https://amparo.example.org` against a deployed root's amparo-shared.json (`--build <dir>`:
 * another build of the section than its dist folder). Exits 1, with
 * one line per problem, when the section needs something the root does not provide.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sourceFiles } from '../jest/sourceFiles';
import { contractProblems } from './contractProblems';
import type { RootSharedManifest, SectionRequirement } from './contractProblems';
import { sectionImports } from './sectionImports';

const sharedManifestFile = 'amparo-shared.json';

async function readRootManifest(root: string): Promise<RootSharedManifest> {
  if (/^https?:\/\//.test(root)) {
    const url = new URL(sharedManifestFile, root.endsWith('/') ? root : `${root}/`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    return (await response.json()) as RootSharedManifest;
  }
  const file = root.endsWith('.json') ? root : path.join(root, sharedManifestFile);
  return JSON.parse(readFileSync(file, 'utf8')) as RootSharedManifest;
}

function readSectionRequirements(buildDir: string): {
  name: string;
  requirements: SectionRequirement[];
} {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  let manifest: { name: string; shared: SectionRequirement[] };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof manifest;
  } catch {
    throw new Error(`${manifestFile} is missing: build the section first (npm run build)`);
  }
  return {
    name: manifest.name,
    requirements: manifest.shared.map(({ name, requiredVersion }) => ({ name, requiredVersion })),
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      section: { type: 'string', default: '.' },
      build: { type: 'string' },
      root: { type: 'string' },
    },
  });
  const sectionDir = path.resolve(values.section ?? '.');
  const buildDir = path.resolve(values.build ?? path.join(sectionDir, 'dist'));
  const root = values.root ?? path.resolve(sectionDir, '..', 'root-config', 'dist');
  const rootManifest = await readRootManifest(root);
  const { name, requirements } = readSectionRequirements(buildDir);
  const imports = sectionImports(sourceFiles(path.join(sectionDir, 'src')));
  const problems = contractProblems(name, rootManifest, requirements, imports);
  if (problems.length > 0) {
    console.error(`${name} does not fit the root at ${root}:`);
    for (const problem of problems) console.error(`- ${problem}`);
    return 1;
  }
  const checked = [...imports.keys()].filter((moduleName) => rootManifest.shared[moduleName]);
  console.log(
    `${name} fits the root at ${root}: ${requirements.length} shared modules in range, imports from ${checked.length} of them all provided.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `contract check failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
