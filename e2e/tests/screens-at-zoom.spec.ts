/**
 * Every screen at 200 % zoom in the project's orientation (support/tabletZoom), as a person and as a
 * carer meet them: nothing makes the page scroll sideways, and every button, link and field has its
 * whole width inside the window, so each action is reached by the page's own vertical scrolling and
 * never sits past an edge where nothing scrolls. The dialogs, Chamadas' first contact and the games
 * have their own checks (actions-in-view, games-zoom). axe on each.
 */
import type { Page } from '@playwright/test';
import {
  createSdkClient,
  demoAccounts,
  demoAssociationCode,
  demoCarers,
  expect,
  expectNoAxeViolations,
  signIn,
  signInCarer,
  test,
  type SdkClient,
} from '../support/fixtures';
import { settleTransitions } from '../support/layoutChecks';
import { tabletAtZoom } from '../support/tabletZoom';

/** The actions and fields whose box reaches past the window's left or right edge. */
async function actionsPastTheSides(page: Page): Promise<string[]> {
  return page
    .locator('button, a[href], input, select, textarea, [role="button"]')
    .evaluateAll((elements) => {
      const width = document.documentElement.clientWidth;
      return elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false;
          if (getComputedStyle(element).visibility === 'hidden') return false;
          return box.left < -0.5 || box.right > width + 0.5;
        })
        .map(
          (element) =>
            element.getAttribute('aria-label') ??
            (element.textContent ?? '').trim().slice(0, 40) ??
            element.tagName,
        );
    });
}

async function expectFitsTheWidth(page: Page, screen: string): Promise<void> {
  await settleTransitions(page);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${screen} scrolls sideways`).toBeLessThanOrEqual(1);
  expect(await actionsPastTheSides(page), `actions past the sides on ${screen}`).toEqual([]);
  await expectNoAxeViolations(page);
}

test.describe('every screen at 200 % zoom', () => {
  test('signed out: the login and the registration', async ({ browser }, testInfo) => {
    const { context, page } = await tabletAtZoom(browser, testInfo, 200);
    try {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await expectFitsTheWidth(page, 'the login');
      await page.goto(`/registar${demoAssociationCode}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();
      await expectFitsTheWidth(page, 'the registration');
      await page.goto('/convite');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Convite da família' }),
      ).toBeVisible();
      await expectFitsTheWidth(page, 'an invitation’s acceptance');
    } finally {
      await context.close();
    }
  });

  test("a person's screens", async ({ browser }, testInfo) => {
    const { context, page } = await tabletAtZoom(browser, testInfo, 200);
    try {
      await signIn(page, demoAccounts.maria);
      // Home with her day drawn: its widest lines (a dose and its state) are what could push it sideways.
      await expect(page.getByRole('list', { name: 'Medicamentos de hoje' })).toBeVisible();
      await expectFitsTheWidth(page, 'home');
      for (const [path, heading] of [
        ['/chamadas', 'Chamadas'],
        ['/calendario', 'Saúde'],
        ['/videos', 'Vídeos'],
        ['/jogos', 'Jogos'],
        ['/meusdados', /Quem viu ou alterou/],
        ['/familia', 'Família'],
        ['/minhafamilia', 'A minha família'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectFitsTheWidth(page, path);
      }
    } finally {
      await context.close();
    }
  });

  test.describe("a carer's screens", () => {
    let maria: SdkClient;

    test.beforeAll(async () => {
      maria = await createSdkClient(demoAccounts.maria);
    });

    test.afterAll(async () => {
      await maria.close();
    });

    test('the console, a person’s lists and forms, registering a person', async ({
      browser,
    }, testInfo) => {
      const { context, page } = await tabletAtZoom(browser, testInfo, 200);
      try {
        await signInCarer(page, demoCarers.ana);
        await expectFitsTheWidth(page, 'the console');
        const person = `/pessoas/${maria.user.uid}`;
        for (const [path, heading] of [
          [`${person}/mostrarcontactos`, 'Contactos'],
          [`${person}/adicionarinformacoes`, 'Adicionar contacto'],
          [`${person}/mostrarconsultas`, 'Consultas'],
          [`${person}/adicionarconsulta`, 'Adicionar consulta'],
          [`${person}/mostrarmedicamentos`, 'Medicamentos'],
          [`${person}/adicionarmedicamentos`, 'Adicionar medicamento'],
          [`${person}/userespec?key=contacto_Contacto_1`, 'Editar contacto'],
          [`${person}/acessos`, 'Registo de acessos'],
          [`${person}/familia`, 'Família'],
          ['/pessoas/nova', 'Registar nova pessoa'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expectFitsTheWidth(page, path);
        }
      } finally {
        await context.close();
      }
    });
  });
});
