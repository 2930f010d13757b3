/**
 * The carers' console with three hundred people, at both tablet sizes, against the local backend and its
 * rules: a carer of her own (made for the run through the Auth emulator, her people written with the
 * database's admin credential) finds the people who need attention first, switches to everyone and
 * turns pages (the page holds the same few cards), searches by name without accents, opens a person and
 * reads a medicine's adherence over the last 30 days from a known history, moves to the next person in
 * the console's order, and comes back to the console as she left it. A medicine added now with times
 * earlier today shows no dose missed, on the console or on the list, and reaches Rosa's card in the
 * console. Most people have a card in the carer's console, some are read by their own nodes: the
 * console shows both alike. axe on every screen.
 */
import type { Page } from '@playwright/test';
import { localDatabaseNamespace } from '../../local-backend/src/ports/emulatorPorts';
import { cardAppointment } from '../../shared-machines/src/domain/overviewCardChanges';
import {
  cardDosesOfDay,
  cardKeyOf,
  cardSummary,
} from '../../shared-machines/src/domain/overviewCards';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { lisbonDate, lisbonInstant } from '../support/lisbonClock';
import { platformFromEnv } from '../support/localPlatform';
import { submitLoginForm } from '../support/signedInSessions';

const firstNames = [
  'Ana',
  'Álvaro',
  'Beatriz',
  'Conceição',
  'Duarte',
  'Fernanda',
  'João',
  'José',
  'Luísa',
  'Manuel',
  'Maria',
  'Óscar',
  'Rosa',
  'Rui',
  'Teresa',
];
const surnames = [
  'Silva',
  'Santos',
  'Costa',
  'Pereira',
  'Gonçalves',
  'Ferreira',
  'Rodrigues',
  'Martins',
  'Sousa',
  'Lopes',
  'Marques',
  'Almeida',
  'Ribeiro',
  'Carvalho',
  'Gomes',
  'Pinto',
  'Teixeira',
  'Moreira',
  'Correia',
  'Mendes',
];

/** How many people the carer follows besides the two of the adherence and the added medicine. */
const crowd = 300;
const perPage = 12;
const collator = new Intl.Collator('pt-PT');

interface SeededPerson {
  readonly uid: string;
  readonly name: string;
}

interface Carer {
  readonly email: string;
  readonly password: string;
  readonly uid: string;
}

