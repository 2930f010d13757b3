import type { Page } from 'playwright-core';

/**
 * How long a screen takes, timed in the page: from the tap (a capturing `click` listener notes
 * `performance.now()`) or a navigation (noted when it is asked for) to the first animation frame in
 * which the screen's mark is in the DOM and laid out. Playwright's own waiting retries on a
 * backing-off schedule (up to half a second between looks), which rounds a screen's time up to its
 * next look; an animation frame is when the carer could first see it.
 */

/** What shows a screen is drawn: an element matching `selector`, or a paragraph starting with `orText`. */
export interface ScreenMark {
  readonly selector: string;
  readonly orText?: string;
}

/** Notes the moment of each tap in the page from now on (once per page, before the first tap). */
export async function noteTaps(page: Page): Promise<void> {
  await page.evaluate(
    "document.addEventListener('click', () => { window.__amparoBenchFrom = performance.now(); }, { capture: true })",
  );
}

/** Notes now as the moment a navigation was asked for (going back has no tap). */
export async function noteNow(page: Page): Promise<void> {
  await page.evaluate('window.__amparoBenchFrom = performance.now()');
}

/** Milliseconds from the noted moment to the first animation frame with `mark` drawn; rejects after `timeoutMs`. */
export async function msUntilDrawn(
  page: Page,
  mark: ScreenMark,
  timeoutMs: number,
): Promise<number> {
  // Run in the page on each animation frame. No named functions inside: the bench runs through tsx,
  // whose compiler wraps them in a helper the page does not have (and the page's policy forbids
  // evaluating text).
  const handle = await page.waitForFunction(
    ({ selector, orText }) => {
      const candidates: Element[] = [...document.querySelectorAll(selector)];
      if (orText !== null)
        for (const paragraph of document.querySelectorAll('p'))
          if (paragraph.textContent?.startsWith(orText)) candidates.push(paragraph);
      const found = candidates.some((element) => element.getClientRects().length > 0);
      const from = (window as { __amparoBenchFrom?: number }).__amparoBenchFrom;
      return found && from !== undefined ? performance.now() - from : false;
    },
    { selector: mark.selector, orText: mark.orText ?? null },
    { polling: 'raf', timeout: timeoutMs },
  );
  const ms = (await handle.jsonValue()) as number;
  await handle.dispose();
  return Math.round(ms);
}
