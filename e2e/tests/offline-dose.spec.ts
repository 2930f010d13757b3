/**
 * 'Já tomei' pressed without network (machines/localCopy/doseQueueMachine.ts): 'Hoje' shows the dose
 * taken at once and again after a reload still without network (the dose waits on the tablet); when the
 * network comes back it is recorded exactly once, with the time it was pressed, and a further reload
 * records nothing more.
 *
 * The page's clock is on a past day of its own per tablet size (as in reminders.spec.ts), whose calendar
 * window the test widens for its length so the rules accept a dose of that day (support/adminDatabase).
 * That day is before the seed's start of Maria's days on the platform (`members/{uid}/since`) and of
 * her Paracetamol's times (`horasDesde`), which the test moves back for its length too (the days after
 * it are the other reminder tests').
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  createSdkClient,
  demoAccounts,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from '../support/fixtures';
import { adminDatabaseRequest, openCalendarDayNow } from '../support/adminDatabase';
import { lisbonDate, lisbonInstant } from '../support/lisbonClock';
import { tabletAt } from '../support/tabletAtTime';

function dayFor(testInfo: TestInfo): string {
  return lisbonDate(testInfo.project.name === 'tablet-portrait' ? -12 : -11);
}

const reminder = (page: Page) => page.getByRole('dialog', { name: 'Está na hora do medicamento' });
const morningDose = (page: Page) =>
  page
    .getByRole('region', { name: 'Hoje' })
    .getByRole('list', { name: 'Medicamentos de hoje' })
    .getByRole('listitem')
    .filter({ hasText: '08:00' });

test("'Já tomei' without network: taken at once, still after a reload, recorded once with its time when the network is back", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const day = dayFor(testInfo);
  const restoreCalendarDay = await openCalendarDayNow(day, 20 * 60_000);
  const { context, page } = await tabletAt(browser, testInfo, lisbonInstant(day, '07:58'));
  const client = await createSdkClient(demoAccounts.maria);
  const dayPath = `Newdata_${client.user.uid}/tomas/${day}`;
  const startPaths = [
    `members/${client.user.uid}/since`,
    `Newdata_${client.user.uid}/medicamentos/medicamento_1/horasDesde`,
  ];
  const starts = await Promise.all(startPaths.map((path) => adminDatabaseRequest(path, 'GET')));
  for (const path of startPaths)
    await adminDatabaseRequest(path, 'PUT', lisbonInstant(day, '00:00').getTime());
  try {
    await signIn(page, demoAccounts.maria);
    await expect(morningDose(page)).toHaveText(/Por tomar/);
    await page.clock.runFor(5_000);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    // Once more online under the service worker, as on any later visit: the files are kept as they come.
    await page.reload();
    await expect(morningDose(page)).toHaveText(/Por tomar/);

    await context.setOffline(true);
    await page.reload();
    await expect(morningDose(page)).toHaveText(/Por tomar/);

    // 08:00, without network: the reminder comes from what the tablet kept.
    await page.clock.fastForward('02:00');
    const dialog = reminder(page);
    await expect(dialog).toBeVisible();
    const pressedAt = await page.evaluate(() => Date.now());
    await dialog.getByRole('button', { name: 'Já tomei' }).tap();
    await expect(dialog).toBeHidden();
    await expect(morningDose(page)).toHaveText(/Tomado às 08:0\d/);

    // Reloaded, still without network: the dose waits on the tablet and shows as taken.
    await page.reload();
    await expect(morningDose(page)).toHaveText(/Tomado às 08:0\d/);
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
    expect(await adminDatabaseRequest(dayPath, 'GET')).toBeNull();

    // The network is back: recorded once, with the time it was pressed.
    await context.setOffline(false);
    await expect
      .poll(() => adminDatabaseRequest(dayPath, 'GET'), { timeout: 30_000 })
      .not.toBeNull();
    const recorded = (await adminDatabaseRequest(dayPath, 'GET')) as Record<
      string,
      Record<string, number>
    >;
    expect(Object.keys(recorded)).toEqual(['medicamento_1']);
    expect(Object.keys(recorded.medicamento_1 ?? {})).toEqual(['0800']);
    const at = recorded.medicamento_1?.['0800'] ?? 0;
    expect(Math.abs(at - pressedAt)).toBeLessThan(60_000);

    // A reload online records nothing more, and the dose stays taken at its time.
    await page.reload();
    await expect(morningDose(page)).toHaveText(/Tomado às 08:0\d/);
    await page.clock.runFor(5_000);
    expect(await adminDatabaseRequest(dayPath, 'GET')).toEqual(recorded);
  } finally {
    await context.setOffline(false);
    await adminDatabaseRequest(dayPath, 'DELETE').catch(() => undefined);
    for (const [index, path] of startPaths.entries())
      await adminDatabaseRequest(path, 'PUT', starts[index]);
    await client.close();
    await context.close();
    await restoreCalendarDay();
  }
});
