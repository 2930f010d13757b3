/**
 * A relative joins through an invitation, in the composed platform against the local backend and its
 * rules: Maria, on her tablet, invites from 'A minha família' → 'Convidar' and reads the code shown
 * once; on a phone (390×844, touch) — and again on a tablet — the relative opens the login's 'Recebi um
 * convite da família', types the code, sees whose family it is, makes her account and lands in her own
 * section seeing Maria's name and her posts. The same code, used, is then refused with its sentence.
 * axe on every new screen. The new relative is taken out of Maria's circle afterwards.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from '../support/fixtures';
import { adminDatabaseRequest } from '../support/adminDatabase';
import { platformFromEnv } from '../support/localPlatform';
import { uniqueNumber } from '../support/newAccounts';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A new browser for the relative: her own device, signed out, in Portuguese. */
async function relativeDevice(
  browser: Browser,
  size: { viewport: { width: number; height: number }; hasTouch: boolean; isMobile: boolean },
): Promise<BrowserContext> {
  return browser.newContext({
    ...size,
    baseURL: platformFromEnv().baseURL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  });
}

/** Maria invites `email` on her tablet and reads the code shown once. */
async function mariaInvites(page: Page, email: string): Promise<string> {
  await signIn(page);
  await page.goto('/minhafamilia');
  await expect(page.getByRole('heading', { level: 1, name: 'A minha família' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Convidar' });
  await invite.getByRole('textbox', { name: 'E-mail do familiar' }).fill(email);
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await expect(
    invite.getByText('O convite foi criado. Dê este código ao seu familiar:'),
  ).toBeVisible();
  const code = await invite.getByText(/^[2-9B-Z]{4}-[2-9B-Z]{4}-[2-9B-Z]{4}$/).textContent();
  expect(code).not.toBeNull();
  return code as string;
}

/** The relative, signed out, accepts with `code` and lands in her section. */
async function relativeAccepts(page: Page, code: string, name: string, email: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Recebi um convite da família' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Convite da família' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Código do convite' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verificar convite' }).click();
  await expect(page.getByText('Convite para a família de Maria Silva.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Nome e apelido' }).fill(name);
  await page.getByRole('textbox', { name: 'Endereço de e-mail' }).fill(email);
  await page.getByLabel('Palavra-passe').fill('amparo2024');
  await page.getByRole('button', { name: 'Criar conta e entrar' }).click();
  await expect(page).toHaveURL(/\/familia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A minha família' })).toBeVisible();
  const maria = page.getByRole('region', { name: 'Maria Silva' });
  await expect(maria.getByRole('list', { name: 'Mensagens e fotografias' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Juntar-me com um convite' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The same code again, on a fresh device following the link form: refused as used. */
async function usedCodeIsRefused(browser: Browser, code: string) {
  const context = await relativeDevice(browser, phone);
  try {
    const page = await context.newPage();
    await page.goto(`/convite#${code}`);
    await expect(page.getByText('Este convite já foi usado. Peça um novo convite.')).toBeVisible();
    // The code leaves the address once read.
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
}

/** Takes the relative named `name` out of every circle (the seed's circles stay as they were). */
async function removeRelativeNamed(name: string): Promise<void> {
  const relatives = (await adminDatabaseRequest('relatives', 'GET')) as Record<
    string,
    { name?: unknown }
  > | null;
  const uid = Object.entries(relatives ?? {}).find(([, relative]) => relative.name === name)?.[0];
  if (uid === undefined) return;
  const circles = (await adminDatabaseRequest(`relativeCircles/${uid}`, 'GET')) as Record<
    string,
    unknown
  > | null;
  await adminDatabaseRequest('', 'PATCH', {
    ...Object.fromEntries(
      Object.keys(circles ?? {}).map((person) => [`circles/${person}/members/${uid}`, null]),
    ),
    [`relativeCircles/${uid}`]: null,
    [`relatives/${uid}`]: null,
  });
}

async function inviteAndJoin(
  page: Page,
  browser: Browser,
  size: Parameters<typeof relativeDevice>[1],
): Promise<void> {
  const number = uniqueNumber();
  const name = `Joana Convidada ${String(number).slice(-6)}`;
  const email = `joana.${number}@example.com`;
  try {
    const code = await mariaInvites(page, email);
    await expectNoAxeViolations(page);
    const context = await relativeDevice(browser, size);
    try {
      await relativeAccepts(await context.newPage(), code, name, email);
    } finally {
      await context.close();
    }
    // Maria's screen sees her join.
    await expect(page.getByText(`${name} entrou na sua família.`)).toBeVisible();
    await usedCodeIsRefused(browser, code);
  } finally {
    await removeRelativeNamed(name);
  }
}

function tabletOf(testInfo: TestInfo) {
  const viewport = testInfo.project.use.viewport ?? { width: 1024, height: 768 };
  return { viewport, hasTouch: true, isMobile: false };
}

test.describe('a relative joins through an invitation', () => {
  test('on her phone @any-size', async ({ page, browser }) => {
    await inviteAndJoin(page, browser, phone);
  });

  test('on a tablet', async ({ page, browser }, testInfo) => {
    await inviteAndJoin(page, browser, tabletOf(testInfo));
  });
});
