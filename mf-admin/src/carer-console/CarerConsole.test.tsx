import { act, screen, within } from '@testing-library/react';
import type { InMemoryBackend } from '@amparo/shared-machines/testing';
import { advance, carer, createCarerBackend, renderAdminApp, uid } from '../testing/renderAdminApp';

// 23 November 2026, 10:32 in Lisbon (UTC in November).
const now = Date.parse('2026-11-23T10:32:00Z');
const today = '2026-11-23';
const asCarer = { as: 'carer' } as const;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(now);
});
afterEach(() => jest.useRealTimers());

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

interface SeededPerson {
  readonly uid: string;
  readonly name: string;
  /** Under `Newdata_{uid}`. */
  readonly data?: object;
}

/** `count` people with distinct names (first name and surname), each with a small summary. */
function manyPeople(count: number): SeededPerson[] {
  return Array.from({ length: count }, (_, index) => ({
    uid: `uid-p${String(index).padStart(3, '0')}`,
    name: `${firstNames[index % firstNames.length]} ${surnames[Math.floor(index / firstNames.length) % surnames.length]}`,
    data: { resumo: { contactos: 1 } },
  }));
}

/** Ana follows exactly these people (José Santos, the kit's person, only when listed). */
function backendWith(people: readonly SeededPerson[]): InMemoryBackend {
  const extra: Record<string, unknown> = {
    members: Object.fromEntries(
      people.map((person) => [person.uid, { name: person.name, since: 1 }]),
    ),
    carerPeople: { [carer.uid]: Object.fromEntries(people.map((person) => [person.uid, true])) },
  };
  for (const person of people)
    if (person.uid !== uid) extra[`Newdata_${person.uid}`] = person.data ?? {};
  const own = people.find((person) => person.uid === uid);
  return createCarerBackend(own?.data ?? {}, extra);
}

/** A medicine at 08:00 not taken: missed at 10:32. */
const missedAtEight = {
  medicamentos: {
    medicamento_1: { medicamento: 'Paracetamol', momento_tomar: 'De manhã', horas: '08:00' },
  },
  resumo: { medicamentos: 1, horario: { medicamento_1: { horas: '08:00', desde: 0 } } },
};

function theList(): HTMLElement {
  return screen.getByRole('list', { name: 'As pessoas que acompanha' });
}

function namesShown(): string[] {
  return within(theList())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent ?? '');
}

