/**
 * The tablets' figures in the composed platform, against the local backend and its rules: a page view
 * that begins on the login and signs in, and one that begins on Chamadas, each write their web vitals
 * to `vitals/{day}/{pushKey}` once the tablet hides the page (read back with the administrator's
 * credentials: no browser account may read them), each record with the allowed fields only — no uid,
 * no e-mail, no address. A browser driven by automation sends nothing; this test says it is not one.
 */
import type { Page } from '@playwright/test';
import { adminDatabaseRequest, serverNow } from '../support/adminDatabase';
import {
  createSdkClient,
  demoAccounts,
  expect,
  expectHomeGreeting,
  signIn,
  test,
} from '../support/fixtures';
import { submitLoginForm } from '../support/signedInSessions';

const allowedFields = ['metric', 'value', 'rating', 'screen', 'navigation', 'cores', 'memory'];

type Figure = Record<string, unknown>;

/** Every record kept, whatever its day. */
async function figures(): Promise<Figure[]> {
  const days = (await adminDatabaseRequest('vitals', 'GET')) as Record<
    string,
    Record<string, Figure>
  > | null;
  return Object.values(days ?? {}).flatMap((records) => Object.values(records));
}

/** The tablet hides the page (the screen goes off, another app comes), then shows it again. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => state === 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    setVisibility('visible');
  });
}

/** Hides the page until the figures of page views that began on `screen` hold `names`. */
async function expectFiguresOf(page: Page, screen: string, names: string[]): Promise<Figure[]> {
  await expect
    .poll(
      async () => {
        await hideAndShow(page);
        const held = (await figures()).filter((figure) => figure.screen === screen);
        return [...new Set(held.map((figure) => figure.metric))].sort();
      },
      { timeout: 30_000, intervals: [500, 1_000] },
    )
    .toEqual(expect.arrayContaining(names.sort()));
  return (await figures()).filter((figure) => figure.screen === screen);
}

test.describe('the tablets’ figures', () => {
  test.beforeEach(async ({ page }) => {
    await adminDatabaseRequest('vitals', 'DELETE');
    // The platform sends nothing from an automated browser; this tablet says it is not one.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', {
        configurable: true,
        get: () => false,
      });
    });
  });

  test.afterAll(async () => {
    await adminDatabaseRequest('vitals', 'DELETE');
  });

  test('a page view from the login to Chamadas, and one that begins on Chamadas, write their figures once hidden', async ({
    page,
  }) => {
    await submitLoginForm(page, demoAccounts.maria);
    await expectHomeGreeting(page, demoAccounts.maria);
    await page.getByRole('link', { name: 'Chamadas' }).first().click();
    await expect(page).toHaveURL(/\/chamadas$/);
    // The login's figures waited for the sign-in of the same page view.
    const fromLogin = await expectFiguresOf(page, 'login', ['CLS', 'TTFB']);

    await page.goto('/chamadas');
    await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
    const fromCalls = await expectFiguresOf(page, 'calls', ['CLS', 'TTFB']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
      new Date(await serverNow()),
    );
    const days = Object.keys(
      ((await adminDatabaseRequest('vitals', 'GET')) as Record<string, unknown>) ?? {},
    );
    expect(days).toEqual([today]);
    const maria = await createSdkClient(demoAccounts.maria);
    const uid = maria.user.uid;
    await maria.close();
    for (const figure of [...fromLogin, ...fromCalls]) {
      expect(Object.keys(figure).every((field) => allowedFields.includes(field))).toBe(true);
      expect(['LCP', 'INP', 'CLS', 'TTFB']).toContain(figure.metric);
      expect(['good', 'needs-improvement', 'poor']).toContain(figure.rating);
      expect(typeof figure.value).toBe('number');
      const text = JSON.stringify(figure);
      expect(text).not.toContain(demoAccounts.maria.email);
      expect(text).not.toContain('/');
      expect(text).not.toContain(uid);
    }
    // Each metric of a page view once, however often the page was hidden.
    for (const screenFigures of [fromLogin, fromCalls]) {
      const names = screenFigures.map((figure) => figure.metric);
      expect(names.length).toBe(new Set(names).size);
    }
  });

  test('a browser driven by automation sends nothing', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'pt-PT' });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForTimeout(4_000);
    await hideAndShow(page);
    await page.waitForTimeout(1_000);
    expect(await figures()).toEqual([]);
    await context.close();
  });
});
