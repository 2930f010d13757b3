/**
 * A carer's correction of a dose recorded by mistake, in the composed platform at both tablet sizes,
 * against the local backend and its rules: Ana adds Maria a medicine of the test's own (through the SDK,
 * as the carers' records repository does), Maria takes its dose today (through the SDK, as her tablet
 * does), Ana opens Maria's medicines, taps 'Corrigir: não foi tomado', answers the question 'Sim,
 * corrigir' and sees the dose not taken with 'Corrigido por Ana Costa, hoje às …'. The correction is
 * stored with her name and the server's time, the dose record stays, and Maria's own day (what her
 * 'Hoje' and reminders read: doses taken less corrected ones) no longer has it. axe on the question
 * and on the corrected list. The medicine, the dose and the correction are removed afterwards.
 */
import type { Page } from '@playwright/test';
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import {
  readDayCorrections,
  takenWithoutCorrected,
} from '../../shared-machines/src/domain/doseCorrections';
import { readTakenDoses } from '../../shared-machines/src/domain/doseSchedule';
import { adminDatabaseRequest } from '../support/adminDatabase';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  expect,
  expectNoAxeViolations,
  signIn,
  signInCarer,
  test,
  type SdkClient,
} from '../support/fixtures';
import { lisbonDate } from '../support/lisbonClock';

/**
 * The test's dose: at 00:00, before the medicine's times are set (`horasDesde`, now), so it is owed by
 * nobody, brings no reminder and no missed dose to any screen, and is listed only while taken (or, on
 * the carers' list, corrected).
 */
const doseTime = '00:00';
const doseKey = '0000';

/** The card of the medicine called `name` on the carers' medicines list. */
function medicineCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
}

test.describe("a carer's correction of a dose recorded as taken", () => {
  let maria: SdkClient;
  let ana: SdkClient;

  test.beforeAll(async () => {
    maria = await createSdkClient(demoAccounts.maria);
    ana = await createSdkClient(demoCarers.ana);
  });

  test.afterAll(async () => {
    await maria.close();
    await ana.close();
  });

  test("Ana corrects Maria's dose of today; it shows corrected, and Maria's day has it not taken", async ({
    page,
    browser,
    baseURL,
    viewport,
  }, testInfo) => {
    test.setTimeout(90_000);
    const uid = maria.user.uid;
    const today = lisbonDate(0);
    const name = `Comprimido de teste da correção (${testInfo.project.name})`;
    // A key of its own (the forms' counter is left alone), and the summary's count kept right.
    const medicineKey = `medicamento_${Date.now()}`;
    const userRoot = `Newdata_${uid}`;
    const countBefore = (await get(ref(ana.database, `${userRoot}/resumo/medicamentos`))).val() as
      number | null;
    await update(ref(ana.database, userRoot), {
      [`medicamentos/${medicineKey}`]: {
        medicamento: name,
        momento_tomar: 'Só para este teste',
        horas: doseTime,
        horasDesde: serverTimestamp(),
        alteradoPor: ana.user.uid,
        alteradoPorNome: demoCarers.ana.name,
        alteradoEm: serverTimestamp(),
      },
      'resumo/medicamentos': (countBefore ?? 0) + 1,
    });
    const dosePath = `Newdata_${uid}/tomas/${today}/${medicineKey}/${doseKey}`;
    const correctionPath = `Newdata_${uid}/tomasCorrigidas/${today}/${medicineKey}/${doseKey}`;
    const marias = await browser.newContext({
      baseURL,
      locale: 'pt-PT',
      timezoneId: 'Europe/Lisbon',
      hasTouch: true,
      viewport: viewport ?? { width: 1024, height: 768 },
    });
    try {
      // Maria takes it, as her tablet records a dose (the server's time, once).
      await set(ref(maria.database, dosePath), serverTimestamp());

      await signInCarer(page, demoCarers.ana);
      await page.goto(`/pessoas/${uid}/mostrarmedicamentos`);
      const card = medicineCard(page, name);
      const doses = card.getByRole('list', { name: 'Tomas de hoje' });
      await expect(doses.getByText(/^Hoje às 00:00: Tomado às \d\d:\d\d$/)).toBeVisible();

      const correct = doses.getByRole('button', { name: 'Corrigir: não foi tomado — 00:00' });
      await expect(correct).toHaveText('Corrigir: não foi tomado');
      const box = await correct.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(
        await correct.evaluate((button) => parseFloat(getComputedStyle(button).fontSize)),
      ).toBeGreaterThanOrEqual(19);

      // The question first; 'Não, manter' changes nothing.
      await correct.tap();
      const question = page.getByRole('dialog', { name: 'Marcar esta toma como não tomada?' });
      await expect(question).toBeVisible();
      await expect(question).toContainText('A correção fica registada com o seu nome (Ana Costa)');
      await expectNoAxeViolations(page);
      await question.getByRole('button', { name: 'Não, manter' }).tap();
      await expect(question).toBeHidden();
      expect((await get(ref(ana.database, correctionPath))).val()).toBeNull();

      await correct.tap();
      await question.getByRole('button', { name: 'Sim, corrigir' }).tap();
      await expect(question).toBeHidden();
      await expect(doses.getByText('Hoje às 00:00: Não tomado')).toBeVisible();
      const line = doses.getByText(/^Corrigido por Ana Costa, hoje às \d\d:\d\d$/);
      await expect(line).toBeVisible();
      expect(
        await line.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
      ).toBeGreaterThanOrEqual(19);
      await expect(doses.getByRole('button', { name: /Corrigir/ })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Stored with her name and the server's time; the dose record itself stays.
      expect((await get(ref(ana.database, correctionPath))).val()).toEqual({
        por: ana.user.uid,
        porNome: demoCarers.ana.name,
        em: expect.any(Number),
      });
      expect(typeof (await get(ref(maria.database, dosePath))).val()).toBe('number');

      // Maria's day, as her 'Hoje' and her reminders read it: the dose is not taken.
      const taken = readTakenDoses(
        (await get(ref(maria.database, `Newdata_${uid}/tomas/${today}`))).val(),
      );
      const corrections = readDayCorrections(
        (await get(ref(maria.database, `Newdata_${uid}/tomasCorrigidas/${today}`))).val(),
      );
      expect(taken[medicineKey]?.[doseKey]).toEqual(expect.any(Number));
      expect(takenWithoutCorrected(taken, corrections)[medicineKey]?.[doseKey]).toBeUndefined();

      // And on her tablet: 'Hoje' no longer lists it as taken (a dose not owed is listed only if taken).
      const mariasPage = await marias.newPage();
      await signIn(mariasPage, demoAccounts.maria);
      const todayPanel = mariasPage.getByRole('region', { name: 'Hoje' });
      await expect(
        todayPanel
          .getByRole('list', { name: 'Medicamentos de hoje' })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expect(todayPanel.getByText(name)).toHaveCount(0);
    } finally {
      await marias.close();
      // The test's medicine and her summary's count as they were, then what only the administrator
      // may remove: the dose and its correction.
      await update(ref(ana.database, userRoot), {
        [`medicamentos/${medicineKey}`]: null,
        'resumo/medicamentos': countBefore,
      }).catch(() => undefined);
      await adminDatabaseRequest(correctionPath, 'DELETE').catch(() => undefined);
      await adminDatabaseRequest(dosePath, 'DELETE').catch(() => undefined);
    }
  });
});
