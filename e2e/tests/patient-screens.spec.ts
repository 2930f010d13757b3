/**
 * The patient's screens as an older person reads and uses them, in the composed platform and in both
 * tablet orientations (see playwright.config.ts):
 * - Saúde says 'Hoje' and 'Amanhã' on Lisbon's calendar, shows the time as large and bold as the
 *   specialty, and never leaves the year of a date alone on a line;
 * - Chamadas finds a contact by the start of any word of the name, accents and case ignored;
 * - Vídeos, without a connection, says so calmly and offers 'Tentar novamente' instead of empty frames.
 * Each screen passes axe in each state shown.
 */
import type { Locator, Page } from '@playwright/test';
import { ref, remove, set } from 'firebase/database';
import {
  test,
  expect,
  signIn,
  demoAccounts,
  createSdkClient,
  expectNoAxeViolations,
} from '../support/fixtures';
import type { SdkClient } from '../support/fixtures';

/** A number no other run or test uses: record keys and names stay unique across reruns. */
function uniqueNumber(): number {
  return Date.now() * 10 + Math.floor(Math.random() * 10);
}

/** YYYY-MM-DD of today + `offsetDays` on Lisbon's calendar (the browser's zone too: playwright.config.ts). */
function lisbonIsoDate(offsetDays: number): string {
  const parts = new Intl.DateTimeFormat('pt-PT', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const date = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + offsetDays));
  return date.toISOString().slice(0, 10);
}

/** For every date shown in the element: how many other words share the line of its year (none = the year is alone). */
async function wordsBesideEachYear(scope: Locator): Promise<{ date: string; beside: number }[]> {
  return scope.evaluate((root) => {
    const results: { date: string; beside: number }[] = [];
    for (const time of Array.from(root.querySelectorAll('time[datetime*="-"]'))) {
      const words: { text: string; top: number }[] = [];
      const walker = document.createTreeWalker(time, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const rect = range.getBoundingClientRect();
          words.push({ text: match[0], top: Math.round(rect.top) });
        }
      }
      const year = words.find((word) => /^\d{4}$/.test(word.text));
      if (year === undefined) continue;
      results.push({
        date: time.textContent ?? '',
        beside: words.filter((word) => word !== year && Math.abs(word.top - year.top) <= 2).length,
      });
    }
    return results;
  });
}

async function fontOf(locator: Locator): Promise<{ size: string; weight: string; color: string }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { size: style.fontSize, weight: style.fontWeight, color: style.color };
  });
}

