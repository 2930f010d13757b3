/**
 * Nothing moves under the person's eyes while a first screen comes: the login (first visit) and home
 * (returning, signed in) are loaded with the CPU slowed 4× (the association's inexpensive tablets) and
 * every layout shift the browser reports is added up (the Cumulative Layout Shift of the load). At
 * both tablet sizes.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  demoAccounts,
  expectHomeGreeting,
  withSavedSession,
} from '../support/fixtures';

interface ShiftRecord {
  readonly value: number;
  readonly sources: string[];
}

async function recordLayoutShifts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __amparoShifts: typeof shifts }).__amparoShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            const moved = `${rect(source.previousRect)} → ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`;
            if (!(node instanceof Element)) return `${node?.nodeName ?? '?'} ${moved}`;
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} ${moved}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsAfterSettling(page: Page): Promise<ShiftRecord[]> {
  // Late arrivals (the day's doses and appointments, the connection) come within a second or two.
  await page.waitForTimeout(2_000);
  return page.evaluate(
    () => (window as unknown as { __amparoShifts: ShiftRecord[] }).__amparoShifts,
  );
}

test.describe('layout stability of the first screens (CPU 4× slower)', () => {
  test('the login, on a first visit, does not shift', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 20_000 });
    expect(await shiftsAfterSettling(page)).toEqual([]);
  });

  test('home, for a returning person signed in, does not shift', async ({ page }) => {
    await withSavedSession(page, demoAccounts.maria);
    await recordLayoutShifts(page);
    await page.goto('/');
    await expectHomeGreeting(page, demoAccounts.maria);
    expect(await shiftsAfterSettling(page)).toEqual([]);
  });
});
