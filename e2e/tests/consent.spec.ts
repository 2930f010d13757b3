/**
 * The consent both registrations ask, in the composed platform at both tablet sizes, against the local
 * backend and its rules: nothing is created until 'Quem dá o consentimento?' is answered and the notice
 * is ticked (each message next to its field, no browser bubble); then the entry under consents/{uid}
 * holds who gave it, the notice's version, who recorded it and the server's time — read through the
 * SDK by the carer who registered the person, and by a person who registered herself. axe on the form
 * with its messages and with a representative's fields.
 */
import type { Page } from '@playwright/test';
import { get, ref } from 'firebase/database';
import { privacyNoticeVersion } from '../../shared-machines/src/privacy/privacyNotice';
import {
  createSdkClient,
  demoCarers,
  demoAssociationCode,
  expect,
  expectNoAxeViolations,
  signInCarer,
  test,
} from '../support/fixtures';

/** A number no other run uses: names and e-mails stay unique across reruns. */
function uniqueNumber(): number {
  return Date.now() * 10 + Math.floor(Math.random() * 10);
}

async function fillAccount(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Nome e apelido').fill(name);
  await page.getByLabel('Endereço de e-mail').fill(email);
  await page.getByLabel('Palavra-passe').fill('segura123');
}

/** 'Registar' with the consent unanswered: its two messages, next to their fields, and nothing else. */
async function expectConsentAsked(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Registar' }).click();
  const question = page.getByRole('radiogroup', { name: 'Quem dá o consentimento?' });
  await expect(question).toHaveAccessibleDescription('Escolha quem dá o consentimento.');
  await expect(page.getByRole('radio', { name: 'A própria pessoa' })).toBeFocused();
  await expect(
    page.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }),
  ).toHaveAccessibleDescription(
    'Para continuar, leia o aviso de privacidade e marque que dá o consentimento.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** The one consent recorded for `uid`, as `reader` (an SDK client) reads it. */
async function consentOf(
  reader: Awaited<ReturnType<typeof createSdkClient>>,
  uid: string,
): Promise<Record<string, unknown>> {
  const consents = (await get(ref(reader.database, `consents/${uid}`))).val() as Record<
    string,
    Record<string, unknown>
  > | null;
  expect(Object.keys(consents ?? {})).toEqual([expect.stringMatching(/^[-0-9A-Za-z_]{20}$/)]);
  return Object.values(consents ?? {})[0] as Record<string, unknown>;
}

test.describe('consent at registration', () => {
  test('a person registering herself, her consent given by a legal representative', async ({
    page,
  }) => {
    const n = uniqueNumber();
    const email = `consentimento.${n}@gmail.com`;
    await page.goto(`/registar${demoAssociationCode}`);
    await fillAccount(page, 'Teresa Consentimento', email);
    await expectConsentAsked(page);

    await page.getByRole('radio', { name: 'Um representante legal' }).check();
    await page.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }).check();
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('textbox', { name: 'Nome do representante' })).toBeFocused();
    await expect(
      page.getByRole('textbox', { name: 'Nome do representante' }),
    ).toHaveAccessibleDescription('Escreva o nome do representante legal.');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Nome do representante' }).fill('Rui Consentimento');
    await page.getByRole('textbox', { name: 'Relação com a pessoa' }).fill('filho');
    const before = Date.now();
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toBeVisible();

    const teresa = await createSdkClient({ email, password: 'segura123' });
    try {
      const consent = await consentOf(teresa, teresa.user.uid);
      expect(consent).toEqual({
        kind: 'dado',
        by: 'representante',
        representativeName: 'Rui Consentimento',
        relationship: 'filho',
        noticeVersion: privacyNoticeVersion,
        recordedBy: teresa.user.uid,
        at: expect.any(Number),
      });
      expect(Math.abs((consent.at as number) - before)).toBeLessThan(120_000);
    } finally {
      await teresa.close();
    }
  });

  test('Ana registers a person who consents herself: the entry names Ana as who recorded it', async ({
    page,
  }) => {
    const n = uniqueNumber();
    const email = `rosa.consentimento.${n}@sapo.pt`;
    await signInCarer(page, demoCarers.ana);
    await page.getByRole('link', { name: 'Registar nova pessoa' }).click();
    await fillAccount(page, `Rosa Consentimento ${n}`, email);
    await expectConsentAsked(page);
    await page.getByRole('radio', { name: 'A própria pessoa' }).check();
    await page.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }).check();
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso' })).toBeVisible();

    const ana = await createSdkClient(demoCarers.ana);
    const rosa = await createSdkClient({ email, password: 'segura123' });
    try {
      expect(await consentOf(ana, rosa.user.uid)).toEqual({
        kind: 'dado',
        by: 'pessoa',
        noticeVersion: privacyNoticeVersion,
        recordedBy: ana.user.uid,
        at: expect.any(Number),
      });
    } finally {
      await rosa.close();
      await ana.close();
    }
  });
});
