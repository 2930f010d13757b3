/**
 * The composition: every section's micro-frontend mounts into the one page, React is loaded once, the
 * remotes manifest switches one section to another build (from another origin too) without rebuilding
 * anything else, and a tablet left open picks it up when going home; a section built against a newer
 * shared package is refused calmly; a section that cannot load or throws leaves the rest working behind
 * a calm message whose 'Tentar novamente' fetches it again; the CSP is in force.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  signInThroughLoginScreen,
  demoAccounts,
  demoAssociationCode,
  forgetPolicyViolations,
  loginWasDrawn,
  watchForDrawnLogin,
} from '../support/fixtures';
import { freePort, platformFromEnv, startPlatformServer } from '../support/localPlatform';
import {
  buildLabelledRemote,
  checkContract,
  defaultManifest,
  writeManifest,
  writeRemoteThatThrowsOnMount,
} from '../support/buildVariants';
import type { RunningStaticServer } from '../../tools/server/staticServer';
import { repoRoot } from '../../tools/server/workspace';

const unavailableHeading = 'Esta secção não está disponível de momento.';

/** The shared-ui version the platform provides, and the one a newer section is built against. */
const installedSharedUiVersion = (
  JSON.parse(readFileSync(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const newerSharedUiVersion = installedSharedUiVersion.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);

/** The section paths of the platform and the application each one mounts. */
const sections = [
  { path: `/${demoAssociationCode}`, app: 'shell', remote: 'mf-shell' },
  { path: '/chamadas', app: 'calls', remote: 'mf-calls' },
  { path: '/calendario', app: 'health', remote: 'mf-health' },
  { path: '/jogos', app: 'games', remote: 'mf-games' },
  { path: '/videos', app: 'shell', remote: 'mf-shell' },
  { path: '/mostrarcontactos', app: 'admin', remote: 'mf-admin' },
] as const;

function appContainer(page: Page, app: string) {
  return page.locator(`#amparo-main > [data-amparo-app="${app}"]`);
}

/** Counts React renderers (react-dom copies) registering with the devtools hook, before any script runs. */
async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __amparoRenderers: unknown[] }).__amparoRenderers = renderers;
  });
}

test.describe('composition', () => {
  test(
    'every section mounts its own micro-frontend into the page, with React loaded once',
    { tag: '@any-size' },
    async ({ page }) => {
      await countReactRenderers(page);
      const remoteEntries = new Set<string>();
      page.on('request', (request) => {
        const match = /\/mf\/([^/]+)\/remoteEntry\.js$/.exec(new URL(request.url()).pathname);
        if (match?.[1]) remoteEntries.add(match[1]);
      });
      await signIn(page, demoAccounts.maria);
      for (const section of sections) {
        await page.goto(section.path);
        await expect(appContainer(page, section.app)).not.toBeEmpty();
        await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
        await expect(
          page.locator('#amparo-chrome-top > [data-amparo-app="chrome"]'),
        ).not.toBeEmpty();
      }
      expect([...remoteEntries].sort()).toEqual([
        'mf-admin',
        'mf-calls',
        'mf-games',
        'mf-health',
        'mf-shell',
      ]);

      const renderers = await page.evaluate(
        () => (window as unknown as { __amparoRenderers: unknown[] }).__amparoRenderers.length,
      );
      expect(renderers, 'react-dom registered once for all micro-frontends').toBe(1);

      // The federation share scope holds one loaded copy of each React package.
      const loadedCopies = await page.evaluate(() => {
        type Shared = { loaded?: boolean; loading?: unknown; lib?: unknown; from: string };
        const federation = (
          globalThis as unknown as {
            __FEDERATION__: {
              __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
            };
          }
        ).__FEDERATION__;
        const counts: Record<string, string[]> = {};
        for (const scopes of Object.values(federation.__SHARE__)) {
          for (const packages of Object.values(scopes)) {
            for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
              for (const [version, shared] of Object.entries(packages[name] ?? {})) {
                if (shared.loaded || shared.lib)
                  (counts[name] ??= []).push(`${version} from ${shared.from}`);
              }
            }
          }
        }
        return Object.fromEntries(
          Object.entries(counts).map(([name, copies]) => [name, [...new Set(copies)].length]),
        );
      });
      expect(loadedCopies).toEqual({
        react: 1,
        'react-dom': 1,
        'react-dom/client': 1,
        'react/jsx-runtime': 1,
      });
    },
  );

  test('a signed-in person never sees the login while the page starts', async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await watchForDrawnLogin(page);
    await page.reload();
    await expect(page.getByText(`Olá, ${demoAccounts.maria.greetingName}`)).toBeVisible();
    expect(await loginWasDrawn(page)).toBe(false);
  });

  test(
    'the page is served with a Content-Security-Policy that blocks other origins',
    { tag: '@any-size' },
    async ({ page, request }) => {
      const { ports } = platformFromEnv();
      const response = await request.get('/chamadas');
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain(`ws://127.0.0.1:${ports.database}`);
      expect(policy).toContain(
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
      );
      expect(policy).toContain("object-src 'none'");

      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await signInThroughLoginScreen(page, demoAccounts.maria);
      await page.goto('/chamadas');
      await expect(appContainer(page, 'calls')).not.toBeEmpty();
      expect(violations, 'the platform itself needs nothing the policy refuses').toEqual([]);

      const blocked = await page.evaluate(async () => {
        const outcome = { fetchBlocked: false, inlineScriptRan: false, inlineStyleApplied: false };
        try {
          await fetch('https://example.org/steal', { mode: 'no-cors' });
        } catch {
          outcome.fetchBlocked = true;
        }
        const script = document.createElement('script');
        script.textContent = 'window.__amparoInjected = true;';
        document.body.appendChild(script);
        outcome.inlineScriptRan = Boolean(
          (window as unknown as { __amparoInjected?: boolean }).__amparoInjected,
        );
        const style = document.createElement('style');
        style.textContent = 'body { outline: 13px solid rgb(255, 0, 0); }';
        document.head.appendChild(style);
        outcome.inlineStyleApplied = getComputedStyle(document.body).outlineWidth === '13px';
        return outcome;
      });
      expect(blocked).toEqual({
        fetchBlocked: true,
        inlineScriptRan: false,
        inlineStyleApplied: false,
      });
      forgetPolicyViolations(page);
    },
  );
});

