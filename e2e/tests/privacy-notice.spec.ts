/**
 * The privacy notice at /privacidade in a browser: open to everyone (signed out, a person, a carer),
 * reached from the registration and the 'Informações' dialog, its 'Voltar' leading back to where it was
 * opened; large text, no axe violations, nothing wider than the screen, and never the login drawn first.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  demoAccounts,
  demoCarers,
  demoAssociationCode,
  expectNoAxeViolations,
  loginWasDrawn,
  watchForDrawnLogin,
  withSavedSession,
} from '../support/fixtures';

const noticeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' });

/** The notice is shown whole, in large text, within the screen's width. */
async function expectReadableNotice(page: Page): Promise<void> {
  await expect(noticeHeading(page)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Os seus direitos', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(/Comissão Nacional de Proteção de Dados \(CNPD\), em www\.cnpd\.pt/),
  ).toBeVisible();
  const smallest = await page
    .locator('main p, main li')
    .evaluateAll((elements) =>
      Math.min(...elements.map((element) => parseFloat(getComputedStyle(element).fontSize))),
    );
  expect(smallest).toBeGreaterThanOrEqual(19);
  for (const link of await page.getByRole('link', { name: 'Voltar' }).all())
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
}

test.describe('signed out', () => {
  test('opens at its address without the login drawn first, and Voltar leads to the login', async ({
    page,
  }) => {
    await watchForDrawnLogin(page);
    await page.goto('/privacidade');
    await expectReadableNotice(page);
    expect(await loginWasDrawn(page)).toBe(false);
    await page.getByRole('link', { name: 'Voltar' }).first().click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('the registration links to it, and Voltar comes back to the registration', async ({
    page,
  }) => {
    await page.goto(`/registar${demoAssociationCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();
    // Exactly: the consent's own link ('Ler o aviso de privacidade') opens it in another window.
    await page.getByRole('link', { name: 'Aviso de privacidade', exact: true }).click();
    await expectReadableNotice(page);
    await page.getByRole('link', { name: 'Voltar' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/registar${demoAssociationCode}$`));
  });
});

test.describe('signed in', () => {
  test("a person reaches it from 'Informações', with the header and no bottom bar", async ({
    page,
  }) => {
    await withSavedSession(page, demoAccounts.maria);
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Informações' }).click();
    await page
      .getByRole('dialog', { name: 'Informações' })
      .getByRole('link', { name: 'Aviso de privacidade' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Informações' })).toBeHidden();
    await expectReadableNotice(page);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Voltar' }).first().click();
    await expect(page).toHaveURL(/\/videos$/);
  });

  test('a carer opens it too, and Voltar leads to their console', async ({ page }) => {
    await withSavedSession(page, demoCarers.ana);
    await page.goto('/privacidade');
    await expectReadableNotice(page);
    await page.getByRole('link', { name: 'Voltar' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }),
    ).toBeVisible();
  });
});
