/**
 * Chamadas and Saúde in the composed platform: the patient's screens follow the database live (a second
 * client, signed in as the same patient through the SDK, writes and the open screen changes without a
 * reload), the search narrows and restores, the 'Ligar' link carries 351 and the digits, and axe finds
 * nothing on either screen (each test runs in both tablet orientations: see playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { ref, remove, set } from 'firebase/database';
import {
  test,
  expect,
  signIn,
  demoAccounts,
  demoAssociationCode,
  createSdkClient,
  expectNoAxeViolations,
} from '../support/fixtures';
import type { SdkClient } from '../support/fixtures';

/** A number no other run or test uses: record keys and names stay unique across reruns. */
function uniqueNumber(): number {
  return Date.now() * 10 + Math.floor(Math.random() * 10);
}

/** YYYY-MM-DD of today + `offsetDays` in Lisbon, the browser's time zone (playwright.config.ts). */
function lisbonIsoDate(offsetDays: number): string {
  const lisbonToday = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = lisbonToday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + offsetDays));
  return date.toISOString().slice(0, 10);
}

/** A date further than tomorrow as Saúde says it: weekday and date, the year only when it is not this year's (in Lisbon). */
function spokenPortugueseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const thisYear = Number(lisbonIsoDate(0).slice(0, 4));
  return new Intl.DateTimeFormat('pt-PT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year === thisYear ? {} : { year: 'numeric' as const }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Marks the current document: if the page reloads, the mark is gone. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __amparoNoReload?: boolean }).__amparoNoReload = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () => (window as unknown as { __amparoNoReload?: boolean }).__amparoNoReload,
    ),
  ).toBe(true);
}

function contactList(page: Page) {
  return page.getByRole('list', { name: 'Contactos' });
}

