import { act, screen } from '@testing-library/react';
import {
  advance,
  carerEmail,
  createCarerBackend,
  renderAdminApp,
  userRoot,
} from '../testing/renderAdminApp';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function fillContact(
  user: Awaited<ReturnType<typeof renderAdminApp>>['user'],
  name: string,
  phone: string,
) {
  await user.type(screen.getByLabelText('Nome'), name);
  await user.type(screen.getByLabelText('Número de telemóvel'), phone);
}

describe('add contact (/adicionarinformacoes)', () => {
  it('introduces itself with the e-mail and has a numeric phone input', async () => {
    await renderAdminApp('/adicionarinformacoes');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Adicionar contacto' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Adicione um contacto à conta ${carerEmail}.`)).toBeInTheDocument();
    const phone = screen.getByLabelText('Número de telemóvel');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Nome')).toBeRequired();
  });

  it("saves, shows 'Dados guardados com sucesso' for 5 s, keeps the values and stays", async () => {
    const { user, backend, navigate } = await renderAdminApp('/adicionarinformacoes');
    await fillContact(user, 'Maria Silva', '912345678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/contactos`)).toEqual({
      contacto_Contacto_1: { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345678' },
    });
    expect(backend.controls.snapshot(`${userRoot}/variaveis_contact/var_contact`)).toBe(1);
    await advance(4999);
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    await advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Silva');
    expect(screen.getByLabelText('Número de telemóvel')).toHaveValue('912345678');
    expect(navigate).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/adicionarinformacoes');
  });

  it('two saves in a row leave two records (the old app overwrote the first)', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await fillContact(user, 'Maria', '912345678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Joaquim');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(Object.keys(backend.controls.snapshot(`${userRoot}/contactos`) as object)).toEqual([
      'contacto_Contacto_1',
      'contacto_Contacto_2',
    ]);
  });

  it('refuses empty and whitespace-only fields with Portuguese messages, writes nothing, focuses the first', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await user.type(screen.getByLabelText('Nome'), '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByText('Escreva o nome do contacto.')).toBeInTheDocument();
    expect(screen.getByText('Escreva o número de telemóvel.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription(
      'Escreva o nome do contacto.',
    );
    expect(backend.controls.snapshot(userRoot)).toBeNull();
  });

  it('refuses a 10,000-character name and letters in the phone, with no partial write', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await user.click(screen.getByLabelText('Nome'));
    await user.paste('a'.repeat(10_000));
    await user.type(screen.getByLabelText('Número de telemóvel'), '91x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(
      screen.getByText('O nome é demasiado longo: use no máximo 500 caracteres.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('O número de telemóvel só pode ter algarismos (e um + no início).'),
    ).toBeInTheDocument();
    expect(backend.controls.snapshot(userRoot)).toBeNull();
  });

  it('refuses a number too short to be a phone, next to the field and after its hint', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await fillContact(user, 'Maria', '12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    const phone = screen.getByLabelText('Número de telemóvel');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(
      'Um número português tem 9 algarismos, por exemplo 912345678. Se for de outro país, comece por 00 e o indicativo. ' +
        'O número tem 2 algarismos: um número português tem 9.',
    );
    expect(backend.controls.snapshot(userRoot)).toBeNull();
  });

  it('saves a number pasted with +351 without it, keeping what was typed in the form', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.click(screen.getByLabelText('Número de telemóvel'));
    await user.paste('+351 912 345 678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_1`)).toEqual({
      contacto_Nome: 'Maria',
      contacto_telPesso: '912 345 678',
    });
    expect(screen.getByLabelText('Número de telemóvel')).toHaveValue('+351 912 345 678');
  });

  it('a refused write says so in Portuguese and keeps what was typed', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    backend.controls.failNext('transaction', 'permission_denied');
    await fillContact(user, 'Maria', '912345678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível guardar os dados. Não tem permissão para alterar estes dados. O que escreveu continua no formulário.',
    );
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Número de telemóvel')).toHaveValue('912345678');
    // Sending again works.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("offline, the save is shown as pending ('A aguardar ligação…') until the server confirms it", async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    act(() => backend.controls.setConnected(false));
    await advance();
    await fillContact(user, 'Maria', '912345678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('A aguardar ligação…');
    // Closing or reloading now would lose the unsent save: the browser asks first.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);
    act(() => backend.controls.setConnected(true));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/contactos/contacto_Contacto_1`)).toEqual({
      contacto_Nome: 'Maria',
      contacto_telPesso: '912345678',
    });
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
  });
});

describe('the counter while an add screen is open', () => {
  it.each([
    ['/adicionarinformacoes', 'variaveis_contact/var_contact'],
    ['/adicionarconsulta', 'variaveis/var_consulta'],
    ['/adicionarmedicamentos', 'variavel_Med/variavel_medicame'],
  ])(
    '%s follows %s until the carer leaves, so a save takes its number in one round trip',
    async (path, counter) => {
      const backend = createCarerBackend();
      const followed = new Map<string, number>();
      const subscribe = backend.database.subscribe.bind(backend.database);
      backend.database.subscribe = (watched, onValue, onError) => {
        followed.set(watched, (followed.get(watched) ?? 0) + 1);
        const stop = subscribe(watched, onValue, onError);
        return () => {
          followed.set(watched, (followed.get(watched) ?? 0) - 1);
          stop();
        };
      };
      const { user } = await renderAdminApp(path, {}, backend);
      expect(followed.get(`${userRoot}/${counter}`)).toBe(1);
      await user.click(screen.getByRole('link', { name: /Voltar/ }));
      await advance();
      expect(followed.get(`${userRoot}/${counter}`)).toBe(0);
    },
  );
});

describe('add appointment (/adicionarconsulta)', () => {
  it('has date and time inputs of their types; the time is optional when adding', async () => {
    const { user, backend } = await renderAdminApp('/adicionarconsulta');
    expect(screen.getByLabelText('Data da consulta')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Hora da consulta (opcional)')).toHaveAttribute('type', 'time');
    await user.type(screen.getByLabelText('Especialidade'), 'Cardiologia');
    await user.type(screen.getByLabelText('Data da consulta'), '2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/consultas`)).toEqual({
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2026-12-03',
        time_consulta: '',
      },
    });
    expect(backend.controls.snapshot(`${userRoot}/variaveis/var_consulta`)).toBe(1);
  });

  it('needs the specialty and the date', async () => {
    const { user } = await renderAdminApp('/adicionarconsulta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByText('Escreva a especialidade da consulta.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a data da consulta.')).toBeInTheDocument();
    expect(screen.queryByText(/a hora é obrigatória/)).not.toBeInTheDocument();
  });
});

