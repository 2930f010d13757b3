import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyFileOf } from './releaseHistory';
import type { ReleaseRecord } from './releaseHistory';
import { ReleaseRefused, rollbackSection, switchSection, uploadSection } from './sectionRelease';
import {
  json,
  rootSharedManifest,
  sectionBuildDocuments,
  serveSectionBuild,
  startTestSite,
} from './releaseTestSites';
import type { SectionBuildDocuments, TestSite } from './releaseTestSites';

let work: string;
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
  site.serve('/amparo-shared.json', { headers: json, body: rootSharedManifest('1.0.0') });
});
afterAll(() => site.stop());
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'amparo-release-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, content: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

/** A section's dist folder: its entry (`code` in it), chunk, and the two contract documents. */
function writeBuild(dir: string, code: string, documents: SectionBuildDocuments = {}): string {
  const { manifest, imports } = sectionBuildDocuments(documents);
  write(path.join(dir, 'remoteEntry.js'), `var mf_calls = ${code};`);
  write(path.join(dir, '__federation_expose_lifecycles.0123abcd.js'), code);
  write(path.join(dir, 'mf-manifest.json'), manifest);
  if (imports !== null) write(path.join(dir, 'amparo-imports.json'), imports);
  return dir;
}

const rootDir = () =>
  path.dirname(write(path.join(work, 'root', 'amparo-shared.json'), rootSharedManifest('1.0.0')));

const readManifest = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const readRecords = (file: string) =>
  JSON.parse(readFileSync(historyFileOf(file), 'utf8')) as ReleaseRecord[];

function writeManifest(calls: string): string {
  return write(
    path.join(work, 'site', 'remotes.json'),
    JSON.stringify({ mf_shell: '/mf/mf-shell/remoteEntry.js', mf_calls: calls }),
  );
}