test.describe('deployment through the remotes manifest', { tag: '@any-size' }, () => {
  let work: string;
  let manifestFile: string;
  let server: RunningStaticServer;
  let otherOrigin: RunningStaticServer;
  let deadPort: number;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    work = mkdtempSync(path.join(tmpdir(), 'amparo-manifest-'));
    manifestFile = path.join(work, 'remotes.json');
    writeManifest(manifestFile, defaultManifest());
    await buildLabelledRemote('mf-calls', 'second-build', path.join(work, 'mf-calls-second'));
    await buildLabelledRemote('mf-calls', 'newer-shared-ui', path.join(work, 'mf-calls-newer'), {
      AMPARO_BUILT_AGAINST: `@amparo/shared-ui@${newerSharedUiVersion}`,
    });
    writeRemoteThatThrowsOnMount('mf_games', path.join(work, 'mf-games-broken'));
    deadPort = await freePort();
    server = await startPlatformServer(platformFromEnv().ports, {
      remotesManifestFile: manifestFile,
      extraMounts: {
        '/deploy/mf-calls-second/': path.join(work, 'mf-calls-second'),
        '/deploy/mf-games-broken/': path.join(work, 'mf-games-broken'),
        '/deploy/mf-calls-newer/': path.join(work, 'mf-calls-newer'),
      },
    });
    // Another origin (another port) serving one section's own build, as a CDN or preview channel would.
    otherOrigin = await startPlatformServer(platformFromEnv().ports, {
      remoteDirs: { 'mf-calls': path.join(work, 'mf-calls-second') },
    });
  });

  test.afterAll(async () => {
    await otherOrigin?.stop();
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test.afterEach(() => writeManifest(manifestFile, defaultManifest()));

  test('changing one URL in the manifest switches that section to another build, and only that one', async ({
    page,
  }) => {
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    await signIn(page, demoAccounts.maria, server.url);
    await page.goto(`${server.url}/chamadas`);
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
    expect(await buildLabel(page, 'mf_calls')).toBeUndefined();

    writeManifest(manifestFile, {
      ...defaultManifest(),
      mf_calls: '/deploy/mf-calls-second/remoteEntry.js',
    });
    entries.length = 0;
    await page.goto(`${server.url}/chamadas`);
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
    expect(await buildLabel(page, 'mf_calls')).toBe('second-build');
    expect(entries).toContain('/deploy/mf-calls-second/remoteEntry.js');
    expect(entries).not.toContain('/mf/mf-calls/remoteEntry.js');
    expect(entries).toContain('/mf/mf-shell/remoteEntry.js');

    await page.goto(`${server.url}/calendario`);
    await expect(appContainer(page, 'health')).not.toBeEmpty();
    expect(entries).toContain('/mf/mf-health/remoteEntry.js');
  });

  test('a section built on its own and served from another origin is switched in by the manifest alone, and rolled back the same way', async ({
    page,
  }) => {
    const foreignEntry = `${otherOrigin.url}/mf/mf-calls/remoteEntry.js`;
    expect(new URL(foreignEntry).origin).not.toBe(new URL(server.url).origin);
    const contract = await checkContract(
      'mf-calls',
      path.join(work, 'mf-calls-second'),
      server.url,
    );
    expect(contract.output).toContain('mf_calls fits the root');
    expect(contract.passed).toBe(true);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page, demoAccounts.maria, server.url);

    writeManifest(manifestFile, { ...defaultManifest(), mf_calls: foreignEntry });
    await page.goto(`${server.url}/chamadas`);
    await expect(page.getByRole('heading', { name: 'Chamadas' })).toBeVisible();
    expect(await buildLabel(page, 'mf_calls')).toBe('second-build');
    // The page's policy was made from the manifest when the page was served: no root rebuild.
    const policy = await page.evaluate(
      () =>
        document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '',
    );
    expect(policy).toContain(new URL(foreignEntry).origin);
    await page.goto(`${server.url}/calendario`);
    await expect(appContainer(page, 'health')).not.toBeEmpty();

    writeManifest(manifestFile, defaultManifest());
    await page.goto(`${server.url}/chamadas`);
    await expect(page.getByRole('heading', { name: 'Chamadas' })).toBeVisible();
    expect(await buildLabel(page, 'mf_calls')).toBeUndefined();
    expect(violations).toEqual([]);
  });

  test('a section built against a newer shared package than the platform provides is refused before it runs, and says why in the console', async ({
    page,
  }) => {
    // The contract check, run before uploading, would have said so.
    const contract = await checkContract('mf-calls', path.join(work, 'mf-calls-newer'), server.url);
    expect(contract.output).toContain(
      `mf_calls was built against @amparo/shared-ui ^${newerSharedUiVersion}; the root provides ${installedSharedUiVersion}.`,
    );
    expect(contract.passed).toBe(false);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    writeManifest(manifestFile, {
      ...defaultManifest(),
      mf_calls: '/deploy/mf-calls-newer/remoteEntry.js',
    });
    await signIn(page, demoAccounts.maria, server.url);
    await page.goto(`${server.url}/chamadas`);
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
    // Nothing of the section was drawn: it was refused before its code ran.
    await expect(page.locator('#amparo-main [data-amparo-app="calls"] *')).toHaveCount(0);
    expect(await buildLabel(page, 'mf_calls')).toBe('newer-shared-ui');
    const explanation = warnings.find((text) => text.startsWith('Amparo: mf_calls'));
    expect(explanation).toContain(`@amparo/shared-ui ^${newerSharedUiVersion}`);
    expect(explanation).toContain(`provides ${installedSharedUiVersion}`);

    // The rest of the platform keeps its own code and works.
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page.getByText(`Olá, ${demoAccounts.maria.greetingName}`)).toBeVisible();
    await page.goto(`${server.url}/calendario`);
    await expect(page.getByText('Próximas consultas:')).toBeVisible();
  });

  test('a tablet left open picks up a new build of a section when the person goes home, never while the section is open', async ({
    page,
  }) => {
    const bottomNav = page.getByRole('navigation', { name: 'Navegação principal' });
    await signIn(page, demoAccounts.maria, server.url);
    await page.goto(`${server.url}/chamadas`);
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
    expect(await buildLabel(page, 'mf_calls')).toBeUndefined();
    await markThisPage(page);

    // A new build is deployed while Chamadas is open: the open section is left as it is...
    writeManifest(manifestFile, {
      ...defaultManifest(),
      mf_calls: '/deploy/mf-calls-second/remoteEntry.js',
    });
    await bottomNav.getByRole('link', { name: 'Saúde' }).click();
    await expect(appContainer(page, 'health')).not.toBeEmpty();
    await bottomNav.getByRole('link', { name: 'Chamadas' }).click();
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
    expect(await buildLabel(page, 'mf_calls')).toBeUndefined();

    // ...until the person goes home: the next opening of Chamadas is the new build, in the same page.
    const manifestRead = page.waitForResponse((response) =>
      response.url().endsWith('/remotes.json'),
    );
    await bottomNav.getByRole('link', { name: 'Início' }).click();
    await expect(page.getByText(`Olá, ${demoAccounts.maria.greetingName}`)).toBeVisible();
    await manifestRead;
    await page.getByRole('link', { name: 'Chamadas' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
    await expect.poll(() => buildLabel(page, 'mf_calls')).toBe('second-build');
    expect(await isStillThisPage(page)).toBe(true);
  });

  test('a section whose remote is at a dead address shows a calm message while the rest works', async ({
    page,
  }) => {
    writeManifest(manifestFile, {
      ...defaultManifest(),
      mf_health: `http://127.0.0.1:${deadPort}/remoteEntry.js`,
    });
    await signIn(page, demoAccounts.maria, server.url);
    await page.goto(`${server.url}/calendario`);
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.locator('#amparo-chrome-top > [data-amparo-app="chrome"]')).not.toBeEmpty();

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page.getByText(`Olá, ${demoAccounts.maria.greetingName}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);

    await page.goto(`${server.url}/chamadas`);
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
  });

  test("'Tentar novamente' loads a section again once its remote is back, without reloading the page", async ({
    page,
  }) => {
    await signIn(page, demoAccounts.maria, server.url);
    await page.route('**/mf/mf-health/remoteEntry.js', (route) => route.abort('connectionrefused'));
    await page.goto(`${server.url}/calendario`);
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
    await markThisPage(page);

    await page.unroute('**/mf/mf-health/remoteEntry.js');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(appContainer(page, 'health')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    expect(await isStillThisPage(page)).toBe(true);
  });

  test('a section whose remote never answers shows the calm message after 15 s; meanwhile and after, the rest works', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.maria, server.url);
    // The request is held, never answered: a server that accepts the connection and stays silent.
    let requested = false;
    await page.route('**/mf/mf-health/remoteEntry.js', () => {
      requested = true;
    });
    // The page's clock runs as usual; the 15 s are skipped in two jumps, not waited.
    await page.clock.install();
    await page.goto(`${server.url}/calendario`);
    await expect(page.locator('#amparo-main [data-amparo-root-panel="loading"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emergência' })).toBeVisible();
    await expect.poll(() => requested).toBe(true);
    // 14 s after the request: still loading (the runtime's own default would be 20 s)...
    await page.clock.fastForward(14_000);
    await expect(page.locator('#amparo-main [data-amparo-root-panel="loading"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    // ...and by 16 s, the calm message.
    await page.clock.fastForward(2_000);
    // Within 2 s of real time (the clock keeps running): a 20 s limit would fail here.
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible({
      timeout: 2_000,
    });
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page.getByText(`Olá, ${demoAccounts.maria.greetingName}`)).toBeVisible();
    await page.goto(`${server.url}/chamadas`);
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
  });

  test('a section whose remote throws on mount shows the calm message; the other sections still work', async ({
    page,
  }) => {
    writeManifest(manifestFile, {
      ...defaultManifest(),
      mf_games: '/deploy/mf-games-broken/remoteEntry.js',
    });
    await signIn(page, demoAccounts.maria, server.url);
    await page.goto(`${server.url}/jogos`);
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page.getByText(`Olá, ${demoAccounts.maria.greetingName}`)).toBeVisible();
    await page.goto(`${server.url}/chamadas`);
    await expect(appContainer(page, 'calls')).not.toBeEmpty();
  });
});

test.describe("'Tentar novamente' fetches the section again", { tag: '@any-size' }, () => {
  let work: string;
  let manifestFile: string;
  let server: RunningStaticServer;

  test.beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'amparo-retry-'));
    manifestFile = path.join(work, 'remotes.json');
    writeRemoteThatThrowsOnMount('mf_games', path.join(work, 'mf-games-broken'));
    writeManifest(manifestFile, {
      ...defaultManifest(),
      mf_games: '/deploy/mf-games-broken/remoteEntry.js',
    });
    server = await startPlatformServer(platformFromEnv().ports, {
      remotesManifestFile: manifestFile,
      extraMounts: { '/deploy/mf-games-broken/': path.join(work, 'mf-games-broken') },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a section that failed to open is fetched again from the manifest: once the fix is deployed, it opens in the same page', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.maria, server.url);
    await page.goto(`${server.url}/jogos`);
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
    await markThisPage(page);

    // The fix is deployed: the manifest points the section back at a working build.
    writeManifest(manifestFile, defaultManifest());
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Jogos', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    expect(await isStillThisPage(page)).toBe(true);
  });
});

/** Marks the page, to tell later that it was not reloaded. */
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

function buildLabel(page: Page, federationName: string): Promise<string | undefined> {
  return page.evaluate(
    (name) =>
      (globalThis as unknown as { __AMPARO_BUILD_LABELS__?: Record<string, string> })
        .__AMPARO_BUILD_LABELS__?.[name],
    federationName,
  );
}
