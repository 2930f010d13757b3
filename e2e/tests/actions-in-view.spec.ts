/**
 * Every action in view, at 100 % and at 200 % zoom in the project's orientation (support/tabletZoom):
 * each dialog of the platform, opened by the account that meets it, has every button whole inside the
 * viewport and uncovered, with no scrolling inside the dialog (its actions are a row that stays in
 * view: the shell's information, emergency, ProBranca and sign-out dialogs, the dose reminder, the
 * carers' delete confirmation and dose correction question) and Solitário's new-game question too. At
 * 200 %, Chamadas' header leaves the content at least two thirds of the height and the first contact
 * shows without scrolling. The carers' bar keeps each entry on one line (whole entries wrap at 200 %,
 * never a word). axe on each.
 *
 * Nothing is written: every question is answered 'no', the reminder comes on a past day (its page's
 * clock), before the days the run records as taken (support/quietReminders) and apart from the days
 * the reminders' own tests use.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
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
import {
  brokenWords,
  expectButtonsInView,
  settleTransitions,
  textsOnMoreThanOneLine,
} from '../support/layoutChecks';
import { lisbonDate, lisbonInstant } from '../support/lisbonClock';
import { tabletAtZoom, zooms, type Zoom } from '../support/tabletZoom';

/** Notes the measured boxes in the test's report (its annotations). */
function note(testInfo: TestInfo, what: string, measured: unknown): void {
  testInfo.annotations.push({ type: what, description: JSON.stringify(measured) });
}

/**
 * The emergency dialog's first call (the association's WhatsApp, on a tablet that cannot phone) can
 * be tapped as the dialog opens: a part of it at least a target tall shows above the action row,
 * and that part is the link's.
 */
async function expectFirstCallReachable(page: Page, dialog: Locator): Promise<void> {
  const shown = await dialog
    .getByRole('link')
    .first()
    .evaluate((link) => {
      let top = link.getBoundingClientRect().top;
      let bottom = link.getBoundingClientRect().bottom;
      for (let box = link.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowY === 'visible') continue;
        top = Math.max(top, box.getBoundingClientRect().top);
        bottom = Math.min(bottom, box.getBoundingClientRect().bottom);
      }
      bottom = Math.min(bottom, window.innerHeight);
      const x = link.getBoundingClientRect().left + link.getBoundingClientRect().width / 2;
      const hit = document.elementFromPoint(x, (top + bottom) / 2);
      return { height: bottom - top, hit: hit !== null && link.contains(hit) };
    });
  expect(shown.height, 'the first call shows at least a target tall').toBeGreaterThanOrEqual(48);
  expect(shown.hit, 'the first call is what a tap there reaches').toBe(true);
}

