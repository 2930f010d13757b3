/**
 * A relative's own section (mf-family) in the composed platform: Pedro, Maria's son in the seed, signs
 * in with the normal login and lands on 'A minha família', sees the person of his circle and the posts
 * already sent and her day (his view of it logged in her access log), and sends a message that lands in the database (family/{person}/posts) — on a phone
 * (390×844, touch) and on a tablet, with axe on the screen.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { adminDatabaseRequest } from '../support/adminDatabase';
import { submitLoginForm } from '../support/signedInSessions';

const pedro = { email: 'pedro.silva@gmail.com', password: 'amparo2024' };

/** Every message text in every person's family posts, as the database holds them. */
async function postedTexts(): Promise<string[]> {
  const family = (await adminDatabaseRequest('family', 'GET')) as Record<
    string,
    { posts?: Record<string, { text?: unknown; from?: unknown }> }
  > | null;
  return Object.values(family ?? {}).flatMap((person) =>
    Object.values(person.posts ?? {})
      .map((post) => post.text)
      .filter((text): text is string => typeof text === 'string'),
  );
}

/** How many views of a person's day (`ver` of `dia`) all the access logs hold. */
async function dayViewsLogged(): Promise<number> {
  const logs = (await adminDatabaseRequest('accessLog', 'GET')) as Record<
    string,
    Record<string, { action?: unknown; record?: unknown }>
  > | null;
  return Object.values(logs ?? {}).flatMap((log) =>
    Object.values(log).filter((entry) => entry.action === 'ver' && entry.record === 'dia'),
  ).length;
}

async function pedroSendsAMessage(page: Page): Promise<void> {
  const viewsBefore = await dayViewsLogged();
  await submitLoginForm(page, pedro);
  await expect(page.getByRole('heading', { level: 1, name: 'A minha família' })).toBeVisible();
  const person = page.getByRole('region', { name: 'Pessoa 1 da sua família' });
  await expect(person.getByRole('list', { name: 'Mensagens e fotografias' })).toBeVisible();
  // Maria shares her day in the seed: its doses and appointments, each with its time, and his view logged.
  const day = person.getByRole('region', { name: 'O dia de hoje' });
  await expect(day).toContainText(/às [0-2][0-9]:[0-5][0-9]/);
  await expect.poll(dayViewsLogged).toBeGreaterThan(viewsBefore);
  await expectNoAxeViolations(page);

  await person.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(person.getByText('Escreva a mensagem antes de enviar.')).toBeVisible();

  const text = `Beijinhos, mãe ${Date.now()}`;
  await person.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await person.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(person.getByText('Mensagem enviada.')).toBeVisible();
  await expect(person.getByRole('list', { name: 'Mensagens e fotografias' })).toContainText(text);
  await expect.poll(postedTexts).toContain(text);
  await expectNoAxeViolations(page);
}

test.describe('a relative on her phone @any-size', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Pedro signs in, sees Maria in his circle and sends her a message', async ({ page }) => {
    await pedroSendsAMessage(page);
  });
});

test.describe('a relative on a tablet', () => {
  test('Pedro signs in, sees Maria in his circle and sends her a message', async ({ page }) => {
    await pedroSendsAMessage(page);
  });
});
