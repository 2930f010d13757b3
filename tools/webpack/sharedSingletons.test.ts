import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../jest/sourceFiles';
import { repoRoot, sharedSingletons } from './sharedSingletons.cjs';

describe('shared singletons', () => {
  const shared = sharedSingletons('root');
  const sectionShared = sharedSingletons('section');

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
    ['@amparo/shared-ui'],
  ])(
    'the root provides %s, a singleton at the installed version; a section only consumes it',
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
      const built = sharedSingletons('section');
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

  it.each(['mf-shell', 'mf-calls', 'mf-health', 'mf-games', 'mf-admin', 'shared-ui'])(
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
