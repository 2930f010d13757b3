import type { Page } from '@playwright/test';
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
