/**
 * The person's tablet keeps its screen on while Amparo is open (the wake lock machine, held through the
 * browser's Screen Wake Lock, watched by support/wakeLockProbe.ts): held on home, let go while the page
 * is out of view and taken again when it comes back, let go on 'Sair', never asked for in a carer's
 * console, and the tablet's setting 'Manter o ecrã ligado' turns it off (kept after a reload).
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  signInCarer,
  demoAccounts,
  demoCarers,
  expectNoAxeViolations,
} from '../support/fixtures';
import { probeWakeLock, setPageHidden, wakeLockRecord } from '../support/wakeLockProbe';

const setting = (page: Page) => page.getByRole('checkbox', { name: 'Manter o ecrã ligado' });

/** Polls the probe until it reads `expected`. */
async function expectWakeLock(page: Page, expected: { requests?: number; held: number }) {
  await expect
    .poll(async () => {
      const record = await wakeLockRecord(page);
      return expected.requests === undefined ? { held: record.held } : record;
    })
    .toEqual(expected);
}

test.beforeEach(async ({ page }) => {
  await probeWakeLock(page);
});

test("held on a person's home, let go while the page is out of view and taken again when it is back", async ({
  page,
}) => {
  await signIn(page, demoAccounts.maria);
  await expectWakeLock(page, { requests: 1, held: 1 });
  await setPageHidden(page, true);
  await expectWakeLock(page, { requests: 1, held: 0 });
  await setPageHidden(page, false);
  await expectWakeLock(page, { requests: 2, held: 1 });
  // Elsewhere in Amparo the screen stays on too: the lock belongs to the page, not to home.
  await page.getByRole('link', { name: 'Chamadas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
  await expectWakeLock(page, { requests: 2, held: 1 });
});

test("let go on 'Sair'", async ({ page }) => {
  await signIn(page, demoAccounts.maria);
  await expectWakeLock(page, { requests: 1, held: 1 });
  await page.getByRole('button', { name: 'Sair' }).click();
  await page
    .getByRole('dialog', { name: 'Quer mesmo sair?' })
    .getByRole('button', { name: 'Sim, sair' })
    .click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectWakeLock(page, { requests: 1, held: 0 });
  // The login does not keep the screen on, whatever the page's visibility does.
  await setPageHidden(page, true);
  await setPageHidden(page, false);
  await expectWakeLock(page, { requests: 1, held: 0 });
});

test("never asked for in a carer's console", async ({ page }) => {
  await signInCarer(page, demoCarers.ana);
  await setPageHidden(page, true);
  await setPageHidden(page, false);
  // Give a request that should not come the time to come.
  await page.waitForTimeout(1_000);
  expect(await wakeLockRecord(page)).toEqual({ requests: 0, held: 0 });
  await expect(setting(page)).toHaveCount(0);
});

test("'Manter o ecrã ligado' on home turns it off, on this tablet, until turned on again", async ({
  page,
}) => {
  await signIn(page, demoAccounts.maria);
  await expect(setting(page)).toBeChecked();
  await expectWakeLock(page, { requests: 1, held: 1 });
  await expectNoAxeViolations(page);

  await setting(page).uncheck();
  await expect(setting(page)).not.toBeChecked();
  await expectWakeLock(page, { requests: 1, held: 0 });
  await setPageHidden(page, true);
  await setPageHidden(page, false);
  await expectWakeLock(page, { requests: 1, held: 0 });

  await page.reload();
  await expect(setting(page)).not.toBeChecked();
  await page.waitForTimeout(500);
  expect(await wakeLockRecord(page)).toEqual({ requests: 0, held: 0 });

  await setting(page).check();
  await expectWakeLock(page, { requests: 1, held: 1 });
  await expectNoAxeViolations(page);
});

test("the setting is big and whole: a target of at least 48 px, its label's text at least 19 px", async ({
  page,
}) => {
  await signIn(page, demoAccounts.maria);
  const label = page.locator('label', { has: setting(page) });
  const box = await label.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  const fontSize = await label.evaluate((element) =>
    parseFloat(getComputedStyle(element).fontSize),
  );
  expect(fontSize).toBeGreaterThanOrEqual(19);
});
