import { act, screen, within } from '@testing-library/react';
import {
  advance,
  carerEmail,
  createCarerBackend,
  renderAdminApp,
  userRoot,
} from '../testing/renderAdminApp';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const contacts = {
  contactos: {
    contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '910000002' },
    contacto_Contacto_10: { contacto_Nome: 'Dez', contacto_telPesso: '910000010' },
  },
  variaveis_contact: { var_contact: 10 },
};

describe('edit contact (/userespec?key=…)', () => {
  it('loads the record named by the key in the address (contacto_Contacto_10 is not the 10th)', async () => {
    await renderAdminApp('/userespec?key=contacto_Contacto_10', contacts);
    expect(screen.getByRole('heading', { level: 1, name: 'Editar contacto' })).toBeInTheDocument();
    expect(screen.getByText(`Altere um contacto da conta ${carerEmail}.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Dez');
    expect(screen.getByLabelText('Número de telemóvel')).toHaveValue('910000010');
  });

  it("overwrites exactly that record, shows 'Dados guardados com sucesso' for 3 s, then returns to the list", async () => {
    const { user, backend, navigate } = await renderAdminApp(
      '/userespec?key=contacto_Contacto_10',
      contacts,
    );
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Dez Novo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/contactos`)).toEqual({
      contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '910000002' },
      contacto_Contacto_10: { contacto_Nome: 'Dez Novo', contacto_telPesso: '910000010' },
    });
    await advance(2999);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/mostrarcontactos');
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dez Novo' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown key', '/userespec?key=contacto_Contacto_7'],
    ['another kind’s key', '/userespec?key=consulta_ID_2'],
    ['a tampered key', '/userespec?key=contacto_Contacto_2%2F..%2F..%2FProBrancaSec'],
    ['no key', '/userespec'],
  ])('%s shows a message and the way back, and writes nothing', async (_name, path) => {
    const { backend } = await renderAdminApp(path, contacts);
    const before = backend.controls.snapshot();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este contacto não existe ou já foi apagado.',
    );
    expect(screen.getByRole('link', { name: 'Voltar aos contactos' })).toHaveAttribute(
      'href',
      '/mostrarcontactos',
    );
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(backend.controls.snapshot()).toEqual(before);
  });

  it('a failed write says so in Portuguese, keeps the values typed, and stays', async () => {
    const { user, backend, navigate } = await renderAdminApp(
      '/userespec?key=contacto_Contacto_2',
      contacts,
    );
    backend.controls.failNext('transaction', 'unavailable');
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Outro nome');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(5000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível guardar os dados. Sem ligação ao servidor: verifique a internet e tente novamente. O que escreveu continua no formulário.',
    );
    expect(screen.getByLabelText('Nome')).toHaveValue('Outro nome');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a load failure offers "Tentar novamente"', async () => {
    const backend = createCarerBackend(contacts);
    backend.controls.failNext(
      'get',
      'permission_denied',
      `${userRoot}/contactos/contacto_Contacto_2`,
    );
    const { user } = await renderAdminApp('/userespec?key=contacto_Contacto_2', {}, backend);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados. Não tem permissão para alterar estes dados.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await advance();
    expect(screen.getByLabelText('Nome')).toHaveValue('Dois');
  });
});

