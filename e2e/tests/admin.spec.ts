/**
 * The carers' area in the composed platform (docs/product.md: The carers' screens over time): every admin screen in both tablet orientations
 * (the projects of playwright.config.ts) and on a 390×844 phone, each with an axe scan; 20 saves from two
 * browser contexts at once leave 20 distinct records; a contact a carer adds shows at once in the
 * patient's Chamadas open in another context; an edit screen survives a reload; a delete asks first.
 * Everything runs as jose.santos@sapo.pt with unique names, and removes what it wrote.
 */
import type { Browser, Page } from '@playwright/test';
import { get, onValue, ref, remove, set } from 'firebase/database';
import {
  test,
  expect,
  signIn,
  demoAccounts,
  demoAssociationCode,
  createSdkClient,
  enterOwnCarersArea,
  expectNoAxeViolations,
} from '../support/fixtures';
import type { SdkClient } from '../support/fixtures';

const carer = demoAccounts.jose;

/** A number no other run or test uses: record keys and names stay unique across reruns. */
function uniqueNumber(): number {
  return Date.now() * 10 + Math.floor(Math.random() * 10);
}

/** Signs in and enters the person's own carers' area through the address carrying the association's code. */
const enterCarersArea = (page: Page, path: string): Promise<void> =>
  enterOwnCarersArea(page, carer, path);

function saveStatus(page: Page) {
  return page.locator('#amparo-main form').getByRole('status');
}

async function newCarerPage(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  });
  const page = await context.newPage();
  await enterCarersArea(page, path);
  return page;
}

