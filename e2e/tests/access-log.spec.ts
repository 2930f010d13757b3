/**
 * The access log in the composed platform, at both tablet sizes, against the local backend and its
 * rules: Ana opens Maria and changes one of her medicines; Maria, on her own tablet, finds both in
 * 'Quem viu ou alterou os meus dados' (from 'Informações'), newest first, in large text; Ana finds
 * the same on Maria's 'Registo de acessos'. axe on each screen. The medicine is put back afterwards.
 */
import type { Browser, Page } from '@playwright/test';
import { serverTimestamp, update, ref } from 'firebase/database';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  expect,
  expectNoAxeViolations,
  signIn,
  signInCarer,
  test,
  type SdkClient,
} from '../support/fixtures';

const medicineKey = 'medicamento_2';
const medicineName = '1 comprimido de Atorvastatina 20 mg';
const seededMoment = 'Antes de jantar';

async function newTablet(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    hasTouch: true,
    viewport: viewport ?? { width: 1024, height: 768 },
  });
  return context.newPage();
}

/** The newest entries of a log list, as their text. */
async function newestEntries(page: Page, listName: string, count: number): Promise<string[]> {
  const items = page.getByRole('list', { name: listName }).getByRole('listitem');
  await expect(items.nth(count - 1)).toBeVisible();
  return (await items.allTextContents()).slice(0, count);
}

test.describe('the access log', () => {
  let maria: SdkClient;
  let ana: SdkClient;

  test.beforeAll(async () => {
    maria = await createSdkClient(demoAccounts.maria);
    ana = await createSdkClient(demoCarers.ana);
  });

  test.afterAll(async () => {
    // Maria's medicine as the seed has it (a change through the SDK is not logged: docs/accounts-and-rules.md).
    await update(ref(ana.database, `Newdata_${maria.user.uid}/medicamentos/${medicineKey}`), {
      momento_tomar: seededMoment,
      alteradoPor: ana.user.uid,
      alteradoPorNome: demoCarers.ana.name,
      alteradoEm: serverTimestamp(),
    });
    await maria.close();
    await ana.close();
  });

  test('Ana opens Maria and changes a medicine; Maria sees both on her tablet, and so does Ana', async ({
    page,
    browser,
    baseURL,
    viewport,
  }, testInfo) => {
    const moment = `${seededMoment} (${testInfo.project.name})`;
    await signInCarer(page, demoCarers.ana);
    await page.getByRole('link', { name: 'Tratar dos dados de Maria Silva' }).click();
    await page
      .getByRole('navigation', { name: 'Área dos cuidadores' })
      .getByRole('link', { name: 'Medicamentos' })
      .click();
    await page.getByRole('link', { name: `Editar medicamento: ${medicineName}` }).click();
    await page.getByLabel('Quando tomar').fill(moment);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('#amparo-main form').getByRole('status')).toHaveText(
      'Dados guardados com sucesso',
    );

    const marias = await newTablet(browser, baseURL, viewport);
    await signIn(marias, demoAccounts.maria);
    await marias.getByRole('button', { name: 'Informações' }).click();
    await marias
      .getByRole('dialog', { name: 'Informações' })
      .getByRole('link', { name: 'Quem viu ou alterou os meus dados' })
      .click();
    await expect(
      marias.getByRole('heading', { level: 1, name: 'Quem viu ou alterou os meus dados' }),
    ).toBeVisible();
    expect(await newestEntries(marias, 'Quem viu ou alterou os seus dados', 2)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Ana Costa alterou o medicamento «${medicineName}»: quando tomar — hoje às \\d\\d:\\d\\d$`,
        ),
      ),
      expect.stringMatching(/^Ana Costa viu os seus dados — hoje às \d\d:\d\d$/),
    ]);
    const smallest = await marias
      .getByRole('list', { name: 'Quem viu ou alterou os seus dados' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        Math.min(...items.map((item) => parseFloat(getComputedStyle(item).fontSize))),
      );
    expect(smallest).toBeGreaterThanOrEqual(19);
    const overflow = await marias.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(marias);

    // The carer's view of the same log, from Maria's banner.
    await page.getByRole('link', { name: 'Registo de acessos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registo de acessos' })).toBeVisible();
    expect(await newestEntries(page, 'Acessos registados', 2)).toEqual([
      expect.stringMatching(
        new RegExp(`^Ana Costa alterou o medicamento «${medicineName}»: quando tomar — hoje às `),
      ),
      expect.stringMatching(/^Ana Costa viu os dados de Maria Silva — hoje às /),
    ]);
    await expectNoAxeViolations(page);
    await marias.context().close();
  });
});
