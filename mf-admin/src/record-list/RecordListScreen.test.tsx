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

describe('appointment list (/mostrarconsultas)', () => {
  it("has the heading 'Consultas', cards 'Consulta de {specialty}' with date and time, and 'Editar consulta'", async () => {
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
      screen.getByRole('heading', { level: 2, name: 'Consulta de Cardiologia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('quinta-feira, 3 de dezembro de 2026, às 09:30')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Editar consulta: Consulta de Cardiologia' }),
    ).toHaveAttribute('href', '/userconsultaespec?key=consulta_ID_1');
  });
});

describe('appointment list order', () => {
  it('lists by date then time, whatever the order added: on a day, the one without a time after the timed ones; dates that cannot be read last', async () => {
    await renderAdminApp('/mostrarconsultas', {
      consultas: {
        consulta_ID_1: {
          contacto_Nome: 'Dentista',
          data_consulta: '2027-01-05',
          time_consulta: '10:00',
        },
        consulta_ID_2: { contacto_Nome: 'Sem data', data_consulta: '', time_consulta: '' },
        consulta_ID_3: {
          contacto_Nome: 'Cardiologia',
          data_consulta: '2026-12-03',
          time_consulta: '',
        },
        consulta_ID_4: {
          contacto_Nome: 'Oftalmologia',
          data_consulta: '2026-12-03',
          time_consulta: '15:00',
        },
        consulta_ID_5: {
          contacto_Nome: 'Ortopedia',
          data_consulta: '2025-03-10',
          time_consulta: '09:00',
        },
        consulta_ID_6: {
          contacto_Nome: 'Dermatologia',
          data_consulta: '2026-12-03',
          time_consulta: '08:30',
        },
      },
      variaveis: { var_consulta: 6 },
    });
    await advance(0);
    const list = screen.getByRole('list', { name: 'Consultas' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Consulta de Ortopedia',
      'Consulta de Dermatologia',
      'Consulta de Oftalmologia',
      'Consulta de Cardiologia',
      'Consulta de Dentista',
      'Consulta de Sem data',
    ]);
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
