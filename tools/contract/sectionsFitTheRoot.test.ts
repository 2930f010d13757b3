import path from 'node:path';
import { sourceFiles } from '../jest/sourceFiles';
import { repoRoot, sharedPackages, sharedSingletons } from '../webpack/sharedSingletons.cjs';
import { contractProblems } from './contractProblems';
import type { RootSharedManifest } from './contractProblems';
import { sharedExports } from './sharedExports.cjs';
import { sectionImports } from './sectionImports';

// The contract check of every section against the root as this repository builds it, without a build:
// a section that imports a name no shared entry exports fails here, before the browser would.
const provided = sharedSingletons('root');
const exportsOf = sharedExports(
  Object.fromEntries(
    Object.entries(provided).map(([entry, config]) => [entry, String(config.import)]),
  ),
);
const root: RootSharedManifest = {
  provider: 'amparo_root',
  shared: Object.fromEntries(
    sharedPackages().flatMap(({ name, version, entries }) =>
      entries.map((entry) => [entry, { package: name, version, ...exportsOf[entry]! }]),
    ),
  ),
};
describe('every section fits the root built from this repository', () => {
  it.each(['mf-shell', 'mf-calls', 'mf-health', 'mf-games', 'mf-admin', 'mf-family'])(
    '%s',
    (folder) => {
      const imports = sectionImports(sourceFiles(path.join(repoRoot, folder, 'src')));
      const required = sharedSingletons('section', { dir: path.join(repoRoot, folder) });
      const requirements = [...imports.keys()]
        .filter((moduleName) => required[moduleName])
        .map((name) => ({ name, requiredVersion: required[name]!.requiredVersion }));
      expect(requirements.length).toBeGreaterThan(0);
      expect(contractProblems(folder, root, requirements, imports)).toEqual([]);
    },
  );
});
