import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sourceFiles } from '../jest/sourceFiles';
import { repoRoot, sharedSingletons } from './sharedSingletons.cjs';

/** A section folder whose package.json declares `dependencies` (and nothing else). */
function sectionDeclaring(dependencies: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'amparo-section-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', dependencies }));
  return dir;
}

describe('shared singletons', () => {
  const shared = sharedSingletons('root');
  const sectionDir = sectionDeclaring({});
  const sectionShared = sharedSingletons('section', { dir: sectionDir });
  afterAll(() => rmSync(sectionDir, { recursive: true, force: true }));

  it.each([
    ['react'],
    ['react/jsx-runtime'],
    ['react-dom'],
    ['react-dom/client'],
    ['xstate'],
    ['@xstate/react'],
    ['@amparo/shared-machines'],
    ['@amparo/shared-machines/patient'],
    ['@amparo/shared-machines/records'],
    ['@amparo/shared-machines/games'],
    ['@amparo/shared-machines/firebase'],
    ['@amparo/shared-machines/vitals'],
    ['@amparo/shared-ui'],
  ])(
    'the root provides %s, a singleton at the installed version; a section only consumes it (^ the installed version when it does not declare the package)',
    (entry) => {
      expect(shared[entry]).toMatchObject({ singleton: true, strictVersion: true });
      expect(shared[entry]?.import).toMatch(/^\//);
      expect(shared[entry]?.requiredVersion).toBe(`^${shared[entry]?.version}`);
      expect(sectionShared[entry]).toEqual({
        singleton: true,
        import: false,
        strictVersion: true,
        requiredVersion: `^${shared[entry]?.version}`,
      });
    },
  );

  it('builds a section as if a shared package had another version when AMPARO_BUILT_AGAINST says so', () => {
    const previous = process.env.AMPARO_BUILT_AGAINST;
    process.env.AMPARO_BUILT_AGAINST = '@amparo/shared-ui@0.9.0, react@99.0.0';
    try {
      const built = sharedSingletons('section', { dir: sectionDir });
      expect(built['@amparo/shared-ui']?.requiredVersion).toBe('^0.9.0');
      expect(built['react/jsx-runtime']?.requiredVersion).toBe('^99.0.0');
      expect(built['xstate']?.requiredVersion).toBe(shared['xstate']?.requiredVersion);
      expect(sharedSingletons('root')['@amparo/shared-ui']?.version).toBe(
        shared['@amparo/shared-ui']?.version,
      );
    } finally {
      if (previous === undefined) delete process.env.AMPARO_BUILT_AGAINST;
      else process.env.AMPARO_BUILT_AGAINST = previous;
    }
  });

  it("records the range a section's package.json declares, for every entry of the package", () => {
    const dir = sectionDeclaring({ react: '>=19.0.0 <20', '@amparo/shared-ui': '^1.0.0' });
    try {
      const built = sharedSingletons('section', { dir });
      expect(built['react']?.requiredVersion).toBe('>=19.0.0 <20');
      expect(built['react/jsx-runtime']?.requiredVersion).toBe('>=19.0.0 <20');
      expect(built['@amparo/shared-ui']?.requiredVersion).toBe('^1.0.0');
      expect(built['xstate']?.requiredVersion).toBe(shared['xstate']?.requiredVersion);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the build of a section whose declared range does not hold the version it is built against', () => {
    const installed = shared['@amparo/shared-ui']?.version ?? '';
    const newer = installed.replace(
      /^(\d+)\.(\d+)\..*$/,
      (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
    );
    const dir = sectionDeclaring({ '@amparo/shared-ui': `^${newer}` });
    try {
      expect(() => sharedSingletons('section', { dir })).toThrow(
        `${path.join(dir, 'package.json')} declares @amparo/shared-ui ^${newer}, but the section is built against @amparo/shared-ui ${installed} (the version installed)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['mf-shell', 'mf-calls', 'mf-health', 'mf-games', 'mf-admin', 'mf-family'])(
    '%s records the ranges its package.json declares for the shared packages',
    (folder) => {
      const dir = path.join(repoRoot, folder);
      const declared = (
        JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
          dependencies: Record<string, string>;
        }
      ).dependencies;
      const built = sharedSingletons('section', { dir });
      const sharedDeclared = Object.keys(declared).filter((name) => built[name]);
      expect(sharedDeclared.length).toBeGreaterThan(0);
      for (const name of sharedDeclared)
        expect({ name, range: built[name]?.requiredVersion }).toEqual({
          name,
          range: declared[name],
        });
    },
  );

  it('shares every entry of @amparo/shared-machines but the test-only one', () => {
    const packageJson = JSON.parse(
      readFileSync(path.join(repoRoot, 'shared-machines', 'package.json'), 'utf8'),
    ) as { exports: Record<string, string> };
    const entries = Object.keys(packageJson.exports).map((subpath) =>
      path.posix.join('@amparo/shared-machines', subpath),
    );
    const sharedEntries = Object.keys(shared).filter((entry) =>
      entry.startsWith('@amparo/shared-machines'),
    );
    expect(sharedEntries.sort()).toEqual(
      entries.filter((entry) => entry !== '@amparo/shared-machines/testing').sort(),
    );
  });

  it.each([
    'mf-shell',
    'mf-calls',
    'mf-health',
    'mf-games',
    'mf-admin',
    'mf-family',
    'root-config',
    'shared-ui',
  ])(
    '%s imports the in-memory test backend (@amparo/shared-machines/testing) only from tests and test helpers',
    (folder) => {
      const offenders = sourceFiles(path.join(repoRoot, folder, 'src'))
        .filter((file) => !/[\\/](testing|test-support)[\\/]/.test(path.relative(repoRoot, file)))
        .filter((file) =>
          /['"]@amparo\/shared-machines\/testing['"]/.test(readFileSync(file, 'utf8')),
        );
      expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
    },
  );

  it.each(['mf-shell', 'mf-calls', 'mf-health', 'mf-games', 'mf-admin', 'mf-family', 'shared-ui'])(
    '%s never imports firebase itself (Firebase lives only in the shared backend adapter)',
    (folder) => {
      const offenders = sourceFiles(path.join(repoRoot, folder, 'src')).filter(
        (file) =>
          /from ['"]firebase\//.test(readFileSync(file, 'utf8')) ||
          /import\(['"]firebase\//.test(readFileSync(file, 'utf8')),
      );
      expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
    },
  );
});
