import { act, screen, within } from '@testing-library/react';
import {
  advance,
  carer,
  createCarerBackend,
  personPrefix,
  renderAdminApp,
  uid,
  userRoot,
} from '../testing/renderAdminApp';

beforeEach(() => {
  jest.useFakeTimers();
  // 23 November 2026, 10:32 in Lisbon.
  jest.setSystemTime(new Date('2026-11-23T10:32:00Z'));
});
afterEach(() => jest.useRealTimers());

const asCarer = { as: 'carer' } as const;
const seeded = {
  contactos: { contacto_Contacto_1: { contacto_Nome: 'Filha', contacto_telPesso: '912000111' } },
  consultas: {
    consulta_ID_1: {
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-12-01',
      time_consulta: '10:30',
    },
  },
  resumo: { contactos: 1, consultas: 1 },
};

describe("a carer's console (/pessoas)", () => {
  it('lists the people this carer follows by name with their counts, each leading to their contacts', async () => {
    const backend = createCarerBackend(seeded, {
      members: {
        [uid]: { name: 'José Santos', since: 1 },
        'uid-maria': { name: 'Maria Silva', since: 1 },
      },
      carerPeople: { [carer.uid]: { [uid]: true, 'uid-maria': true } },
    });
    await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    expect(
      screen.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'As pessoas que acompanha' });
    const people = within(list).getAllByRole('listitem');
    expect(people.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'José Santos',
      'Maria Silva',
    ]);
    expect(
      within(people[0] as HTMLElement).getByText('1 contacto, 1 consulta e 0 medicamentos'),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'Tratar dos dados de José Santos' }),
    ).toHaveAttribute('href', `${personPrefix}/mostrarcontactos`);
    expect(screen.getByRole('link', { name: 'Registar nova pessoa' })).toHaveAttribute(
      'href',
      '/pessoas/nova',
    );
    // No record bar on the console: the people are the navigation.
    expect(
      screen.queryByRole('navigation', { name: 'Área dos cuidadores' }),
    ).not.toBeInTheDocument();
  });

  it.each(['/', '/chamadas', '/mostrarcontactos'])(
    '%s is the console for a carer',
    async (path) => {
      await renderAdminApp(path, {}, undefined, asCarer);
      await advance();
      expect(
        screen.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }),
      ).toBeInTheDocument();
    },
  );

  it("shows a dose not taken today on the person's entry, live", async () => {
    // 10:32: the 08:00 dose is missed, the 20:00 one not yet due.
    const backend = createCarerBackend({
      medicamentos: {
        medicamento_1: {
          medicamento: 'Paracetamol',
          momento_tomar: 'De manhã e à noite',
          horas: '08:00,20:00',
        },
      },
      resumo: {
        medicamentos: 1,
        horario: { medicamento_1: { horas: '08:00,20:00', desde: 0 } },
      },
    });
    await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    const entry = within(
      screen.getByRole('list', { name: 'As pessoas que acompanha' }),
    ).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(entry).getByText('1 toma não tomada hoje (08:00)')).toBeInTheDocument();
    await advance();
    await act(() =>
      backend.database.set(
        `${userRoot}/tomas/2026-11-23/medicamento_1/0800`,
        Date.parse('2026-11-23T10:40:00Z'),
      ),
    );
    await advance();
    expect(within(entry).queryByText(/não tomada/)).not.toBeInTheDocument();
  });

  it('a carer who follows nobody is told what to do', async () => {
    const backend = createCarerBackend({}, { carerPeople: null });
    await renderAdminApp('/pessoas', {}, backend, asCarer);
    await advance();
    expect(screen.getByText(/Ainda não acompanha ninguém/)).toBeInTheDocument();
  });
});