test.describe('Chamadas', () => {
  let client: SdkClient;
  const written: string[] = [];

  test.beforeEach(async () => {
    client = await createSdkClient(demoAccounts.maria);
  });

  test.afterEach(async () => {
    for (const path of written.splice(0)) await remove(ref(client.database, path));
    await client.close();
  });

  test(
    'a contact written by a second client appears without a reload; search narrows and restores; Ligar carries 351',
    { tag: '@any-size' },
    async ({ page }) => {
      await signIn(page, demoAccounts.maria);
      await page.goto('/chamadas');
      await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
      await expect(contactList(page)).toBeVisible();
      await markDocument(page);
      const before = await contactList(page).getByRole('listitem').count();

      const n = uniqueNumber();
      const name = `Zélia Teste ${n}`;
      const path = `Newdata_${client.user.uid}/contactos/contacto_Contacto_${n}`;
      written.push(path);
      await set(ref(client.database, path), {
        contacto_Nome: name,
        contacto_telPesso: '912 345 678',
      });

      const call = page.getByRole('link', { name: `Ligar a ${name}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute(
        'href',
        'https://api.whatsapp.com/send?phone=351912345678',
      );
      await expect(call).toHaveAttribute('target', '_blank');
      await expect(contactList(page).getByRole('listitem')).toHaveCount(before + 1);
      await expectSameDocument(page);

      // The search: typed without the accent and in lower case, it finds exactly the new contact.
      const search = page.getByRole('searchbox', { name: 'Procurar contacto' });
      await expect(search).toHaveAttribute(
        'placeholder',
        'Pesquise pelo nome da pessoa a quem pretende ligar',
      );
      await search.fill(`zelia teste ${n}`);
      await expect(contactList(page).getByRole('listitem')).toHaveCount(1);
      await expect(call).toBeVisible();
      await search.fill('');
      await expect(contactList(page).getByRole('listitem')).toHaveCount(before + 1);

      // A change by the second client shows too; removing the contact takes it away.
      await set(ref(client.database, path), {
        contacto_Nome: name,
        contacto_telPesso: '+351 965 000 111',
      });
      await expect(call).toHaveAttribute(
        'href',
        'https://api.whatsapp.com/send?phone=351965000111',
      );
      await remove(ref(client.database, path));
      await expect(call).toHaveCount(0);
      await expectSameDocument(page);
    },
  );

  test('the Chamadas screen has no axe violations', async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await page.goto('/chamadas');
    await expect(contactList(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Procurar contacto' }).fill('nome que não existe');
    await expect(page.getByText('Nenhum contacto começa por «nome que não existe».')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Saúde', () => {
  let client: SdkClient;
  const written: string[] = [];

  test.beforeEach(async () => {
    client = await createSdkClient(demoAccounts.maria);
  });

  test.afterEach(async () => {
    for (const path of written.splice(0)) await remove(ref(client.database, path));
    await client.close();
  });

  test(
    'an appointment and a medicine written by a second client appear without a reload, split by whole date',
    { tag: '@any-size' },
    async ({ page }) => {
      await signIn(page, demoAccounts.maria);
      await page.goto('/calendario');
      await expect(page.getByRole('heading', { level: 1, name: 'Saúde' })).toBeVisible();
      const upcoming = page.getByRole('region', { name: 'Próximas consultas:' });
      const past = page.getByRole('region', { name: 'Consultas passadas' });
      const medicines = page.getByRole('region', { name: 'Medicamentos para tomar:' });
      await expect(upcoming).toBeVisible();
      await expect(medicines).toBeVisible();
      await expect(past).toBeVisible();
      await markDocument(page);

      const n = uniqueNumber();
      const root = `Newdata_${client.user.uid}`;
      const nextWeek = lisbonIsoDate(7);
      const lastYearNextWeek = `${Number(nextWeek.slice(0, 4)) - 1}${nextWeek.slice(4)}`;
      const soon = { path: `${root}/consultas/consulta_ID_${n}`, specialty: `Reumatologia ${n}` };
      // Same month and day a year ago: the old app, comparing month and day only, called it upcoming.
      const lastYear = {
        path: `${root}/consultas/consulta_ID_${n + 1}`,
        specialty: `Dermatologia ${n}`,
      };
      const medicine = {
        path: `${root}/medicamentos/medicamento_${n}`,
        name: `1 comprimido de Teste ${n}`,
      };
      written.push(soon.path, lastYear.path, medicine.path);

      await set(ref(client.database, soon.path), {
        contacto_Nome: soon.specialty,
        data_consulta: nextWeek,
        time_consulta: '10:45',
      });
      await set(ref(client.database, lastYear.path), {
        contacto_Nome: lastYear.specialty,
        data_consulta: lastYearNextWeek,
        time_consulta: '09:00',
      });
      await set(ref(client.database, medicine.path), {
        medicamento: medicine.name,
        momento_tomar: 'Ao deitar',
      });

      const soonItem = upcoming.getByRole('listitem').filter({ hasText: soon.specialty });
      await expect(soonItem).toBeVisible();
      await expect(soonItem).toContainText(spokenPortugueseDate(nextWeek));
      // This year's dates are said without the year.
      if (nextWeek.slice(0, 4) === lisbonIsoDate(0).slice(0, 4))
        await expect(soonItem).not.toContainText(nextWeek.slice(0, 4));
      await expect(soonItem).toContainText('às 10:45');
      await expect(
        past.getByRole('listitem').filter({ hasText: lastYear.specialty }),
      ).toContainText(spokenPortugueseDate(lastYearNextWeek));
      await expect(upcoming.getByText(lastYear.specialty)).toHaveCount(0);
      await expect(
        medicines.getByRole('listitem').filter({ hasText: medicine.name }),
      ).toContainText('Ao deitar');
      await expectSameDocument(page);

      await remove(ref(client.database, soon.path));
      await expect(upcoming.getByText(soon.specialty)).toHaveCount(0);
      await expectSameDocument(page);
    },
  );

  test('the Saúde screen has no axe violations', async ({ page }) => {
    await signIn(page, demoAccounts.maria);
    await page.goto('/calendario');
    await expect(page.getByRole('region', { name: 'Próximas consultas:' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Medicamentos para tomar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the addresses ending in the association code show the same screens', async ({ page }) => {
  await signIn(page, demoAccounts.maria);
  await page.goto(`/chamadas${demoAssociationCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
  await expect(contactList(page)).toBeVisible();
  await page.goto(`/calendario${demoAssociationCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saúde' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximas consultas:' })).toBeVisible();
});