test.describe('Saúde', () => {
  let client: SdkClient;
  const written: string[] = [];

  test.beforeEach(async () => {
    client = await createSdkClient(demoAccounts.maria);
  });

  test.afterEach(async () => {
    for (const path of written.splice(0)) await remove(ref(client.database, path));
    await client.close();
  });

  test("says 'Hoje' and 'Amanhã', the time as prominent as the specialty, and never a year alone on a line", async ({
    page,
  }) => {
    const n = uniqueNumber();
    const root = `Newdata_${client.user.uid}/consultas`;
    const thisYear = Number(lisbonIsoDate(0).slice(0, 4));
    const nextYear = thisYear + 1;
    // Specialty names as a carer may type them, long enough to fill a card's line.
    const appointments = [
      {
        key: `consulta_ID_${n}`,
        specialty: `Oftalmologia ${n}`,
        date: lisbonIsoDate(0),
        time: '16:30',
      },
      {
        key: `consulta_ID_${n + 1}`,
        specialty: `Cardiologia ${n}`,
        date: lisbonIsoDate(1),
        time: '09:15',
      },
      {
        key: `consulta_ID_${n + 2}`,
        specialty: `Medicina Física e de Reabilitação ${n}`,
        date: `${nextYear}-09-29`,
        time: '10:00',
      },
      {
        key: `consulta_ID_${n + 3}`,
        specialty: `Otorrinolaringologia ${n}`,
        date: lisbonIsoDate(9),
        time: '11:45',
      },
    ];
    for (const appointment of appointments) {
      const path = `${root}/${appointment.key}`;
      written.push(path);
      await set(ref(client.database, path), {
        contacto_Nome: appointment.specialty,
        data_consulta: appointment.date,
        time_consulta: appointment.time,
      });
    }

    await signIn(page, demoAccounts.maria);
    await page.goto('/calendario');
    const upcoming = page.getByRole('region', { name: 'Próximas consultas:' });
    await expect(upcoming).toBeVisible();
    await expect(page.getByRole('region', { name: 'Medicamentos para tomar:' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Consultas passadas' })).toBeVisible();

    const item = (specialty: string) =>
      upcoming.getByRole('listitem').filter({ hasText: specialty });
    const [today, tomorrow, farAway, later] = appointments as [
      (typeof appointments)[0],
      (typeof appointments)[0],
      (typeof appointments)[0],
      (typeof appointments)[0],
    ];
    await expect(item(today.specialty)).toHaveText(`${today.specialty}Hojeàs 16:30`);
    await expect(item(tomorrow.specialty)).toHaveText(`${tomorrow.specialty}Amanhãàs 09:15`);
    // Another year's date names its year; this year's does not.
    const farAwayWeekday = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(nextYear, 8, 29)));
    await expect(item(farAway.specialty)).toContainText(
      `${farAwayWeekday}, 29 de setembro de ${nextYear}`,
    );
    if (later.date.startsWith(String(thisYear)))
      await expect(item(later.specialty)).not.toContainText(String(thisYear));
    await expect(item(today.specialty).locator('time').first()).toHaveAttribute(
      'datetime',
      today.date,
    );

    // The time is as large and as bold as the specialty (and the same colour), not a lighter afterthought.
    for (const appointment of appointments) {
      const lines = item(appointment.specialty).locator('p');
      const specialtyLine = lines.filter({ hasText: appointment.specialty });
      const timeLine = lines.filter({ hasText: `às ${appointment.time}` });
      await expect(specialtyLine).toHaveText(appointment.specialty);
      const specialtyFont = await fontOf(specialtyLine);
      expect(await fontOf(timeLine)).toEqual(specialtyFont);
      expect(parseFloat(specialtyFont.size)).toBeGreaterThanOrEqual(19);
    }

    // No date leaves its year alone on a line, in any card.
    await expect(item(later.specialty)).toBeVisible();
    const dates = await wordsBesideEachYear(page.locator('#amparo-main'));
    expect(dates.length).toBeGreaterThanOrEqual(1);
    for (const date of dates)
      expect(date.beside, `the year of «${date.date}» is alone on its line`).toBeGreaterThan(0);

    await expectNoAxeViolations(page);
  });
});

test.describe('Chamadas', () => {
  function contactList(page: Page) {
    return page.getByRole('list', { name: 'Contactos' });
  }

  test('finds Ana Conceição by the start of either name, accents and case ignored, not by the middle of a word', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.maria);
    await page.goto('/chamadas');
    await expect(contactList(page)).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Procurar contacto' });
    const ana = page.getByRole('link', { name: 'Ligar a Ana Conceição' });

    for (const typed of ['Conceição', 'conceicao', 'Conc', 'CONCEIÇÃO', 'ana conc']) {
      await search.fill(typed);
      await expect(ana).toBeVisible();
      await expect(
        contactList(page)
          .getByRole('listitem')
          .filter({ hasNotText: /(^|[^\p{L}])conc/iu }),
      ).toHaveCount(0);
    }
    await search.fill('gonc');
    await expect(page.getByRole('link', { name: 'Ligar a Luís Gonçalves' })).toBeVisible();
    await expect(ana).toHaveCount(0);

    await search.fill('ão');
    await expect(page.getByText('Nenhum contacto começa por «ão».')).toBeVisible();
    await expect(contactList(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await search.fill('');
    await expect(ana).toBeVisible();
  });
});

test.describe('Vídeos', () => {
  function players(page: Page) {
    return page.locator('iframe[title^="Vídeo:"]');
  }

  test('without a connection: a calm message and Tentar novamente instead of empty frames; the players return with it', async ({
    page,
    context,
  }) => {
    await signIn(page, demoAccounts.maria);
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
    await expect(players(page)).toHaveCount(2);

    await context.setOffline(true);
    const notice = page.getByRole('region', { name: 'Sem ligação à internet' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'Os vídeos precisam da internet: sem ligação, não os podemos mostrar.',
    );
    await expect(players(page)).toHaveCount(0);
    // The ways to open each channel in YouTube stay.
    await expect(page.getByRole('link', { name: /^Abrir no YouTube/ })).toHaveCount(2);
    const retry = notice.getByRole('button', { name: 'Tentar novamente' });
    const box = await retry.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    await expectNoAxeViolations(page);

    await retry.click();
    await expect(notice.getByRole('status')).toHaveText(
      'Continua sem ligação. Confirme que a internet do tablet está ligada e tente outra vez.',
    );
    await expect(players(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(players(page)).toHaveCount(2);
    await expect(notice).toHaveCount(0);
  });
});
