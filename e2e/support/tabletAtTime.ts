/**
 * A tablet of the running test's size, with touch, Lisbon's zone and its page clock installed at `time`
 * (Playwright's clock): for the tests that live a person's day at a chosen hour.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { platformFromEnv } from './localPlatform';

export async function tabletAt(
  browser: Browser,
  testInfo: TestInfo,
  time: Date,
): Promise<{ context: BrowserContext; page: Page }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: platformFromEnv().baseURL,
    viewport: use.viewport,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    hasTouch: true,
  });
  await context.clock.install({ time });
  return { context, page: await context.newPage() };
}
