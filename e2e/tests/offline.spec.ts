/**
 * With the service worker in place (root-config/src/serviceWorker/): a reload of home, Chamadas or
 * Saúde while the network is gone shows Amparo from the tablet's copy, never the browser's error page;
 * back online, the page and remotes.json come from the network again.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, demoAccounts, expectNoAxeViolations } from '../support/fixtures';

/** Waits until the service worker controls the page (registered once the first screen is idle). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

const screens = [
  { path: '/chamadas', heading: 'Chamadas' },
  { path: '/calendario', heading: 'Saúde' },
] as const;

test('a reload without network shows Amparo on home, Chamadas and Saúde, not the browser error', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccounts.maria);
  await waitForServiceWorker(page);
  // Online once through each screen, as the person does: their files are kept as they come.
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();

  await context.setOffline(true);
  try {
    for (const screen of [{ path: '/', heading: /^Olá/ }, ...screens]) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      // The person's own data is not kept on the tablet yet: the screen and the connection banner.
      await expect(page.getByText('Sem ligação à internet.')).toBeVisible();
      // Chamadas and Saúde wait for their data with a spinner that turns for ever: axe (which waits
      // for every animation to finish) scans home.
      if (screen.path === '/') await expectNoAxeViolations(page);
    }
  } finally {
    await context.setOffline(false);
  }
  const manifestRead = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
  await page.reload();
  const manifest = await manifestRead;
  expect(manifest.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Saúde' })).toBeVisible();
});

test('the service worker file is served afresh each time, for the whole site', async ({
  request,
}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
});
