/**
 * A tablet left open runs what was shipped. One page stays open while Chamadas (mf-calls) is rebuilt
 * with another text in its code (its screen's chunk, not its remoteEntry.js), uploaded and switched
 * with the release commands, rolled back, broken and fixed, and moved to another origin; after each
 * calm moment (the person going home), Chamadas draws the text of the build remotes.json names. The
 * page is reloaded only for a move to another origin, which its policy did not allow: at the calm
 * moment, or on 'Tentar novamente'. The same again with the service worker controlling the page: the
 * documents that name files (remotes.json, amparo-runtime.json, each remoteEntry.js) come from the
 * network through it, so the rule holds unchanged.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { test, expect, expectHomeGreeting, signIn, demoAccounts } from '../support/fixtures';
import { platformFromEnv, startPlatformServer } from '../support/localPlatform';
import { defaultManifest, writeManifest } from '../support/buildVariants';
import type { RunningStaticServer } from '../../tools/server/staticServer';
import { repoRoot } from '../../tools/server/workspace';
import { historyFileOf } from '../../tools/release/releaseHistory';
import { waitForServiceWorker, watchServiceWorkerFetches } from '../support/serviceWorker';

const run = promisify(execFile);
const unavailableHeading = 'Esta secção não está disponível de momento.';
/** Chamadas' texts (its catalogue): the description its screen draws under the heading. */
const screenFile = path.join('src', 'texts', 'callsTexts.ts');
const descriptionPattern = /description: '([^']+)'/;

/** The text Chamadas draws under its heading, as this repository's mf-calls has it. */
const shippedText = (() => {
  const text = descriptionPattern.exec(
    readFileSync(path.join(repoRoot, 'mf-calls', screenFile), 'utf8'),
  )?.[1];
  if (!text) throw new Error(`no description: '…' in mf-calls/${screenFile}`);
  return text;
})();

/**
 * Builds, for production, a copy of mf-calls whose screen says `describe(source)` instead of its
 * description (in a folder of its own under `work`, with the repository's packages); its dist folder.
 */
async function buildCallsVariant(
  work: string,
  label: string,
  rewrite: (screenSource: string) => string,
): Promise<string> {
  const dir = path.join(work, `mf-calls-${label}`);
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(repoRoot, 'mf-calls', 'src'), path.join(dir, 'src'), { recursive: true });
  cpSync(path.join(repoRoot, 'mf-calls', 'package.json'), path.join(dir, 'package.json'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'webpack.config.cjs'),
    `const { createRemoteConfig } = require(${JSON.stringify(path.join(repoRoot, 'tools', 'webpack', 'createRemoteConfig.cjs'))});\n` +
      "module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_calls' });\n",
  );
  const screen = path.join(dir, screenFile);
  const source = readFileSync(screen, 'utf8');
  const rewritten = rewrite(source);
  if (rewritten === source) throw new Error(`the ${label} build changes nothing in ${screenFile}`);
  writeFileSync(screen, rewritten);
  await run(
    path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.cjs'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  return path.join(dir, 'dist');
}

const sayingInstead = (text: string) => (source: string) =>
  source.replace(descriptionPattern, `description: ${JSON.stringify(text)}`);

/**
 * A build whose screen throws while drawing: a section shipped with a fatal bug in its code (the
 * description is read when the screen draws, and reading it throws).
 */
const throwingWhileDrawing = (source: string) =>
  `${source.replace(descriptionPattern, 'get description(): string { return brokenOnPurpose(); }')}
function brokenOnPurpose(): string {
  throw new Error('Chamadas partida de propósito (teste de lançamento)');
}
`;

interface ReleaseRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `npm run release -- <args>`, as the person shipping a section runs it. */
async function release(...args: string[]): Promise<ReleaseRun> {
  try {
    const { stdout, stderr } = await run(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['tools/release/cli.ts', ...args],
      { cwd: repoRoot },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function markThisPage(page: Page): Promise<void> {
  await page.evaluate(
    () => ((window as unknown as { __amparoSamePage: boolean }).__amparoSamePage = true),
  );
}

function isStillThisPage(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __amparoSamePage?: boolean }).__amparoSamePage === true,
  );
}

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/**
 * The calm moment: the person goes home from Chamadas; the root reads remotes.json again and asks the
 * sections it loaded whether they changed (HEAD requests). Waits until it is done.
 */
