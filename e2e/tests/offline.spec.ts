/**
 * With the service worker in place (root-config/src/serviceWorker/) and the person's last known day kept
 * on the tablet (shared-machines/src/records/localCopyDatabase.ts): a reload of home, Chamadas or Saúde
 * while the network is gone shows Amparo with her data as last known, under the banner saying when that
 * was, never the browser's error page; back online, the page and remotes.json come from the network
 * again. What needs the internet (Vídeos, the ProBranca video call) says so calmly. 'Sair' forgets the
 * copy, and a carer's session keeps none.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  signInCarer,
  createSdkClient,
  demoAccounts,
  demoCarers,
  expectNoAxeViolations,
} from '../support/fixtures';
import { localCopyEntries } from '../support/localCopy';
import { waitForServiceWorker } from '../support/serviceWorker';

/** Each screen, and something of the person's own data it shows. */
const screens = [
  {
    path: '/',
    heading: /^Olá, /,
    kept: 'medicamentos',
    data: (page: Page) =>
      page
        .getByRole('region', { name: 'Hoje' })
        .getByRole('list', { name: 'Medicamentos de hoje' }),
  },
  {
    path: '/chamadas',
    heading: 'Chamadas',
    kept: 'contactos',
    data: (page: Page) =>
      page
        .getByRole('list', { name: 'Contactos' })
        .getByRole('link', { name: /^Ligar a / })
        .first(),
  },
  {
    path: '/calendario',
    heading: 'Saúde',
    kept: 'consultas',
    data: (page: Page) => page.getByRole('region', { name: 'Medicamentos para tomar:' }),
  },
] as const;

const offlineBanner = /^Sem ligação à internet — a mostrar o que sabíamos às \d\d:\d\d\./;

test('a reload without network shows her last known day on home, Chamadas and Saúde, with when it was known; Vídeos and ProBranca say calmly they need the internet', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccounts.maria);
  await waitForServiceWorker(page);
  // Online once through each screen, as the person does: their files and her data are kept as they come.
  const seen: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(screen.data(page)).toBeVisible();
    seen.push((await screen.data(page).textContent()) ?? '');
    // Kept a moment after it shows (the tablet writes its copy in the background): a person does not
    // leave within that moment, the test must not either.
    await expect
      .poll(async () =>
        (await localCopyEntries(page)).some((key) => key.endsWith(`/${screen.kept}`)),
      )
      .toBe(true);
  }
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();

  await context.setOffline(true);
  try {
    for (const [index, screen] of screens.entries()) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(screen.data(page)).toHaveText(seen[index] ?? '');
      await expect(page.getByRole('status').filter({ hasText: offlineBanner })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // What cannot work without network says so calmly: the videos, and the ProBranca video call.
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Sem ligação à internet' })
        .getByText('Os vídeos precisam da internet: sem ligação, não os podemos mostrar.'),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'ProBranca' })
      .tap();
    const proBranca = page.getByRole('dialog', { name: 'ProBranca' });
    await expect(
      proBranca.getByText(/precisa da internet\. Quando a ligação voltar, pode ligar daqui\./),
    ).toBeVisible();
    await expect(proBranca.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await context.setOffline(false);
  }
  const manifestRead = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
  await page.reload();
  const manifest = await manifestRead;
  expect(manifest.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
});

test("'Sair' forgets the copy kept on the tablet", async ({ page }) => {
  await signIn(page, demoAccounts.maria);
  await page.goto('/chamadas');
  await expect(page.getByRole('list', { name: 'Contactos' })).toBeVisible();
  await expect.poll(async () => (await localCopyEntries(page)).length).toBeGreaterThan(2);

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect.poll(() => localCopyEntries(page)).toEqual([]);
});

test("a carer's session keeps nothing on the tablet, not even the lists of a person she follows", async ({
  page,
}) => {
  const client = await createSdkClient(demoAccounts.maria);
  try {
    await signInCarer(page, demoCarers.ana);
    await page.goto(`/pessoas/${client.user.uid}/mostrarcontactos`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await localCopyEntries(page)).toEqual([]);
  } finally {
    await client.close();
  }
});

test('the service worker file is served afresh each time, for the whole site', async ({
  request,
}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
});
