/**
 * The project's tablet at 100 % or at 200 % zoom, in a context of its own. 200 % is the tablet's window
 * at half its CSS size and twice the pixel density, which is what the browser's zoom does to a page's
 * layout (zoom.spec.ts). `clock` installs the page's clock at that instant before anything loads.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { platformFromEnv } from './localPlatform';

export type Zoom = 100 | 200;

export const zooms: readonly Zoom[] = [100, 200];

export async function tabletAtZoom(
  browser: Browser,
  testInfo: TestInfo,
  zoom: Zoom,
  { clock }: { readonly clock?: Date } = {},
): Promise<{ readonly context: BrowserContext; readonly page: Page }> {
  const tablet = testInfo.project.use.viewport;
  if (!tablet) throw new Error('the project has no viewport');
  const factor = zoom / 100;
  const context = await browser.newContext({
    baseURL: platformFromEnv().baseURL,
    viewport: { width: tablet.width / factor, height: tablet.height / factor },
    deviceScaleFactor: factor,
    hasTouch: true,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  });
  if (clock) await context.clock.install({ time: clock });
  return { context, page: await context.newPage() };
}