async function goHome(page: Page): Promise<void> {
  const versionChecks = new Set<Request>();
  const started = (request: Request) => {
    if (request.method() === 'HEAD') versionChecks.add(request);
  };
  const ended = (request: Request) => versionChecks.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const manifestRead = page.waitForResponse((response) =>
      response.url().endsWith('/remotes.json'),
    );
    await bottomNav(page).getByRole('link', { name: 'Início' }).click();
    await expectHomeGreeting(page, demoAccounts.maria);
    await manifestRead;
    await page.waitForTimeout(300);
    await expect.poll(() => versionChecks.size, { intervals: [100] }).toBe(0);
    await page.waitForTimeout(300);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function openCalls(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Chamadas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
}

test.describe('a tablet left open runs what was shipped', { tag: '@any-size' }, () => {
  let work: string;
  let manifestFile: string;
  let sectionsDir: string;
  let site: RunningStaticServer;
  let otherOrigin: RunningStaticServer;
  let thirdOrigin: RunningStaticServer;
  const dists: Record<'second' | 'broken' | 'fixed', string> = {
    second: '',
    broken: '',
    fixed: '',
  };
  const texts = {
    second: 'Versão dois: carregue em «Ligar» para falar com quem quiser.',
    fixed: 'Versão corrigida: carregue em «Ligar» para falar com quem quiser.',
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    work = mkdtempSync(path.join(tmpdir(), 'amparo-section-releases-'));
    manifestFile = path.join(work, 'site', 'remotes.json');
    sectionsDir = path.join(work, 'sections');
    mkdirSync(path.dirname(manifestFile), { recursive: true });
    mkdirSync(sectionsDir, { recursive: true });
    writeManifest(manifestFile, defaultManifest());
    dists.second = await buildCallsVariant(work, 'second', sayingInstead(texts.second));
    dists.broken = await buildCallsVariant(work, 'broken', throwingWhileDrawing);
    dists.fixed = await buildCallsVariant(work, 'fixed', sayingInstead(texts.fixed));
    const { ports } = platformFromEnv();
    site = await startPlatformServer(ports, {
      remotesManifestFile: manifestFile,
      extraMounts: { '/sections/': sectionsDir },
    });
    // CDNs: other origins serving the same uploaded builds.
    otherOrigin = await startPlatformServer(ports, { extraMounts: { '/sections/': sectionsDir } });
    thirdOrigin = await startPlatformServer(ports, { extraMounts: { '/sections/': sectionsDir } });
  });

  test.afterAll(async () => {
    await thirdOrigin?.stop();
    await otherOrigin?.stop();
    await site?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  async function upload(dist: string): Promise<string> {
    const uploaded = await release(
      'upload',
      'mf-calls',
      '--build',
      dist,
      '--to',
      sectionsDir,
      '--root',
      site.url,
    );
    expect(uploaded, uploaded.stderr).toMatchObject({ code: 0 });
    return uploaded.stdout.trim().split('\n').at(-1) ?? '';
  }

  async function switchTo(address: string): Promise<ReleaseRun> {
    const switched = await release(
      'switch',
      'mf_calls',
      address,
      '--manifest',
      manifestFile,
      '--root',
      site.url,
    );
    expect(switched, switched.stderr).toMatchObject({ code: 0 });
    return switched;
  }

  async function rollBack(): Promise<string> {
    const rolled = await release(
      'rollback',
      'mf_calls',
      '--manifest',
      manifestFile,
      '--root',
      site.url,
    );
    expect(rolled, rolled.stderr).toMatchObject({ code: 0 });
    return rolled.stdout;
  }

  const liveAddress = () =>
    (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>)['mf_calls'];

  /**
   * The release steps on one open page. `underServiceWorker`: the page is first controlled by the
   * service worker, and each calm moment's remotes.json and each newly opened build's remoteEntry.js
   * are fetched by it from the network (network-first), never answered from its copies alone.
   */
  async function chamadasFollowsTheManifest(
    page: Page,
    context: BrowserContext,
    underServiceWorker: boolean,
  ): Promise<void> {
    // Each run starts from the shipped build, with no history of releases.
    writeManifest(manifestFile, defaultManifest());
    rmSync(historyFileOf(manifestFile), { force: true });
    const [second, broken, fixed] = [
      await upload(dists.second),
      await upload(dists.broken),
      await upload(dists.fixed),
    ];
    const shipped = defaultManifest()['mf_calls'] ?? '';
    const fromNetwork = watchServiceWorkerFetches(context);
    await signIn(page, demoAccounts.maria, site.url);
    if (underServiceWorker) await waitForServiceWorker(page);
    await markThisPage(page);
    await openCalls(page);
    await expect(page.getByText(shippedText)).toBeVisible();
    /** Under the service worker: what it fetched from the network for `file` grew since `before`. */
    const expectFetchedByWorker = async (file: string, before: number) => {
      if (underServiceWorker)
        await expect.poll(() => fromNetwork.count(file), { message: file }).toBeGreaterThan(before);
    };
    const calmMoment = async () => {
      const [manifests, entries] = [
        fromNetwork.count('remotes.json'),
        fromNetwork.count('remoteEntry.js'),
      ];
      await goHome(page);
      await expectFetchedByWorker('remotes.json', manifests);
      return entries;
    };

    await test.step('a new build is switched in: the next opening draws its text', async () => {
      await switchTo(second);
      const entries = await calmMoment();
      await openCalls(page);
      await expect(page.getByText(texts.second)).toBeVisible();
      await expectFetchedByWorker('remoteEntry.js', entries);
      await expect(page.getByText(shippedText)).toHaveCount(0);
    });

    await test.step('a switch the gate refuses changes nothing, and says why', async () => {
      const refused = await release(
        'switch',
        'mf_calls',
        '/sections/mf-calls/nothing-here/remoteEntry.js',
        '--manifest',
        manifestFile,
        '--root',
        site.url,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('answers 404 Not Found, not 200.');
      expect(liveAddress()).toBe(second);
    });

    await test.step('rolled back: the build that was live before, its text again', async () => {
      expect(await rollBack()).toContain(`-> ${shipped}`);
      await calmMoment();
      await openCalls(page);
      await expect(page.getByText(shippedText)).toBeVisible();
      await expect(page.getByText(texts.second)).toHaveCount(0);
    });

    await test.step("a build that throws while drawing: the calm message, and 'Tentar novamente' keeps it", async () => {
      await switchTo(broken);
      await goHome(page);
      await openCalls(page).catch(() => undefined);
      await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
      await expect(page.getByText(shippedText)).toHaveCount(0);
    });

    await test.step("rolled back from the broken build: 'Tentar novamente' draws the good build's text", async () => {
      expect(await rollBack()).toContain(`${broken} -> ${shipped}`);
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByText(shippedText)).toBeVisible();
      await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    });

    await test.step('the fix is switched in: its text', async () => {
      await switchTo(fixed);
      const entries = await calmMoment();
      await openCalls(page);
      await expect(page.getByText(texts.fixed)).toBeVisible();
      await expectFetchedByWorker('remoteEntry.js', entries);
      expect(await isStillThisPage(page), 'no reload so far').toBe(true);
    });

    await test.step('moved to another origin: at the calm moment the page comes afresh, with a policy that allows it', async () => {
      const foreign = `${otherOrigin.url}${second}`;
      const switched = await switchTo(foreign);
      expect(switched.stdout).toContain(`${otherOrigin.url} must be in the page's policy`);
      const runtimes = fromNetwork.count('amparo-runtime.json');
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await bottomNav(page).getByRole('link', { name: 'Início' }).click();
      await reloaded;
      await expectHomeGreeting(page, demoAccounts.maria);
      expect(await isStillThisPage(page)).toBe(false);
      // The page came afresh: its run-time configuration too, from the network.
      await expectFetchedByWorker('amparo-runtime.json', runtimes);
      const entries: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
      });
      await openCalls(page);
      await expect(page.getByText(texts.second)).toBeVisible();
      expect(entries).toContain(foreign);
    });

    await test.step("broken again, then fixed on yet another origin: 'Tentar novamente' brings the page afresh, with the fix", async () => {
      await switchTo(broken);
      await goHome(page);
      await openCalls(page).catch(() => undefined);
      await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
      await markThisPage(page);
      const fixedElsewhere = `${thirdOrigin.url}${fixed}`;
      await switchTo(fixedElsewhere);
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await reloaded;
      await expect(page.getByText(texts.fixed)).toBeVisible();
      expect(await isStillThisPage(page)).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/chamadas');
    });

    const history = await release('history', 'mf_calls', '--manifest', manifestFile);
    expect(history.code).toBe(0);
    const lines = history.stdout.split('\n');
    expect(lines[1]).toMatch(new RegExp(`→ now  ${thirdOrigin.url}`));
    expect(history.stdout).toContain(`${broken} (rolled back)`);
    expect(history.stdout).toContain('nothing-here/remoteEntry.js: ');
    fromNetwork.stop();
  }

  test('Chamadas draws the text of the build remotes.json names, after each calm moment', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await chamadasFollowsTheManifest(page, context, false);
  });

  test('the same, with the service worker controlling the page: what names files comes from the network', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await chamadasFollowsTheManifest(page, context, true);
  });
});
