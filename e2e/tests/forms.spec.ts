/**
 * Every form of the platform checks its own fields and says what is wrong next to the field, in
 * European Portuguese, read with the field by screen readers (its aria-describedby); never the
 * browser's bubble, which speaks the browser's language and vanishes: each form is `noValidate` and no
 * field keeps a browser message of its own (`validationMessage` empty). The login, the registration
 * at /registar{code} and a carer's 'Registar nova pessoa' sent empty, then with an e-mail without an
 * '@'; the carers' record add forms (contact, appointment, medicine) sent empty. With the on-screen
 * keyboard up (the viewport shrunk to 60 % of its height, as Android does with
 * interactive-widget=resizes-content), the login's and the registration's e-mail field and their
 * button stay in sight. At both tablet sizes, with axe on each form showing its messages.
 */
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  createSdkClient,
  demoAccounts,
  demoAssociationCode,
  demoCarers,
  expectNoAxeViolations,
  signInCarer,
} from '../support/fixtures';
import { expectMessage, expectNoMessage } from '../support/fieldMessages';

const emailMissing = 'Escreva o endereço de e-mail.';
const emailIncomplete =
  'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).';
const passwordMissing = 'Escreva a palavra-passe.';
const nameMissing = 'Escreva o seu nome e apelido.';
const personNameMissing = 'Escreva o nome e apelido da pessoa.';
const badEmail = 'maria.silva';

/** The live login, once it has taken the place of the one drawn from the page's HTML. */
async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('#amparo-first-screen')).toHaveCount(0);
}

/** The form a button sends. */
function formOf(page: Page, button: string): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
}

/** The form checks everything itself: `noValidate`, and no field keeps a browser message. */
async function expectNoBrowserChecks(form: Locator): Promise<void> {
  expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
  const browserMessages = await form.evaluate((element) =>
    Array.from((element as HTMLFormElement).elements)
      .map((field) => (field as HTMLInputElement).validationMessage ?? '')
      .filter((message) => message !== ''),
  );
  expect(browserMessages, 'messages of the browser’s own').toEqual([]);
}

/** The box of `locator` lies whole inside the viewport (what the keyboard leaves of the screen). */
async function expectInsideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= height + 0.5;
    }, `${what} inside the viewport (0–${height})`)
    .toBe(true);
}

/**
 * The on-screen keyboard opened while typing in `field`: the viewport shrinks to 60 % of its height,
 * then the field and `button` are both in sight.
 */
async function expectInSightWithKeyboard(
  page: Page,
  field: Locator,
  button: Locator,
): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  await field.tap();
  await expect(field).toBeFocused();
  await page.setViewportSize({ width: size.width, height: Math.round(size.height * 0.6) });
  await expectInsideViewport(page, field, 'the field being typed in');
  await expectInsideViewport(page, button, 'the button that sends the form');
  await expect(field).toBeFocused();
}