test.describe("the carers' area", () => {
  let client: SdkClient;
  const written: string[] = [];

  test.beforeEach(async () => {
    client = await createSdkClient(carer);
  });

  test.afterEach(async () => {
    for (const path of written.splice(0)) await remove(ref(client.database, path));
    await client.close();
  });

  /** Writes one record of each kind directly (as a second client), for the edit screens. */
  async function seedRecords(n: number) {
    const root = `Newdata_${client.user.uid}`;
    const records = {
      contact: {
        key: `contacto_Contacto_${n}`,
        path: `${root}/contactos/contacto_Contacto_${n}`,
        value: { contacto_Nome: `Ana Teste ${n}`, contacto_telPesso: '912345678' },
      },
      appointment: {
        key: `consulta_ID_${n}`,
        path: `${root}/consultas/consulta_ID_${n}`,
        value: {
          contacto_Nome: `Ortopedia ${n}`,
          data_consulta: '2027-03-04',
          time_consulta: '10:15',
        },
      },
      medication: {
        key: `medicamento_${n}`,
        path: `${root}/medicamentos/medicamento_${n}`,
        value: { medicamento: `Xarope ${n}`, momento_tomar: 'Ao deitar' },
      },
    };
    for (const record of Object.values(records)) {
      written.push(record.path);
      await set(ref(client.database, record.path), record.value);
    }
    return records;
  }

  for (const viewport of [null, { width: 390, height: 844 }] as const) {
    const where = viewport ? 'on a 390×844 phone' : 'in this tablet orientation';
    // The phone's size is set here, whatever the project's: once is enough.
    const tags = viewport ? { tag: '@any-size' } : {};
    test(
      `every admin screen ${where}: its content, its layout, and no axe violations`,
      tags,
      async ({ page }) => {
        test.setTimeout(180_000);
        if (viewport) await page.setViewportSize(viewport);
        const n = uniqueNumber();
        const records = await seedRecords(n);
        const screens = [
          {
            path: '/mostrarcontactos',
            heading: 'Contactos',
            ready: page.getByRole('link', { name: `Editar contacto: Ana Teste ${n}` }),
          },
          {
            path: '/mostrarconsultas',
            heading: 'Consultas',
            ready: page.getByRole('heading', { level: 3, name: `Consulta de Ortopedia ${n}` }),
          },
          {
            path: '/mostrarmedicamentos',
            heading: 'Medicamentos',
            ready: page.getByRole('link', { name: `Editar medicamento: Xarope ${n}` }),
          },
          {
            path: '/adicionarinformacoes',
            heading: 'Adicionar contacto',
            ready: page.getByLabel('Número de telemóvel'),
          },
          {
            path: '/adicionarconsulta',
            heading: 'Adicionar consulta',
            ready: page.getByLabel('Data da consulta'),
          },
          {
            path: '/adicionarmedicamentos',
            heading: 'Adicionar medicamento',
            ready: page.getByLabel('Quando tomar'),
          },
          {
            path: `/userespec?key=${records.contact.key}`,
            heading: 'Editar contacto',
            ready: page.getByLabel('Nome'),
          },
          {
            path: `/userconsultaespec?key=${records.appointment.key}`,
            heading: 'Editar consulta',
            ready: page.getByLabel('Hora da consulta'),
          },
          {
            path: `/usermedicarespec?key=${records.medication.key}`,
            heading: 'Editar medicamento',
            ready: page.getByLabel('Medicamento e dose'),
          },
        ];
        await enterCarersArea(page, screens[0]!.path);
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await expect(screen.ready).toBeVisible();
          if (screen.path.startsWith('/adicionar') || screen.path.startsWith('/user')) {
            await expect(page.getByText(`conta ${carer.email}.`)).toBeVisible();
          }
          // Nothing wider than the screen (text zoom and long names wrap instead).
          const overflowing = await page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth <= width) return [];
            return [...document.querySelectorAll('body *')]
              .filter((element) => element.getBoundingClientRect().right > width + 0.5)
              .map(
                (element) =>
                  `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
              )
              .slice(0, 8);
          });
          expect(overflowing, `wider than the screen on ${screen.path}`).toEqual([]);
          await expectNoAxeViolations(page);
        }
      },
    );
  }

  test('list cards are in two columns on a tablet and in one on a phone', async ({ page }) => {
    const n = uniqueNumber();
    const root = `Newdata_${client.user.uid}/medicamentos`;
    for (const index of [1, 2]) {
      const path = `${root}/medicamento_${n + index}`;
      written.push(path);
      await set(ref(client.database, path), {
        medicamento: `Coluna ${n} ${index}`,
        momento_tomar: 'De tarde',
      });
    }
    await enterCarersArea(page, '/mostrarmedicamentos');
    const first = page.getByRole('listitem').filter({ hasText: `Coluna ${n} 1` });
    const second = page.getByRole('listitem').filter({ hasText: `Coluna ${n} 2` });
    await expect(second).toBeVisible();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => (await second.boundingBox())?.x)
      .toBe((await first.boundingBox())?.x);
    expect((await second.boundingBox())!.y).toBeGreaterThan((await first.boundingBox())!.y);
  });

  test('the current section is marked in the admin bar, on add contact too', async ({ page }) => {
    await enterCarersArea(page, '/adicionarinformacoes');
    const navigation = page.getByRole('navigation', { name: 'Área dos cuidadores' });
    await expect(navigation.getByRole('link', { name: 'Contactos' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await navigation.getByRole('link', { name: 'Consultas' }).click();
    await expect(page).toHaveURL(/\/mostrarconsultas$/);
    await expect(navigation.getByRole('link', { name: 'Consultas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: 'Contactos' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test(
    '20 saves from two browser contexts at once leave 20 distinct records',
    { tag: '@any-size' },
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const prefix = `Concorrente ${uniqueNumber()}`;
      const listPath = `Newdata_${client.user.uid}/contactos`;
      const seen = new Map<string, string>();
      const stop = onValue(ref(client.database, listPath), (snapshot) => {
        snapshot.forEach((child) => {
          const name = (child.val() as { contacto_Nome?: string }).contacto_Nome;
          if (child.key && name?.startsWith(prefix)) seen.set(child.key, name);
        });
      });
      const pages = await Promise.all([
        newCarerPage(browser, baseURL, '/adicionarinformacoes'),
        newCarerPage(browser, baseURL, '/adicionarinformacoes'),
      ]);
      try {
        await Promise.all(
          pages.map((page) => page.getByLabel('Número de telemóvel').fill('912000000')),
        );
        for (let round = 0; round < 10; round += 1) {
          const names = pages.map((_, index) => `${prefix} ${index === 0 ? 'A' : 'B'}${round}`);
          await Promise.all(
            pages.map((page, index) => page.getByLabel('Nome').fill(names[index]!)),
          );
          // Both carers press 'Guardar' at the same moment.
          await Promise.all(
            pages.map((page) => page.getByRole('button', { name: 'Guardar' }).click()),
          );
          await expect
            .poll(() => names.every((name) => [...seen.values()].includes(name)), {
              timeout: 15_000,
            })
            .toBe(true);
          for (const page of pages)
            await expect(saveStatus(page)).toHaveText('Dados guardados com sucesso');
        }
        const stored = (await get(ref(client.database, listPath))).val() as Record<
          string,
          { contacto_Nome: string }
        >;
        const ours = Object.entries(stored).filter(([, record]) =>
          record.contacto_Nome.startsWith(prefix),
        );
        for (const [key] of ours) written.push(`${listPath}/${key}`);
        expect(ours).toHaveLength(20);
        expect(new Set(ours.map(([, record]) => record.contacto_Nome)).size).toBe(20);
        expect(ours.every(([key]) => /^contacto_Contacto_\d+$/.test(key))).toBe(true);
      } finally {
        stop();
        for (const page of pages) await page.context().close();
      }
    },
  );

  test(
    "a contact the carer adds shows at once in the patient's Chamadas open in another context",
    { tag: '@any-size' },
    async ({ page, browser, baseURL }) => {
      const name = `Contacto Vivo ${uniqueNumber()}`;
      await signIn(page, carer);
      await page.goto('/chamadas');
      await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
      const carerPage = await newCarerPage(browser, baseURL, '/adicionarinformacoes');
      try {
        await carerPage.getByLabel('Nome').fill(name);
        await carerPage.getByLabel('Número de telemóvel').fill('913 000 111');
        await carerPage.getByRole('button', { name: 'Guardar' }).click();
        await expect(saveStatus(carerPage)).toHaveText('Dados guardados com sucesso');
        await expect(page.getByText(name)).toBeVisible();
        // The form keeps its values and stays; the message goes after 5 s.
        await expect(saveStatus(carerPage)).toBeEmpty({ timeout: 8_000 });
        await expect(carerPage.getByLabel('Nome')).toHaveValue(name);
        await expect(carerPage).toHaveURL(/\/adicionarinformacoes$/);
      } finally {
        const stored = (
          await get(ref(client.database, `Newdata_${client.user.uid}/contactos`))
        ).val() as Record<string, { contacto_Nome: string }> | null;
        for (const [key, record] of Object.entries(stored ?? {})) {
          if (record.contacto_Nome === name)
            written.push(`Newdata_${client.user.uid}/contactos/${key}`);
        }
        await carerPage.context().close();
      }
    },
  );

  test('an edit screen survives a reload; saving returns to the list after 3 s', async ({
    page,
  }) => {
    const n = uniqueNumber();
    const records = await seedRecords(n);
    await enterCarersArea(page, `/userespec?key=${records.contact.key}`);
    await expect(page.getByLabel('Nome')).toHaveValue(`Ana Teste ${n}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar contacto' })).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue(`Ana Teste ${n}`);
    await expect(page.getByLabel('Número de telemóvel')).toHaveValue('912345678');
    await page.getByLabel('Nome').fill(`Ana Editada ${n}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(saveStatus(page)).toHaveText('Dados guardados com sucesso');
    await expect(page).toHaveURL(/\/mostrarcontactos$/, { timeout: 6_000 });
    await expect(page.getByRole('heading', { level: 2, name: `Ana Editada ${n}` })).toBeVisible();
    expect((await get(ref(client.database, records.contact.path))).val()).toEqual({
      contacto_Nome: `Ana Editada ${n}`,
      contacto_telPesso: '912345678',
    });
  });

  // The text itself is under test (a name's characters, escaped, right-to-left, too long): once is enough.
  test(
    'a name takes only a name’s characters; free text is saved and shown literally; over-long ones are refused',
    { tag: '@any-size' },
    async ({ page }) => {
      const n = uniqueNumber();
      const payload = `<img src=x onerror="window.__amparoXss=1">${n}`;
      const rtl = `مريم ${n}`;
      const nameMessage =
        "O nome só pode ter letras, algarismos, espaços e a pontuação habitual dos nomes (. , ' - ( ) /).";
      await enterCarersArea(page, '/adicionarinformacoes');
      for (const refused of [payload, `Avó Rosa 👵🏽 ${n}`, `\u200b\u200b${n}\u200e`]) {
        await page.getByLabel('Nome').fill(refused);
        await page.getByLabel('Número de telemóvel').fill('912345678');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await expect(page.getByText(nameMessage)).toBeVisible();
        await expect(page.getByLabel('Nome')).toBeFocused();
      }
      await page.getByLabel('Nome').fill(rtl);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(saveStatus(page)).toHaveText('Dados guardados com sucesso');
      await expect(saveStatus(page)).toBeEmpty({ timeout: 8_000 });
      await page.getByLabel('Nome').fill('a'.repeat(10_000));
      await page.getByLabel('Número de telemóvel').fill('912345678');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(
        page.getByText('O nome é demasiado longo: use no máximo 500 caracteres.'),
      ).toBeVisible();
      await expect(page.getByLabel('Nome')).toBeFocused();

      // Markup in a free text (a medicine) is kept, and shown as text.
      await page.goto('/adicionarmedicamentos');
      await page.getByLabel('Medicamento e dose').fill(payload);
      await page.getByLabel('Quando tomar').fill('Ao almoço');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(saveStatus(page)).toHaveText('Dados guardados com sucesso');

      await page.goto('/mostrarcontactos');
      await expect(page.getByRole('heading', { level: 2, name: rtl })).toBeVisible();
      await page.goto('/mostrarmedicamentos');
      await expect(page.getByRole('heading', { level: 2, name: payload })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __amparoXss?: number }).__amparoXss),
      ).toBeUndefined();
      const root = `Newdata_${client.user.uid}`;
      const contacts = (await get(ref(client.database, `${root}/contactos`))).val() as Record<
        string,
        { contacto_Nome: string }
      >;
      const ours = Object.entries(contacts).filter(([, record]) =>
        record.contacto_Nome.endsWith(String(n)),
      );
      for (const [key] of ours) written.push(`${root}/contactos/${key}`);
      expect(ours.map(([, record]) => record.contacto_Nome)).toEqual([rtl]);
      const medicines = (await get(ref(client.database, `${root}/medicamentos`))).val() as Record<
        string,
        { medicamento: string }
      >;
      const ourMedicines = Object.entries(medicines).filter(
        ([, record]) => record.medicamento === payload,
      );
      for (const [key] of ourMedicines) written.push(`${root}/medicamentos/${key}`);
      expect(ourMedicines).toHaveLength(1);
    },
  );

  test(
    'the carers’ area opens only in a session that came in through the association code’s address',
    { tag: '@any-size' },
    async ({ page }) => {
      await signIn(page, carer);
      // Typed directly in a session that never carried the association's code: told why, and no admin screen.
      await page.goto('/mostrarcontactos');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Esta página é para os cuidadores' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toHaveCount(0);
      await page.goto(`/userespec?key=contacto_Contacto_1`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Esta página é para os cuidadores' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Editar contacto' })).toHaveCount(0);
      // Through the association code's address, the same session may enter, and stays allowed after a reload.
      await page.goto(`/${demoAssociationCode}`);
      await expect(page.getByText(`Olá, ${carer.greetingName}`)).toBeVisible();
      await page.goto('/mostrarcontactos');
      await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
    },
  );

  test('an unknown key shows a message and the way back', async ({ page }) => {
    await enterCarersArea(page, `/usermedicarespec?key=medicamento_${uniqueNumber()}`);
    await expect(page.getByText('Este medicamento não existe ou já foi apagado.')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar aos medicamentos' }).click();
    await expect(page).toHaveURL(/\/mostrarmedicamentos$/);
  });

  test('a record is deleted only after the confirmation', async ({ page }) => {
    const n = uniqueNumber();
    const records = await seedRecords(n);
    await enterCarersArea(page, `/userespec?key=${records.contact.key}`);
    await page.getByRole('button', { name: 'Apagar' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Tem a certeza que quer apagar este contacto?',
    });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Não, manter' }).click();
    await expect(dialog).toBeHidden();
    expect((await get(ref(client.database, records.contact.path))).exists()).toBe(true);
    await page.getByRole('button', { name: 'Apagar' }).click();
    await dialog.getByRole('button', { name: 'Sim, apagar' }).click();
    await expect(page).toHaveURL(/\/mostrarcontactos$/);
    await expect(page.getByRole('heading', { level: 2, name: `Ana Teste ${n}` })).toHaveCount(0);
    expect((await get(ref(client.database, records.contact.path))).exists()).toBe(false);
  });
});
