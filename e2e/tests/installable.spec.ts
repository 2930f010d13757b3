/**
 * Amparo can be added to the tablet's home screen: the page links a web app manifest in European
 * Portuguese (name, icons 192/512 and maskable, standalone, starting at '/'), served as a manifest and
 * allowed by the page's policy, and Chromium reports no installability error through the DevTools
 * protocol. The login and home are checked with axe with the manifest's links in the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, signIn, demoAccounts, expectNoAxeViolations } from '../support/fixtures';
import { chromiumLaunchOptions } from '../support/chromium';

interface InstallabilityError {
  readonly errorId: string;
}

test('the page is installable as Amparo: manifest, icons, no installability error', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Amparo',
    short_name: 'Amparo',
    lang: 'pt-PT',
    start_url: '/',
    display: 'standalone',
  });
  // The tokens' navy and surface (shared-ui/src/tokens.css).
  const tokens = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return [style.getPropertyValue('--amparo-navy'), style.getPropertyValue('--amparo-surface')];
  });
  expect([manifest.theme_color, manifest.background_color]).toEqual(
    tokens.map((value) => value.trim()),
  );
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }

  await expectNoAxeViolations(page);

  // Chromium never offers to install from an incognito profile (every test's context is one): the
  // check runs in a profile of its own on disk, as a tablet's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'amparo-install-'));
  const tablet = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    viewport: page.viewportSize(),
    hasTouch: true,
    locale: 'pt-PT',
  });
  try {
    const tabletPage = tablet.pages()[0] ?? (await tablet.newPage());
    await tabletPage.goto(new URL('/', page.url()).href);
    await expect(tabletPage.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const devTools = await tablet.newCDPSession(tabletPage);
    await expect
      .poll(
        async () => {
          const { installabilityErrors } = (await devTools.send(
            'Page.getInstallabilityErrors',
          )) as { installabilityErrors: InstallabilityError[] };
          return installabilityErrors.map((error) => error.errorId);
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    const { url, errors } = (await devTools.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await tablet.close();
    rmSync(profile, { recursive: true, force: true });
  }

  await signIn(page, demoAccounts.maria);
  await expectNoAxeViolations(page);
});
