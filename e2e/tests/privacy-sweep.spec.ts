/**
 * No personal data where it should not be: a person's session (Maria, signed in through the form: home,
 * 'Hoje', Chamadas and its search, Saúde, Jogos, Informações, 'Quem viu ou alterou os meus dados',
 * Emergência, the 08:00 medicine reminder brought by the page's clock, Vídeos) and a carer's (Ana: the
 * console, its search, Maria's contacts, appointments and medicines with their adherence line, a
 * medicine changed and put back, the access log, back), each ending with 'Sair' → 'Sim, sair', are
 * swept (support/personalDataSweep.ts) for every seeded name, e-mail, phone number, medicine and
 * appointment. The test fails on any found in the console, a page error, an address (navigation, frame,
 * request, websocket), localStorage, sessionStorage, cookies or IndexedDB, and on any request to a third
 * party outside Vídeos (whose embedded players are YouTube's: listed, and swept like the rest).
 *
 * One thing is there by design: the Firebase Auth SDK's record of the signed-in user, with the e-mail,
 * which keeps the session across reloads (browserLocalPersistence stores it in localStorage; see
 * isAuthSdkRecord). It is reported apart, and after signing out nothing with seeded data may remain in
 * any storage, that record included. A person's session also keeps her own day on the tablet for a
 * reload without network (isPersonsLocalCopy, shared-machines/src/records/localCopyDatabase.ts): allowed
 * while she is signed in, gone after 'Sair', and never there for a carer.
 */
import type { Page, TestInfo } from '@playwright/test';
import { buildPatientRecords, mariaAccount } from '../../local-backend/src/seed/demoAssociation';
import {
  demoAccounts,
  demoCarers,
  expect,
  expectHomeGreeting,
  signInCarer,
  test,
} from '../support/fixtures';
import { lisbonDate, lisbonInstant } from '../support/lisbonClock';
import { platformFromEnv } from '../support/localPlatform';
import {
  describeFindings,
  findingsIn,
  isAuthSdkRecord,
  isPersonsLocalCopy,
  seededItemsIn,
  seededPersonalData,
  sweepPersonalData,
} from '../support/personalDataSweep';
import type { PersonalDataSweep } from '../support/personalDataSweep';
import { submitLoginForm } from '../support/signedInSessions';

const afterSignOut = 'after signing out';
/** The step whose screen embeds third-party players (YouTube's): their requests are listed, not refused. */
const videosStep = 'Vídeos';

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const carersNav = (page: Page) => page.getByRole('navigation', { name: 'Área dos cuidadores' });

async function signOut(page: Page, sweep: PersonalDataSweep): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page
    .getByRole('dialog', { name: 'Quer mesmo sair?' })
    .getByRole('button', { name: 'Sim, sair' })
    .click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
      ),
    )
    .toBe(false);
  await sweep.checkpoint(afterSignOut);
}

/** The distinct values of `values`, joined one a line, or 'none'. */
function listed(values: readonly string[]): string {
  return [...new Set(values)].join('\n') || 'none';
}

