/**
 * Carers' own accounts in the composed platform, at both tablet sizes, against the real local backend
 * and its database rules: Ana signs in on the login screen and lands in her console with Maria and
 * José by name; she adds an appointment for Maria, which Maria's Saúde on a second tablet shows live;
 * Rui, who follows only José, cannot open Maria's data; a stranger's account made through the sign-up
 * API gets nothing, in the browser or through the SDK; a forged sessionStorage value opens nothing;
 * Ana registers a new person without being signed out. axe on every new screen.
 */
import type { Browser, Page } from '@playwright/test';
import { get, ref, remove, set, update } from 'firebase/database';
import { membershipPatch } from '@amparo/shared-machines';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  demoAssociationCode,
  expect,
  expectNoAxeViolations,
  signIn,
  signInCarer,
  test,
  type SdkClient,
} from '../support/fixtures';
import { signUpThroughApi, uniqueNumber } from '../support/newAccounts';

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

test.describe("carers' own accounts", () => {
  let maria: SdkClient;
  let ana: SdkClient;

  test.beforeAll(async () => {
    maria = await createSdkClient(demoAccounts.maria);
    ana = await createSdkClient(demoCarers.ana);
  });

  test.afterAll(async () => {
    await maria.close();
    await ana.close();
  });

  test("Ana sees her people by name, adds an appointment for Maria, and Maria's Saúde shows it live", async ({
    page,
    browser,
    baseURL,
    viewport,
  }) => {
    const specialty = `Dermatologia ${uniqueNumber()}`;
    const marias = await newTablet(browser, baseURL, viewport);
    await signIn(marias, demoAccounts.maria);
    await marias.goto('/calendario');
    await expect(marias.getByRole('region', { name: 'Próximas consultas:' })).toBeVisible();

    // A carer signs in on the person's own login screen: typed here, loaded from the session elsewhere.
    await signInCarer(page, demoCarers.ana, { throughLoginScreen: true });
    const people = page.getByRole('list', { name: 'As pessoas que acompanha' });
    await expect(people.getByRole('heading', { name: 'Maria Silva' })).toBeVisible();
    await expect(people.getByRole('heading', { name: 'José Santos' })).toBeVisible();
    // No patient's home, no bottom navigation for a carer.
    await expect(page.getByText(/Olá, /)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Tratar dos dados de Maria Silva' }).click();
    await expect(page).toHaveURL(new RegExp(`/pessoas/${maria.user.uid}/mostrarcontactos$`));
    await expect(page.getByText('Está a tratar dos dados de')).toContainText('Maria Silva');
    await page
      .getByRole('navigation', { name: 'Área dos cuidadores' })
      .getByRole('link', { name: 'Consultas' })
      .click();
    await page.getByRole('link', { name: 'Adicionar nova consulta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar consulta' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Especialidade').fill(specialty);
    await page.getByLabel('Data da consulta').fill('2027-02-15');
    await page.getByLabel('Hora da consulta').fill('10:30');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('#amparo-main form').getByRole('status')).toHaveText(
      'Dados guardados com sucesso',
    );

    // Maria's tablet, never reloaded, shows it.
    await expect(marias.getByText(specialty)).toBeVisible();

    // The record names Ana and the server's time, and the list says so.
    const stored = (
      await get(ref(ana.database, `Newdata_${maria.user.uid}/consultas`))
    ).val() as Record<string, Record<string, unknown>>;
    const [key, record] =
      Object.entries(stored).find(([, value]) => value.contacto_Nome === specialty) ?? [];
    expect(record).toMatchObject({
      alteradoPor: ana.user.uid,
      alteradoPorNome: 'Ana Costa',
      alteradoEm: expect.any(Number),
    });
    await page.getByRole('link', { name: 'Voltar às consultas' }).click();
    const card = page.getByRole('listitem').filter({ hasText: specialty });
    await expect(card.getByText(/^Alterado por Ana Costa, hoje às \d\d:\d\d$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Reload and back keep the person: she is part of the address.
    await page.reload();
    await expect(page.getByText('Está a tratar dos dados de')).toContainText('Maria Silva');
    await page.getByRole('link', { name: 'Mudar de pessoa' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Está a tratar dos dados de')).toContainText('Maria Silva');

    await remove(ref(ana.database, `Newdata_${maria.user.uid}/consultas/${key}`));
    await marias.context().close();
  });

  test(
    'Rui, who follows only José, cannot open Maria, in the console or by address',
    { tag: '@any-size' },
    async ({ page }) => {
      await signInCarer(page, demoCarers.rui);
      const people = page.getByRole('list', { name: 'As pessoas que acompanha' });
      await expect(people.getByRole('heading', { name: 'José Santos' })).toBeVisible();
      await expect(people.getByRole('listitem')).toHaveCount(1);
      await page.goto(`/pessoas/${maria.user.uid}/mostrarcontactos`);
      await expect(
        page.getByText(/Esta pessoa não está na lista das pessoas que acompanha/),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // And through the SDK, as an attacker with Rui's password would try.
      const rui = await createSdkClient(demoCarers.rui);
      try {
        await expect(get(ref(rui.database, `Newdata_${maria.user.uid}`))).rejects.toThrow(
          /permission/i,
        );
        await expect(get(ref(rui.database, `carerPeople/${ana.user.uid}`))).rejects.toThrow(
          /permission/i,
        );
        await expect(get(ref(rui.database, 'carers'))).rejects.toThrow(/permission/i);
        await expect(
          set(ref(rui.database, `carerPeople/${rui.user.uid}/${maria.user.uid}`), true),
        ).rejects.toThrow(/permission/i);
      } finally {
        await rui.close();
      }
    },
  );

  test(
    'an account made through the sign-up API, without the code, gets nothing',
    { tag: '@any-size' },
    async ({ page }) => {
      const email = `intruso.${uniqueNumber()}@example.com`;
      await signUpThroughApi(email, 'segredo123');
      const stranger = await createSdkClient({ email, password: 'segredo123' });
      try {
        await expect(get(ref(stranger.database, 'ProBrancaSec'))).rejects.toThrow(/permission/i);
        await expect(get(ref(stranger.database, `Newdata_${stranger.user.uid}`))).rejects.toThrow(
          /permission/i,
        );
        await expect(get(ref(stranger.database, `Newdata_${maria.user.uid}`))).rejects.toThrow(
          /permission/i,
        );
        await expect(
          set(
            ref(stranger.database, `Newdata_${stranger.user.uid}/contactos/contacto_Contacto_1`),
            {
              contacto_Nome: 'x',
              contacto_telPesso: '1',
            },
          ),
        ).rejects.toThrow(/permission/i);
        // Without the association's code it cannot make itself a member.
        await expect(
          update(ref(stranger.database), membershipPatch(stranger.user.uid, 'Intruso', 'errado')),
        ).rejects.toThrow(/permission/i);
      } finally {
        await stranger.close();
      }

      await page.goto('/login');
      await page.getByLabel('Endereço de e-mail').fill(email);
      await page.getByLabel('Palavra-passe').fill('segredo123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Esta conta ainda não tem acesso' }),
      ).toBeVisible();
      for (const path of [
        '/chamadas',
        `/${demoAssociationCode}`,
        '/mostrarcontactos',
        '/pessoas',
      ]) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Esta conta ainda não tem acesso' }),
        ).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Sair' }).last().click();
    },
  );

  test(
    "a forged sessionStorage value opens nothing; the association's code still opens Maria's own carers' area",
    { tag: '@any-size' },
    async ({ page }) => {
      await signIn(page, demoAccounts.maria);
      await page.evaluate(() => {
        window.sessionStorage.setItem('amparo.adminUnlocked', '1');
        window.sessionStorage.setItem('amparo.addressCode', 'falso');
      });
      await page.goto('/mostrarcontactos');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Esta página é para os cuidadores' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/mostrarcontactos$/);
      await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Ir para o início' }).click();
      await expect(page.getByText('Olá, Maria')).toBeVisible();

      // The spec's way: through the code's address, then the carers' area (kept after a reload).
      await page.goto(`/${demoAssociationCode}`);
      await expect(page.getByText('Olá, Maria')).toBeVisible();
      await page.goto('/mostrarcontactos');
      await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toBeVisible();
    },
  );

  test('Ana registers a new person without being signed out, and finds her in the console', async ({
    page,
  }) => {
    const n = uniqueNumber();
    const name = `Rosa Teste ${n}`;
    await signInCarer(page, demoCarers.ana);
    await page.getByRole('link', { name: 'Registar nova pessoa' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registar nova pessoa' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Nome e apelido').fill(name);
    await page.getByLabel('Endereço de e-mail').fill(`rosa.${n}@sapo.pt`);
    await page.getByLabel('Palavra-passe').fill('abcdef');
    await page.getByRole('radio', { name: 'A própria pessoa' }).check();
    await page.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }).check();
    // A double tap: one account.
    await page.getByRole('button', { name: 'Registar' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Voltar às pessoas que acompanha' }).click();
    await expect(
      page.getByRole('list', { name: 'As pessoas que acompanha' }).getByRole('heading', { name }),
    ).toHaveCount(1);
    // She named Ana in her own new session; Ana, who registered her, confirmed her at once.
    await expect(page.getByRole('link', { name: `Tratar dos dados de ${name}` })).toBeVisible();
    await expect(page.getByText('Nova pessoa — confirme')).toHaveCount(0);

    // The new person signs in on her own tablet: a member, with her home.
    const rosa = await createSdkClient({ email: `rosa.${n}@sapo.pt`, password: 'abcdef' });
    try {
      expect((await get(ref(rosa.database, `members/${rosa.user.uid}/name`))).val()).toBe(name);
    } finally {
      await rosa.close();
    }
  });
});
