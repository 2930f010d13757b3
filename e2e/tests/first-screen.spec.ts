/**
 * The login painted from the page's HTML. A person's first visit shows the login before any of the
 * platform's code has come (the shell's code is held back here, as a slow network would); what they
 * type there, and a form they send, are kept when the live login takes its place. Someone signed in
 * never sees it, nor does an address of the registration. The page's one inline script runs under the
 * policy by its hash (the page fixture fails any test in which the policy refused something).
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  demoAccounts,
  expectHomeGreeting,
  expectNoAxeViolations,
  withSavedSession,
} from '../support/fixtures';

/** Holds every file of the shell section until `release()` is called. */
async function holdShellCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/mf\/mf-shell\//, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

const drawnLogin = (page: Page) => page.locator('#amparo-first-screen');

/** Where the login's parts are on the screen: the drawn and the live login must match exactly. */
async function loginParts(page: Page) {
  const parts = [
    page.getByRole('heading', { level: 1, name: 'Bem-vindo!' }),
    page.getByRole('heading', { level: 2, name: 'Amparo' }),
    page.getByRole('textbox', { name: 'Endereço de e-mail' }),
    page.getByLabel('Palavra-passe'),
    page.getByRole('button', { name: 'Entrar' }),
    page.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }),
  ];
  return Promise.all(parts.map((part) => part.boundingBox()));
}

test.describe('the login painted from the page', () => {
  test('a first visit shows the login before any code; what was typed is kept', async ({
    page,
  }) => {
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(drawnLogin(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo!' })).toBeVisible();
    await expect(page.getByText('A carregar…')).toBeHidden();
    await expectNoAxeViolations(page);

    const { email } = demoAccounts.maria;
    await page.getByRole('textbox', { name: 'Endereço de e-mail' }).tap();
    await page.keyboard.type(email);
    await page.getByLabel('Palavra-passe').tap();
    const half = Math.ceil(demoAccounts.maria.password.length / 2);
    await page.keyboard.type(demoAccounts.maria.password.slice(0, half));
    await expect(drawnLogin(page)).toBeVisible();
    const drawnParts = await loginParts(page);

    release();
    await expect(drawnLogin(page)).toHaveCount(0);
    expect(await loginParts(page)).toEqual(drawnParts);
    await expect(page.locator('#amparo-first-screen-style')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveValue(email);
    const password = page.getByLabel('Palavra-passe');
    await expect(password).toBeFocused();
    await page.keyboard.type(demoAccounts.maria.password.slice(half));
    await expect(password).toHaveValue(demoAccounts.maria.password);
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expectHomeGreeting(page, demoAccounts.maria);
  });

  test('a form sent before the code came stays on the page, then signs in once the code comes @any-size', async ({
    page,
  }) => {
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Endereço de e-mail' }).fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill(demoAccounts.maria.password);
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await page.waitForTimeout(300);
    // Never a password in the address bar, never another page.
    expect(new URL(page.url()).search).toBe('');
    await expect(drawnLogin(page)).toBeVisible();
    release();
    await expectHomeGreeting(page, demoAccounts.maria);
  });

  test("'Esqueceu-se da palavra-passe?' pressed before the code came is answered once it comes @any-size", async ({
    page,
  }) => {
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }).tap();
    await expect(drawnLogin(page)).toBeVisible();
    release();
    await expect(page.locator('form').getByRole('alert')).toContainText(
      'Escreva primeiro o seu e-mail',
    );
  });

  test('someone signed in never sees the login while the code comes @any-size', async ({
    page,
  }) => {
    await withSavedSession(page, demoAccounts.maria);
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('A carregar…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeHidden();
    release();
    await expectHomeGreeting(page, demoAccounts.maria);
    await expect(drawnLogin(page)).toHaveCount(0);
  });

  test('an address of the registration never shows the login first @any-size', async ({ page }) => {
    const release = await holdShellCode(page);
    await page.goto('/registarqualquer', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('A carregar…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeHidden();
    release();
    await expect(page.getByText('A carregar…')).toBeHidden();
    await expect(drawnLogin(page)).toHaveCount(0);
  });

  test('the page carries the login and its styles; its inline script is allowed by hash only @any-size', async ({
    request,
  }) => {
    const response = await request.get('/');
    const html = await response.text();
    expect(html).toMatch(
      /<main id="amparo-main"[^>]*><!--amparo-first-screen--><div id="amparo-first-screen">/,
    );
    expect(html.match(/id="amparo-first-screen"/g)).toHaveLength(1);
    expect(html).toContain('<style id="amparo-first-screen-style">');
    const scriptSrc = (response.headers()['content-security-policy'] ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
