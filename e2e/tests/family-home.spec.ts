/**
 * The family on the person's tablet, in the composed platform at both tablet sizes, against the local
 * backend and its rules: Pedro (Maria's son, seeded in her circle) sends a message through the SDK and
 * it appears on Maria's home without a reload ('De Pedro, agora'); on the 'Família' screen she answers
 * 'Obrigada!' and the answer is in the database for him to read; the screen fits the tablet without
 * scrolling; in 'A minha família' she removes Pedro after the question, and he can no longer read her
 * posts. Pedro's membership is put back afterwards, as the seed has it. axe on each screen.
 */
import { push, ref, get, serverTimestamp } from 'firebase/database';
import {
  createSdkClient,
  demoAccounts,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  type SdkClient,
  demoRelatives,
} from '../support/fixtures';
import { adminDatabaseRequest } from '../support/adminDatabase';
import { expectFitsAboveBottomBar } from '../support/layoutChecks';

const pedroAccount = demoRelatives.pedro;

test.describe("the family on Maria's tablet", () => {
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

  /** Pedro's message, as his phone sends it: his own name, the server's time. */
  async function pedroSends(text: string): Promise<string> {
    const name = (await get(ref(pedro.database, `relatives/${pedro.user.uid}/name`))).val();
    const posted = await push(ref(pedro.database, `family/${maria.user.uid}/posts`), {
      from: pedro.user.uid,
      fromName: name,
      at: serverTimestamp(),
      kind: 'mensagem',
      text,
    });
    return posted.key ?? '';
  }

  test("Pedro's message appears on her home without a reload, and she answers 'Obrigada!'", async ({
    page,
  }, testInfo) => {
    await signIn(page);
    const tile = page.getByRole('link', { name: /Família/ });
    await expect(tile).toBeVisible();
    await expectFitsAboveBottomBar(page, 'main a, main button', 'home with the family tile');
    await expectNoAxeViolations(page);

    const text = `Olá mãe, um beijinho (${testInfo.project.name} ${Date.now()})`;
    const postKey = await pedroSends(text);
    await expect(tile.getByText(text)).toBeVisible({ timeout: 5_000 });
    await expect(tile.getByText(/^De Pedro/)).toContainText('agora');

    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Família' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expectFitsAboveBottomBar(page, 'main a, main button', 'the Família screen');
    await expectNoAxeViolations(page);

    await page
      .getByRole('group', { name: 'Responder' })
      .getByRole('button', { name: 'Obrigada!' })
      .click();
    await expect(page.getByText('Respondeu: Obrigada!')).toBeVisible();
    // Pedro reads her answer to his message.
    await expect
      .poll(async () => {
        const replies = (
          await get(ref(pedro.database, `family/${maria.user.uid}/replies`))
        ).val() as Record<string, { post: string; answer: string }> | null;
        return Object.values(replies ?? {}).some(
          (reply) => reply.post === postKey && reply.answer === 'obrigada',
        );
      })
      .toBe(true);
  });

  test('she removes Pedro after the question, and he can no longer read her family part', async ({
    page,
  }) => {
    const membership = await adminDatabaseRequest(
      `circles/${maria.user.uid}/members/${pedro.user.uid}`,
      'GET',
    );
    const reverse = await adminDatabaseRequest(
      `relativeCircles/${pedro.user.uid}/${maria.user.uid}`,
      'GET',
    );
    try {
      await signIn(page);
      await page.goto('/minhafamilia');
      await expect(page.getByRole('heading', { level: 1, name: 'A minha família' })).toBeVisible();
      await expect(
        page.getByRole('switch', { name: 'A família pode ver o meu dia' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Remover Pedro/ }).click();
      const question = page.getByRole('dialog', { name: 'Remover' });
      await expect(question).toContainText('da sua família?');
      await expectNoAxeViolations(page);
      await question.getByRole('button', { name: 'Sim, remover' }).click();
      await expect(page.getByRole('button', { name: /^Remover Pedro/ })).toHaveCount(0);
      await expect(get(ref(pedro.database, `family/${maria.user.uid}/posts`))).rejects.toThrow(
        /permission/i,
      );
    } finally {
      // Back as the seed has it (nobody adds himself to a circle: the administrator does).
      await adminDatabaseRequest('', 'PATCH', {
        [`circles/${maria.user.uid}/members/${pedro.user.uid}`]: membership,
        [`relativeCircles/${pedro.user.uid}/${maria.user.uid}`]: reverse,
      });
    }
  });
});
