import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../jest/sourceFiles';
import { repoRoot, sharedSingletons } from './sharedSingletons.cjs';

describe('shared singletons', () => {
  const shared = sharedSingletons();

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
  ])('shares %s as a singleton at the installed version', (entry) => {
    expect(shared[entry]).toMatchObject({ singleton: true });
    expect(shared[entry]?.requiredVersion).toBe(`^${shared[entry]?.version}`);
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
