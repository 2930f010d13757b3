/**
 * Medicine reminders in the composed platform, with the page's clock set (Lisbon's wall clock) on a day
 * of its own per tablet size: at 07:59 no reminder, at 08:00 the reminder over the screen that is open;
 * 'Já tomei' (tapped twice) records the dose once and Ana's list on a second tablet shows it taken
 * without a reload; 'Lembrar daqui a 10 minutos' brings the 14:00 dose back 10 minutes later, not
 * before, even when the page is loaded again meanwhile; a dose not
 * taken by the end of the next hour shows as 'Não tomado' on home's 'Hoje'. axe with the reminder open.
 *
 * The pages' clocks are on a past day while the services run on today's, and the rules accept a dose
 * only for a day whose calendar window (`calendarDays/{date}`) holds the server's now: the test
 * widens its own day's window for its length (support/adminDatabase) and puts it back afterwards.
 */
import type { Page, TestInfo } from '@playwright/test';
import { get, ref } from 'firebase/database';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  expect,
  expectNoAxeViolations,
  signIn,
  signInCarer,
  test,
} from '../support/fixtures';
import { openCalendarDayNow } from '../support/adminDatabase';
import { lisbonDate, lisbonInstant } from '../support/lisbonClock';
import { tabletAt } from '../support/tabletAtTime';

/** A day of its own for each tablet size, before the days the run records as taken (support/quietReminders). */
function dayFor(testInfo: TestInfo): string {
  return lisbonDate(testInfo.project.name === 'tablet-portrait' ? -3 : -2);
}

const reminder = (page: Page) => page.getByRole('dialog', { name: 'Está na hora do medicamento' });

test('the 08:00 reminder, recorded once and seen by the carer live; the snooze; a missed dose', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const day = dayFor(testInfo);
  const restoreCalendarDay = await openCalendarDayNow(day);
  const maria = await tabletAt(browser, testInfo, lisbonInstant(day, '07:59'));
  const ana = await tabletAt(browser, testInfo, lisbonInstant(day, '07:59'));
  const client = await createSdkClient(demoAccounts.maria);
  try {
    const mariaPage = maria.page;
    await signIn(mariaPage, demoAccounts.maria);
    await mariaPage.goto('/chamadas');
    await expect(mariaPage.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
    await expect(reminder(mariaPage)).toHaveCount(0);

    // Ana follows Maria's medicines on her own tablet.
    await signInCarer(ana.page, demoCarers.ana);
    await ana.page.goto(`/pessoas/${client.user.uid}/mostrarmedicamentos`);
    const paracetamolCard = ana.page
      .getByRole('listitem')
      .filter({ has: ana.page.getByRole('heading', { level: 2, name: /Paracetamol/ }) });
    await expect(paracetamolCard.getByText('Hoje às 08:00: Por tomar')).toBeVisible();

    // 08:00: the reminder comes up over Chamadas, with the medicine and its moment.
    await mariaPage.clock.fastForward('01:00');
    await ana.page.clock.fastForward('01:00');
    const dialog = reminder(mariaPage);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 comprimido de Paracetamol 500 mg')).toBeVisible();
    await expect(dialog.getByText('Ao pequeno-almoço e ao jantar')).toBeVisible();
    await expectNoAxeViolations(mariaPage);
    const taken = dialog.getByRole('button', { name: 'Já tomei' });
    expect((await taken.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(64);
    await expect(paracetamolCard.getByText('Hoje às 08:00: Está na hora')).toBeVisible();

    // Two taps, one dose: the carer's list shows it taken, live.
    await taken.dblclick();
    await expect(dialog).toBeHidden();
    await expect(paracetamolCard.getByText(/^Hoje às 08:00: Tomado às \d\d:\d\d$/)).toBeVisible();
    const recorded = (
      await get(ref(client.database, `Newdata_${client.user.uid}/tomas/${day}`))
    ).val() as Record<string, Record<string, number>>;
    expect(Object.keys(recorded)).toEqual(['medicamento_1']);
    expect(Object.keys(recorded.medicamento_1 ?? {})).toEqual(['0800']);

    // 14:00: Vitamina D; 'Lembrar daqui a 10 minutos' brings it back 10 minutes later, not before.
    await mariaPage.clock.fastForward('06:00:00');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('2 comprimidos de Vitamina D')).toBeVisible();
    await dialog.getByRole('button', { name: 'Lembrar daqui a 10 minutos' }).tap();
    await expect(dialog).toBeHidden();
    // The page loaded again meanwhile (a new release taken at a calm moment, a refresh): once home
    // shows the dose due, its reminder is still put off.
    await mariaPage.goto('/');
    const today = mariaPage.getByRole('region', { name: 'Hoje' });
    const doses = today.getByRole('list', { name: 'Medicamentos de hoje' }).getByRole('listitem');
    await expect(doses.filter({ hasText: 'Vitamina D' })).toHaveText(/14:00.*Está na hora/);
    await expect(dialog).toBeHidden();
    await mariaPage.clock.fastForward('09:00');
    await expect(dialog).toBeHidden();
    await mariaPage.clock.fastForward('01:00');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Lembrar daqui a 10 minutos' }).tap();

    // 16:00: not taken by the end of the next hour: 'Não tomado' on home's 'Hoje', and no reminder.
    await mariaPage.clock.fastForward('01:50:00');
    await expect(dialog).toBeHidden();
    await expect(doses.filter({ hasText: 'Vitamina D' })).toHaveText(/14:00.*Não tomado/);
    await expect(doses.filter({ hasText: '08:00' })).toHaveText(/Tomado às \d\d:\d\d/);
    await expect(doses.filter({ hasText: '20:00' })).toHaveText(/Por tomar/);
    await expectNoAxeViolations(mariaPage);
  } finally {
    await client.close();
    await maria.context.close();
    await ana.context.close();
    await restoreCalendarDay();
  }
});