describe("delete ('Apagar') after a confirmation in Portuguese", () => {
  it('asks first; "Não, manter" keeps the record', async () => {
    const { user, backend } = await renderAdminApp('/userespec?key=contacto_Contacto_2', contacts);
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Tem a certeza que quer apagar este contacto?',
    });
    expect(
      within(dialog).getByText('«Dois» deixa de aparecer para a pessoa. Não é possível desfazer.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Não, manter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_2`)).not.toBeNull();
  });

  it('"Sim, apagar" deletes that record only, goes back to the list, and the counter is not reused', async () => {
    const { user, backend, navigate } = await renderAdminApp(
      '/userespec?key=contacto_Contacto_2',
      contacts,
    );
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim, apagar' }),
    );
    await advance();
    expect(backend.controls.snapshot(`${userRoot}/contactos`)).toEqual({
      contacto_Contacto_10: { contacto_Nome: 'Dez', contacto_telPesso: '910000010' },
    });
    expect(backend.controls.snapshot(`${userRoot}/variaveis_contact/var_contact`)).toBe(10);
    expect(navigate).toHaveBeenCalledWith('/mostrarcontactos');
  });

  it('a refused delete says so and keeps the record', async () => {
    const { user, backend } = await renderAdminApp('/userespec?key=contacto_Contacto_2', contacts);
    backend.controls.failNext('remove', 'permission_denied');
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim, apagar' }),
    );
    await advance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível apagar o registo. Não tem permissão para alterar estes dados.',
    );
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_2`)).not.toBeNull();
  });
});

describe('edit appointment (/userconsultaespec?key=…)', () => {
  const appointments = {
    consultas: {
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '03/12/2026',
        time_consulta: '9h30',
      },
    },
  };

  it('shows dates and times written by hand in the inputs’ own form, and needs the time', async () => {
    const { user, backend } = await renderAdminApp(
      '/userconsultaespec?key=consulta_ID_1',
      appointments,
    );
    expect(screen.getByLabelText('Data da consulta')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Hora da consulta')).toHaveValue('09:30');
    await user.clear(screen.getByLabelText('Hora da consulta'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByLabelText('Hora da consulta')).toHaveAccessibleDescription(
      'Ao alterar uma consulta, a hora é obrigatória (só pode ficar em branco ao adicionar). Escolha a hora da consulta.',
    );
    expect(backend.controls.snapshot(`${userRoot}/consultas/consulta_ID_1/time_consulta`)).toBe(
      '9h30',
    );
  });

  it('an appointment added without a time says, under the time, why editing needs one; with it, it saves', async () => {
    const { user, backend } = await renderAdminApp('/userconsultaespec?key=consulta_ID_2', {
      consultas: {
        consulta_ID_2: {
          contacto_Nome: 'Cardiologia',
          data_consulta: '2026-12-03',
          time_consulta: '',
        },
      },
    });
    const time = screen.getByLabelText('Hora da consulta');
    expect(time).toHaveValue('');
    await user.clear(screen.getByLabelText('Especialidade'));
    await user.type(screen.getByLabelText('Especialidade'), 'Oftalmologia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(time).toHaveAccessibleDescription(
      'Ao alterar uma consulta, a hora é obrigatória (só pode ficar em branco ao adicionar). Escolha a hora da consulta.',
    );
    expect(time).toHaveFocus();
    expect(backend.controls.snapshot(`${userRoot}/consultas/consulta_ID_2/contacto_Nome`)).toBe(
      'Cardiologia',
    );
    await user.type(time, '10:15');
    expect(time).not.toHaveAccessibleDescription(/obrigatória/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(backend.controls.snapshot(`${userRoot}/consultas/consulta_ID_2`)).toMatchObject({
      contacto_Nome: 'Oftalmologia',
      data_consulta: '2026-12-03',
      time_consulta: '10:15',
    });
  });

  it("asks 'Tem a certeza que quer apagar esta consulta?'", async () => {
    const { user } = await renderAdminApp('/userconsultaespec?key=consulta_ID_1', appointments);
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    expect(
      screen.getByRole('dialog', { name: 'Tem a certeza que quer apagar esta consulta?' }),
    ).toBeInTheDocument();
  });
});

describe('edit medication (/usermedicarespec?key=…)', () => {
  it('saves both fields and returns to the medication list after 3 s', async () => {
    const { user, backend, navigate } = await renderAdminApp(
      '/usermedicarespec?key=medicamento_1',
      {
        medicamentos: { medicamento_1: { medicamento: 'Aspirina', momento_tomar: 'De manhã' } },
      },
    );
    await user.clear(screen.getByLabelText('Quando tomar'));
    await user.type(screen.getByLabelText('Quando tomar'), 'Ao jantar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(3000);
    expect(backend.controls.snapshot(`${userRoot}/medicamentos/medicamento_1`)).toEqual({
      medicamento: 'Aspirina',
      momento_tomar: 'Ao jantar',
    });
    expect(navigate).toHaveBeenCalledWith('/mostrarmedicamentos');
  });
});

describe('edit medication: dose times', () => {
  it('shows the stored times, saves changed ones tidy, and clearing them removes the reminders', async () => {
    const { user, backend } = await renderAdminApp('/usermedicarespec?key=medicamento_1', {
      medicamentos: {
        medicamento_1: {
          medicamento: 'Paracetamol',
          momento_tomar: 'De manhã e à noite',
          horas: '08:00,20:00',
        },
      },
    });
    expect(screen.getByLabelText('Horas (opcional)')).toHaveValue('08:00,20:00');
    await user.clear(screen.getByLabelText('Horas (opcional)'));
    await user.type(screen.getByLabelText('Horas (opcional)'), '9h, 21h');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(3000);
    expect(backend.controls.snapshot(`${userRoot}/medicamentos/medicamento_1`)).toEqual({
      medicamento: 'Paracetamol',
      momento_tomar: 'De manhã e à noite',
      horas: '09:00,21:00',
      horasDesde: expect.any(Number), // the times changed: the server's time
    });
  });

  it('clearing the times saves the medicine without them', async () => {
    const { user, backend } = await renderAdminApp('/usermedicarespec?key=medicamento_1', {
      medicamentos: {
        medicamento_1: { medicamento: 'Paracetamol', momento_tomar: 'De manhã', horas: '08:00' },
      },
    });
    await user.clear(screen.getByLabelText('Horas (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(3000);
    expect(backend.controls.snapshot(`${userRoot}/medicamentos/medicamento_1`)).toEqual({
      medicamento: 'Paracetamol',
      momento_tomar: 'De manhã',
    });
  });
});

describe('offline edits', () => {
  it("a save made offline shows 'A aguardar ligação…' until the server confirms, then the 3 s and the list", async () => {
    const { user, backend, navigate } = await renderAdminApp(
      '/userespec?key=contacto_Contacto_2',
      contacts,
    );
    act(() => backend.controls.setConnected(false));
    await advance();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Sem rede');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('A aguardar ligação…');
    expect(navigate).not.toHaveBeenCalled();
    act(() => backend.controls.setConnected(true));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    await advance(3000);
    expect(navigate).toHaveBeenCalledWith('/mostrarcontactos');
  });

  it('a delete made offline says it is waiting for the connection, in the dialog', async () => {
    const { user, backend } = await renderAdminApp('/userespec?key=contacto_Contacto_2', contacts);
    act(() => backend.controls.setConnected(false));
    await advance();
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim, apagar' }),
    );
    await advance();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('A aguardar ligação…');
    expect(within(dialog).getByRole('button', { name: 'A apagar…' })).toBeDisabled();
    act(() => backend.controls.setConnected(true));
    await advance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('edit contact with unsteady hands: one tap writes once', () => {
  it.each([
    ['a double tap', 'dblClick'],
    ['a triple tap', 'tripleClick'],
  ] as const)(
    '%s on Guardar overwrites once, then returns to the list after 3 s',
    async (_label, tap) => {
      const backend = createCarerBackend(contacts);
      const { user, navigate } = await renderAdminApp(
        '/userespec?key=contacto_Contacto_10',
        contacts,
        backend,
      );
      // An edit is one transaction on the record (saved only while it is the version the form opened).
      const set = jest.spyOn(backend.database, 'transaction');
      await user.type(screen.getByLabelText('Nome'), ' Novo');
      await user[tap](screen.getByRole('button', { name: 'Guardar' }));
      await advance();
      expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
      expect(set).toHaveBeenCalledTimes(1);
      await advance(3000);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/mostrarcontactos');
    },
  );

  it('two taps on Guardar 150 ms apart overwrite once', async () => {
    const backend = createCarerBackend(contacts);
    const { user } = await renderAdminApp('/userespec?key=contacto_Contacto_10', contacts, backend);
    const set = jest.spyOn(backend.database, 'transaction');
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await user.click(guardar);
    await advance(150);
    await user.click(guardar);
    await advance();
    expect(set).toHaveBeenCalledTimes(1);
  });

  it("a double tap on 'Sim, apagar' deletes once", async () => {
    const backend = createCarerBackend(contacts);
    const { user } = await renderAdminApp('/userespec?key=contacto_Contacto_10', contacts, backend);
    const remove = jest.spyOn(backend.database, 'remove');
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    await user.dblClick(screen.getByRole('button', { name: 'Sim, apagar' }));
    await advance();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(backend.controls.snapshot(`${userRoot}/contactos`)).toEqual({
      contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '910000002' },
    });
  });

  it("a field's error goes as soon as that field changes", async () => {
    const { user } = await renderAdminApp('/userespec?key=contacto_Contacto_10', contacts);
    await user.clear(screen.getByLabelText('Número de telemóvel'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByText('Escreva o número de telemóvel.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de telemóvel')).toHaveFocus();
    await user.type(screen.getByLabelText('Número de telemóvel'), '9');
    expect(screen.queryByText('Escreva o número de telemóvel.')).not.toBeInTheDocument();
  });
});

describe('edit contact while someone else edits it', () => {
  const rui = {
    contacto_Nome: 'Joana Pereira',
    contacto_telPesso: '912000111',
    alteradoPor: 'uid-rui',
    alteradoPorNome: 'Rui Pereira',
    alteradoEm: Date.parse('2026-11-26T10:32:00Z'),
  };

  it('says who changed it, shows the current values, keeps what was typed; Guardar then saves it, or the current values are taken', async () => {
    jest.setSystemTime(Date.parse('2026-11-26T11:00:00Z'));
    const backend = createCarerBackend(contacts);
    const { user, navigate } = await renderAdminApp(
      '/userespec?key=contacto_Contacto_2',
      contacts,
      backend,
    );
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Joana Silva');
    // Rui saves the same contact first, from his own tablet.
    await backend.database.set(`${userRoot}/contactos/contacto_Contacto_2`, rui);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    const conflict = screen.getByRole('region', { name: 'Registo alterado por outra pessoa' });
    expect(conflict).toHaveTextContent(
      'Este registo foi alterado por Rui Pereira hoje às 10:32, enquanto o editava. O que escreveu continua no formulário.',
    );
    expect(conflict).toHaveTextContent('Joana Pereira');
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Silva');
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_2`)).toEqual(rui);
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Usar os valores atuais' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Pereira');
    expect(
      screen.queryByRole('region', { name: 'Registo alterado por outra pessoa' }),
    ).not.toBeInTheDocument();
  });

  it('a contact deleted meanwhile is not brought back', async () => {
    const backend = createCarerBackend(contacts);
    const { user } = await renderAdminApp('/userespec?key=contacto_Contacto_2', contacts, backend);
    await user.type(screen.getByLabelText('Nome'), ' Silva');
    await backend.database.remove(`${userRoot}/contactos/contacto_Contacto_2`);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(
      screen.getByRole('region', { name: 'Registo alterado por outra pessoa' }),
    ).toHaveTextContent('Este registo foi apagado por outra pessoa enquanto o editava.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_2`)).toBeNull();
  });
});
