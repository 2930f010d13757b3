/**
 * A carer's export of a person's data in the composed platform, at both tablet sizes, against the
 * local backend and its rules: Ana opens Maria, presses 'Exportar dados' on her banner, downloads the
 * JSON file (named by the day only) and finds in it Maria's contacts and medicines as the database
 * holds them, and her consents and access log; then opens the printable version, with its sections.
 * axe on the screen and on the printable version.
 */
import { readFile } from 'node:fs/promises';
import { get, ref } from 'firebase/database';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  expect,
  expectNoAxeViolations,
  signInCarer,
  test,
  type SdkClient,
} from '../support/fixtures';

test.describe("a carer's export of a person's data", () => {
  let maria: SdkClient;

  test.beforeAll(async () => {
    maria = await createSdkClient(demoAccounts.maria);
  });

  test.afterAll(async () => {
    await maria.close();
  });

  test('Ana exports Maria: the JSON file holds her lists, consents and access log; the printable version its sections', async ({
    page,
  }) => {
    const uid = maria.user.uid;
    await signInCarer(page, demoCarers.ana);
    await page.getByRole('link', { name: 'Tratar dos dados de Maria Silva' }).click();
    await page.getByRole('link', { name: 'Exportar dados' }).click();
    await expect(page).toHaveURL(new RegExp(`/pessoas/${uid}/exportar$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Exportar dados' })).toBeVisible();
    const download = page.getByRole('button', { name: 'Descarregar ficheiro (JSON)' });
    await expect(download).toBeVisible();
    await expectNoAxeViolations(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^amparo-\d{4}-\d{2}-\d{2}-dados\.json$/);
    const copy = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      database: Record<string, Record<string, unknown> | null>;
    };
    const data = copy.database[`Newdata_${uid}`] ?? {};
    const stored = await get(ref(maria.database, `Newdata_${uid}`));
    const held = stored.val() as Record<string, unknown>;
    expect(data.contactos).toEqual(held.contactos);
    expect(data.medicamentos).toEqual(held.medicamentos);
    expect(Object.keys(data.contactos ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(data.medicamentos ?? {}).length).toBeGreaterThan(0);
    expect(copy.database).toHaveProperty(`consents/${uid}`);
    expect(copy.database).toHaveProperty(`accessLog/${uid}`);
    expect(copy.database[`members/${uid}`]).toMatchObject({ name: 'Maria Silva' });

    await page.getByRole('button', { name: 'Abrir versão para imprimir' }).click();
    const printable = page.getByRole('article', { name: 'Versão para imprimir' });
    await expect(printable.getByRole('heading', { level: 2 })).toHaveText([
      'Conta',
      'Contactos',
      'Consultas',
      'Medicamentos',
      'Tomas registadas',
      'Consentimentos',
      'Quem viu ou alterou os dados',
      'Cuidadores',
    ]);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
