/**
 * The login drawn from the page's HTML works before the rest of the code: its small script (the
 * shell's form drawn by Preact, the login machine, Firebase's e-mail sign-in) makes it live, and the
 * root, React and the shell come after it, when the tablet is idle. Here every other script is held
 * back, as a slow network would: 'Entrar' refuses empty fields with the same messages next to them,
 * says it is working, says a failed attempt, and signs in; when the code comes, the shell's login
 * goes on from where the drawn one was (its messages, what was typed) or home shows.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  demoAccounts,
  expectHomeGreeting,
  expectNoAxeViolations,
} from '../support/fixtures';
import { expectMessage } from '../support/fieldMessages';

const emailMissing = 'Escreva o endereço de e-mail.';
const passwordMissing = 'Escreva a palavra-passe.';
const loginFailed = 'Ocorreu algum erro, por favor verifique os dados inseridos.';

/** Holds every script but the live login's until `release()` is called. */
async function holdAllButLiveLogin(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.includes('/live-first-screen.'),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return () => release();
}

const liveLogin = (page: Page) => page.locator('#amparo-first-screen[data-amparo-live-login]');

test.describe('the live drawn login', () => {
  test("'Entrar' works before the rest of the code: the same messages, then the shell goes on from them @any-size", async ({
    page,
  }) => {
    const release = await holdAllButLiveLogin(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(liveLogin(page)).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Endereço de e-mail' });
    const password = page.getByLabel('Palavra-passe');
    const form = page.locator('form');
    expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);

    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expectMessage(email, emailMissing);
    await expectMessage(password, passwordMissing);
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);

    await email.fill(demoAccounts.maria.email);
    await password.fill('not-her-password');
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expect(form.getByRole('alert')).toHaveText(loginFailed);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(new URL(page.url()).search).toBe('');
    await expect(liveLogin(page)).toBeVisible();

    release();
    await expect(page.locator('#amparo-first-screen')).toHaveCount(0);
    await expect(page.locator('form').getByRole('alert')).toHaveText(loginFailed);
    await expect(email).toHaveValue(demoAccounts.maria.email);
    await password.fill(demoAccounts.maria.password);
    await expect(page.locator('form').getByRole('alert')).toBeEmpty();
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expectHomeGreeting(page, demoAccounts.maria);
  });

  test("signs in before the rest of the code; 'A entrar…' until home shows @any-size", async ({
    page,
  }) => {
    const release = await holdAllButLiveLogin(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(liveLogin(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'Endereço de e-mail' }).fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill(demoAccounts.maria.password);
    await page.getByRole('button', { name: 'Entrar' }).tap();
    const working = page.getByRole('button', { name: 'A entrar…' });
    await expect(working).toBeDisabled();
    // Signed in by the live login alone: the session is in the browser's storage.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
        ),
      )
      .toBe(true);
    await expect(working).toBeDisabled();
    release();
    await expectHomeGreeting(page, demoAccounts.maria);
    await expect(page.locator('#amparo-first-screen')).toHaveCount(0);
  });
  test("'Esqueceu-se da palavra-passe?' says at once that it is sending; the shell sends it when it comes @any-size", async ({
    page,
  }) => {
    const release = await holdAllButLiveLogin(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(liveLogin(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'Endereço de e-mail' }).fill(demoAccounts.maria.email);
    const forgot = page.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' });
    await forgot.tap();
    await expect(page.getByText('A enviar o e-mail…')).toBeVisible();
    await expect(forgot).toBeDisabled();
    await expectNoAxeViolations(page);
    release();
    await expect(
      page.getByText(
        `Enviámos um email para ${demoAccounts.maria.email} com um link para escolher uma nova palavra-passe.`,
      ),
    ).toBeVisible();
    await expect(page.locator('#amparo-first-screen')).toHaveCount(0);
  });
});