describe("a carer's screens of one person (/pessoas/{uid}/…)", () => {
  it('says whose data it is, keeps the person in every link, and a save names the carer and the time', async () => {
    const { user, backend } = await renderAdminApp(
      `${personPrefix}/adicionarinformacoes`,
      {},
      undefined,
      asCarer,
    );
    await advance();
    expect(screen.getByText('José Santos', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Adicione um contacto à conta José Santos.')).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Área dos cuidadores' });
    expect(within(bar).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/pessoas');
    expect(within(bar).getByRole('link', { name: 'Consultas' })).toHaveAttribute(
      'href',
      `${personPrefix}/mostrarconsultas`,
    );
    expect(screen.getByRole('link', { name: 'Mudar de pessoa' })).toHaveAttribute(
      'href',
      '/pessoas',
    );

    await user.type(screen.getByLabelText('Nome'), 'Vizinha');
    await user.type(screen.getByLabelText('Número de telemóvel'), '913000222');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_1`)).toEqual({
      contacto_Nome: 'Vizinha',
      contacto_telPesso: '913000222',
      alteradoPor: carer.uid,
      alteradoPorNome: 'Ana Costa',
      alteradoEm: Date.parse('2026-11-23T10:32:00Z'),
    });
  });

  it("the list shows who changed each record and when ('Alterado por Ana Costa, hoje às 10:32')", async () => {
    const changed = {
      contactos: {
        contacto_Contacto_1: {
          contacto_Nome: 'Filha',
          contacto_telPesso: '912000111',
          alteradoPor: carer.uid,
          alteradoPorNome: 'Ana Costa',
          alteradoEm: Date.parse('2026-11-23T10:32:00Z'),
        },
        contacto_Contacto_2: { contacto_Nome: 'Filho', contacto_telPesso: '912000112' },
      },
    };
    await renderAdminApp(`${personPrefix}/mostrarcontactos`, changed, undefined, asCarer);
    await advance(1000);
    const cards = within(screen.getByRole('list', { name: 'Contactos' })).getAllByRole('listitem');
    expect(
      within(cards[0] as HTMLElement).getByText('Alterado por Ana Costa, hoje às 10:32'),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText(/Alterado por/)).not.toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Editar contacto: Filha' }),
    ).toHaveAttribute('href', `${personPrefix}/userespec?key=contacto_Contacto_1`);
  });

  it("a person who is not one of this carer's is refused plainly, with the way back", async () => {
    await renderAdminApp('/pessoas/uid-outra/mostrarcontactos', {}, undefined, asCarer);
    await advance(1000);
    expect(
      screen.getByText(/Esta pessoa não está na lista das pessoas que acompanha/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às pessoas que acompanha' })).toHaveAttribute(
      'href',
      '/pessoas',
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'Contactos' })).not.toBeInTheDocument();
  });
});

describe("'Registar nova pessoa' (/pessoas/nova)", () => {
  async function fill(user: Awaited<ReturnType<typeof renderAdminApp>>['user']) {
    await user.type(screen.getByLabelText('Nome e apelido'), 'Rosa Marques');
    await user.type(screen.getByLabelText('Endereço de e-mail'), 'rosa.marques@sapo.pt');
    await user.type(screen.getByLabelText('Palavra-passe'), 'abcdef');
    await user.click(screen.getByRole('radio', { name: 'A própria pessoa' }));
    await user.click(screen.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }));
  }

  it('registers the person without signing the carer out; a triple tap makes one account', async () => {
    const { user, backend } = await renderAdminApp('/pessoas/nova', {}, undefined, asCarer);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Registar nova pessoa' }),
    ).toBeInTheDocument();
    await fill(user);
    const button = screen.getByRole('button', { name: 'Registar' });
    await user.tripleClick(button);
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Sucesso');
    const members = backend.controls.snapshot('members') as Record<string, { name: string }>;
    const added = Object.entries(members).filter(([, member]) => member.name === 'Rosa Marques');
    expect(added).toHaveLength(1);
    const newUid = added[0]?.[0] as string;
    expect(backend.controls.snapshot(`carerPeople/${carer.uid}/${newUid}`)).toBe(true);
    expect(backend.controls.currentUser()?.uid).toBe(carer.uid);
    expect(
      screen.getByRole('link', { name: 'Adicionar os contactos de Rosa Marques' }),
    ).toHaveAttribute('href', `/pessoas/${newUid}/mostrarcontactos`);
  });

  it('an e-mail in use: the message, and the form keeps what was typed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderAdminApp('/pessoas/nova', {}, undefined, asCarer);
    await user.type(screen.getByLabelText('Nome e apelido'), 'Outro José');
    await user.type(screen.getByLabelText('Endereço de e-mail'), 'jose.santos@sapo.pt');
    await user.type(screen.getByLabelText('Palavra-passe'), 'abcdef');
    await user.click(screen.getByRole('radio', { name: 'A própria pessoa' }));
    await user.click(screen.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }));
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await advance();
    expect(screen.getByText(/já/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome e apelido')).toHaveValue('Outro José');
    expect(warn).toHaveBeenCalledWith(
      'Falha no registo de uma nova pessoa.',
      expect.objectContaining({ code: 'auth/email-already-in-use' }),
    );
    warn.mockRestore();
  });
});
