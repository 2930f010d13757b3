/**
 * The backend unreachable mid-session (docs/product.md: Hard cases): the Realtime Database server is stopped while a person
 * has Chamadas open and a carer is adding a contact, then started again. Both tablets say 'Sem
 * ligação'; the person keeps seeing the last contacts; the carer's save waits ('A aguardar ligação…')
 * with what was typed still in the form; when the server returns the contact is written once and
 * reaches the person's list, and the notice goes. The database here is this file's own (a copy of the
 * seeded data), so stopping it does not disturb the other tests.
 */
import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  demoAccounts,
  demoAssociationCode,
  expectNoAxeViolations,
} from '../support/fixtures';
import { startRestartableDatabasePlatform } from '../support/restartableDatabase';
import type { RestartableDatabasePlatform } from '../support/restartableDatabase';

const account = demoAccounts.maria;

async function openCarersArea(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    hasTouch: true,
    viewport: { width: 1024, height: 768 },
  });
  const page = await context.newPage();
  await signIn(page, account, origin);
  await page.goto(`${origin}/${demoAssociationCode}`);
  await expect(page.getByText(`Olá, ${account.greetingName}`)).toBeVisible();
  await page.goto(`${origin}/adicionarinformacoes`);
  await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toBeVisible();
  return page;
}

/** Every contact named `name`, in every person's tree: the write must land exactly once. */
function contactsNamed(tree: unknown, name: string): string[] {
  const found: string[] = [];
  for (const [root, node] of Object.entries((tree ?? {}) as Record<string, unknown>)) {
    const contacts =
      (node as { contactos?: Record<string, { contacto_Nome?: string }> } | null)?.contactos ?? {};
    for (const [key, contact] of Object.entries(contacts))
      if (contact?.contacto_Nome === name) found.push(`${root}/contactos/${key}`);
  }
  return found;
}

test.describe('the database server stops and starts again mid-session', () => {
  let platform: RestartableDatabasePlatform;

  test.beforeAll(async () => {
    platform = await startRestartableDatabasePlatform();
  });

  test.afterAll(async () => {
    await platform?.close();
  });

  test("'Sem ligação' on every tablet; the last data stays; the carer's save waits and is sent once on return", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const origin = platform.url;
    const name = `Vizinha Sem Rede ${Date.now()}`;

    await signIn(page, account, origin);
    await page.goto(`${origin}/chamadas`);
    const contacts = page.getByRole('list', { name: 'Contactos' });
    await expect(contacts).toBeVisible();
    const shownBefore = await contacts.getByRole('listitem').count();
    expect(shownBefore).toBeGreaterThan(0);
    const carer = await openCarersArea(browser, origin);

    try {
      await platform.stop();
      // Both tablets are Maria's session (the second in her carers' area): the notice names the time
      // of her copy kept on the tablet once it has one.
      const offlineNotice = /^Sem ligação à internet( — a mostrar o que sabíamos às \d\d:\d\d)?\.$/;
      await expect(page.getByText(offlineNotice)).toBeVisible({ timeout: 20_000 });
      await expect(carer.getByText(offlineNotice)).toBeVisible({ timeout: 20_000 });
      // The person still sees every contact the tablet had.
      await expect(contacts.getByRole('listitem')).toHaveCount(shownBefore);
      await expectNoAxeViolations(page);

      await carer.getByLabel('Nome').fill(name);
      await carer.getByLabel('Número de telemóvel').fill('913 222 111');
      await carer.getByRole('button', { name: 'Guardar' }).click();
      const saveStatus = carer.locator('#amparo-main form').getByRole('status');
      await expect(saveStatus).toHaveText('A aguardar ligação…');
      await carer.waitForTimeout(2000);
      await expect(saveStatus).toHaveText('A aguardar ligação…');
      await expect(carer.getByLabel('Nome')).toHaveValue(name);
      await expect(carer.getByLabel('Número de telemóvel')).toHaveValue('913 222 111');
      expect(await carer.getByRole('alert').allTextContents()).toEqual(
        expect.not.arrayContaining([expect.stringMatching(/\S/)]),
      );

      await platform.start();
      await expect(saveStatus).toHaveText('Dados guardados com sucesso', { timeout: 60_000 });
      await expect(contacts.getByText(name)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(offlineNotice)).toBeHidden({ timeout: 30_000 });
      await expect(carer.getByText(offlineNotice)).toBeHidden({ timeout: 30_000 });
      await expect(contacts.getByRole('listitem')).toHaveCount(shownBefore + 1);

      const written = contactsNamed(await platform.read(''), name);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^Newdata_[^/]+\/contactos\/contacto_Contacto_\d+$/);
      expect(await platform.read(written[0]!)).toEqual({
        contacto_Nome: name,
        contacto_telPesso: '913 222 111',
      });
    } finally {
      await platform.start();
      await carer.context().close();
    }
  });
});