describe('release upload: a build fits the root before it is copied', () => {
  it('uploads a build to an address named after its content, never overwriting another build, and no source map', async () => {
    const sections = path.join(work, 'sections');
    const one = writeBuild(path.join(work, 'dist-1'), '1');
    write(path.join(one, 'assets', 'main.0123abcd.css.map'), '{"version":3}');
    const first = await uploadSection(one, sections, 'mf-calls', rootDir());
    const second = await uploadSection(
      writeBuild(path.join(work, 'dist-2'), '2'),
      sections,
      'mf-calls',
      rootDir(),
    );
    expect(first).toMatch(/^\/sections\/mf-calls\/[0-9a-f]{12}\/remoteEntry\.js$/);
    expect(second).not.toBe(first);
    expect(await uploadSection(one, sections, 'mf-calls', rootDir())).toBe(first);
    const firstDir = path.join(sections, path.dirname(first.replace('/sections/', '')));
    expect(readdirSync(firstDir, { recursive: true }).map(String).sort()).toEqual([
      '__federation_expose_lifecycles.0123abcd.js',
      'amparo-imports.json',
      'assets',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    await expect(
      uploadSection(path.join(work, 'missing'), sections, 'mf-calls', rootDir()),
    ).rejects.toThrow(/build the section first/);
  });

  it.each([
    [
      'a build against a newer shared package than the root provides',
      { sharedUiRange: '^1.1.0' },
      'mf_calls was built against @amparo/shared-ui ^1.1.0; the root provides 1.0.0.',
    ],
    [
      'a build that takes an export the root does not have',
      { imports: { '@amparo/shared-ui': ['Tooltip'] } },
      "mf_calls imports Tooltip from @amparo/shared-ui; the root's @amparo/shared-ui 1.0.0 has no such export.",
    ],
    [
      'a build that does not record what it takes from the shared modules',
      { imports: null },
      'it has no amparo-imports.json',
    ],
  ])('refuses %s, and copies nothing', async (_case, documents, reason) => {
    const sections = path.join(work, 'sections');
    const upload = uploadSection(
      writeBuild(path.join(work, 'dist'), '1', documents),
      sections,
      'mf-calls',
      rootDir(),
    );
    await expect(upload).rejects.toThrow(ReleaseRefused);
    await expect(upload).rejects.toThrow(reason);
    expect(existsSync(sections)).toBe(false);
  });
});

describe('release switch: the gate, then the manifest', () => {
  it('switches one entry of the manifest to a build that passes the gate, and notes it', async () => {
    const manifest = writeManifest('/mf/mf-calls/remoteEntry.js');
    const address = serveSectionBuild(site, '/sections/mf-calls/aaa');
    const { record } = await switchSection(manifest, 'mf_calls', address, {
      root: site.url,
      now: new Date('2026-11-26T09:00:00Z'),
    });
    expect(readManifest(manifest)).toEqual({
      mf_shell: '/mf/mf-shell/remoteEntry.js',
      mf_calls: address,
    });
    expect(record).toEqual({
      remote: 'mf_calls',
      action: 'switch',
      from: '/mf/mf-calls/remoteEntry.js',
      to: address,
      at: '2026-11-26T09:00:00.000Z',
    });
    expect(readRecords(manifest)).toEqual([record]);
  });

  it('refuses an address the gate refuses: the manifest stays, the refusal and its reasons are noted', async () => {
    const manifest = writeManifest('/mf/mf-calls/remoteEntry.js');
    const newer = serveSectionBuild(site, '/sections/mf-calls/newer', { sharedUiRange: '^1.1.0' });
    const refused = switchSection(manifest, 'mf_calls', newer, { root: site.url });
    await expect(refused).rejects.toThrow(ReleaseRefused);
    await expect(refused).rejects.toThrow(
      'mf_calls was built against @amparo/shared-ui ^1.1.0; the root provides 1.0.0.',
    );
    expect(readManifest(manifest)['mf_calls']).toBe('/mf/mf-calls/remoteEntry.js');
    const reason = 'mf_calls was built against @amparo/shared-ui ^1.1.0; the root provides 1.0.0.';
    expect(readRecords(manifest)).toEqual([
      expect.objectContaining({ action: 'refused', to: newer, reasons: [reason] }),
    ]);
    await expect(
      switchSection(manifest, 'mf_chat', '/x/remoteEntry.js', { root: site.url }),
    ).rejects.toThrow(/has no section 'mf_chat'/);
    // A command given a folder for the site is wrong before any gate: nothing is noted.
    await expect(
      switchSection(manifest, 'mf_calls', newer, { root: '/srv/amparo' }),
    ).rejects.toThrow("--root must be the site's address (https://…), not /srv/amparo.");
    expect(readRecords(manifest)).toHaveLength(1);
  });
});

describe('release rollback: an explicit build, or the last one live and not rolled back', () => {
  const [a, b, c] = ['a', 'b', 'c'].map(
    (build) => `/sections/mf-calls/${build}/remoteEntry.js`,
  ) as [string, string, string];
  beforeEach(() => {
    for (const build of ['a', 'b', 'c']) serveSectionBuild(site, `/sections/mf-calls/${build}`);
  });

  async function shipped(...addresses: string[]): Promise<string> {
    const manifest = writeManifest(a);
    for (const address of addresses)
      await switchSection(manifest, 'mf_calls', address, { root: site.url });
    return manifest;
  }

  it('goes back one build at a time, never back to a build it rolled back from', async () => {
    const manifest = await shipped(b, c);
    const first = await rollbackSection(manifest, 'mf_calls', { root: site.url });
    expect(first.record).toMatchObject({ action: 'rollback', from: c, to: b });
    expect(readManifest(manifest)['mf_calls']).toBe(b);
    const second = await rollbackSection(manifest, 'mf_calls', { root: site.url });
    expect(second.record).toMatchObject({ action: 'rollback', from: b, to: a });
    await expect(rollbackSection(manifest, 'mf_calls', { root: site.url })).rejects.toThrow(
      /no earlier build of 'mf_calls' to go back to/,
    );
    expect(readManifest(manifest)['mf_calls']).toBe(a);
  });

  it('never toggles: a switch, its rollback, then a second rollback does not put the bad build back', async () => {
    const manifest = await shipped(b);
    await rollbackSection(manifest, 'mf_calls', { root: site.url });
    await expect(rollbackSection(manifest, 'mf_calls', { root: site.url })).rejects.toThrow(
      /no earlier build/,
    );
    expect(readManifest(manifest)['mf_calls']).toBe(a);
  });

  it('passes over an earlier build the gate refuses now, saying so', async () => {
    const manifest = await shipped(b, c);
    site.forget('/sections/mf-calls/b/remoteEntry.js');
    const { record, notes } = await rollbackSection(manifest, 'mf_calls', { root: site.url });
    expect(record).toMatchObject({ from: c, to: a });
    expect(notes).toEqual([
      expect.stringMatching(/\/b\/remoteEntry\.js is skipped: .* answers 404/),
    ]);
  });

  it('refuses when no earlier build passes the gate, and changes nothing', async () => {
    const manifest = await shipped(b);
    site.forget('/sections/mf-calls/a/remoteEntry.js');
    await expect(rollbackSection(manifest, 'mf_calls', { root: site.url })).rejects.toThrow(
      /mf_calls stays at .*\/b\/remoteEntry\.js; no build to go back to passes:\n- .*\/a\/remoteEntry\.js is skipped/,
    );
    expect(readManifest(manifest)['mf_calls']).toBe(b);
  });

  it('goes to a build named explicitly, through the gate, even after the manifest was changed by hand', async () => {
    const manifest = await shipped(b);
    writeFileSync(manifest, JSON.stringify({ mf_calls: '/edited/remoteEntry.js' }));
    await expect(rollbackSection(manifest, 'mf_calls', { root: site.url })).rejects.toThrow(
      /changed by hand.*--to <address>/,
    );
    const { record } = await rollbackSection(manifest, 'mf_calls', { root: site.url, to: c });
    expect(record).toMatchObject({ action: 'rollback', from: '/edited/remoteEntry.js', to: c });
    await expect(
      rollbackSection(manifest, 'mf_calls', { root: site.url, to: '/gone/remoteEntry.js' }),
    ).rejects.toThrow(/answers 404/);
  });
});