/** A write or read with the database's admin credential, which the rules do not apply to. */
async function adminRequest(
  path: string,
  method: 'PATCH' | 'GET',
  body?: unknown,
): Promise<unknown> {
  const { ports } = platformFromEnv();
  const response = await fetch(
    `http://127.0.0.1:${ports.database}/${path}.json?ns=${localDatabaseNamespace}`,
    {
      method,
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`${method} /${path} answered ${response.status}`);
  return response.json();
}

/** A new account through the Auth emulator's sign-up API, made a carer with the admin credential. */
async function newCarer(tag: string): Promise<Carer> {
  const { ports } = platformFromEnv();
  const email = `cuidadora.${tag}@probranca.pt`;
  const password = 'segredo123';
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
  const { localId } = (await response.json()) as { localId: string };
  await adminRequest('', 'PATCH', { [`carers/${localId}`]: { name: 'Carla Escala' } });
  return { email, password, uid: localId };
}

test.describe("the carers' console with 300 people", () => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const today = lisbonDate(0);
  const tomorrow = lisbonDate(1);
  let carer: Carer;
  const people: SeededPerson[] = Array.from({ length: crowd }, (_, index) => ({
    uid: `escala-${tag}-${String(index).padStart(3, '0')}`,
    name: `${firstNames[index % firstNames.length]} ${surnames[Math.floor(index / firstNames.length)]}`,
  }));
  /** Seven who need attention: an appointment today for one, tomorrow for six. */
  const needing = people.filter((_, index) => index % 50 === 7 || index === 3);
  const adherent: SeededPerson = { uid: `escala-${tag}-teodora`, name: 'Teodora Vasconcelos' };
  const newcomer: SeededPerson = { uid: `escala-${tag}-quaresma`, name: 'Rosa Quaresma' };
  const everyone = [...people, adherent, newcomer];

  /**
   * Teodora's Losartan at 08:00, every day for months: taken at 08:05 today and on the 20 days before,
   * not taken on the 9 before those, and taken on days older than 30 that must not count. 30 doses
   * owed, 21 taken, 9 not.
   */
  function teodorasDoses(): Record<string, unknown> {
    const tomas: Record<string, unknown> = {};
    for (let back = 0; back <= 45; back += 1) {
      if (back >= 21 && back <= 29) continue;
      const date = lisbonDate(-back);
      tomas[date] = { medicamento_1: { '0800': lisbonInstant(date, '08:05').getTime() } };
    }
    return tomas;
  }

  test.beforeAll(async () => {
    carer = await newCarer(tag);
    const writes: Record<string, unknown> = {};
    for (const person of everyone) {
      writes[`members/${person.uid}`] = { name: person.name, since: 1 };
      writes[`carerPeople/${carer.uid}/${person.uid}`] = true;
      writes[`Newdata_${person.uid}/resumo`] = { contactos: 1 };
    }
    needing.forEach((person, index) => {
      const [date, time] = index === 0 ? [today, '07:30'] : [tomorrow, '09:00'];
      writes[`Newdata_${person.uid}/consultas`] = {
        consulta_ID_1: { contacto_Nome: 'Cardiologia', data_consulta: date, time_consulta: time },
      };
      writes[`Newdata_${person.uid}/resumo`] = { contactos: 1, consultas: 1 };
    });
    // Rosa has no records yet: a summary that says so.
    writes[`Newdata_${newcomer.uid}/resumo`] = { medicamentos: 0 };
    const doses = teodorasDoses();
    writes[`Newdata_${adherent.uid}`] = {
      medicamentos: {
        medicamento_1: { medicamento: 'Losartan 50 mg', momento_tomar: 'De manhã', horas: '08:00' },
      },
      resumo: { medicamentos: 1, horario: { medicamento_1: { horas: '08:00', desde: 0 } } },
      tomas: doses,
    };
    // Cards in her console for three in four of the crowd, Teodora and Rosa, as the clients and the
    // association's rebuild keep them (docs/carer-console.md); the others are read by their own nodes.
    const carded = [...people.filter((_, index) => index % 4 !== 3), adherent, newcomer];
    for (const person of carded) {
      const root = writes[`Newdata_${person.uid}`] as { resumo?: unknown } | undefined;
      const appointments = writes[`Newdata_${person.uid}/consultas`] as
        Record<string, { data_consulta: string; time_consulta: string }> | undefined;
      writes[`personCarers/${person.uid}/${carer.uid}`] = true;
      writes[`carerOverview/${carer.uid}/${person.uid}`] = {
        membro: { name: person.name, since: 1 },
        resumo: cardSummary(root?.resumo ?? writes[`Newdata_${person.uid}/resumo`]),
        ...(person === adherent ? { tomas: { [today]: cardDosesOfDay(doses[today]) } } : {}),
        ...(appointments
          ? {
              consultas: Object.fromEntries(
                Object.entries(appointments).map(([key, appointment]) => [
                  cardKeyOf('appointment', key),
                  cardAppointment(appointment),
                ]),
              ),
            }
          : {}),
      };
    }
    await adminRequest('', 'PATCH', writes);
  });

  test.afterAll(async () => {
    const removals: Record<string, null> = { [`carers/${carer.uid}`]: null };
    removals[`carerPeople/${carer.uid}`] = null;
    removals[`carerOverview/${carer.uid}`] = null;
    for (const person of everyone) {
      removals[`members/${person.uid}`] = null;
      removals[`Newdata_${person.uid}`] = null;
      removals[`personCarers/${person.uid}`] = null;
    }
    await adminRequest('', 'PATCH', removals);
  });

  const theList = (page: Page) => page.getByRole('list', { name: 'As pessoas que acompanha' });
  const searchField = (page: Page) =>
    page.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' });
  const pageOf = (page: Page) => page.getByRole('navigation', { name: 'Páginas da lista' });

  async function openConsole(page: Page): Promise<void> {
    await submitLoginForm(page, carer);
    await expect(
      page.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }),
    ).toBeVisible();
  }

  /** The cards' names, in the order shown. */
  async function namesShown(page: Page): Promise<string[]> {
    return theList(page).getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
  }

  test('attention first, every page of everyone, search, a person, the next one, and back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openConsole(page);

    // Those who need attention come first, in words.
    const attention = page.getByRole('button', { name: `Precisam de atenção (${needing.length})` });
    await expect(attention).toHaveAttribute('aria-pressed', 'true');
    const needingByName = needing.map((person) => person.name).sort(collator.compare);
    await expect(theList(page).getByRole('listitem')).toHaveCount(needing.length);
    expect(await namesShown(page)).toEqual(needingByName);
    await expect(theList(page).getByText('Consulta hoje às 07:30')).toHaveCount(1);
    await expect(theList(page).getByText('Consulta amanhã às 09:00')).toHaveCount(
      needing.length - 1,
    );
    await expectNoAxeViolations(page);

    // Everyone, a page at a time: the page holds the same twelve cards.
    const pages = Math.ceil(everyone.length / perPage);
    await page.getByRole('button', { name: `Todas as pessoas (${everyone.length})` }).click();
    await expect(pageOf(page).getByText(`Página 1 de ${pages}`)).toBeVisible();
    await expect(theList(page).getByRole('listitem')).toHaveCount(perPage);
    const byName = everyone.map((person) => person.name).sort(collator.compare);
    expect(await namesShown(page)).toEqual(byName.slice(0, perPage));
    const next = pageOf(page).getByRole('button', { name: 'Página seguinte' });
    expect((await next.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await next.click();
    await expect(pageOf(page).getByText(`Página 2 de ${pages}`)).toBeVisible();
    expect(await namesShown(page)).toEqual(byName.slice(perPage, 2 * perPage));
    await expect(theList(page)).toBeFocused();
    expect(await page.locator('#amparo-main li').count()).toBeLessThanOrEqual(perPage + 10);
    await expectNoAxeViolations(page);

    // Search: any word, without accents; nothing found says so, with the way back.
    await searchField(page).fill('goncalves');
    await expect(page.getByRole('button', { name: 'Todas as pessoas (15)' })).toBeVisible();
    await expect(pageOf(page).getByText('Página 1 de 2')).toBeVisible();
    await searchField(page).fill('zulmira');
    await expect(page.getByText('Nenhuma pessoa encontrada com «zulmira» no nome.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Limpar a pesquisa' }).first().click();
    await expect(searchField(page)).toHaveValue('');
    await expect(searchField(page)).toBeFocused();

    // Teodora's adherence over the last 30 days, from her known history.
    await searchField(page).fill('teodora');
    await expect(theList(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('link', { name: 'Tratar dos dados de Teodora Vasconcelos' }).click();
    await expect(page.getByText('Está a tratar dos dados de')).toContainText('Teodora Vasconcelos');
    await page
      .getByRole('navigation', { name: 'Área dos cuidadores' })
      .getByRole('link', { name: 'Medicamentos' })
      .click();
    const losartan = page.getByRole('region', { name: 'Losartan 50 mg' });
    await expect(
      losartan.getByText('Adesão nos últimos 30 dias: 21 de 30 (9 não tomadas)'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the console as she left it.
    await page.getByRole('link', { name: 'Mudar de pessoa' }).click();
    await expect(searchField(page)).toHaveValue('teodora');
    await page.getByRole('button', { name: 'Limpar a pesquisa' }).click();

    // The people who need attention, one after the other.
    await page.getByRole('button', { name: /^Precisam de atenção/ }).click();
    const [first, second] = needingByName as [string, string];
    await page.getByRole('link', { name: `Tratar dos dados de ${first}` }).click();
    await expect(page.getByText('Está a tratar dos dados de')).toContainText(first);
    await expect(page.getByRole('link', { name: /^Pessoa anterior/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Pessoa seguinte: ${second}` }).click();
    const secondUid = needing.find((person) => person.name === second)?.uid;
    await expect(page).toHaveURL(new RegExp(`/pessoas/${secondUid}/mostrarcontactos$`));
    await expect(page.getByText('Está a tratar dos dados de')).toContainText(second);
    await expect(page.getByRole('link', { name: `Pessoa anterior: ${first}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Mudar de pessoa' }).click();
    await expect(attention).toHaveAttribute('aria-pressed', 'true');
    expect(await namesShown(page)).toEqual(needingByName);
  });

  test('a medicine added now with times earlier today: no dose missed, on the list or the console', async ({
    page,
  }) => {
    // A time at least two and a half hours ago (its due window over), or midnight early in the day.
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(Date.now() - 150 * 60_000));
    const earlier = lisbonDate(0, new Date(Date.now() - 150 * 60_000)) === today ? wall : '00:00';

    await openConsole(page);
    await searchField(page).fill('quaresma');
    await page.getByRole('button', { name: 'Todas as pessoas (1)' }).click();
    await page.getByRole('link', { name: 'Tratar dos dados de Rosa Quaresma' }).click();
    await page
      .getByRole('navigation', { name: 'Área dos cuidadores' })
      .getByRole('link', { name: 'Medicamentos' })
      .click();
    await page.getByRole('link', { name: 'Adicionar novo medicamento' }).click();
    await page.getByLabel('Medicamento e dose').fill('Metformina 500 mg');
    await page.getByLabel('Quando tomar').fill('Ao pequeno-almoço');
    await page.getByLabel(/^Horas/).fill(earlier);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('#amparo-main form').getByRole('status')).toHaveText(
      'Dados guardados com sucesso',
    );
    await page.getByRole('link', { name: 'Voltar aos medicamentos' }).click();
    const card = page.getByRole('region', { name: 'Metformina 500 mg' });
    await expect(card.getByText(`Horas: ${earlier}`)).toBeVisible();
    await expect(card.getByText(/Não tomado/)).toHaveCount(0);
    await expect(card.getByText(/^Hoje às/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Mudar de pessoa' }).click();
    await expect(searchField(page)).toHaveValue('quaresma');
    const rosa = theList(page).getByRole('region', { name: 'Rosa Quaresma' });
    await expect(rosa.getByText('0 contactos, 0 consultas e 1 medicamento')).toBeVisible();
    await expect(rosa.getByText(/não tomada/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Precisam de atenção (0)' })).toBeVisible();
    // The console showed it from Rosa's card, which the save kept.
    const rosasCard = (await adminRequest(
      `carerOverview/${carer.uid}/${newcomer.uid}/resumo`,
      'GET',
    )) as { medicamentos?: number; horario?: Record<string, { h: string }> };
    expect(rosasCard.medicamentos).toBe(1);
    expect(Object.values(rosasCard.horario ?? {}).map((times) => times.h)).toEqual([earlier]);
  });
});
