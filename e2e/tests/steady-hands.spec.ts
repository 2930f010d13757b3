/**
 * Amparo with unsteady hands, in the composed platform and in both tablet orientations (the projects
 * of playwright.config.ts), each screen with an axe scan: a double tap on a carer's 'Guardar' writes
 * one record (read back through a second SDK client), a double tap on 'Entrar' makes one sign-in
 * request, an error goes as soon as the field it is about changes, and 'Esqueceu-se da
 * palavra-passe?' confirms in Portuguese. The records run as jose.santos@sapo.pt with unique names
 * and are removed afterwards.
 */
import type { Page } from '@playwright/test';
import { get, ref, remove } from 'firebase/database';
import {
  test,
  expect,
  demoAccounts,
  createSdkClient,
  enterOwnCarersArea,
  expectNoAxeViolations,
} from '../support/fixtures';

const carer = demoAccounts.jose;
const maria = demoAccounts.maria;

/** Signs in and enters the person's own carers' area through the address carrying the association's code. */
const enterCarersArea = (page: Page, path: string): Promise<void> =>
  enterOwnCarersArea(page, carer, path);

/** Counts the password sign-in requests the page sends to the identity service. */
function countSignInRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('accounts:signInWithPassword'))
      count += 1;
  });
  return () => count;
}

test.describe('steady hands', () => {
  test(
    "a double tap on a carer's Guardar writes one record; a field's error goes as it changes",
    { tag: '@any-size' },
    async ({ page }) => {
      const client = await createSdkClient(carer);
      const name = `Toque Duplo ${Date.now()}`;
      const contactsPath = `Newdata_${client.user.uid}/contactos`;
      try {
        await enterCarersArea(page, '/adicionarinformacoes');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Adicionar contacto' }),
        ).toBeVisible();

        // An empty save: both fields refused; typing in one takes its error away, the other's stays.
        await page.getByRole('button', { name: 'Guardar' }).click();
        await expect(page.getByText('Escreva o nome do contacto.')).toBeVisible();
        await expect(page.getByText('Escreva o número de telemóvel.')).toBeVisible();
        await page.getByLabel('Nome', { exact: true }).pressSequentially('T');
        await expect(page.getByText('Escreva o nome do contacto.')).toHaveCount(0);
        await expect(page.getByText('Escreva o número de telemóvel.')).toBeVisible();

        await page.getByLabel('Nome', { exact: true }).fill(name);
        await page.getByLabel('Número de telemóvel').fill('912345678');
        await page.getByRole('button', { name: 'Guardar' }).dblclick();
        await expect(page.locator('#amparo-main form').getByRole('status')).toHaveText(
          /Dados guardados com sucesso/,
        );
        // And a third tap a moment later, while the message shows.
        await page.waitForTimeout(150);
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.waitForTimeout(1000);
        await expectNoAxeViolations(page);

        const contacts = ((await get(ref(client.database, contactsPath))).val() ?? {}) as Record<
          string,
          { contacto_Nome?: string }
        >;
        const saved = Object.entries(contacts).filter(
          ([, contact]) => contact.contacto_Nome === name,
        );
        expect(saved).toHaveLength(1);
        await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
      } finally {
        const contacts = ((await get(ref(client.database, contactsPath))).val() ?? {}) as Record<
          string,
          { contacto_Nome?: string }
        >;
        for (const [key, contact] of Object.entries(contacts)) {
          if (contact.contacto_Nome === name)
            await remove(ref(client.database, `${contactsPath}/${key}`));
        }
        await client.close();
      }
    },
  );

  test(
    'a double tap on Entrar makes one sign-in request',
    { tag: '@any-size' },
    async ({ page }) => {
      const signIns = countSignInRequests(page);
      await page.goto('/login');
      await page.getByLabel('Endereço de e-mail').fill(maria.email);
      await page.getByLabel('Palavra-passe').fill(maria.password);
      await page.getByRole('button', { name: 'Entrar' }).dblclick();
      await expect(page.getByText(`Olá, ${maria.greetingName}`)).toBeVisible();
      expect(signIns()).toBe(1);
    },
  );

  test("the login's error goes on typing, and 'Esqueceu-se da palavra-passe?' confirms in Portuguese", async ({
    page,
  }) => {
    await page.goto('/login');
    const alert = page.locator('form').getByRole('alert');

    // With no e-mail: asked for it first; typing it takes the message away.
    await page.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }).click();
    await expect(alert).toContainText('Escreva primeiro o seu e-mail');
    await page.getByLabel('Endereço de e-mail').pressSequentially(maria.email);
    await expect(alert).toBeEmpty();

    // A wrong password: the error, gone as soon as the password changes (its last letter erased;
    // focusing the field again puts the caret at its start, hence End first).
    await page.getByLabel('Palavra-passe').fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(alert).toHaveText('Ocorreu algum erro, por favor verifique os dados inseridos.');
    await page.getByLabel('Palavra-passe').press('End');
    await page.getByLabel('Palavra-passe').press('Backspace');
    await expect(alert).toBeEmpty();

    await page.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }).click();
    await expect(page.locator('form').getByRole('status')).toContainText(
      `Enviámos um email para ${maria.email} com um link para escolher uma nova palavra-passe.`,
    );
    await expect(alert).toBeEmpty();
    await expectNoAxeViolations(page);
  });
});
