import { readFileSync } from 'node:fs';
import path from 'node:path';
import { microFrontendFolders, repoRoot } from '../server/workspace';

// A production build ships no source map: the site would otherwise hand anyone the platform's whole
// source, comments included. The development build (npm run dev -w <section>, served by webpack's
// dev server, never deployed) keeps its maps.
interface BuildConfig {
  name?: string;
  devtool?: string | false;
  output?: { path?: string };
}
type ConfigFactory = (
  env: Record<string, unknown>,
  argv: { mode: string },
) => BuildConfig | BuildConfig[];

const targets = ['root-config', ...microFrontendFolders];

function configsOf(target: string, mode: 'production' | 'development'): BuildConfig[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(repoRoot, target, 'webpack.config.cjs')) as ConfigFactory;
  return [factory({}, { mode })].flat();
}

describe('source maps', () => {
  it.each(targets)('the production build of %s writes none', (target) => {
    const configs = configsOf(target, 'production');
    expect(configs.length).toBeGreaterThan(0);
    // No devtool in production mode is webpack's false: no map, no sourceMappingURL comment.
    for (const config of configs)
      expect({ name: config.name, devtool: config.devtool ?? false }).toEqual({
        name: config.name,
        devtool: false,
      });
  });

  it.each(targets)('the development build of %s keeps them', (target) => {
    const [config] = configsOf(target, 'development');
    expect(config?.devtool).toEqual(expect.stringContaining('source-map'));
  });

  it('every Firebase Hosting target ignores **/*.map, beside the default ignores', () => {
    const firebase = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
      hosting: { target: string; ignore?: string[] }[];
    };
    expect(firebase.hosting.map((site) => site.target).sort()).toEqual(
      ['root', ...microFrontendFolders].sort(),
    );
    for (const site of firebase.hosting)
      expect({ target: site.target, ignore: site.ignore }).toEqual({
        target: site.target,
        ignore: expect.arrayContaining([
          'firebase.json',
          '**/.*',
          '**/node_modules/**',
          '**/*.map',
        ]) as unknown,
      });
  });
});
