import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The screen fits the tablet with no page scrolling, and every element `selector` finds lies inside
 * the viewport and above the platform's bottom bar: the geometry a person who must not scroll mid-game
 * relies on. `what` names the moment in the failure message.
 */
export async function expectFitsAboveBottomBar(
  page: Page,
  selector: string,
  what: string,
): Promise<void> {
  const layout = await page.evaluate((query) => {
    const nav = document.querySelector('nav[aria-label="Navegação principal"]');
    const barTop = nav ? nav.getBoundingClientRect().top : window.innerHeight;
    const outside = [...document.querySelectorAll(query)]
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        box: element.getBoundingClientRect(),
      }))
      .filter(
        ({ box }) =>
          box.top < 0 ||
          box.left < 0 ||
          box.right > window.innerWidth + 0.5 ||
          box.bottom > barTop + 0.5,
      )
      .map(
        ({ name, box }) =>
          `${name} (${Math.round(box.top)}–${Math.round(box.bottom)}, bar at ${Math.round(barTop)})`,
      );
    return {
      documentHeight: document.documentElement.scrollHeight,
      viewportHeight: window.innerHeight,
      found: document.querySelectorAll(query).length,
      outside,
    };
  }, selector);
  expect(layout.found, `${what}: nothing found for ${selector}`).toBeGreaterThan(0);
  expect(layout.documentHeight, `${what}: the page scrolls`).toBeLessThanOrEqual(
    layout.viewportHeight,
  );
  expect(layout.outside, `${what}: under the bottom bar or off the screen`).toEqual([]);
}

/** Waits until no CSS transition is running (dialogs fade in over 300 ms), so axe sees final colours. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * The words of the elements' text that the browser laid out over more than one line (a word whose
 * letters land on two lines is a broken word).
 */
export async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lineTops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * The elements' texts laid out over more than one line: every word of an element's text (each one's
 * client rects, as `brokenWords` reads them) should sit on the same line box.
 */
export async function textsOnMoreThanOneLine(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const lineTops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index ?? 0);
            range.setEnd(node, (match.index ?? 0) + match[0].length);
            for (const rect of range.getClientRects()) lineTops.add(Math.round(rect.top));
          }
        }
        return lineTops.size > 1;
      })
      .map((element) => element.textContent ?? ''),
  );
}

/** A button's place as measured: its name and its box, rounded to CSS pixels. */
export interface MeasuredButton {
  readonly name: string;
  readonly box: string;
}

/**
 * Every button inside `container` lies whole inside the viewport, and nothing covers it: the element
 * at its centre is the button or inside it. The dialog's own transitions are let finish first. Returns
 * the boxes measured (for the report), `what` names the moment in the failure message.
 */
export async function expectButtonsInView(
  page: Page,
  container: Locator,
  what: string,
): Promise<MeasuredButton[]> {
  await settleTransitions(page);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  const buttons = await container.getByRole('button').all();
  expect(buttons.length, `${what}: no button found`).toBeGreaterThan(0);
  const measured: MeasuredButton[] = [];
  const problems: string[] = [];
  for (const button of buttons) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
    const box = await button.boundingBox();
    if (!box) {
      problems.push(`${name}: not laid out`);
      continue;
    }
    const described = `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} (bottom ${Math.round(box.y + box.height)} of ${viewport.height})`;
    measured.push({ name, box: described });
    const inside =
      box.x >= -0.5 &&
      box.y >= -0.5 &&
      box.x + box.width <= viewport.width + 0.5 &&
      box.y + box.height <= viewport.height + 0.5;
    if (!inside) {
      problems.push(`${name}: ${described}, outside ${viewport.width}×${viewport.height}`);
      continue;
    }
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const reachable = await button.evaluate((element, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    }, centre);
    if (!reachable) problems.push(`${name}: covered at its centre (${described})`);
  }
  expect(problems, `${what}: buttons out of view or covered`).toEqual([]);
  return measured;
}
