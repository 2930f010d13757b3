/**
 * The shell in a browser: the front door (login, registration), home, videos and the chrome of every
 * signed-in page (dialogs, bottom navigation, logout), with an axe scan of each screen and dialog.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, demoAccounts, demoSecret, expectNoAxeViolations } from '../support/fixtures';

const publicSite = 'https://www.probranca.pt/';
const loginFailed = 'Ocorreu algum erro, por favor verifique os dados inseridos.';

/** Waits until no CSS transition is running (dialogs fade in over 300 ms), so axe sees final colours. */
async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/** The association's public site, served locally (the tests run offline). */
async function servePublicSite(page: Page): Promise<void> {
  await page.route(`${publicSite}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-PT"><title>ProBranca</title><h1>ProBranca</h1></html>' }),
  );
}

function greeting(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name: `Bem-vindo ${name}` });
}

function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

test.describe('login', () => {
  test('the login screen has the spec texts and no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bem-vindo!' })).toBeVisible();
    await expect(page.getByText('Para aceder à plataforma, insira os dados que lhe foram dados pela Probranca')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Endereço de email' })).toHaveAttribute('placeholder', 'Clique aqui para escrever o seu email');
    await expect(page.getByLabel('Palavra-passe')).toHaveAttribute('placeholder', 'Clique aqui para escrever a sua palavra-passe');
    await expect(page.getByText('O email deve incluir um @.')).toBeVisible();
    const enter = page.getByRole('button', { name: 'Entrar' });
    expect((await enter.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(64);
    await expectNoAxeViolations(page);
  });

  test('signing in with the demo account greets by name, with today in long form', async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
    await expect(page.getByText(/^Hoje é \S+, \d{1,2} de \S+ de \d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the spec message and stays on the login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Endereço de email').fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill('errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(loginFailed);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a reload keeps the session, without a flash of the login', async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await page.addInitScript(() => {
      const flags = window as unknown as { __amparoLoginShown: boolean };
      flags.__amparoLoginShown = false;
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) flags.__amparoLoginShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __amparoLoginShown: boolean }).__amparoLoginShown)).toBe(false);
  });
});

test.describe('registration', () => {
  test('registering through /registar{secret} shows Sucesso and lands signed in', async ({ page }, testInfo) => {
    const stamp = `${Date.now()}${testInfo.project.name.length}`;
    const email = `novo.utente${stamp}@gmail.com`;
    await page.goto(`/registar${demoSecret}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Nome e apelido').fill('Novo Utente');
    await page.getByLabel('Endereço de email').fill(email);
    await page.getByLabel('Palavra-passe').fill('segura123');
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(greeting(page, `novo utente${stamp}`)).toBeVisible();
  });

  test('a weak password and an e-mail in use get the spec messages', async ({ page }) => {
    await page.goto(`/registar${demoSecret}`);
    await page.getByLabel('Nome e apelido').fill('Maria Silva');
    await page.getByLabel('Endereço de email').fill(`fraca${Date.now()}@gmail.com`);
    await page.getByLabel('Palavra-passe').fill('123');
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('alert')).toHaveText('A password deve conter no mínimo 6 caracteres');
    await page.getByLabel('Endereço de email').fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill('segura123');
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('alert')).toHaveText('O email que inseriu já está registado');
  });

  test('a wrong suffix shows the login screen', async ({ page }) => {
    await page.goto('/registarerrado');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registo' })).toHaveCount(0);
  });

  test('the link under the form leads to the login', async ({ page }) => {
    await page.goto(`/registar${demoSecret}`);
    await page.getByRole('link', { name: 'Já tem conta? Inicie sessão aqui!' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.maria);
  });

  test('videos: two titled players, each with a way to open it outside', async ({ page }) => {
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
    await expect(page.locator('iframe[title]')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Abrir no YouTube/ })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('every dialog opens, passes axe and closes', async ({ page }) => {
    await page.goto('/videos');
    const dialogs = [
      { opener: page.getByRole('button', { name: 'Informações' }), name: 'Informações', text: 'Este projeto foi desenvolvido por:' },
      { opener: page.getByRole('button', { name: 'Emergência' }), name: 'Contactos de emergência', text: 'INEM' },
      { opener: bottomNav(page).getByRole('button', { name: 'ProBranca' }), name: 'ProBranca', text: 'Ligar' },
    ];
    for (const { opener, name, text } of dialogs) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text).first()).toBeVisible();
      await settleTransitions(page);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Fechar janela' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
    // Escape closes too.
    await page.getByRole('button', { name: 'Emergência' }).click();
    await expect(page.getByRole('dialog', { name: 'Contactos de emergência' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the emergency numbers are tap-to-call links', async ({ page }) => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Emergência' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contactos de emergência' });
    for (const tel of ['tel:112', 'tel:234521237', 'tel:234529112', 'tel:234540220']) {
      await expect(dialog.locator(`a[href="${tel}"]`)).toBeVisible();
    }
  });

  test('home: the ProBranca tile opens the meeting dialog', async ({ page }) => {
    await page.getByRole('button', { name: 'ProBranca' }).click();
    const dialog = page.getByRole('dialog', { name: 'ProBranca' });
    await expect(dialog.getByRole('link', { name: /^Ligar/ })).toHaveAttribute('target', '_blank');
    await settleTransitions(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the admin link is in the info dialog only when the address carries the secret', async ({ page }) => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Informações' }).click();
    await expect(page.getByRole('dialog', { name: 'Informações' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a ferramenta de administração' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto(`/videos${demoSecret}`);
    await page.getByRole('button', { name: 'Informações' }).click();
    await page.getByRole('link', { name: 'Ir para a ferramenta de administração' }).click();
    await expect(page).toHaveURL(/\/mostrarcontactos$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the bottom navigation reaches every section and marks where you are', async ({ page }) => {
    await page.goto('/videos');
    const sections = [
      { entry: 'Chamadas', url: /\/chamadas$/, app: 'calls' },
      { entry: 'Saúde', url: /\/calendario$/, app: 'health' },
      { entry: 'Jogos', url: /\/jogos$/, app: 'games' },
      { entry: 'YouTube', url: /\/videos$/, app: 'shell' },
    ];
    for (const { entry, url, app } of sections) {
      await bottomNav(page).getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator(`#amparo-main > [data-amparo-app="${app}"]`)).not.toBeEmpty();
      await expect(bottomNav(page).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
    }
    await bottomNav(page).getByRole('link', { name: 'Início' }).click();
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);
  });

  test('logout signs out and goes to the association public site', async ({ page }) => {
    await servePublicSite(page);
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(publicSite);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
