/**
 * The shell in a browser: the front door (login, registration), home, videos and the chrome of every
 * signed-in page (dialogs, bottom navigation, logout), with an axe scan of each screen and dialog.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  signInThroughLoginScreen,
  withSavedSession,
  demoAccounts,
  demoAssociationCode,
  expectNoAxeViolations,
  loginWasDrawn,
  watchForDrawnLogin,
} from '../support/fixtures';
import { expectFitsAboveBottomBar, settleTransitions } from '../support/layoutChecks';

const loginFailed = 'Ocorreu algum erro, por favor verifique os dados inseridos.';

function greeting(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name: `Olá, ${name}` });
}

/** The consent, given by the person herself, the privacy notice read. */
async function giveConsentHerself(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'A própria pessoa' }).check();
  await page.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }).check();
}

function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

test.describe('login', () => {
  test('the login screen has the spec texts and no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bem-vindo!' })).toBeVisible();
    await expect(
      page.getByText(
        'Para aceder à plataforma, insira os dados que lhe foram dados pela ProBranca',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveAttribute(
      'placeholder',
      'Toque aqui para escrever o seu e-mail',
    );
    await expect(page.getByLabel('Palavra-passe')).toHaveAttribute(
      'placeholder',
      'Toque aqui para escrever a sua palavra-passe',
    );
    await expect(page.getByText('O e-mail deve incluir um @.')).toBeVisible();
    // Measured once the live login has taken the drawn one's place (mid-swap the box is null).
    await expect(page.locator('#amparo-first-screen')).toHaveCount(0);
    const enter = page.getByRole('button', { name: 'Entrar' });
    expect((await enter.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(64);
    await expectNoAxeViolations(page);
  });

  test('signing in with the demo account greets by name, with today in long form', async ({
    page,
  }) => {
    await signInThroughLoginScreen(page, demoAccounts.maria);
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
    await expect(page.getByText(/^Hoje é \S+, \d{1,2} de \S+ de \d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("home shows 'Hoje' and all five tiles on the tablet without scrolling", async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await expect(
      page
        .getByRole('region', { name: 'Hoje' })
        .getByRole('list', { name: 'Medicamentos de hoje' }),
    ).toBeVisible();
    await expectFitsAboveBottomBar(
      page,
      '[aria-label="Secções"] li, section[aria-labelledby]',
      'home',
    );
  });

  test('a wrong password shows the spec message and stays on the login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Endereço de e-mail').fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill('errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(loginFailed);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a reload keeps the session, without a flash of the login', async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await watchForDrawnLogin(page);
    await page.reload();
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
    expect(await loginWasDrawn(page)).toBe(false);
  });
});

test.describe('registration', () => {
  test('registering through /registar{code} shows Sucesso and lands signed in', async ({
    page,
  }, testInfo) => {
    const stamp = `${Date.now()}${testInfo.project.name.length}`;
    const email = `novo.utente${stamp}@gmail.com`;
    await page.goto(`/registar${demoAssociationCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Nome e apelido').fill('Novo Utente');
    await page.getByLabel('Endereço de e-mail').fill(email);
    await page.getByLabel('Palavra-passe').fill('segura123');
    await giveConsentHerself(page);
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(greeting(page, 'Novo')).toBeVisible();
  });

  test('a short password and an e-mail in use are said under their fields', async ({ page }) => {
    await page.goto(`/registar${demoAssociationCode}`);
    await page.getByLabel('Nome e apelido').fill('Maria Silva');
    await page.getByLabel('Endereço de e-mail').fill(`fraca${Date.now()}@gmail.com`);
    await page.getByLabel('Palavra-passe').fill('123');
    await giveConsentHerself(page);
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByLabel('Palavra-passe')).toHaveAccessibleDescription(
      'A palavra-passe deve ter pelo menos 6 caracteres. A palavra-passe é demasiado curta: deve ter pelo menos 6 caracteres.',
    );
    await page.getByLabel('Endereço de e-mail').fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill('segura123');
    await page.getByRole('button', { name: 'Registar' }).click();
    const email = page.getByRole('textbox', { name: 'Endereço de e-mail' });
    await expect(email).toHaveAccessibleDescription(
      'O e-mail deve incluir um @. O e-mail que inseriu já está registado',
    );
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a wrong association code shows the login screen', async ({ page }) => {
    await page.goto('/registarerrado');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registo' })).toHaveCount(0);
  });

  test('the link under the form leads to the login', async ({ page }) => {
    await page.goto(`/registar${demoAssociationCode}`);
    await page.getByRole('link', { name: 'Já tem conta? Inicie sessão aqui!' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    // Each test opens its screen itself, already signed in.
    await withSavedSession(page, demoAccounts.maria);
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
      {
        opener: page.getByRole('button', { name: 'Informações' }),
        name: 'Informações',
        text: 'Este projeto foi desenvolvido por:',
      },
      {
        opener: page.getByRole('button', { name: 'Emergência' }),
        name: 'Contactos de emergência',
        text: 'INEM',
      },
      {
        opener: bottomNav(page).getByRole('button', { name: 'ProBranca' }),
        name: 'ProBranca',
        text: 'Ligar',
      },
      {
        opener: page.getByRole('button', { name: 'Sair' }),
        name: 'Quer mesmo sair?',
        text: 'Sim, sair',
        close: 'Não',
      },
    ];
    for (const { opener, name, text, close = 'Fechar janela' } of dialogs) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text).first()).toBeVisible();
      await settleTransitions(page);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
    // Escape closes too.
    await page.getByRole('button', { name: 'Emergência' }).click();
    await expect(page.getByRole('dialog', { name: 'Contactos de emergência' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the emergency dialog says the tablet cannot phone, leads with the association's WhatsApp call, and keeps the numbers", async ({
    page,
  }) => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Emergência' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contactos de emergência' });
    await expect(dialog.getByText('Este tablet não faz chamadas telefónicas.')).toBeVisible();
    const whatsApp = dialog.getByRole('link', { name: /^Ligar à ProBranca pelo WhatsApp/ });
    await expect(whatsApp).toHaveAttribute(
      'href',
      'https://api.whatsapp.com/send?phone=351912540220',
    );
    expect((await whatsApp.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(64);
    for (const tel of ['tel:112', 'tel:234521237', 'tel:234529112', 'tel:234540220']) {
      await expect(dialog.locator(`a[href="${tel}"]`)).toBeVisible();
    }
  });

  test("the info dialog shows the sponsors' logos, loaded and named", async ({ page }) => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Informações' }).click();
    const dialog = page.getByRole('dialog', { name: 'Informações' });
    for (const name of ['Associação ProBranca', 'Projeto Amparo']) {
      const logo = dialog.getByRole('img', { name });
      await expect(logo).toBeVisible();
      await expect
        .poll(() =>
          logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      expect((await logo.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
    }
  });

  test('Emergência is at least 64 px tall and stands well apart from Sair', async ({ page }) => {
    await page.goto('/videos');
    const emergency = await page.getByRole('button', { name: 'Emergência' }).boundingBox();
    const signOut = await page.getByRole('button', { name: 'Sair' }).boundingBox();
    if (!emergency || !signOut) throw new Error('header buttons not laid out');
    expect(emergency.height).toBeGreaterThanOrEqual(64);
    const horizontalGap = Math.max(
      emergency.x - (signOut.x + signOut.width),
      signOut.x - (emergency.x + emergency.width),
    );
    const verticalGap = Math.max(
      emergency.y - (signOut.y + signOut.height),
      signOut.y - (emergency.y + emergency.height),
    );
    expect(Math.max(horizontalGap, verticalGap)).toBeGreaterThanOrEqual(64);
  });

  test('home: the ProBranca tile opens the meeting dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ProBranca' }).click();
    const dialog = page.getByRole('dialog', { name: 'ProBranca' });
    await expect(dialog.getByRole('link', { name: /^Ligar/ })).toHaveAttribute('target', '_blank');
    await settleTransitions(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the admin link is in the info dialog only when the address carries the association code', async ({
    page,
  }) => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Informações' }).click();
    await expect(page.getByRole('dialog', { name: 'Informações' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Ir para a ferramenta de administração' }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto(`/videos${demoAssociationCode}`);
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
      await expect(bottomNav(page).getByRole('link', { name: entry })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await bottomNav(page).getByRole('link', { name: 'Início' }).click();
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);
  });

  test("Sair asks first; 'Não' keeps the session, 'Sim, sair' leads to the platform's login, and signing in again works", async ({
    page,
  }) => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Sair' }).click();
    const question = page.getByRole('dialog', { name: 'Quer mesmo sair?' });
    await question.getByRole('button', { name: 'Não' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).click();
    await question.getByRole('button', { name: 'Sim, sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel('Endereço de e-mail').fill(demoAccounts.maria.email);
    await page.getByLabel('Palavra-passe').fill(demoAccounts.maria.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(greeting(page, demoAccounts.maria.greetingName)).toBeVisible();
  });
});