/** Fails, naming each place and what kind of data it held, on anything found; attaches the sweep's report. */
async function expectNothingLeft(
  sweep: PersonalDataSweep,
  testInfo: TestInfo,
  session: 'person' | 'carer',
): Promise<void> {
  const places = await sweep.places();
  const findings = findingsIn(places, seededPersonalData());
  const kept = findings.filter(
    (finding) =>
      finding.place.at !== afterSignOut &&
      (isAuthSdkRecord(finding.place) ||
        (session === 'person' && isPersonsLocalCopy(finding.place))),
  );
  const leaks = findings.filter((finding) => !kept.includes(finding));
  const inIndexedDb = leaks.filter((finding) => finding.place.where.startsWith('IndexedDB'));
  const elsewhere = leaks.filter((finding) => !inIndexedDb.includes(finding));
  const thirdParty = sweep.thirdPartyRequests();
  const channels = new Map<string, number>();
  for (const place of places) {
    const channel = place.where.split(' ')[0] ?? place.where;
    channels.set(channel, (channels.get(channel) ?? 0) + 1);
  }
  const stores = places
    .filter((place) => place.where.startsWith('IndexedDB '))
    .map((place) => place.where.slice('IndexedDB '.length));
  await testInfo.attach('privacy-sweep.txt', {
    contentType: 'text/plain',
    body: [
      `Places swept: ${[...channels].map(([channel, count]) => `${channel} ${count}`).join(', ')}`,
      `Checkpoints: ${listed(places.map((place) => place.at)).replaceAll('\n', ', ')}`,
      `IndexedDB stores: ${listed(stores).replaceAll('\n', ', ')}`,
      `The Auth SDK's record and the person's local copy (allowed while signed in):\n${describeFindings(kept) || 'none'}`,
      `In IndexedDB:\n${describeFindings(inIndexedDb) || 'none'}`,
      `Elsewhere:\n${describeFindings(elsewhere) || 'none'}`,
      `Third-party requests:\n${listed(thirdParty.map(({ at, url }) => `${new URL(url).origin} (at '${at}')`))}`,
    ].join('\n\n'),
  });

  // The sweep reads storage and recognises what it holds: the signed-in user's e-mail is found there.
  expect(kept.length, "the Auth SDK's record of the signed-in user, found").toBeGreaterThan(0);
  expect(
    describeFindings(elsewhere),
    'seeded personal data in the console, a page error, an address, storage or cookies',
  ).toBe('');
  expect(
    describeFindings(inIndexedDb),
    'seeded personal data in IndexedDB (besides the Auth SDK record and her local copy while signed in)',
  ).toBe('');
  expect(
    listed(thirdParty.filter(({ at }) => at !== videosStep).map(({ url }) => new URL(url).origin)),
    'requests to third parties',
  ).toBe('none');
}

