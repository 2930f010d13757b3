import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAssociationConfig,
  type AppServices,
  type AssociationConfig,
} from '@amparo/shared-machines';
import {
  goTo,
  maria,
  renderWithShellServices,
  startShellServices,
  testAssociationCode,
} from '../testing/shellTestServices';
import { ChromeApp } from './ChromeApp';

let bottomRegion: HTMLElement;
beforeEach(() => {
  bottomRegion = document.createElement('div');
  bottomRegion.id = 'amparo-chrome-bottom';
  document.body.append(bottomRegion);
});
afterEach(() => bottomRegion.remove());

async function renderChrome(path: string, association: Partial<AssociationConfig> = {}) {
  const test = await startShellServices({ signedIn: true, path, association });
  renderWithShellServices(<ChromeApp />, test);
  return test;
}

describe('Chrome: header and dialogs', () => {
  it("a relative's header has no emergency numbers: they are the association's tablet's", async () => {
    const test = await startShellServices({
      signedIn: true,
      path: '/familia',
      seed: {
        users: [maria],
        data: {
          relatives: { [maria.uid]: { name: maria.name, since: 1, invitation: 'a'.repeat(64) } },
        },
      },
    });
    renderWithShellServices(<ChromeApp />, test);
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Emergência' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Informações' })).toBeInTheDocument();
  });

  it('offers information, emergency and logout, each with its word', async () => {
    await renderChrome('/videos');
    expect(screen.getByRole('button', { name: 'Informações' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emergência' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it("on a tablet without phone calls, says so and leads with the association's WhatsApp call; the numbers stay", async () => {
    const user = userEvent.setup();
    await renderChrome('/videos');
    await user.click(screen.getByRole('button', { name: 'Emergência' }));
    const dialog = screen.getByRole('dialog', { name: 'Contactos de emergência' });
    expect(
      within(dialog).getByText('Este tablet não faz chamadas telefónicas.'),
    ).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://api.whatsapp.com/send?phone=351912540220',
      'tel:112',
      'tel:234521237',
      'tel:234529112',
      'tel:234540220',
    ]);
    expect(
      within(dialog).getByRole('link', {
        name: 'Ligar à ProBranca pelo WhatsApp 912 540 220 (abre noutra janela)',
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'INEM 112' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'GNR Albergaria-a-Velha 234 521 237' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Bombeiros Albergaria-a-Velha 234 529 112' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'ProBranca 234 540 220' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emergência' })).toHaveFocus();
  });

  it('on a device that makes calls, leads with the numbers and offers WhatsApp after them', async () => {
    const user = userEvent.setup();
    await renderChrome('/videos', { tabletsMakePhoneCalls: true });
    await user.click(screen.getByRole('button', { name: 'Emergência' }));
    const dialog = screen.getByRole('dialog', { name: 'Contactos de emergência' });
    expect(
      within(dialog).queryByText('Este tablet não faz chamadas telefónicas.'),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText('Toque num contacto para ligar.')).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:112',
      'tel:234521237',
      'tel:234529112',
      'tel:234540220',
      'https://api.whatsapp.com/send?phone=351912540220',
    ]);
  });

  it("shows the sponsors' logos, named, from the association's configuration", async () => {
    const user = userEvent.setup();
    await renderChrome('/videos');
    await user.click(screen.getByRole('button', { name: 'Informações' }));
    const dialog = screen.getByRole('dialog', { name: 'Informações' });
    const logos = within(dialog).getAllByRole('img');
    expect(logos.map((logo) => [logo.getAttribute('alt'), logo.getAttribute('src')])).toEqual(
      defaultAssociationConfig.sponsorLogos.map((logo) => [logo.name, logo.src]),
    );
    expect(logos.length).toBeGreaterThan(0);
  });

  it('shows who made the project and the terms, without the admin link on a plain address', async () => {
    const user = userEvent.setup();
    await renderChrome('/videos');
    await user.click(screen.getByRole('button', { name: 'Informações' }));
    const dialog = screen.getByRole('dialog', { name: 'Informações' });
    expect(within(dialog).getByText('Este projeto foi desenvolvido por:')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Termos de utilização (abre noutra janela)' }),
    ).toHaveAttribute('href', defaultAssociationConfig.termsUrl);
    expect(
      within(dialog).queryByRole('link', { name: 'Ir para a ferramenta de administração' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the admin link only while the address carries the association code', async () => {
    const user = userEvent.setup();
    const test = await renderChrome(`/videos${testAssociationCode}`);
    await user.click(screen.getByRole('button', { name: 'Informações' }));
    const adminLink = within(screen.getByRole('dialog', { name: 'Informações' })).getByRole(
      'link',
      {
        name: 'Ir para a ferramenta de administração',
      },
    );
    expect(adminLink).toHaveAttribute('href', '/mostrarcontactos');
    await user.click(adminLink);
    expect(test.navigate).toHaveBeenCalledWith('/mostrarcontactos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => goTo('/videos'));
    await user.click(screen.getByRole('button', { name: 'Informações' }));
    expect(
      screen.queryByRole('link', { name: 'Ir para a ferramenta de administração' }),
    ).not.toBeInTheDocument();
  });

  it("says what 'Ligar' does in the ProBranca dialog and opens the meeting in a new tab", async () => {
    const user = userEvent.setup();
    await renderChrome('/chamadas');
    await user.click(within(bottomRegion).getByRole('button', { name: 'ProBranca' }));
    const dialog = screen.getByRole('dialog', { name: 'ProBranca' });
    expect(
      within(dialog).getByText(
        /Ao clicar em «Ligar» será redirecionado para uma videochamada com os membros/,
      ),
    ).toBeInTheDocument();
    const call = within(dialog).getByRole('link', { name: 'Ligar (abre noutra janela)' });
    expect(call).toHaveAttribute('href', defaultAssociationConfig.meetingUrl);
    expect(call).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without network, the ProBranca dialog says calmly that the call needs the internet, with no link', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const user = userEvent.setup();
      await renderChrome('/chamadas');
      await user.click(within(bottomRegion).getByRole('button', { name: 'ProBranca' }));
      const dialog = screen.getByRole('dialog', { name: 'ProBranca' });
      expect(
        within(dialog).getByText(
          /precisa da internet\. Quando a ligação voltar, pode ligar daqui\./,
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Fechar janela' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('opens and closes the dialogs independently', async () => {
    const test = await renderChrome('/videos');
    act(() => {
      test.dialogs.send({ type: 'OPEN', dialog: 'info' });
      test.dialogs.send({ type: 'OPEN', dialog: 'emergency' });
    });
    expect(screen.getByRole('dialog', { name: 'Contactos de emergência' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Informações' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Contactos de emergência' })).getByRole('button', {
        name: 'Fechar janela',
      }),
    );
    expect(
      screen.queryByRole('dialog', { name: 'Contactos de emergência' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Informações' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'ProBranca' })).not.toBeInTheDocument();
  });
});

describe('Chrome: logout', () => {
  it("asks first: 'Não' keeps the session, 'Sim, sair' signs out once, then leaves", async () => {
    const user = userEvent.setup();
    const test = await renderChrome('/videos');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const question = screen.getByRole('dialog', { name: 'Quer mesmo sair?' });
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(test.events).toEqual([]);
    expect(test.auth.getSnapshot().matches('signedIn')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Quer mesmo sair?' })).getByRole(
      'button',
      { name: 'Sim, sair' },
    );
    await user.tripleClick(confirm);
    await waitFor(() => expect(test.events).toEqual(['signOut', 'leave']));
    expect(test.backend.controls.currentUser()).toBeNull();
    expect(test.auth.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('stays, and says so in the question, when the sign-out fails', async () => {
    const user = userEvent.setup();
    const test = await renderChrome('/videos');
    test.backend.controls.failNext('signOut', 'auth/network-request-failed');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const question = screen.getByRole('dialog', { name: 'Quer mesmo sair?' });
    await user.click(within(question).getByRole('button', { name: 'Sim, sair' }));
    await waitFor(() => expect(test.auth.getSnapshot().matches('signedIn')).toBe(true));
    expect(test.events).toEqual([]);
    expect(await within(question).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(question).getByRole('button', { name: 'Sim, sair' })).toBeEnabled();
  });
});

describe('Chrome: logout with doses not yet recorded', () => {
  it("warns that 'Já tomei' pressed without network would be lost, and stops warning once recorded", async () => {
    const user = userEvent.setup();
    const test = await renderChrome('/videos');
    await waitFor(() => expect(test.services.day.currentDoseQueue()).not.toBeNull());
    test.backend.controls.setConnected(false);
    const dose = { date: '2026-11-26', medicineKey: 'med_1', doseKey: '0800', pressedAt: 0 };
    act(() => test.services.day.currentDoseQueue()?.send({ type: 'TAKEN', dose }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const question = screen.getByRole('dialog', { name: 'Quer mesmo sair?' });
    expect(within(question).getByRole('alert')).toHaveTextContent(
      'Marcou uma toma sem internet que ainda não foi registada. Se sair agora, ela perde-se: espere que a internet volte.',
    );

    act(() => test.backend.controls.setConnected(true));
    await waitFor(() => expect(within(question).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says nothing of doses when none wait', async () => {
    const user = userEvent.setup();
    await renderChrome('/videos');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const question = screen.getByRole('dialog', { name: 'Quer mesmo sair?' });
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Chrome: bottom navigation', () => {
  it.each([
    ['/chamadas', 'Chamadas'],
    ['/calendario', 'Saúde'],
    ['/videos', 'YouTube'],
    ['/jogos', 'Jogos'],
    ['/solitario', 'Jogos'],
    ['/jogogalo', 'Jogos'],
  ])('on %s marks %s as the current page, by more than colour', async (path, current) => {
    await renderChrome(path);
    const nav = within(bottomRegion).getByRole('navigation', { name: 'Navegação principal' });
    const entries = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Início', 'Chamadas', 'Saúde', 'YouTube', 'ProBranca', 'Jogos']);
    const currentLink = within(nav).getByRole('link', { name: current });
    expect(currentLink).toHaveAttribute('aria-current', 'page');
    expect(currentLink.querySelector('svg')).toHaveAttribute('data-filled', 'true');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link !== currentLink);
    for (const link of others) {
      expect(link).not.toHaveAttribute('aria-current');
      expect(link.querySelector('svg')).not.toHaveAttribute('data-filled');
    }
  });

  it('links every section, keeping the association code at the end when the address has it', async () => {
    await renderChrome(`/chamadas${testAssociationCode}`);
    const nav = within(bottomRegion).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      `/${testAssociationCode}`,
    );
    expect(within(nav).getByRole('link', { name: 'Chamadas' })).toHaveAttribute(
      'href',
      `/chamadas${testAssociationCode}`,
    );
    expect(within(nav).getByRole('link', { name: 'Saúde' })).toHaveAttribute(
      'href',
      `/calendario${testAssociationCode}`,
    );
    expect(within(nav).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      `/videos${testAssociationCode}`,
    );
    expect(within(nav).getByRole('link', { name: 'Jogos' })).toHaveAttribute(
      'href',
      `/jogos${testAssociationCode}`,
    );
  });

  it('navigates without reloading and follows the address', async () => {
    const user = userEvent.setup();
    const test = await renderChrome('/chamadas');
    await user.click(within(bottomRegion).getByRole('link', { name: 'Saúde' }));
    expect(test.navigate).toHaveBeenCalledWith('/calendario');
    expect(within(bottomRegion).getByRole('link', { name: 'Saúde' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is not shown on home (its tiles are the navigation)', async () => {
    await renderChrome('/');
    expect(
      screen.queryByRole('navigation', { name: 'Navegação principal' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emergência' })).toBeInTheDocument();
  });

  it.each(['/mostrarcontactos', '/adicionarconsulta', '/pessoas'])(
    "is shown on %s in a person's session the carers' area is closed to, so the way back is there",
    async (path) => {
      await renderChrome(path);
      expect(
        within(bottomRegion).getByRole('navigation', { name: 'Navegação principal' }),
      ).toBeInTheDocument();
    },
  );
});

describe('Chrome: dialogs and navigation', () => {
  it('closes an open dialog when the address changes (e.g. the back button)', async () => {
    const user = userEvent.setup();
    await renderChrome('/videos');
    await user.click(screen.getByRole('button', { name: 'Emergência' }));
    expect(screen.getByRole('dialog', { name: 'Contactos de emergência' })).toBeInTheDocument();
    act(() => goTo('/chamadas'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Chrome: connection', () => {
  /** The chrome with the connection watched and online, then fake timers to step through the delays. */
  async function renderChromeOnline(path: string, localCopy?: AppServices['localCopy']) {
    const started = await startShellServices({ signedIn: true, path });
    const test = { ...started, services: { ...started.services, localCopy } };
    renderWithShellServices(<ChromeApp />, test);
    await waitFor(() =>
      expect(test.services.connection.getSnapshot().value).toEqual({ watching: 'online' }),
    );
    jest.useFakeTimers();
    const setConnected = (connected: boolean) =>
      act(() => test.backend.controls.setConnected(connected));
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    return { setConnected, wait };
  }
  afterEach(() => jest.useRealTimers());

  it("says 'Sem ligação' once the connection has been down for 3 s, and that it came back", async () => {
    const { setConnected, wait } = await renderChromeOnline('/chamadas');
    setConnected(false);
    await wait(2999);
    expect(screen.queryByText(/Sem ligação/)).not.toBeInTheDocument();
    await wait(1);
    const banner = screen.getByText('Sem ligação à internet.').closest('[role="status"]');
    expect(banner).toHaveTextContent(
      'Sem ligação à internet. Está a ver os últimos dados recebidos. O que guardar fica à espera e é enviado quando a ligação voltar.',
    );
    setConnected(true);
    expect(banner).toHaveTextContent('A ligação voltou.');
    await wait(5000);
    expect(banner).toBeEmptyDOMElement();
  });

  it('titles the notice with the time her copy kept on the tablet was last up to date (Lisbon)', async () => {
    const knownAt = Date.UTC(2026, 6, 1, 17, 42); // 18:42 in Lisbon (summer time)
    const { setConnected, wait } = await renderChromeOnline('/chamadas', {
      knownAt: () => knownAt,
      subscribe: () => () => undefined,
    });
    setConnected(false);
    await wait(3000);
    expect(
      screen.getByText('Sem ligação à internet — a mostrar o que sabíamos às 18:42.'),
    ).toBeInTheDocument();
  });

  it('says nothing about a drop shorter than 3 s', async () => {
    const { setConnected, wait } = await renderChromeOnline('/saude');
    setConnected(false);
    await wait(2000);
    setConnected(true);
    await wait(10_000);
    expect(screen.queryByText(/Sem ligação|A ligação voltou/)).not.toBeInTheDocument();
  });
});
