import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listPath, recordPath } from '@amparo/shared-machines/patient';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import { CallsScreen } from './CallsScreen';

const contactsPath = listPath(patient.uid, 'contact');

function contactsData(
  contacts: Record<string, { contacto_Nome: string; contacto_telPesso: unknown }>,
) {
  return { [`Newdata_${patient.uid}`]: { contactos: contacts } };
}

const family = contactsData({
  contacto_Contacto_1: { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345678' },
  contacto_Contacto_2: { contacto_Nome: 'José Santos', contacto_telPesso: '934 567 890' },
  contacto_Contacto_3: { contacto_Nome: 'António Lopes', contacto_telPesso: '+351 961 111 222' },
  contacto_Contacto_10: { contacto_Nome: 'Ana', contacto_telPesso: '00351 220 000 111' },
});

function contactNames(): string[] {
  const list = screen.getByRole('list', { name: 'Contactos' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent ?? '');
}

describe('Chamadas', () => {
  it('shows a calm loading state, then the contacts sorted by name with a Ligar link each', async () => {
    await renderSignedIn(<CallsScreen />, { data: family });
    expect(screen.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Contactos' })).toBeInTheDocument();
    expect(contactNames()).toEqual(['Ana', 'António Lopes', 'José Santos', 'Maria Silva']);

    const call = screen.getByRole('link', { name: 'Ligar a José Santos' });
    expect(call).toHaveAttribute('href', 'https://api.whatsapp.com/send?phone=351934567890');
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(call).toHaveTextContent('Ligar');
    expect(call).toHaveAccessibleDescription('Abre a aplicação de mensagens noutra janela.');
    expect(screen.getByRole('link', { name: 'Ligar a Ana' })).toHaveAttribute(
      'href',
      'https://api.whatsapp.com/send?phone=351220000111',
    );
    expect(screen.getByRole('link', { name: 'Ligar a António Lopes' })).toHaveAttribute(
      'href',
      'https://api.whatsapp.com/send?phone=351961111222',
    );
  });

  it('says the loading state politely before the first value', async () => {
    await renderSignedIn(<CallsScreen />, { data: family });
    // The first value arrives asynchronously: until then a status, never an empty list.
    expect(
      screen.queryByText('Não tem contactos adicionados pela ProBranca.'),
    ).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Contactos' });
  });

  it('has a labelled search box with the spec placeholder that narrows (accents and case ignored) and restores', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<CallsScreen />, { data: family });
    const search = await screen.findByRole('searchbox', { name: 'Procurar contacto' });
    expect(search).toHaveAttribute(
      'placeholder',
      'Pesquise pelo nome da pessoa a quem pretende ligar',
    );

    await user.type(search, 'jose');
    expect(contactNames()).toEqual(['José Santos']);
    expect(screen.getByText('1 contacto encontrado.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'AN');
    expect(contactNames()).toEqual(['Ana', 'António Lopes']);
    expect(screen.getByText('2 contactos encontrados.')).toBeInTheDocument();

    await user.clear(search);
    expect(contactNames()).toEqual(['Ana', 'António Lopes', 'José Santos', 'Maria Silva']);
  });

  it('finds a contact by the start of any word of the name, accents and case ignored, never by the middle of a word', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<CallsScreen />, {
      data: contactsData({
        contacto_Contacto_1: { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345678' },
        contacto_Contacto_2: { contacto_Nome: 'Ana Conceição', contacto_telPesso: '934 567 890' },
        contacto_Contacto_3: { contacto_Nome: 'João Conde', contacto_telPesso: '961 111 222' },
      }),
    });
    const search = await screen.findByRole('searchbox', { name: 'Procurar contacto' });

    for (const typed of ['Conceição', 'conceicao', 'CONCEIÇÃO', 'Conce', 'ana c']) {
      await user.clear(search);
      await user.type(search, typed);
      expect(contactNames()).toEqual(['Ana Conceição']);
      expect(screen.getByRole('link', { name: 'Ligar a Ana Conceição' })).toHaveAttribute(
        'href',
        'https://api.whatsapp.com/send?phone=351934567890',
      );
    }

    await user.clear(search);
    await user.type(search, 'Conc');
    expect(contactNames()).toEqual(['Ana Conceição']);
    await user.clear(search);
    await user.type(search, 'con');
    expect(contactNames()).toEqual(['Ana Conceição', 'João Conde']);
    expect(screen.getByText('2 contactos encontrados.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'silva');
    expect(contactNames()).toEqual(['Maria Silva']);

    // 'ão' is inside 'Conceição' and 'João', at the start of no word.
    await user.clear(search);
    await user.type(search, 'ão');
    expect(screen.getByText('Nenhum contacto começa por «ão».')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contactos' })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum contacto encontrado.')).toBeInTheDocument();
  });

  it('a search that finds nobody says so and offers the whole list back', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<CallsScreen />, { data: family });
    await user.type(await screen.findByRole('searchbox', { name: 'Procurar contacto' }), 'Zé');
    expect(screen.getByText('Nenhum contacto começa por «Zé».')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contactos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos os contactos' }));
    expect(contactNames()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Procurar contacto' })).toHaveValue('');
  });

  it("'Limpar pesquisa' empties the search", async () => {
    const user = userEvent.setup();
    await renderSignedIn(<CallsScreen />, { data: family });
    await user.type(await screen.findByRole('searchbox', { name: 'Procurar contacto' }), 'mar');
    expect(contactNames()).toEqual(['Maria Silva']);
    await user.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(contactNames()).toHaveLength(4);
  });

  it('follows the database live: added, changed and removed contacts appear without a remount', async () => {
    const { backend } = await renderSignedIn(<CallsScreen />, { data: family });
    const list = await screen.findByRole('list', { name: 'Contactos' });

    await act(() =>
      backend.database.set(recordPath(patient.uid, 'contact', 'contacto_Contacto_11'), {
        contacto_Nome: 'Beatriz',
        contacto_telPesso: '911000222',
      }),
    );
    expect(screen.getByRole('list', { name: 'Contactos' })).toBe(list);
    expect(contactNames()).toEqual([
      'Ana',
      'António Lopes',
      'Beatriz',
      'José Santos',
      'Maria Silva',
    ]);
    expect(screen.getByRole('link', { name: 'Ligar a Beatriz' })).toHaveAttribute(
      'href',
      'https://api.whatsapp.com/send?phone=351911000222',
    );

    await act(() =>
      backend.database.set(recordPath(patient.uid, 'contact', 'contacto_Contacto_1'), {
        contacto_Nome: 'Maria Silva',
        contacto_telPesso: '918888777',
      }),
    );
    expect(screen.getByRole('link', { name: 'Ligar a Maria Silva' })).toHaveAttribute(
      'href',
      'https://api.whatsapp.com/send?phone=351918888777',
    );

    await act(() =>
      backend.database.remove(recordPath(patient.uid, 'contact', 'contacto_Contacto_2')),
    );
    expect(screen.queryByRole('link', { name: 'Ligar a José Santos' })).not.toBeInTheDocument();

    await act(() => backend.database.remove(contactsPath));
    expect(screen.getByText('Não tem contactos adicionados pela ProBranca.')).toBeInTheDocument();
  });

  it('a live change keeps the current search', async () => {
    const user = userEvent.setup();
    const { backend } = await renderSignedIn(<CallsScreen />, { data: family });
    await user.type(await screen.findByRole('searchbox', { name: 'Procurar contacto' }), 'jo');
    await act(() =>
      backend.database.set(recordPath(patient.uid, 'contact', 'contacto_Contacto_12'), {
        contacto_Nome: 'Joana',
        contacto_telPesso: '912000111',
      }),
    );
    expect(contactNames()).toEqual(['Joana', 'José Santos']);
  });

  it("with no contacts says the spec's sentence with the provider's name", async () => {
    await renderSignedIn(<CallsScreen />);
    expect(
      await screen.findByText('Não tem contactos adicionados pela ProBranca.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it("takes the provider's name from the configuration", async () => {
    await renderSignedIn(<CallsScreen />, { association: { providerName: 'Associação Vizinha' } });
    expect(
      await screen.findByText('Não tem contactos adicionados pela Associação Vizinha.'),
    ).toBeInTheDocument();
  });

  it('a phone that cannot be a number: the contact is shown without a link, saying why', async () => {
    await renderSignedIn(<CallsScreen />, {
      data: contactsData({
        contacto_Contacto_1: { contacto_Nome: 'Rui', contacto_telPesso: 'ligar à tarde' },
        contacto_Contacto_2: { contacto_Nome: 'Sofia', contacto_telPesso: '91234567' },
        contacto_Contacto_3: { contacto_Nome: 'Teresa', contacto_telPesso: 912345678 },
      }),
    });
    await screen.findByRole('list', { name: 'Contactos' });
    expect(screen.queryByRole('link', { name: 'Ligar a Rui' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /Não é possível ligar: O número guardado tem letras ou sinais que não são algarismos\. Peça à ProBranca para corrigir o número\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/O número guardado tem 8 algarismos; um número português tem 9\./),
    ).toBeInTheDocument();
    // A phone stored as a number (the old app's numeric input) still becomes a link.
    expect(screen.getByRole('link', { name: 'Ligar a Teresa' })).toHaveAttribute(
      'href',
      'https://api.whatsapp.com/send?phone=351912345678',
    );
  });

  it('malformed records never break the screen: skipped, or shown with what they have', async () => {
    await renderSignedIn(<CallsScreen />, {
      data: {
        [`Newdata_${patient.uid}`]: {
          variaveis_contact: { var_contact: 4 },
          contactos: {
            contacto_Contacto_1: 'lixo',
            contacto_Contacto_2: { contacto_telPesso: '912345678' },
            contacto_Contacto_3: { contacto_Nome: 'Carla' },
            contacto_Contacto_4: { outro: true },
          },
        },
      },
    });
    await screen.findByRole('list', { name: 'Contactos' });
    expect(contactNames()).toEqual(['Carla', 'Contacto sem nome']);
    expect(screen.getByRole('link', { name: 'Ligar a Contacto sem nome' })).toBeInTheDocument();
    expect(screen.getByText(/Este contacto não tem número de telefone\./)).toBeInTheDocument();
  });

  it('a counter but no list is the empty state', async () => {
    await renderSignedIn(<CallsScreen />, {
      data: { [`Newdata_${patient.uid}`]: { variaveis_contact: { var_contact: 3 } } },
    });
    expect(
      await screen.findByText('Não tem contactos adicionados pela ProBranca.'),
    ).toBeInTheDocument();
  });

  it('a refused read says so calmly, and Tentar novamente subscribes again', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<CallsScreen />, {
      data: family,
      beforeRender: (backend) =>
        backend.controls.failNext('subscribe', 'permission_denied', contactsPath),
    });
    expect(
      await screen.findByText(
        'Não foi possível mostrar os seus contactos. Verifique a ligação à internet e tente novamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/permission_denied/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Contactos' })).toBeInTheDocument();
    expect(contactNames()).toHaveLength(4);
  });

  it('is read-only: no button or field that writes', async () => {
    await renderSignedIn(<CallsScreen />, { data: family });
    await screen.findByRole('list', { name: 'Contactos' });
    expect(
      screen.queryByRole('button', { name: /adicionar|editar|apagar|guardar/i }),
    ).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
  });

  it('keeps showing the last contacts while the tablet is offline, and follows again when it returns', async () => {
    const { backend } = await renderSignedIn(<CallsScreen />, { data: family });
    await screen.findByRole('list', { name: 'Contactos' });
    act(() => backend.controls.setConnected(false));
    expect(contactNames()).toHaveLength(4);
    act(() => backend.controls.setConnected(true));
    await act(() =>
      backend.database.set(recordPath(patient.uid, 'contact', 'contacto_Contacto_9'), {
        contacto_Nome: 'Zulmira',
        contacto_telPesso: '912000000',
      }),
    );
    expect(contactNames()).toHaveLength(5);
  });

  it('says it is waiting for the connection when nothing has arrived and the tablet has been offline for a while', async () => {
    jest.useFakeTimers();
    try {
      await renderSignedIn(<CallsScreen />, {
        data: family,
        beforeRender: (backend) => backend.controls.setConnected(false),
      });
      await act(() => jest.advanceTimersByTimeAsync(2999));
      expect(screen.getByRole('status')).toHaveTextContent('A carregar os seus contactos…');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('status')).toHaveTextContent('A aguardar ligação à internet…');
    } finally {
      jest.useRealTimers();
    }
  });
});
