/**
 * 200 % zoom: the tablet's window at half its CSS size and twice the pixel density, which is what the
 * browser's zoom does to a page's layout. Every label of the header and the bottom bar keeps its whole
 * words (a word whose letters land on two lines is a broken word), nothing is cut off, and nothing
 * makes the page scroll sideways.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, expectNoAxeViolations } from '../support/fixtures';
import { brokenWords } from '../support/layoutChecks';
import { tabletAtZoom } from '../support/tabletZoom';

/** Labels whose text is wider or taller than the box that shows it (cut off). */
async function clippedLabels(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent ?? ''),
    );
}

const screens = [
  { path: '/chamadas', ready: 'Chamadas' },
  { path: '/calendario', ready: 'Saúde' },
  { path: '/jogos', ready: 'Jogos' },
  { path: '/videos', ready: 'Vídeos' },
];

test.describe('at 200 % zoom', () => {
  test('the header and the bottom bar keep whole words, nothing is cut off, no sideways scrolling', async ({
    browser,
  }, testInfo) => {
    const { context, page } = await tabletAtZoom(browser, testInfo, 200);
    try {
      await signIn(page);
      for (const { path, ready } of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
        const nav = page.getByRole('navigation', { name: 'Navegação principal' });
        await expect(nav).toBeVisible();
        expect(
          await brokenWords(page, 'nav[aria-label="Navegação principal"] li, header li'),
          `broken words on ${path}`,
        ).toEqual([]);
        expect(
          await clippedLabels(page, 'nav[aria-label="Navegação principal"] li > *, header li > *'),
          `cut-off labels on ${path}`,
        ).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `sideways scrolling on ${path}`,
        ).toBe(true);
        for (const entry of ['Início', 'Chamadas', 'Saúde', 'YouTube', 'ProBranca', 'Jogos']) {
          const box = await nav
            .getByRole(entry === 'ProBranca' ? 'button' : 'link', { name: entry })
            .boundingBox();
          expect(box?.height ?? 0, `${entry} on ${path}`).toBeGreaterThanOrEqual(48);
          expect(box?.width ?? 0, `${entry} on ${path}`).toBeGreaterThanOrEqual(48);
        }
      }
      await page.getByRole('button', { name: 'Emergência' }).click();
      await expect(page.getByRole('dialog', { name: 'Contactos de emergência' })).toBeVisible();
      expect(await brokenWords(page, 'dialog[open] a, dialog[open] button')).toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