test.describe('the login', () => {
  test('sent empty, then with an e-mail without @: each message under its field', async ({
    page,
  }) => {
    await openLogin(page);
    const form = formOf(page, 'Entrar');
    const email = page.getByRole('textbox', { name: 'Endereço de e-mail' });
    const password = page.getByLabel('Palavra-passe');
    await expectNoBrowserChecks(form);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectMessage(email, emailMissing);
    await expectMessage(password, passwordMissing);
    await expect(email).toBeFocused();
    await expectNoBrowserChecks(form);
    // Not a failure of the attempt: nothing was tried, the line above 'Entrar' stays empty.
    await expect(form.getByRole('alert')).toBeEmpty();
    await expectNoAxeViolations(page);

    await email.fill(badEmail);
    await expectNoMessage(email);
    await password.fill('uma-palavra-passe');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectMessage(email, emailIncomplete);
    await expectNoMessage(password);
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });

  test("'Entrar' is whole on the screen without scrolling", async ({ page }) => {
    await openLogin(page);
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await expect(entrar).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInsideViewport(page, entrar, "'Entrar'");
  });

  test("with the on-screen keyboard up, the e-mail and 'Entrar' are in sight", async ({ page }) => {
    await openLogin(page);
    await expectInSightWithKeyboard(
      page,
      page.getByRole('textbox', { name: 'Endereço de e-mail' }),
      page.getByRole('button', { name: 'Entrar' }),
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('the registration', () => {
  test('sent empty, then with an e-mail without @: each message under its field', async ({
    page,
  }) => {
    await page.goto(`/registar${demoAssociationCode}`);
    const form = formOf(page, 'Registar');
    const name = page.getByRole('textbox', { name: 'Nome e apelido' });
    const email = page.getByRole('textbox', { name: 'Endereço de e-mail' });
    const password = page.getByLabel('Palavra-passe');
    await expect(name).toBeVisible();
    await expectNoBrowserChecks(form);
    await page.getByRole('button', { name: 'Registar' }).click();
    await expectMessage(name, nameMissing);
    await expectMessage(email, emailMissing);
    await expectMessage(password, passwordMissing);
    await expect(
      page.getByRole('radiogroup', { name: 'Quem dá o consentimento?' }),
    ).toHaveAccessibleDescription('Escolha quem dá o consentimento.');
    await expect(name).toBeFocused();
    await expectNoBrowserChecks(form);
    await expect(form.getByRole('alert')).toBeEmpty();
    await expectNoAxeViolations(page);

    await name.fill('Novo Utente');
    await email.fill(badEmail);
    await password.fill('segura123');
    await page.getByRole('button', { name: 'Registar' }).click();
    await expectMessage(email, emailIncomplete);
    await expectNoMessage(name);
    await expectNoMessage(password);
    await expect(email).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("with the on-screen keyboard up, the e-mail and 'Registar' are in sight", async ({
    page,
  }) => {
    await page.goto(`/registar${demoAssociationCode}`);
    await expectInSightWithKeyboard(
      page,
      page.getByRole('textbox', { name: 'Endereço de e-mail' }),
      page.getByRole('button', { name: 'Registar' }),
    );
    // The password too, the next field typed in.
    await page.getByLabel('Palavra-passe').focus();
    await expectInsideViewport(page, page.getByLabel('Palavra-passe'), 'the password');
    await expectInsideViewport(page, page.getByRole('button', { name: 'Registar' }), "'Registar'");
    await expectNoAxeViolations(page);
  });
});

test.describe("a carer's forms", () => {
  test("'Registar nova pessoa' sent empty, then with an e-mail without @", async ({ page }) => {
    await signInCarer(page, demoCarers.ana);
    await page.getByRole('link', { name: 'Registar nova pessoa' }).click();
    const form = formOf(page, 'Registar');
    const name = page.getByRole('textbox', { name: 'Nome e apelido' });
    const email = page.getByRole('textbox', { name: 'Endereço de e-mail' });
    const password = page.getByLabel('Palavra-passe');
    await expect(name).toBeVisible();
    await expectNoBrowserChecks(form);
    await page.getByRole('button', { name: 'Registar' }).click();
    await expectMessage(name, personNameMissing);
    await expectMessage(email, emailMissing);
    await expectMessage(password, passwordMissing);
    await expect(name).toBeFocused();
    await expectNoBrowserChecks(form);
    await expectNoAxeViolations(page);

    await name.fill('Pessoa Nova');
    await email.fill(badEmail);
    await password.fill('segura123');
    await page.getByRole('button', { name: 'Registar' }).click();
    await expectMessage(email, emailIncomplete);
    await expectNoMessage(name);
    await expect(email).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  const recordForms = [
    {
      kind: 'a contact',
      path: 'adicionarinformacoes',
      heading: 'Adicionar contacto',
      messages: [
        ['Nome', 'Escreva o nome do contacto.'],
        ['Número de telemóvel', 'Escreva o número de telemóvel.'],
      ],
    },
    {
      kind: 'an appointment',
      path: 'adicionarconsulta',
      heading: 'Adicionar consulta',
      messages: [
        ['Especialidade', 'Escreva a especialidade da consulta.'],
        ['Data da consulta', 'Escolha a data da consulta.'],
      ],
    },
    {
      kind: 'a medicine',
      path: 'adicionarmedicamentos',
      heading: 'Adicionar medicamento',
      messages: [
        ['Medicamento e dose', 'Escreva o medicamento e a dose.'],
        ['Quando tomar', 'Escreva quando deve ser tomado.'],
      ],
    },
  ] as const;

  for (const record of recordForms) {
    test(`adding ${record.kind}, sent empty: each message under its field`, async ({ page }) => {
      const maria = await createSdkClient(demoAccounts.maria);
      const mariaUid = maria.user.uid;
      await maria.close();
      await signInCarer(page, demoCarers.ana);
      await page.goto(`/pessoas/${mariaUid}/${record.path}`);
      await expect(page.getByRole('heading', { level: 1, name: record.heading })).toBeVisible();
      const form = formOf(page, 'Guardar');
      await expectNoBrowserChecks(form);
      await page.getByRole('button', { name: 'Guardar' }).click();
      for (const [label, message] of record.messages)
        await expectMessage(page.getByLabel(label, { exact: true }), message);
      await expect(page.getByLabel(record.messages[0][0], { exact: true })).toBeFocused();
      await expectNoBrowserChecks(form);
      await expectNoAxeViolations(page);
    });
  }
});