/** Opens the dialog, checks its buttons and axe, and closes it with `close` (its 'no'). */
async function checkDialog(
  page: Page,
  testInfo: TestInfo,
  {
    open,
    name,
    close,
    zoom,
    also,
  }: {
    readonly open: Locator;
    readonly name: string;
    readonly close: string;
    readonly zoom: Zoom;
    /** A further check of the dialog as it opens. */
    readonly also?: (page: Page, dialog: Locator) => Promise<void>;
  },
): Promise<void> {
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  note(testInfo, `${name} at ${zoom} %`, await expectButtonsInView(page, dialog, `${name}`));
  if (also) await also(page, dialog);
  expect(await brokenWords(page, 'dialog[open] button'), `${name}: broken words`).toEqual([]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const zoom of zooms) {
  test.describe(`at ${zoom} %`, () => {
    test("the shell's dialogs: information, emergency, ProBranca, sign-out", async ({
      browser,
    }, testInfo) => {
      const { context, page } = await tabletAtZoom(browser, testInfo, zoom);
      try {
        await signIn(page);
        // With the association's code in the address: the information dialog at its longest.
        await page.goto(`/videos${demoAssociationCode}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
        const dialogs = [
          { open: 'Informações', name: 'Informações', close: 'Fechar janela' },
          { open: 'Emergência', name: 'Contactos de emergência', close: 'Fechar janela' },
          { open: 'Sair', name: 'Quer mesmo sair?', close: 'Não' },
        ];
        for (const { open, name, close } of dialogs) {
          await checkDialog(page, testInfo, {
            open: page.getByRole('banner').getByRole('button', { name: open }),
            name,
            close,
            zoom,
            also: name === 'Contactos de emergência' ? expectFirstCallReachable : undefined,
          });
        }
        await checkDialog(page, testInfo, {
          open: page
            .getByRole('navigation', { name: 'Navegação principal' })
            .getByRole('button', { name: 'ProBranca' }),
          name: 'ProBranca',
          close: 'Fechar janela',
          zoom,
        });
      } finally {
        await context.close();
      }
    });

    test('the dose reminder', async ({ browser }, testInfo) => {
      // A past day of its own, where Maria's 08:00 dose is not taken (nothing here takes it).
      const day = lisbonDate(-6);
      const { context, page } = await tabletAtZoom(browser, testInfo, zoom, {
        clock: lisbonInstant(day, '07:59'),
      });
      try {
        await signIn(page);
        await page.goto('/chamadas');
        await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
        await page.clock.fastForward('01:00');
        const reminder = page.getByRole('dialog', { name: 'Está na hora do medicamento' });
        await expect(reminder).toBeVisible();
        await expect(reminder.getByText('1 comprimido de Paracetamol 500 mg')).toBeVisible();
        note(
          testInfo,
          `reminder at ${zoom} %`,
          await expectButtonsInView(page, reminder, 'the reminder'),
        );
        await expect(reminder.getByRole('button', { name: 'Já tomei' })).toBeVisible();
        await expect(
          reminder.getByRole('button', { name: 'Lembrar daqui a 10 minutos' }),
        ).toBeVisible();
        expect(await brokenWords(page, 'dialog[open] button'), 'broken words').toEqual([]);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });

    test.describe("the carers' area", () => {
      let maria: SdkClient;

      test.beforeAll(async () => {
        maria = await createSdkClient(demoAccounts.maria);
      });

      test.afterAll(async () => {
        await maria.close();
      });

      test('the delete confirmation and the dose correction question', async ({
        browser,
      }, testInfo) => {
        const { context, page } = await tabletAtZoom(browser, testInfo, zoom);
        try {
          await signInCarer(page, demoCarers.ana);
          await page.goto(`/pessoas/${maria.user.uid}/userespec?key=contacto_Contacto_1`);
          await checkDialog(page, testInfo, {
            open: page.getByRole('button', { name: 'Apagar' }),
            name: 'Tem a certeza que quer apagar este contacto?',
            close: 'Não, manter',
            zoom,
          });
          // Maria's seeded doses of today are recorded as taken (support/quietReminders).
          await page.goto(`/pessoas/${maria.user.uid}/mostrarmedicamentos`);
          await checkDialog(page, testInfo, {
            open: page.getByRole('button', { name: /^Corrigir: não foi tomado/ }).first(),
            name: 'Marcar esta toma como não tomada?',
            close: 'Não, manter',
            zoom,
          });
        } finally {
          await context.close();
        }
      });

      test("the carers' bar keeps each entry on one line", async ({ browser }, testInfo) => {
        const { context, page } = await tabletAtZoom(browser, testInfo, zoom);
        try {
          await signInCarer(page, demoCarers.ana);
          for (const list of ['mostrarcontactos', 'mostrarconsultas', 'mostrarmedicamentos']) {
            await page.goto(`/pessoas/${maria.user.uid}/${list}`);
            const bar = page.getByRole('navigation', { name: 'Área dos cuidadores' });
            await expect(bar.getByRole('link')).toHaveCount(4);
            const entries = 'nav[aria-label="Área dos cuidadores"] a';
            expect(await brokenWords(page, entries), `broken words on ${list}`).toEqual([]);
            expect(
              await textsOnMoreThanOneLine(page, entries),
              `entries on more than one line on ${list}`,
            ).toEqual([]);
            if (zoom === 100) {
              const tops = await bar
                .getByRole('link')
                .evaluateAll((links) =>
                  links.map((link) => Math.round(link.getBoundingClientRect().top)),
                );
              expect(new Set(tops).size, `the bar on one row on ${list}: ${tops}`).toBe(1);
            }
            const viewport = page.viewportSize();
            for (const link of await bar.getByRole('link').all()) {
              const box = await link.boundingBox();
              expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
              expect(
                (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (viewport?.width ?? 0),
              ).toBe(true);
            }
            note(
              testInfo,
              `bar on ${list} at ${zoom} %`,
              await bar.evaluate((nav) => Math.round(nav.getBoundingClientRect().height)),
            );
          }
          await expectNoAxeViolations(page);
        } finally {
          await context.close();
        }
      });
    });

    test("Solitário's new-game question", async ({ browser }, testInfo) => {
      const { context, page } = await tabletAtZoom(browser, testInfo, zoom);
      try {
        await signIn(page);
        await page.goto('/solitario');
        await expect(page.getByRole('heading', { level: 1, name: 'Solitário' })).toBeVisible();
        await page.getByRole('button', { name: 'Novo jogo' }).click();
        const question = page.getByRole('region', { name: /^Quer mesmo começar um jogo novo/ });
        await expect(question).toBeVisible();
        note(
          testInfo,
          `new-game question at ${zoom} %`,
          await expectButtonsInView(page, question, "Solitário's new-game question"),
        );
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  });
}

test('at 200 %, Chamadas leaves the content two thirds of the height and shows the first contact', async ({
  browser,
}, testInfo) => {
  const { context, page } = await tabletAtZoom(browser, testInfo, 200);
  try {
    await signIn(page);
    await page.goto('/chamadas');
    await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Contactos' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await settleTransitions(page);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the page has no viewport');
    const header = await page.getByRole('banner').boundingBox();
    note(testInfo, 'header at 200 %', header);
    expect(header?.height ?? Infinity).toBeLessThanOrEqual(viewport.height / 3);
    // The first contact, its name and its call, without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await first.boundingBox();
    note(testInfo, 'first contact at 200 %', box);
    expect(box?.y ?? Infinity, 'the first contact starts on the screen').toBeLessThan(
      viewport.height,
    );
    await expect(first.getByText(/\S/).first()).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('link')).toBeInViewport({ ratio: 1 });
    // Its buttons keep 48 px and their names.
    for (const button of await page.getByRole('banner').getByRole('button').all()) {
      const buttonBox = await button.boundingBox();
      expect(buttonBox?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(buttonBox?.width ?? 0).toBeGreaterThanOrEqual(48);
    }
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Informações' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Emergência' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
