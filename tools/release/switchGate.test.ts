import { freePort } from '../../scripts/lib/freePort.cjs';
import { switchVerdict } from './switchGate';
import { rootSharedManifest, serveSectionBuild, startTestSite, json } from './releaseTestSites';
import type { TestSite } from './releaseTestSites';

let site: TestSite;
let cdn: TestSite;

beforeAll(async () => {
  [site, cdn] = await Promise.all([startTestSite(), startTestSite()]);
  site.serve('/amparo-shared.json', { headers: json, body: rootSharedManifest('1.0.0') });
});

afterAll(async () => {
  await Promise.all([site.stop(), cdn.stop()]);
});

describe('switchVerdict: the gate before a section goes live', () => {
  it('lets through a build that answers, is that section and fits the root', async () => {
    const address = serveSectionBuild(site, '/sections/mf-calls/fits');
    expect(await switchVerdict('mf_calls', address, site.url)).toEqual({
      refusals: [],
      notes: [],
    });
  });

  it.each([
    [
      'an address where nothing is',
      () => '/sections/mf-calls/none/remoteEntry.js',
      /remoteEntry\.js answers 404 Not Found, not 200\./,
    ],
    [
      'an address served as HTML',
      () =>
        serveSectionBuild(
          site,
          '/sections/mf-calls/html',
          {},
          { headers: { 'Content-Type': 'text/html' } },
        ),
      /remoteEntry\.js is served as text\/html, not as JavaScript\./,
    ],
    [
      'an address that refuses the update check (HEAD)',
      () => serveSectionBuild(site, '/sections/mf-calls/get-only', {}, { getOnly: true }),
      /answers the update check \(HEAD\) with 405 Method Not Allowed, not 200\./,
    ],
    [
      "another section's build",
      () => serveSectionBuild(site, '/sections/mf-games/x', { name: 'mf_games' }),
      /is a build of mf_games, not of mf_calls\./,
    ],
    [
      'a build from before builds recorded what they take from the shared modules',
      () => serveSectionBuild(site, '/sections/mf-calls/old', { imports: null }),
      /has no amparo-imports\.json beside it.*Build it again\./,
    ],
    [
      'a build against a newer shared package than the root provides',
      () => serveSectionBuild(site, '/sections/mf-calls/newer', { sharedUiRange: '^1.1.0' }),
      /^mf_calls was built against @amparo\/shared-ui \^1\.1\.0; the root provides 1\.0\.0\.$/,
    ],
    [
      'a build that takes an export the root does not have',
      () =>
        serveSectionBuild(site, '/sections/mf-calls/tooltip', {
          imports: { '@amparo/shared-ui': ['Button', 'Tooltip'] },
        }),
      /^mf_calls imports Tooltip from @amparo\/shared-ui; the root's @amparo\/shared-ui 1\.0\.0 has no such export\.$/,
    ],
    [
      'a build on another origin that does not allow the site (CORS)',
      () => `${cdn.url}${serveSectionBuild(cdn, '/mf-calls/no-cors')}`,
      /is on another origin than the site \(http:\/\/127\.0\.0\.1:\d+\) and does not allow it: it must answer GET and HEAD with Access-Control-Allow-Origin/,
    ],
  ])('refuses %s, saying why', async (_case, address, reason) => {
    const { refusals } = await switchVerdict('mf_calls', address(), site.url);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(reason);
  });

  it('refuses a host that does not answer', async () => {
    const deadPort: number = await freePort();
    const { refusals } = await switchVerdict(
      'mf_calls',
      `http://127.0.0.1:${deadPort}/remoteEntry.js`,
      site.url,
    );
    expect(refusals).toEqual([
      expect.stringMatching(/remoteEntry\.js cannot be fetched \(.*ECONNREFUSED.*\)\./),
    ]);
  });

  it('refuses a root given as a folder: the gate needs the address the page is served from', async () => {
    const address = serveSectionBuild(site, '/sections/mf-calls/fits');
    expect((await switchVerdict('mf_calls', address, '/srv/amparo')).refusals).toEqual([
      "--root must be the site's address (https://…), not /srv/amparo.",
    ]);
  });

  it("lets through a build on another origin that allows the site, and notes that the page's policy must allow that origin", async () => {
    const path = serveSectionBuild(
      cdn,
      '/mf-calls/cors',
      {},
      {
        headers: {
          'Access-Control-Allow-Origin': site.url,
          'Access-Control-Expose-Headers': 'ETag',
          ETag: '"1"',
        },
      },
    );
    const { refusals, notes } = await switchVerdict('mf_calls', `${cdn.url}${path}`, site.url);
    expect(refusals).toEqual([]);
    expect(notes).toEqual([expect.stringContaining(`${cdn.url} must be in the page's policy`)]);
  });

  it('notes a host on another origin that lets the update check read neither ETag nor Last-Modified', async () => {
    const path = serveSectionBuild(
      cdn,
      '/mf-calls/no-version',
      {},
      { headers: { 'Access-Control-Allow-Origin': '*', ETag: '"1"' } },
    );
    const { refusals, notes } = await switchVerdict('mf_calls', `${cdn.url}${path}`, site.url);
    expect(refusals).toEqual([]);
    expect(notes[0]).toMatch(/sends neither Last-Modified nor Access-Control-Expose-Headers: ETag/);
  });
});