test("a person's session leaves no seeded personal data in the console, addresses, storage or third parties", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  // A day of its own per tablet size, before the days whose doses the run records as taken and apart
  // from the reminders' own test (support/quietReminders.ts), so the page's clock can bring a reminder.
  const day = lisbonDate(testInfo.project.name === 'tablet-portrait' ? -5 : -4);
  await page.clock.install({ time: lisbonInstant(day, '07:30') });
  const sweep = sweepPersonalData(context, page, platformFromEnv());

  await submitLoginForm(page, demoAccounts.maria);
  await expectHomeGreeting(page, demoAccounts.maria);
  await sweep.checkpoint('home');
  await expect(
    page.getByRole('region', { name: 'Hoje' }).getByRole('list', { name: 'Medicamentos de hoje' }),
  ).toBeVisible();
  await sweep.checkpoint('Hoje');

  await page.getByRole('list', { name: 'Secções' }).getByRole('link', { name: 'Chamadas' }).click();
  await expect(page.getByRole('list', { name: 'Contactos' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Procurar contacto' }).fill('conceicao');
  await expect(page.getByRole('list', { name: 'Contactos' }).getByRole('listitem')).toHaveCount(1);
  await sweep.checkpoint('Chamadas');

  await bottomNav(page).getByRole('link', { name: 'Saúde' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saúde' })).toBeVisible();
  await sweep.checkpoint('Saúde');
  await bottomNav(page).getByRole('link', { name: 'Jogos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
  await sweep.checkpoint('Jogos');

  await page.getByRole('button', { name: 'Emergência' }).click();
  await expect(page.getByRole('dialog', { name: 'Contactos de emergência' })).toBeVisible();
  await sweep.checkpoint('Emergência');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Informações' }).click();
  const information = page.getByRole('dialog', { name: 'Informações' });
  await expect(information).toBeVisible();
  await sweep.checkpoint('Informações');
  await information.getByRole('link', { name: 'Quem viu ou alterou os meus dados' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quem viu ou alterou os meus dados' }),
  ).toBeVisible();
  await sweep.checkpoint('/meusdados');

  // 08:00: Paracetamol's reminder over the screen that is open; 'Lembrar daqui a 10 minutos' records nothing.
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, lisbonInstant(day, '08:00').getTime() - now));
  const reminder = page.getByRole('dialog', { name: 'Está na hora do medicamento' });
  await expect(reminder).toBeVisible();
  await sweep.checkpoint('the reminder');
  await reminder.getByRole('button', { name: 'Lembrar daqui a 10 minutos' }).click();
  await expect(reminder).toBeHidden();

  await bottomNav(page).getByRole('link', { name: 'YouTube' }).click();
  const videosHeading = page.getByRole('heading', { level: 1, name: 'Vídeos' });
  await expect(videosHeading).toBeVisible();
  await bottomNav(page).getByRole('link', { name: 'Início' }).click();
  // The players load lazily: on a busy machine they ask YouTube after the screen is drawn. The step
  // whose third-party requests are listed ends when the screen is gone, not when it is first shown.
  await expect(videosHeading).toBeHidden();
  await sweep.checkpoint(videosStep);
  await expectHomeGreeting(page, demoAccounts.maria);
  await sweep.checkpoint('home again');

  await signOut(page, sweep);
  await expectNothingLeft(sweep, testInfo, 'person');
});

test("a carer's session leaves no seeded personal data in the console, addresses, storage or third parties", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { medicamento_1: paracetamol, medicamento_2: atorvastatina } = buildPatientRecords(
    new Date(),
  ).medicamentos;
  const sweep = sweepPersonalData(context, page, platformFromEnv());

  await signInCarer(page, demoCarers.ana, { throughLoginScreen: true });
  await sweep.checkpoint('console');
  const people = page.getByRole('list', { name: 'As pessoas que acompanha' });
  await page.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' }).fill('silva');
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await sweep.checkpoint('search');

  await page.getByRole('link', { name: `Tratar dos dados de ${mariaAccount.name}` }).click();
  await expect(page.getByText('Está a tratar dos dados de')).toContainText(mariaAccount.name);
  await expect(page.getByRole('link', { name: /^Editar contacto/ }).first()).toBeVisible();
  await sweep.checkpoint("Maria's contacts");
  await carersNav(page).getByRole('link', { name: 'Consultas' }).click();
  await expect(page.getByRole('link', { name: /^Editar consulta/ }).first()).toBeVisible();
  await sweep.checkpoint("Maria's appointments");
  await carersNav(page).getByRole('link', { name: 'Medicamentos' }).click();
  await expect(
    page
      .getByRole('region', { name: paracetamol?.medicamento })
      .getByText(/^Adesão nos últimos \d+ dias/),
  ).toBeVisible();
  await sweep.checkpoint("Maria's medicines");

  // A medicine changed and saved, then put back as the seed has it, both through the form.
  for (const moment of [
    `${atorvastatina?.momento_tomar} (revisto)`,
    atorvastatina?.momento_tomar,
  ]) {
    await page
      .getByRole('link', { name: `Editar medicamento: ${atorvastatina?.medicamento}` })
      .click();
    await page.getByLabel('Quando tomar').fill(moment ?? '');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('#amparo-main form').getByRole('status')).toHaveText(
      'Dados guardados com sucesso',
    );
    await sweep.checkpoint('a medicine saved');
    await page.getByRole('link', { name: 'Voltar aos medicamentos' }).click();
  }

  await page.getByRole('link', { name: 'Registo de acessos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registo de acessos' })).toBeVisible();
  await sweep.checkpoint('the access log');
  await page.goBack();
  await expect(page.getByText(/^Adesão nos últimos \d+ dias/).first()).toBeVisible();
  await sweep.checkpoint('back');
  await page.getByRole('link', { name: 'Mudar de pessoa' }).click();
  await expect(people).toBeVisible();
  await sweep.checkpoint('console again');

  await signOut(page, sweep);
  await expectNothingLeft(sweep, testInfo, 'carer');
});

test(
  'the sweep recognises seeded data however it is written, and nothing else',
  { tag: '@any-size' },
  () => {
    const items = seededPersonalData();
    const kindsIn = (text: string) => seededItemsIn(text, items).map((found) => found.kind);
    const table: [string, string[]][] = [
      ['/pessoas?nome=JOS%C3%89%20ALMEIDA', ['nome']],
      ['contacto: jose_almeida', ['nome']],
      ['Luis Goncalves', ['nome']],
      ['?email=maria.silva%40gmail.com', ['nome', 'e-mail']],
      ['telefone +351 912 345 678', ['telefone']],
      ['ligar:912345678', ['telefone']],
      ['{"medicamento":"1 comprimido de Paracetamol 500 mg"}', ['medicamento', 'medicamento']],
      ['toma: paracetamol', ['medicamento']],
      ['vitamina-d', ['medicamento']],
      ['consulta de cardiologia', ['consulta']],
      ['Anatomia, Mariana, silvas, 9123456789, semana', []],
      ['Conceição', []],
    ];
    for (const [text, kinds] of table) expect(kindsIn(text), text).toEqual(kinds);
  },
);
