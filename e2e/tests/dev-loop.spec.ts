/**
 * The development loop of one section: `npm run dev -w mf-calls` serves a development build, the
 * address it prints points this browser (only) at it inside the running platform, under a policy that
 * allows it and its live reload; saving a file reloads the page with the new build; the reset address
 * goes back to the platform's own build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, expectNoAxeViolations, signIn, demoAccounts } from '../support/fixtures';
import { platformFromEnv } from '../support/localPlatform';
import { startDevSection } from '../support/devSection';
import type { RunningDevSection } from '../support/devSection';
import { repoRoot } from '../../tools/server/workspace';

test.describe('a section in development, inside the running platform', { tag: '@any-size' }, () => {
  let dev: RunningDevSection;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dev = await startDevSection('mf-calls', platformFromEnv().baseURL);
  });

  test.afterAll(async () => {
    await dev?.stop();
  });

  test('the printed address swaps the section for its development build in this browser only; saving a file reloads it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { baseURL } = platformFromEnv();
    const devOrigin = new URL(dev.entry).origin;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    await signIn(page, demoAccounts.maria, baseURL);
    // The address only asks; the page's button sets the override, and the platform then says so.
    await page.goto(dev.overrideUrl.replace(/^http:\/\/localhost:\d+/, baseURL));
    await expect(
      page.getByRole('heading', { name: 'Usar uma versão de desenvolvimento?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Usar esta versão' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Versão de desenvolvimento: mf_calls' }),
    ).toBeVisible();
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    });
    await page.goto(`${baseURL}/chamadas`);
    await expect(page.getByRole('heading', { name: 'Chamadas', exact: true })).toBeVisible();
    expect(entries).toContain(dev.entry);
    // Live reload's channel to the dev server is open (the page's policy allows it).
    await expect
      .poll(() => sockets.some((url) => url.startsWith(devOrigin.replace('http', 'ws'))))
      .toBe(true);

    // Another browser on the same platform still gets the platform's own build.
    const other = await browser.newContext({ locale: 'pt-PT' });
    const manifest = (await (await other.request.get(`${baseURL}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    expect(manifest['mf_calls']).toBe('/mf/mf-calls/remoteEntry.js');
    await other.close();

    // Saving a file of the section rebuilds it, and the page reloads on its own with the new build.
    const source = path.join(repoRoot, 'mf-calls', 'src', 'lifecycles.tsx');
    const original = readFileSync(source, 'utf8');
    await page.evaluate(
      () => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true),
    );
    try {
      writeFileSync(source, `${original}\n// saved during the dev-loop browser test\n`);
      await expect
        .poll(
          () =>
            page
              .evaluate(
                () => (window as unknown as { __beforeReload?: boolean }).__beforeReload ?? false,
              )
              // Asked while the page is reloading: not reloaded yet, ask again.
              .catch(() => true),
          { timeout: 60_000 },
        )
        .toBe(false);
    } finally {
      writeFileSync(source, original);
    }
    await expect(page.getByRole('heading', { name: 'Chamadas', exact: true })).toBeVisible();
    expect(violations).toEqual([]);

    // The reset address goes back to the platform's own build.
    await page.goto(`${baseURL}/amparo-dev?reset`);
    entries.length = 0;
    await page.goto(`${baseURL}/chamadas`);
    await expect(page.getByRole('heading', { name: 'Chamadas', exact: true })).toBeVisible();
    expect(entries).toContain(`${baseURL}/mf/mf-calls/remoteEntry.js`);
  });
});
