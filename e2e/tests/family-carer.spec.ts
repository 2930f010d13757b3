/**
 * A carer manages a person's family circle from the console, in the composed platform at both tablet
 * sizes, against the local backend and its rules: Ana opens Maria, presses 'Família' on her banner,
 * sees Pedro (Maria's son in the seed) and that Maria shares her day, with no way to change it;
 * invites a relative by e-mail (the code shown, then cancelled); removes Pedro after the question, and
 * Pedro's open listener on Maria's family part is cancelled at once and he can no longer read it. A
 * view of Maria's day by Pedro is in the access log with his name. axe on the screen and the question.
 * Pedro's membership and any invitation made here are put back as the seed has them afterwards.
 */
import { get, onValue, push, ref, serverTimestamp } from 'firebase/database';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  expect,
  expectNoAxeViolations,
  signInCarer,
  test,
  type SdkClient,
  demoRelatives,
} from '../support/fixtures';
import { adminDatabaseRequest } from '../support/adminDatabase';

const pedroAccount = demoRelatives.pedro;

/** The invitations this test made (by its own e-mail), removed as an administrator. */
async function removeInvitationsTo(email: string): Promise<void> {
  const invitations = (await adminDatabaseRequest('invitations', 'GET')) as Record<
    string,
    { email?: unknown }
  > | null;
  const made = Object.entries(invitations ?? {}).filter(([, value]) => value.email === email);
  if (made.length === 0) return;
  await adminDatabaseRequest(
    '',
    'PATCH',
    Object.fromEntries(made.map(([hash]) => [`invitations/${hash}`, null])),
  );
}

test.describe("a carer's screen of a person's family", () => {
  let maria: SdkClient;
  let pedro: SdkClient;

  test.beforeAll(async () => {
    maria = await createSdkClient(demoAccounts.maria);
    pedro = await createSdkClient(pedroAccount);
  });

  test.afterAll(async () => {
    await maria.close();
    await pedro.close();
  });

  test('Ana sees Pedro in Maria’s family, invites a relative, and removes Pedro: his open view is cut', async ({
    page,
  }, testInfo) => {
    const person = maria.user.uid;
    const membership = await adminDatabaseRequest(
      `circles/${person}/members/${pedro.user.uid}`,
      'GET',
    );
    expect(membership).not.toBeNull();
    const reverse = await adminDatabaseRequest(
      `relativeCircles/${pedro.user.uid}/${person}`,
      'GET',
    );
    const invitedEmail = `familiar.${testInfo.project.name}.${Date.now()}@example.pt`;
    let stopListening = () => {};
    try {
      // Pedro looks at Maria's day (his view logged, as his section logs it).
      const pedroName = (await get(ref(pedro.database, `relatives/${pedro.user.uid}/name`))).val();
      await push(ref(pedro.database, `accessLog/${person}`), {
        who: pedro.user.uid,
        whoName: pedroName,
        action: 'ver',
        record: 'dia',
        at: serverTimestamp(),
      });
      // ...and keeps Maria's family posts open, as his section does.
      const cut = new Promise<Error>((resolve) => {
        stopListening = onValue(
          ref(pedro.database, `family/${person}/posts`),
          () => undefined,
          (error) => resolve(error),
        );
      });

      await signInCarer(page, demoCarers.ana);
      await page.getByRole('link', { name: 'Tratar dos dados de Maria Silva' }).click();
      await page.getByRole('link', { name: 'Família' }).click();
      await expect(page).toHaveURL(new RegExp(`/pessoas/${person}/familia$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Família' })).toBeVisible();
      const relatives = page.getByRole('list', { name: 'Familiares' });
      await expect(
        relatives.getByRole('listitem').filter({ hasText: 'Pedro Silva' }),
      ).toContainText(/Na família desde \d{1,2} de \p{L}+ de \d{4}/u);
      const day = page.getByRole('region', { name: 'O dia para a família' });
      await expect(day).toContainText('Maria Silva deixa a família ver o seu dia');
      await expect(day).toContainText('Só Maria Silva decide isto');
      await expect(page.getByRole('switch')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      // An invitation on her behalf: the code to give, then cancelled.
      await page.getByRole('textbox', { name: 'E-mail do familiar' }).fill(invitedEmail);
      await page.getByRole('button', { name: 'Convidar' }).click();
      await expect(
        page.getByText('O convite foi criado. Dê este código ao familiar:'),
      ).toBeVisible();
      const invitations = (await adminDatabaseRequest('invitations', 'GET')) as Record<
        string,
        { email?: unknown; person?: unknown; invitedBy?: unknown }
      >;
      const made = Object.values(invitations).filter((value) => value.email === invitedEmail);
      expect(made).toHaveLength(1);
      expect(made[0]?.person).toBe(person);
      expect(typeof made[0]?.invitedBy).toBe('string');
      expect(made[0]?.invitedBy).not.toBe(person);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cancelar convite' }).click();
      await expect(page.getByText('O convite foi cancelado.')).toBeVisible();

      // Removing Pedro, after the question.
      await page.getByRole('button', { name: 'Remover Pedro Silva' }).click();
      const question = page.getByRole('dialog', { name: 'Remover' });
      await expect(question).toContainText('Remover Pedro Silva da família de Maria Silva?');
      await expectNoAxeViolations(page);
      await question.getByRole('button', { name: 'Sim, remover' }).click();
      await expect(page.getByRole('button', { name: 'Remover Pedro Silva' })).toHaveCount(0);
      await expect(page.getByText('Maria Silva ainda não tem familiares no Amparo.')).toBeVisible();
      // His open view is cut at once, and he can read it no more.
      const error = await Promise.race([
        cut,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(error?.message ?? 'not cut').toMatch(/permission/i);
      await expect(get(ref(pedro.database, `family/${person}/posts`))).rejects.toThrow(
        /permission/i,
      );

      // His earlier view of her day, in her access log with his name.
      await page.getByRole('link', { name: 'Registo de acessos' }).click();
      await expect(
        page.getByRole('list', { name: 'Acessos registados' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: 'Acessos registados' })
          .getByText(/^Pedro Silva viu o dia de Maria Silva — hoje às \d\d:\d\d$/)
          .first(),
      ).toBeVisible();
    } finally {
      stopListening();
      await removeInvitationsTo(invitedEmail);
      // Back as the seed has it (nobody adds himself to a circle: the administrator does).
      await adminDatabaseRequest('', 'PATCH', {
        [`circles/${person}/members/${pedro.user.uid}`]: membership,
        [`relativeCircles/${pedro.user.uid}/${person}`]: reverse,
      });
    }
  });
});
