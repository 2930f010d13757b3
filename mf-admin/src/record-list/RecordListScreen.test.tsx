import { act, screen, within } from '@testing-library/react';
import { createRecordsRepository } from '@amparo/shared-machines/records';
import { checkedRecord } from '@amparo/shared-machines/testing';
import {
  advance,
  createCarerBackend,
  personPrefix,
  renderAdminApp,
  uid,
  userRoot,
} from '../testing/renderAdminApp';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const contacts = {
  contactos: {
    contacto_Contacto_10: { contacto_Nome: 'Dez', contacto_telPesso: '910000010' },
    contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '910000002' },
  },
  variaveis_contact: { var_contact: 10 },
};

describe("the person's summary (resumo) as the list is first read", () => {
  it.each<[string, Readonly<Record<string, number>> | undefined, number]>([
    ['a count that differs is set to the list’s', { contactos: 5, consultas: 1 }, 2],
    ['no summary yet gets the list’s count', undefined, 2],
    ['a count that agrees is left as it is', { contactos: 2 }, 2],
  ])('%s', async (_label, resumo, expected) => {
    const backend = createCarerBackend(resumo === undefined ? contacts : { ...contacts, resumo });
    const set = jest.spyOn(backend.database, 'set');
    await renderAdminApp('/mostrarcontactos', {}, backend);
    await advance(0);
    expect(backend.controls.snapshot(`${userRoot}/resumo/contactos`)).toBe(expected);
    expect(set).toHaveBeenCalledTimes(resumo?.contactos === expected ? 0 : 1);
    if (resumo?.consultas)
      expect(backend.controls.snapshot(`${userRoot}/resumo/consultas`)).toBe(1);
  });
});

