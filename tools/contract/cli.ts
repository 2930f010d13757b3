/**
 * The contract check of one section against a root: `npm run contract -w mf-calls` checks mf-calls'
 * build (dist: the ranges its mf-manifest.json records, the names its amparo-imports.json says it
 * takes) against the root built here (root-config/dist); `-- --root https://amparo.example.org`
 * against a deployed root's amparo-shared.json (`--build <dir>`: another build of the section than
 * its dist folder). A build from before builds recorded their imports is checked with its sources'
 * imports instead. Exits 1, with one line per problem, when the section needs something the root
 * does not provide.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sourceFiles } from '../jest/sourceFiles';
import { readRootSharedManifest, readSectionBuild } from './contractDocuments';
import { contractProblems } from './contractProblems';
import { sectionImports } from './sectionImports';

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
  const rootManifest = await readRootSharedManifest(root);
  const build = await readSectionBuild(buildDir);
  const imports = build.imports ?? sectionImports(sourceFiles(path.join(sectionDir, 'src')));
  const problems = contractProblems(build.name, rootManifest, build.requirements, imports);
  if (problems.length > 0) {
    console.error(`${build.name} does not fit the root at ${root}:`);
    for (const problem of problems) console.error(`- ${problem}`);
    return 1;
  }
  const checked = [...imports.keys()].filter((moduleName) => rootManifest.shared[moduleName]);
  console.log(
    `${build.name} fits the root at ${root}: ${build.requirements.length} shared modules in range, imports from ${checked.length} of them all provided.`,
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