describe('add appointment: a date that has passed', () => {
  const pastDateNotice =
    'Atenção: esta data já passou. Confirme o dia e o ano; se a consulta já se realizou, pode guardá-la assim.';

  // 23:30 on 14 June in UTC is 00:30 on 15 June in Lisbon: the association's today is the 15th.
  beforeEach(() => jest.setSystemTime(new Date('2026-06-14T23:30:00Z')));

  it.each<[string, string, boolean]>([
    ["yesterday on Lisbon's calendar (today still, in UTC)", '2026-06-14', true],
    ['a year typed wrong', '2025-06-20', true],
    ["today on Lisbon's calendar", '2026-06-15', false],
    ['a later day', '2026-06-20', false],
  ])('%s (%s): notice under the date %s', async (_label, date, shown) => {
    const { user } = await renderAdminApp('/adicionarconsulta');
    const dateField = screen.getByLabelText('Data da consulta');
    await user.type(dateField, date);
    if (shown) expect(dateField).toHaveAccessibleDescription(pastDateNotice);
    else expect(screen.queryByText(pastDateNotice)).not.toBeInTheDocument();
    expect(dateField).not.toHaveAttribute('aria-invalid');
  });

  it('says it before saving, goes once the date is corrected, and still saves a past date', async () => {
    const { user, backend } = await renderAdminApp('/adicionarconsulta');
    const dateField = screen.getByLabelText('Data da consulta');
    await user.type(screen.getByLabelText('Especialidade'), 'Cardiologia');
    await user.type(dateField, '2025-06-20');
    expect(screen.getByText(pastDateNotice)).toBeInTheDocument();
    await user.clear(dateField);
    await user.type(dateField, '2026-06-20');
    expect(screen.queryByText(pastDateNotice)).not.toBeInTheDocument();
    await user.clear(dateField);
    await user.type(dateField, '2026-06-01');
    expect(dateField).toHaveAccessibleDescription(pastDateNotice);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/consultas/consulta_ID_1`)).toEqual({
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-06-01',
      time_consulta: '',
    });
  });
});

describe('add medication (/adicionarmedicamentos)', () => {
  it('saves the medicine and when to take it under medicamento_{n}', async () => {
    const { user, backend } = await renderAdminApp('/adicionarmedicamentos', {
      variavel_Med: { variavel_medicame: 4 },
    });
    await user.type(screen.getByLabelText('Medicamento e dose'), '1 comprimido de paracetamol');
    await user.type(screen.getByLabelText('Quando tomar'), 'Ao almoço');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(backend.controls.snapshot(`${userRoot}/medicamentos/medicamento_5`)).toEqual({
      medicamento: '1 comprimido de paracetamol',
      momento_tomar: 'Ao almoço',
    });
  });

  it.each([
    ['8h e 20h', '08:00,20:00'],
    ['20:00, 08:00', '08:00,20:00'],
    ['14:00', '14:00'],
  ])('saves the dose times typed as %j in their tidy form %j', async (typed, stored) => {
    const { user, backend } = await renderAdminApp('/adicionarmedicamentos');
    await user.type(screen.getByLabelText('Medicamento e dose'), '1 comprimido de paracetamol');
    await user.type(screen.getByLabelText('Quando tomar'), 'Ao pequeno-almoço e ao jantar');
    expect(screen.getByLabelText('Horas (opcional)')).not.toBeRequired();
    await user.type(screen.getByLabelText('Horas (opcional)'), typed);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(backend.controls.snapshot(`${userRoot}/medicamentos/medicamento_1`)).toEqual({
      medicamento: '1 comprimido de paracetamol',
      momento_tomar: 'Ao pequeno-almoço e ao jantar',
      horas: stored,
      horasDesde: expect.any(Number), // when the times were set: the server's time
    });
  });

  it('refuses dose times it cannot read, saying how to write them, and writes nothing', async () => {
    const { user, backend } = await renderAdminApp('/adicionarmedicamentos');
    await user.type(screen.getByLabelText('Medicamento e dose'), 'Aspirina');
    await user.type(screen.getByLabelText('Quando tomar'), 'Ao almoço');
    await user.type(screen.getByLabelText('Horas (opcional)'), 'ao almoço');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByText('Escreva as horas assim: 08:00, 20:00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Horas (opcional)')).toHaveFocus();
    expect(backend.controls.snapshot(`${userRoot}/medicamentos`)).toBeNull();
    await user.clear(screen.getByLabelText('Horas (opcional)'));
    expect(screen.queryByText('Escreva as horas assim: 08:00, 20:00.')).not.toBeInTheDocument();
  });

  it('needs both fields', async () => {
    const { user } = await renderAdminApp('/adicionarmedicamentos');
    await user.type(screen.getByLabelText('Medicamento e dose'), 'Aspirina');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByText('Escreva quando deve ser tomado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quando tomar')).toHaveFocus();
  });
});

describe('add contact with unsteady hands: one tap saves once', () => {
  it.each([
    ['a double tap', 'dblClick'],
    ['a triple tap', 'tripleClick'],
  ] as const)('%s on Guardar writes one record', async (_label, tap) => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await fillContact(user, 'Maria Silva', '912345678');
    await user[tap](screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(backend.controls.snapshot(`${userRoot}/contactos`)).toEqual({
      contacto_Contacto_1: { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345678' },
    });
    expect(backend.controls.snapshot(`${userRoot}/variaveis_contact/var_contact`)).toBe(1);
  });

  it('two taps 150 ms apart, the first save already confirmed, write one record; the message keeps its 5 s', async () => {
    const { user, backend } = await renderAdminApp('/adicionarinformacoes');
    await fillContact(user, 'Maria Silva', '912345678');
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await user.click(guardar);
    await advance(150);
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    await user.click(guardar);
    await advance();
    expect(Object.keys(backend.controls.snapshot(`${userRoot}/contactos`) as object)).toEqual([
      'contacto_Contacto_1',
    ]);
    await advance(5000 - 150 - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    await advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Silva');
  });

  it('Guardar takes no taps while the save is on its way', async () => {
    const backend = createCarerBackend();
    const { user } = await renderAdminApp('/adicionarinformacoes', {}, backend);
    await fillContact(user, 'Maria Silva', '912345678');
    const transaction = jest.spyOn(backend.database, 'transaction');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await advance();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    // One record: one counter step and one record written.
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it("a field's error goes as soon as that field changes; the other field's stays", async () => {
    const { user } = await renderAdminApp('/adicionarinformacoes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance();
    expect(screen.getByText('Escreva o nome do contacto.')).toBeInTheDocument();
    expect(screen.getByText('Escreva o número de telemóvel.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    await user.type(screen.getByLabelText('Nome'), 'M');
    expect(screen.queryByText('Escreva o nome do contacto.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Escreva o número de telemóvel.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número de telemóvel'), '9');
    expect(screen.queryByText('Escreva o número de telemóvel.')).not.toBeInTheDocument();
  });
});
