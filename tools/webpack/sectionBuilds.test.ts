import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { buildScopePlaceholder } from './BuildScopePlugin.cjs';
import { createRemoteConfig } from './createRemoteConfig.cjs';
import { repoRoot } from './sharedSingletons.cjs';

// Two production builds of one small section, differing only by a text in its code (not in its
// entry), as a page that ran one and then loads the other would meet them.
jest.setTimeout(120_000);

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'amparo-section-builds-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const screenSource = (text: string) => `import { useState } from 'react';
import { Button } from '@amparo/shared-ui';
import styles from './Screen.module.css';

export function Screen() {
  const [pressed, setPressed] = useState(false);
  return (
    <p className={styles.text}>
      ${text} <Button onClick={() => setPressed(!pressed)}>Ok</Button>
    </p>
  );
}
`;

/** A section folder (mf_sample) whose screen says `text`, built (for production); its dist folder. */
async function buildSample(
  folder: string,
  text: string,
  mode: 'production' | 'development' = 'production',
): Promise<string> {
  const dir = path.join(work, folder);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'mf-sample', version: '0.1.0', dependencies: { react: '^19.0.0' } }),
  );
  writeFileSync(path.join(dir, 'src', 'Screen.tsx'), screenSource(text));
  writeFileSync(path.join(dir, 'src', 'Screen.module.css'), '.text { font-weight: 700; }\n');
  writeFileSync(
    path.join(dir, 'src', 'lifecycles.tsx'),
    "export const screen = () => import('./Screen');\n",
  );
  const factory = createRemoteConfig({ dir, name: 'mf_sample' }) as (
    env: unknown,
    argv: { mode: string },
  ) => Configuration;
  const config = factory({}, { mode });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return path.join(dir, 'dist');
}

const read = (dist: string, file: string) => readFileSync(path.join(dist, file), 'utf8');
const filesOf = (dist: string) => readdirSync(dist).sort();
const chunkGlobalOf = (dist: string) =>
  /webpackChunk(mf_sample_[0-9a-f]{8})\b/.exec(read(dist, 'remoteEntry.js'))?.[1];
const cssPrefixOf = (dist: string) => {
  const css = filesOf(dist).find((file) => file.endsWith('.css')) ?? '';
  return /\.(mf_sample_[0-9a-f]{8})__text__/.exec(read(dist, css))?.[1];
};

describe("a section's builds never share the names a page keeps", () => {
  let one: string;
  let two: string;
  let oneAgain: string;
  beforeAll(async () => {
    one = await buildSample('one', 'Versão um');
    two = await buildSample('two', 'Versão dois');
    oneAgain = await buildSample('one-again', 'Versão um');
  });

  it('names its chunk-loading global and its CSS classes after the build', () => {
    expect(chunkGlobalOf(one)).toMatch(/^mf_sample_[0-9a-f]{8}$/);
    expect(cssPrefixOf(one)).toBe(chunkGlobalOf(one));
    // The text is in the exposed chunk, not in the entry: still another build, other names.
    expect(read(one, 'remoteEntry.js')).not.toContain('Versão um');
    expect(chunkGlobalOf(two)).not.toBe(chunkGlobalOf(one));
    expect(cssPrefixOf(two)).not.toBe(cssPrefixOf(one));
    for (const dist of [one, two])
      for (const file of filesOf(dist))
        expect(read(dist, file)).not.toContain(buildScopePlaceholder);
  });

  it('builds the same sources into the same files, names included', () => {
    expect(filesOf(oneAgain)).toEqual(filesOf(one));
    for (const file of filesOf(one)) expect(read(oneAgain, file)).toBe(read(one, file));
  });

  it('names its files after their final content: the entry names each of them, and no name is in both builds', () => {
    for (const dist of [one, two]) {
      const entry = read(dist, 'remoteEntry.js');
      for (const file of filesOf(dist).filter((name) => /\.[0-9a-f]{8}\.(js|css)$/.test(name)))
        expect(entry).toContain(/\.([0-9a-f]{8})\.(js|css)$/.exec(file)?.[1]);
    }
    const hashed = (dist: string) => filesOf(dist).filter((name) => /\.[0-9a-f]{8}\./.test(name));
    expect(hashed(two).filter((name) => hashed(one).includes(name))).toEqual([]);
  });

  it('scopes a development build the same way, its source maps included', async () => {
    const dev = await buildSample('dev', 'Versão um', 'development');
    expect(chunkGlobalOf(dev)).toMatch(/^mf_sample_[0-9a-f]{8}$/);
    expect(filesOf(dev)).toContain('remoteEntry.js.map');
    for (const file of filesOf(dev)) expect(read(dev, file)).not.toContain(buildScopePlaceholder);
  });

  it('records what the build takes from each shared module, and the ranges its package.json declares', () => {
    expect(JSON.parse(read(one, 'amparo-imports.json'))).toEqual({
      name: 'mf_sample',
      imports: {
        '@amparo/shared-ui': ['Button'],
        react: ['useState'],
        'react/jsx-runtime': ['jsx', 'jsxs'],
      },
    });
    const manifest = JSON.parse(read(one, 'mf-manifest.json')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    expect(manifest.shared.find((entry) => entry.name === 'react')?.requiredVersion).toBe(
      '^19.0.0',
    );
  });
});