describe('the console at scale: paging', () => {
  it('300 people: the page holds 12 of them, with the pages to move through', async () => {
    const { user } = await renderAdminApp('/pessoas', {}, backendWith(manyPeople(300)), asCarer);
    await advance();
    expect(within(theList()).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getAllByRole('link', { name: /^Tratar dos dados de / })).toHaveLength(12);
    const pages = screen.getByRole('navigation', { name: 'Páginas da lista' });
    expect(within(pages).getByText('Página 1 de 25')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    const firstPage = namesShown();
    expect(firstPage[0]).toBe('Álvaro Almeida');

    await user.click(within(pages).getByRole('button', { name: 'Página seguinte' }));
    expect(within(pages).getByText('Página 2 de 25')).toBeInTheDocument();
    expect(within(theList()).getAllByRole('listitem')).toHaveLength(12);
    expect(namesShown()).not.toContain(firstPage[0]);
    // The new page's list has the focus: its first person is next.
    expect(theList()).toHaveFocus();

    await user.click(within(pages).getByRole('button', { name: 'Página anterior' }));
    expect(within(pages).getByText('Página 1 de 25')).toBeInTheDocument();
    expect(namesShown()).toEqual(firstPage);
  });

  it('leads to the privacy notice, which comes back here', async () => {
    await renderAdminApp('/pessoas', {}, backendWith(manyPeople(3)), asCarer);
    await advance();
    expect(screen.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade?voltar=%2Fpessoas',
    );
  });

  it('lists everyone sorted by name, Portuguese order (Á with A, Ó with O)', async () => {
    const people = manyPeople(300);
    await renderAdminApp('/pessoas', {}, backendWith(people), asCarer);
    await advance();
    const collator = new Intl.Collator('pt-PT');
    const sorted = people.map((person) => person.name).sort(collator.compare);
    expect(namesShown()).toEqual(sorted.slice(0, 12));
  });
});

describe('the console: search by name', () => {
  it('finds a person by any word of the name, without accents; says so when nobody is found, and clears', async () => {
    const { user } = await renderAdminApp('/pessoas', {}, backendWith(manyPeople(300)), asCarer);
    await advance();
    const field = screen.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' });

    await user.type(field, 'goncalves');
    expect(namesShown()).toHaveLength(12);
    expect(namesShown().every((name) => name.endsWith('Gonçalves'))).toBe(true);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todas as pessoas (15)' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'conceicao gon');
    expect(namesShown()).toEqual(['Conceição Gonçalves']);
    expect(screen.queryByRole('navigation', { name: 'Páginas da lista' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'zulmira');
    expect(
      screen.queryByRole('list', { name: 'As pessoas que acompanha' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nenhuma pessoa encontrada com «zulmira» no nome.',
    );
    const clear = within(screen.getByRole('status')).getByRole('button', {
      name: 'Limpar a pesquisa',
    });
    await user.click(clear);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByText('Página 1 de 25')).toBeInTheDocument();
  });
});

describe('the console: who needs attention', () => {
  const people: SeededPerson[] = [
    { uid: 'uid-ana', name: 'Ana Lopes', data: { resumo: { contactos: 2 } } },
    { uid: 'uid-bia', name: 'Beatriz Sousa', data: missedAtEight },
    {
      uid: 'uid-duarte',
      name: 'Duarte Pinto',
      data: {
        consultas: {
          consulta_ID_1: {
            contacto_Nome: 'Cardiologia',
            data_consulta: today,
            time_consulta: '15:30',
          },
          consulta_ID_2: {
            contacto_Nome: 'Oftalmologia',
            data_consulta: '2026-11-24',
            time_consulta: '09:00',
          },
          consulta_ID_3: {
            contacto_Nome: 'Dentista',
            data_consulta: '2026-11-25',
            time_consulta: '09:00',
          },
        },
        resumo: { consultas: 3 },
      },
    },
    { uid: 'uid-rui', name: 'Rui Mendes', data: { resumo: {} } },
  ];

  it('shows first the people who need attention, what needs it in words, and everyone on request', async () => {
    const { user } = await renderAdminApp('/pessoas', {}, backendWith(people), asCarer);
    await advance();
    const attention = screen.getByRole('button', { name: 'Precisam de atenção (2)' });
    const everyone = screen.getByRole('button', { name: 'Todas as pessoas (4)' });
    expect(attention).toHaveAttribute('aria-pressed', 'true');
    expect(everyone).toHaveAttribute('aria-pressed', 'false');
    expect(namesShown()).toEqual(['Beatriz Sousa', 'Duarte Pinto']);

    const [beatriz, duarte] = within(theList()).getAllByRole('listitem') as HTMLElement[];
    expect(within(beatriz!).getByText('1 toma não tomada hoje (08:00)')).toBeInTheDocument();
    expect(
      within(beatriz!).getByText('0 contactos, 0 consultas e 1 medicamento'),
    ).toBeInTheDocument();
    expect(within(duarte!).getByText('Consulta hoje às 15:30')).toBeInTheDocument();
    expect(within(duarte!).getByText('Consulta amanhã às 09:00')).toBeInTheDocument();
    expect(within(duarte!).queryByText(/Dentista|25/)).not.toBeInTheDocument();

    await user.click(everyone);
    expect(everyone).toHaveAttribute('aria-pressed', 'true');
    expect(attention).toHaveAttribute('aria-pressed', 'false');
    expect(namesShown()).toEqual(['Ana Lopes', 'Beatriz Sousa', 'Duarte Pinto', 'Rui Mendes']);
  });

  it('a name found only among everyone: said so, and one tap shows them', async () => {
    const { user } = await renderAdminApp('/pessoas', {}, backendWith(people), asCarer);
    await advance();
    const field = screen.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' });
    await user.type(field, 'rui');
    expect(
      screen.queryByRole('list', { name: 'As pessoas que acompanha' }),
    ).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Nenhuma pessoa com «rui» no nome precisa de atenção neste momento. Há 1 em todas as pessoas.',
    );
    await user.click(within(status).getByRole('button', { name: 'Procurar em todas as pessoas' }));
    expect(namesShown()).toEqual(['Rui Mendes']);
    expect(screen.getByRole('button', { name: 'Todas as pessoas (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(field).toHaveValue('rui');
  });

  it('everyone when nobody needs attention; the attention view then says nobody does', async () => {
    const { user } = await renderAdminApp(
      '/pessoas',
      {},
      backendWith([people[0]!, people[3]!]),
      asCarer,
    );
    await advance();
    expect(screen.getByRole('button', { name: 'Todas as pessoas (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(namesShown()).toEqual(['Ana Lopes', 'Rui Mendes']);
    await user.click(screen.getByRole('button', { name: 'Precisam de atenção (0)' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Ninguém precisa de atenção/);
  });

  it('a dose taken elsewhere takes the person off the attention list, live, and the minute clock brings a missed dose', async () => {
    const backend = backendWith(people);
    await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    await act(() => backend.database.set(`Newdata_uid-bia/tomas/${today}/medicamento_1/0800`, now));
    await advance();
    expect(namesShown()).toEqual(['Duarte Pinto']);
    // Ana Lopes's 11:00 dose, set earlier, is missed from 13:00 on: the console's one clock shows it.
    await act(() =>
      backend.database.update('Newdata_uid-ana', {
        'medicamentos/medicamento_1': { medicamento: 'X', momento_tomar: 'Y', horas: '11:00' },
        'resumo/horario/medicamento_1': { horas: '11:00', desde: 0 },
      }),
    );
    await advance();
    expect(namesShown()).toEqual(['Duarte Pinto']);
    await advance(2.5 * 3_600_000);
    expect(namesShown()).toEqual(['Ana Lopes', 'Duarte Pinto']);
    expect(screen.getByText('1 toma não tomada hoje (11:00)')).toBeInTheDocument();
  });

  it('a medicine added now with times earlier today is no missed dose', async () => {
    await renderAdminApp(
      '/pessoas',
      {},
      backendWith([
        {
          uid: 'uid-bia',
          name: 'Beatriz Sousa',
          data: {
            ...missedAtEight,
            resumo: { horario: { medicamento_1: { horas: '08:00', desde: now - 60_000 } } },
          },
        },
      ]),
      asCarer,
    );
    await advance();
    expect(screen.getByRole('button', { name: 'Precisam de atenção (0)' })).toBeInTheDocument();
    expect(screen.queryByText(/não tomada/)).not.toBeInTheDocument();
  });
});

describe('the console for the whole session', () => {
  it('going to a person and back follows nothing again, and finds the search and page as left', async () => {
    const backend = backendWith(manyPeople(300));
    const { user } = await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    await user.type(screen.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' }), 'ana');
    await user.click(screen.getByRole('button', { name: 'Página seguinte' }));
    const subscribe = jest.spyOn(backend.database, 'subscribe');
    const subscribeQuery = jest.spyOn(backend.database, 'subscribeQuery');

    const person = namesShown()[0]!;
    await user.click(screen.getByRole('link', { name: `Tratar dos dados de ${person}` }));
    await advance();
    expect(screen.getByText(person, { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Mudar de pessoa' }));
    await advance();

    // Only the person's contacts were read: no membership, no console.
    expect(subscribe.mock.calls.map(([path]) => path)).toEqual([
      expect.stringMatching(/^Newdata_uid-p\d+\/contactos$/),
    ]);
    expect(subscribeQuery).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' })).toHaveValue('ana');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(namesShown()).toContain(person);
  });
});

describe("a person's screens: the next and the previous person", () => {
  const people: SeededPerson[] = [
    { uid: 'uid-ana', name: 'Ana Lopes' },
    { uid: 'uid-bia', name: 'Beatriz Sousa', data: missedAtEight },
    { uid: 'uid-duarte', name: 'Duarte Pinto', data: missedAtEight },
    { uid: 'uid-rui', name: 'Rui Mendes', data: missedAtEight },
  ];

  it("leads to the people around her in the console's list, to the same list of theirs", async () => {
    const { user } = await renderAdminApp('/pessoas', {}, backendWith(people), asCarer);
    await advance();
    // The attention view: Beatriz, Duarte, Rui.
    await user.click(screen.getByRole('link', { name: 'Tratar dos dados de Duarte Pinto' }));
    await advance();
    const around = screen.getByRole('navigation', { name: 'Outras pessoas da lista' });
    expect(
      within(around).getByRole('link', { name: 'Pessoa anterior: Beatriz Sousa' }),
    ).toHaveAttribute('href', '/pessoas/uid-bia/mostrarcontactos');
    await user.click(screen.getByRole('link', { name: 'Medicamentos' }));
    await advance();
    const next = screen.getByRole('link', { name: 'Pessoa seguinte: Rui Mendes' });
    expect(next).toHaveAttribute('href', '/pessoas/uid-rui/mostrarmedicamentos');
    await user.click(next);
    await advance();
    expect(screen.getByText('Rui Mendes', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeInTheDocument();
    // The last of the list: no next person.
    expect(screen.queryByRole('link', { name: /^Pessoa seguinte/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pessoa anterior: Duarte Pinto' })).toBeInTheDocument();
  });

  it('a person opened by address, outside the list as left, has the neighbours her name gives her', async () => {
    await renderAdminApp(
      '/pessoas/uid-ana/mostrarcontactos',
      {},
      backendWith([...people, { uid: 'uid-aaa', name: 'Aida Costa', data: missedAtEight }]),
      asCarer,
    );
    await advance();
    expect(screen.getByText('Ana Lopes', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pessoa anterior: Aida Costa' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Pessoa seguinte: Beatriz Sousa' }),
    ).toBeInTheDocument();
  });
});

describe('the console: a person who named the carer herself', () => {
  const joana: SeededPerson = {
    uid: 'uid-joana',
    name: 'Joana Estranho',
    data: { resumo: { contactos: 0 } },
  };
  const people: SeededPerson[] = [
    { uid: 'uid-ana', name: 'Ana Lopes', data: { resumo: { contactos: 2 } } },
    joana,
  ];
  function backendWaitingFor(): InMemoryBackend {
    const backend = backendWith(people);
    void backend.database.set(`carerPending/${carer.uid}/${joana.uid}`, true);
    return backend;
  }
  const joanaEntry = () =>
    within(theList())
      .getAllByRole('listitem')
      .find((item) => within(item).getByRole('heading').textContent === joana.name) as HTMLElement;

  it('is shown as new, first among who needs attention, without the way into her data', async () => {
    await renderAdminApp('/pessoas', {}, backendWaitingFor(), asCarer);
    await advance();
    expect(screen.getByRole('button', { name: 'Precisam de atenção (1)' })).toBeInTheDocument();
    expect(namesShown()).toEqual([joana.name]);
    expect(within(joanaEntry()).getByText('Nova pessoa — confirme')).toBeInTheDocument();
    expect(
      within(joanaEntry()).queryByRole('link', { name: /^Tratar dos dados de / }),
    ).not.toBeInTheDocument();
  });

  it('Confirmar: she becomes one of the carer’s people, the mark gone', async () => {
    const backend = backendWaitingFor();
    const { user } = await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    await user.click(screen.getByRole('button', { name: 'Confirmar Joana Estranho' }));
    await advance();
    expect(backend.controls.snapshot(`carerPending/${carer.uid}/${joana.uid}`)).toBeNull();
    expect(backend.controls.snapshot(`carerPeople/${carer.uid}/${joana.uid}`)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Todas as pessoas (2)' }));
    expect(
      screen.getByRole('link', { name: 'Tratar dos dados de Joana Estranho' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nova pessoa — confirme')).not.toBeInTheDocument();
  });

  it('Não conheço esta pessoa asks first; Não, manter keeps her; Sim, retirar takes her off the list', async () => {
    const backend = backendWaitingFor();
    const { user } = await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    const refuse = () =>
      screen.getByRole('button', { name: 'Não conheço esta pessoa: Joana Estranho' });
    await user.click(refuse());
    let dialog = screen.getByRole('dialog', { name: 'Retirar Joana Estranho da sua lista?' });
    await user.click(within(dialog).getByRole('button', { name: 'Não, manter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.controls.snapshot(`carerPeople/${carer.uid}/${joana.uid}`)).toBe(true);

    await user.click(refuse());
    dialog = screen.getByRole('dialog', { name: 'Retirar Joana Estranho da sua lista?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, retirar' }));
    await advance();
    expect(backend.controls.snapshot(`carerPeople/${carer.uid}/${joana.uid}`)).toBeNull();
    expect(backend.controls.snapshot(`carerPending/${carer.uid}/${joana.uid}`)).toBeNull();
    expect(screen.queryByText(joana.name)).not.toBeInTheDocument();
  });

  it('a confirmation that cannot be saved says so, and Tentar novamente saves it', async () => {
    const backend = backendWaitingFor();
    const { user } = await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    backend.controls.failNext('update', 'unavailable');
    await user.click(screen.getByRole('button', { name: 'Confirmar Joana Estranho' }));
    await advance();
    expect(
      within(joanaEntry()).getByText(
        'Não foi possível confirmar esta pessoa. Verifique a ligação à internet e tente novamente.',
      ),
    ).toBeInTheDocument();
    await user.click(within(joanaEntry()).getByRole('button', { name: 'Tentar novamente' }));
    await advance();
    expect(backend.controls.snapshot(`carerPending/${carer.uid}/${joana.uid}`)).toBeNull();
  });
});
