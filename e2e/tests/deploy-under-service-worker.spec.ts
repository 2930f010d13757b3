/**
 * A new deploy of the root while a tablet has the service worker (root-config/src/serviceWorker/):
 * the site is stopped and started again on the same address with another build (its code under a new
 * name), and the tablet's next load is wholly the new build — the page from the network names the new
 * code, which the worker fetches: never the new page with the old code, nor the old page with the new.
 * Offline afterwards, the tablet's copy is the new build, whole.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, signIn, demoAccounts, expectHomeGreeting } from '../support/fixtures';
import { freePort, platformFromEnv, startPlatformServer } from '../support/localPlatform';
import { waitForServiceWorker } from '../support/serviceWorker';
import type { RunningStaticServer } from '../../tools/server/staticServer';
import { repoRoot } from '../../tools/server/workspace';

const rootDist = path.join(repoRoot, 'root-config', 'dist');
const entryPattern = /\/(main\.[0-9a-f]{8,}\.js)"/;

/**
 * A copy of the root's build as deploy `label`: its entry file renamed after its new content (which
 * sets `__amparoDeploy` to `label` once the root's code has run), the page and the service worker's
 * list of files naming it. Returns the folder and the entry's name.
 */
function deployOf(work: string, label: string): { dir: string; entry: string } {
  const dir = path.join(work, `root-${label}`);
  cpSync(rootDist, dir, { recursive: true });
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const original = entryPattern.exec(page)?.[1];
  if (!original) throw new Error(`no main.<hash>.js in ${rootDist}/index.html`);
  const code = `${readFileSync(path.join(dir, original), 'utf8')}\n;globalThis.__amparoDeploy = ${JSON.stringify(label)};\n`;
  const entry = `main.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(dir, entry), code);
  rmSync(path.join(dir, original));
  for (const file of ['index.html', 'sw.js']) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(original)) throw new Error(`${file} does not name ${original}`);
    writeFileSync(path.join(dir, file), text.split(original).join(entry));
  }
  return { dir, entry };
}

/** Which deploy's code runs in the page, and which entry its page names. */
async function runningDeploy(page: Page): Promise<{ code: unknown; named: string | undefined }> {
  return page.evaluate(() => ({
    code: (globalThis as { __amparoDeploy?: unknown }).__amparoDeploy,
    named: document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src.split('/').pop(),
  }));
}

test.describe('a new deploy under the service worker', { tag: '@any-size' }, () => {
  let work: string;
  let server: RunningStaticServer | undefined;

  test.beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'amparo-deploy-'));
  });

  test.afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the next load is wholly the new build, online and then offline', async ({
    page,
    context,
  }) => {
    const first = deployOf(work, 'A');
    const second = deployOf(work, 'B');
    const { ports } = platformFromEnv();
    const port = await freePort();
    server = await startPlatformServer(ports, { rootDir: first.dir, port });
    const site = server.url;
    await signIn(page, demoAccounts.maria, site);
    await waitForServiceWorker(page);
    // Home at its own address, as the tablet opens it (signing in through the form leaves '/login').
    await page.goto(`${site}/`);
    await expectHomeGreeting(page, demoAccounts.maria);
    expect(await runningDeploy(page)).toEqual({ code: 'A', named: first.entry });

    const fetchedCode: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === site && url.pathname.endsWith('.js')) fetchedCode.push(url.pathname);
    });
    await server.stop();
    server = await startPlatformServer(ports, { rootDir: second.dir, port });
    expect(server.url).toBe(site);

    await page.reload();
    await expectHomeGreeting(page, demoAccounts.maria);
    // Still under the worker that was running (the new one waits until no page of Amparo is open).
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await runningDeploy(page)).toEqual({ code: 'B', named: second.entry });
    expect(fetchedCode).toContain(`/${second.entry}`);
    expect(fetchedCode).not.toContain(`/${first.entry}`);

    await context.setOffline(true);
    try {
      fetchedCode.length = 0;
      await page.reload();
      // Offline, home greets without the name (the account's name comes from the database).
      await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
      expect(await runningDeploy(page)).toEqual({ code: 'B', named: second.entry });
      expect(fetchedCode).not.toContain(`/${first.entry}`);
    } finally {
      await context.setOffline(false);
    }
  });
});