describe('contact list (/mostrarcontactos)', () => {
  it('shows the records as soon as they come, as cards with their edit links, by name (Dez before Dois), the number grouped', async () => {
    await renderAdminApp('/mostrarcontactos', contacts);
    await advance(0);
    const list = screen.getByRole('list', { name: 'Contactos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dez',
      'Dois',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Telemóvel: 910 000 010')).toBeInTheDocument();
    const edit = within(cards[0] as HTMLElement).getByRole('link', {
      name: 'Editar contacto: Dez',
    });
    expect(edit).toHaveAttribute('href', '/userespec?key=contacto_Contacto_10');
    expect(edit).toHaveTextContent(/^Editar contacto/);
  });

  it('offers "Adicionar novo contacto" on top', async () => {
    await renderAdminApp('/mostrarcontactos', contacts);
    const add = screen.getByRole('link', { name: 'Adicionar novo contacto' });
    expect(add).toHaveAttribute('href', '/adicionarinformacoes');
    const list = await screen.findByRole('list', { name: 'Contactos' });
    expect(add.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows live data: a record added elsewhere appears, one deleted disappears', async () => {
    const { backend } = await renderAdminApp('/mostrarcontactos', contacts);
    await advance(1000);
    const repository = createRecordsRepository(backend.database, uid);
    await advance();
    const onze = checkedRecord('contact', {
      contacto_Nome: 'Onze',
      contacto_telPesso: '910000011',
    });
    await act(() => repository.add('contact', onze));
    await advance();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Dez', 'Dois', 'Onze']);
    await act(() => repository.remove('contact', 'contacto_Contacto_2'));
    await advance();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Dez', 'Onze']);
  });

  it('says so when there are no contacts', async () => {
    await renderAdminApp('/mostrarcontactos');
    await advance(1000);
    expect(
      screen.getByText(
        'Ainda não há contactos. Adicione o primeiro com «Adicionar novo contacto».',
      ),
    ).toBeInTheDocument();
  });

  it('shows names with HTML literally, never as markup', async () => {
    await renderAdminApp('/mostrarcontactos', {
      contactos: {
        contacto_Contacto_1: {
          contacto_Nome: '<img src=x onerror=alert(1)>',
          contacto_telPesso: '1',
        },
      },
    });
    await advance(1000);
    expect(
      screen.getByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('a refused subscription shows a Portuguese message and "Tentar novamente" subscribes again', async () => {
    const { backend, user } = await renderAdminApp('/mostrarcontactos', contacts, undefined);
    // The first subscription already started: fail the next one, reached through a retry after a failure.
    backend.controls.failNext('subscribe', 'permission_denied');
    await user.click(screen.getByRole('link', { name: 'Consultas' }));
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados. Não tem permissão para alterar estes dados.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await advance(1000);
    expect(
      screen.getByText(
        'Ainda não há consultas. Adicione a primeira com «Adicionar nova consulta».',
      ),
    ).toBeInTheDocument();
  });
});

/** The titles of the cards in one part of the appointment list, in order. */
function appointmentTitles(listName: string): (string | null)[] {
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** The parts' headings, under the screen's <h1>. */
function partHeadings(): (string | null)[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('appointment list (/mostrarconsultas)', () => {
  it("has the heading 'Consultas', cards 'Consulta de {specialty}' with date and time, and 'Editar consulta'", async () => {
    // Lisbon is on UTC in November.
    jest.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    await renderAdminApp('/mostrarconsultas', {
      consultas: {
        consulta_ID_1: {
          contacto_Nome: 'Cardiologia',
          data_consulta: '2026-12-03',
          time_consulta: '09:30',
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Consultas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar nova consulta' })).toHaveAttribute(
      'href',
      '/adicionarconsulta',
    );
    await advance(1000);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Consulta de Cardiologia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('quinta-feira, 3 de dezembro de 2026, às 09:30')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Editar consulta: Consulta de Cardiologia' }),
    ).toHaveAttribute('href', '/userconsultaespec?key=consulta_ID_1');
  });
});

describe('appointment list order: the next one first', () => {
  it("upcoming (today's included) soonest first, then past most recent first, then dates that cannot be read, each under its heading", async () => {
    // Lisbon is on UTC in November: today is 24 November, it is 10:00.
    jest.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    await renderAdminApp('/mostrarconsultas', {
      consultas: {
        consulta_ID_1: {
          contacto_Nome: 'Ortopedia',
          data_consulta: '2025-11-30',
          time_consulta: '09:00',
        },
        consulta_ID_2: {
          contacto_Nome: 'Dentista',
          data_consulta: '2027-01-05',
          time_consulta: '10:00',
        },
        consulta_ID_3: { contacto_Nome: 'Sem data', data_consulta: '', time_consulta: '' },
        consulta_ID_4: {
          contacto_Nome: 'Cardiologia',
          data_consulta: '2026-11-24',
          time_consulta: '',
        },
        consulta_ID_5: {
          contacto_Nome: 'Oftalmologia',
          data_consulta: '2026-11-24',
          time_consulta: '15:00',
        },
        consulta_ID_6: {
          contacto_Nome: 'Dermatologia',
          data_consulta: '2026-11-23',
          time_consulta: '08:30',
        },
        // Earlier today: still today's, among the upcoming ones.
        consulta_ID_7: {
          contacto_Nome: 'Neurologia',
          data_consulta: '2026-11-24',
          time_consulta: '08:00',
        },
      },
      variaveis: { var_consulta: 7 },
    });
    await advance(0);
    expect(partHeadings()).toEqual([
      'Próximas consultas',
      'Consultas passadas',
      'Consultas sem data',
    ]);
    expect(appointmentTitles('Próximas consultas')).toEqual([
      'Consulta de Neurologia',
      'Consulta de Oftalmologia',
      'Consulta de Cardiologia',
      'Consulta de Dentista',
    ]);
    expect(appointmentTitles('Consultas passadas')).toEqual([
      'Consulta de Dermatologia',
      'Consulta de Ortopedia',
    ]);
    expect(appointmentTitles('Consultas sem data')).toEqual(['Consulta de Sem data']);
    // Each part is a region named by its heading, its cards as before.
    const upcoming = screen.getByRole('region', { name: 'Próximas consultas' });
    expect(
      within(upcoming).getByRole('link', { name: 'Editar consulta: Consulta de Neurologia' }),
    ).toHaveAttribute('href', '/userconsultaespec?key=consulta_ID_7');
    expect(within(upcoming).getByText('terça-feira, 24 de novembro de 2026')).toBeInTheDocument();
  });

  it.each([
    [
      'only past ones',
      { contacto_Nome: 'Ortopedia', data_consulta: '2026-11-23', time_consulta: '09:00' },
      'Próximas consultas',
      'Não há consultas agendadas.',
      'Consultas passadas',
    ],
    [
      'only upcoming ones',
      { contacto_Nome: 'Ortopedia', data_consulta: '2026-11-25', time_consulta: '09:00' },
      'Consultas passadas',
      'Não há consultas passadas.',
      'Próximas consultas',
    ],
  ])(
    '%s: the other part says it has none, and no part for dates that cannot be read',
    async (_label, record, emptyPart, emptyText, listed) => {
      jest.setSystemTime(new Date('2026-11-24T10:00:00Z'));
      await renderAdminApp('/mostrarconsultas', { consultas: { consulta_ID_1: record } });
      await advance(0);
      expect(partHeadings()).toEqual(['Próximas consultas', 'Consultas passadas']);
      const empty = screen.getByRole('region', { name: emptyPart });
      expect(within(empty).getByText(emptyText)).toBeInTheDocument();
      expect(within(empty).queryByRole('list')).not.toBeInTheDocument();
      expect(appointmentTitles(listed)).toEqual(['Consulta de Ortopedia']);
    },
  );

  it("goes by the association's day (Lisbon), not the device's, and moves today's to the past at its midnight", async () => {
    // 23:59 in Lisbon (summer time, UTC+1) on 14 June, 22:59 in UTC.
    jest.setSystemTime(new Date('2026-06-14T22:59:00Z'));
    await renderAdminApp('/mostrarconsultas', {
      consultas: {
        consulta_ID_1: {
          contacto_Nome: 'Cardiologia',
          data_consulta: '2026-06-14',
          time_consulta: '09:00',
        },
        consulta_ID_2: {
          contacto_Nome: 'Dentista',
          data_consulta: '2026-06-15',
          time_consulta: '09:00',
        },
      },
    });
    await advance(0);
    expect(appointmentTitles('Próximas consultas')).toEqual([
      'Consulta de Cardiologia',
      'Consulta de Dentista',
    ]);
    // 00:01 on 15 June in Lisbon, still 14 June in UTC.
    await advance(2 * 60_000);
    expect(appointmentTitles('Próximas consultas')).toEqual(['Consulta de Dentista']);
    expect(appointmentTitles('Consultas passadas')).toEqual(['Consulta de Cardiologia']);
  });
});

describe('medication list (/mostrarmedicamentos)', () => {
  it("shows each medicine with when to take it and 'Editar medicamento'", async () => {
    await renderAdminApp('/mostrarmedicamentos', {
      medicamentos: {
        medicamento_3: { medicamento: '1 comprimido de paracetamol', momento_tomar: 'Ao almoço' },
      },
    });
    expect(screen.getByRole('link', { name: 'Adicionar novo medicamento' })).toHaveAttribute(
      'href',
      '/adicionarmedicamentos',
    );
    await advance(1000);
    expect(
      screen.getByRole('heading', { level: 2, name: '1 comprimido de paracetamol' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quando tomar: Ao almoço')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Editar medicamento: 1 comprimido de paracetamol' }),
    ).toHaveAttribute('href', '/usermedicarespec?key=medicamento_3');
  });

  it('shows the dose times of a medicine that has them', async () => {
    await renderAdminApp('/mostrarmedicamentos', {
      medicamentos: {
        medicamento_1: {
          medicamento: 'Paracetamol',
          momento_tomar: 'De manhã e à noite',
          horas: '08:00,20:00',
        },
        medicamento_2: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' },
      },
    });
    await advance(1000);
    expect(screen.getByText('Horas: 08:00, 20:00')).toBeInTheDocument();
    expect(screen.getAllByText(/^Horas:/)).toHaveLength(1);
  });

  it("shows each medicine's doses today, live: taken with the time, due, later, then missed as the clock passes", async () => {
    // Lisbon is on UTC in November.
    jest.setSystemTime(new Date('2026-11-24T08:30:00Z'));
    const { backend } = await renderAdminApp(
      `${personPrefix}/mostrarmedicamentos`,
      {
        medicamentos: {
          medicamento_1: {
            medicamento: 'Paracetamol',
            momento_tomar: 'De manhã e à noite',
            horas: '08:00,20:00',
          },
          medicamento_2: { medicamento: 'Vitamina D', momento_tomar: 'De manhã', horas: '08:00' },
        },
      },
      undefined,
      { as: 'carer' },
    );
    await advance(1000);
    const dosesOf = (medicine: string) =>
      within(
        screen
          .getByRole('heading', { level: 2, name: medicine })
          .closest('article, section, div') as HTMLElement,
      )
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent);
    expect(dosesOf('Paracetamol')).toEqual([
      'Hoje às 08:00: Está na hora',
      'Hoje às 20:00: Por tomar',
    ]);
    await act(() =>
      backend.database.set(
        `${userRoot}/tomas/2026-11-24/medicamento_1/0800`,
        Date.parse('2026-11-24T08:35:00Z'),
      ),
    );
    expect(dosesOf('Paracetamol')).toEqual([
      'Hoje às 08:00: Tomado às 08:35',
      'Hoje às 20:00: Por tomar',
    ]);
    await advance(90 * 60_000);
    expect(dosesOf('Vitamina D')).toEqual(['Hoje às 08:00: Não tomado']);
  });

  it('shows no dose before the medicine was added nor before the person joined, neither due nor missed', async () => {
    // Lisbon is on UTC in November.
    jest.setSystemTime(new Date('2026-11-24T15:02:00Z'));
    const backend = createCarerBackend(
      {
        medicamentos: {
          medicamento_1: {
            medicamento: 'Omeprazol',
            momento_tomar: 'Antes do almoço',
            horas: '08:00,13:30,20:00',
            horasDesde: Date.parse('2026-11-24T15:01:00Z'),
          },
          medicamento_2: {
            medicamento: 'Vitamina D',
            momento_tomar: 'De manhã',
            horas: '08:00,13:30',
          },
        },
      },
      {
        members: {
          [uid]: {
            name: 'José Santos',
            since: Date.parse('2026-11-24T10:00:00Z'),
          },
        },
      },
    );
    await renderAdminApp(`${personPrefix}/mostrarmedicamentos`, {}, backend, { as: 'carer' });
    await advance(1000);
    const dosesOf = (medicine: string) =>
      within(
        screen
          .getByRole('heading', { level: 2, name: medicine })
          .closest('article, section, div') as HTMLElement,
      )
        .queryAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent);
    expect(dosesOf('Omeprazol')).toEqual(['Hoje às 20:00: Por tomar']);
    expect(dosesOf('Vitamina D')).toEqual(['Hoje às 13:30: Não tomado']);
  });

  it('says so when there are none', async () => {
    await renderAdminApp('/mostrarmedicamentos');
    await advance(1000);
    expect(
      screen.getByText(
        'Ainda não há medicamentos. Adicione o primeiro com «Adicionar novo medicamento».',
      ),
    ).toBeInTheDocument();
  });
});
