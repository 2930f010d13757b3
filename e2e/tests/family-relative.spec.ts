/**
 * A relative's own section (mf-family) in the composed platform: Pedro, Maria's son in the seed, signs
 * in with the normal login and lands on 'A minha família', sees the person of his circle and the posts
 * already sent and her day (his view of it logged in her access log), and sends a message that lands
 * in the database (family/{person}/posts) — on phones (390×844 and 412×915, touch) and on a tablet, with
 * axe on the screen. On each phone size he also sends a photo from his "camera" (3000×2000, with a
 * location in its EXIF): the stored file is a JPEG of at most 1600 pixels with no EXIF left, and it
 * appears on Maria's home, open on a tablet, without a reload.
 */
import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  demoAccounts,
  demoRelatives,
  signIn,
} from '../support/fixtures';
import { adminDatabaseRequest } from '../support/adminDatabase';
import { submitLoginForm } from '../support/signedInSessions';
import { platformFromEnv } from '../support/localPlatform';
import { cameraJpeg, photoFacts } from '../support/phonePhotos';

const pedro = demoRelatives.pedro;
/** How his section names a photo he sent: by his registered name (the seed's). */
const sentByPedro = 'Fotografia enviada por Pedro Silva';

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
  const person = page.getByRole('region', { name: 'Maria Silva' });
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

/** The photo post with this caption, as the database holds it: its person, its key and its photo. */
async function photoPostWithCaption(
  caption: string,
): Promise<{ person: string; key: string; photo: unknown; kind: unknown } | null> {
  const family = (await adminDatabaseRequest('family', 'GET')) as Record<
    string,
    { posts?: Record<string, { text?: unknown; kind?: unknown; photo?: unknown }> }
  > | null;
  for (const [person, part] of Object.entries(family ?? {}))
    for (const [key, post] of Object.entries(part.posts ?? {}))
      if (post.text === caption) return { person, key, photo: post.photo, kind: post.kind };
  return null;
}

/** Maria's home on a landscape tablet, in a browser context of its own, open before Pedro sends. */
async function mariasHomeOnATablet(
  browser: Browser,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  });
  const page = await context.newPage();
  await signIn(page, demoAccounts.maria);
  return { page, close: () => context.close() };
}

async function pedroSendsAPhoto(page: Page, browser: Browser, size: string): Promise<void> {
  const maria = await mariasHomeOnATablet(browser);
  try {
    await submitLoginForm(page, pedro);
    const person = page.getByRole('region', { name: 'Maria Silva' });
    const picker = person.getByLabel('Escolher fotografia');
    await expect(picker).toHaveAttribute('accept', 'image/*');

    // Not a photo: said in Portuguese beside the field, no browser bubble.
    await picker.setInputFiles({
      name: 'contas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('não é uma fotografia'),
    });
    await expect(picker).toHaveAccessibleDescription(
      'Este ficheiro não é uma fotografia. Escolha uma fotografia.',
    );
    await expectNoAxeViolations(page);

    await picker.setInputFiles({
      name: 'IMG_0042.jpg',
      mimeType: 'image/jpeg',
      buffer: cameraJpeg(3000, 2000),
    });
    await expect(person.getByRole('img', { name: 'A fotografia escolhida' })).toBeVisible();
    await expect(person.getByRole('button', { name: 'Remover a fotografia' })).toBeVisible();
    const caption = `Na praia (${size} ${Date.now()})`;
    await person.getByRole('textbox', { name: 'Legenda da fotografia (opcional)' }).fill(caption);
    await expectNoAxeViolations(page);
    await person.getByRole('button', { name: 'Enviar fotografia' }).click();
    await expect(person.getByText('Fotografia enviada.')).toBeVisible({ timeout: 20_000 });

    // The post names its photo by its own key, and the photo is in his list, in the post that says
    // its caption (read once, as its text), named by who sent it.
    const post = await photoPostWithCaption(caption);
    expect(post).toMatchObject({ kind: 'foto' });
    expect(post?.photo).toBe(`family/${post?.person}/${post?.key}.jpg`);
    const shown = person
      .getByRole('list', { name: 'Mensagens e fotografias' })
      .getByRole('listitem')
      .filter({ hasText: caption })
      .getByRole('img', { name: sentByPedro });
    await expect(shown).toBeVisible();
    await expectNoAxeViolations(page);

    // The stored file, through the address the page shows it at: made smaller, its EXIF gone.
    const address = await shown.getAttribute('src');
    const stored = await page.request.get(address ?? '');
    expect(stored.ok()).toBe(true);
    const facts = photoFacts(Buffer.from(await stored.body()));
    expect(facts).toMatchObject({ isJpeg: true, hasExif: false, hasLocation: false });
    expect(facts.longerSide).toBeLessThanOrEqual(1600);
    expect(facts.width).toBeGreaterThan(facts.height);

    // Maria's home, open all along, shows it without a reload.
    await expect(
      maria.page.getByRole('link', { name: /Família/ }).getByRole('img', { name: caption }),
    ).toBeVisible({ timeout: 10_000 });
    await removePhotoPost(post?.person ?? '', post?.key ?? '');
  } finally {
    await maria.close();
  }
}

/** The test's post and its photo removed again (as the administrator), so the seed's posts stay the newest for other specs. */
async function removePhotoPost(person: string, key: string): Promise<void> {
  await adminDatabaseRequest(`family/${person}/posts/${key}`, 'DELETE');
  const { storage } = platformFromEnv().ports;
  const name = encodeURIComponent(`family/${person}/${key}.jpg`);
  await fetch(`http://127.0.0.1:${storage}/v0/b/demo-amparo.appspot.com/o/${name}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 412, height: 915 },
]) {
  const size = `${viewport.width}×${viewport.height}`;
  test.describe(`a relative on her phone, ${size} @any-size`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('Pedro signs in, sees Maria in his circle and sends her a message', async ({ page }) => {
      await pedroSendsAMessage(page);
    });

    test("Pedro sends a photo from his phone, made smaller and without its location, and it appears on Maria's home", async ({
      page,
      browser,
    }) => {
      await pedroSendsAPhoto(page, browser, size);
    });
  });
}

test.describe('a relative on a tablet', () => {
  test('Pedro signs in, sees Maria in his circle and sends her a message', async ({ page }) => {
    await pedroSendsAMessage(page);
  });
});
