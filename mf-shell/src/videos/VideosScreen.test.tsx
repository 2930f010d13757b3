import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAssociationConfig } from '@amparo/shared-machines';
import { ShellApp } from '../ShellApp';
import {
  renderWithShellServices,
  startShellServices,
  testAssociationCode,
} from '../testing/shellTestServices';

const offlineText = 'Os vídeos precisam da internet: sem ligação, não os podemos mostrar.';
const stillOffline =
  'Continua sem ligação. Confirme que a internet do tablet está ligada e tente outra vez.';

/** Sets what navigator.onLine answers and, unless told not to, sends the event a browser sends. */
function browserGoes(
  online: boolean,
  { announce = true }: { readonly announce?: boolean } = {},
): void {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  if (announce) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function players(): HTMLElement[] {
  return defaultAssociationConfig.videoChannels.flatMap((channel) =>
    screen.queryAllByTitle(`Vídeo: ${channel.title}`),
  );
}

function expectOpenLinksStay(): void {
  for (const channel of defaultAssociationConfig.videoChannels) {
    const region = screen.getByRole('region', { name: channel.title });
    expect(
      within(region).getByRole('link', {
        name: new RegExp(`^Abrir no YouTube\\s?: ${channel.title}`),
      }),
    ).toHaveAttribute('href', channel.externalUrl);
  }
}

async function renderVideos() {
  const test = await startShellServices({ signedIn: true, path: '/videos' });
  renderWithShellServices(<ShellApp />, test);
  await screen.findByRole('heading', { level: 1, name: 'Vídeos' });
  return test;
}

describe('Vídeos', () => {
  it('embeds each channel of the association with a title and a way to open it outside', async () => {
    const test = await startShellServices({ signedIn: true, path: '/videos' });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeos' })).toHaveFocus();
    const channels = defaultAssociationConfig.videoChannels;
    expect(channels).toHaveLength(2);
    for (const channel of channels) {
      const region = screen.getByRole('region', { name: channel.title });
      expect(within(region).getByTitle(`Vídeo: ${channel.title}`)).toHaveAttribute(
        'src',
        channel.embedUrl,
      );
      const link = within(region).getByRole('link', {
        name: new RegExp(`^Abrir no YouTube\\s?: ${channel.title} \\(abre noutra janela\\)$`),
      });
      expect(link).toHaveAttribute('href', channel.externalUrl);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('is also at /videos{code}', async () => {
    const test = await startShellServices({
      signedIn: true,
      path: `/videos${testAssociationCode}`,
    });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeos' })).toBeInTheDocument();
  });

  describe('without a connection', () => {
    afterEach(() => jest.restoreAllMocks());

    it('when the browser is offline, says so calmly instead of showing empty players, and keeps the YouTube buttons', async () => {
      browserGoes(false, { announce: false });
      await renderVideos();
      const notice = screen.getByRole('region', { name: 'Sem ligação à internet' });
      expect(notice).toHaveTextContent(offlineText);
      expect(within(notice).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
      expect(players()).toEqual([]);
      expectOpenLinksStay();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("'Tentar novamente' while still offline says it is still offline; when the connection returns the players come back", async () => {
      const user = userEvent.setup();
      browserGoes(false, { announce: false });
      await renderVideos();
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(screen.getByRole('region', { name: 'Sem ligação à internet' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Sem ligação à internet' })).getByRole('status'),
      ).toHaveTextContent(stillOffline);
      expect(players()).toEqual([]);

      browserGoes(true);
      expect(players()).toHaveLength(2);
      expect(
        screen.queryByRole('region', { name: 'Sem ligação à internet' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(stillOffline)).not.toBeInTheDocument();
    });

    it("'Tentar novamente' asks the browser again, even when no online event came", async () => {
      const user = userEvent.setup();
      browserGoes(false, { announce: false });
      await renderVideos();
      browserGoes(true, { announce: false });
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(players()).toHaveLength(2);
      expect(players()[0]).toHaveAttribute(
        'src',
        defaultAssociationConfig.videoChannels[0]?.embedUrl,
      );
    });

    it('losing the connection while watching replaces the players with the message', async () => {
      await renderVideos();
      expect(players()).toHaveLength(2);
      browserGoes(false);
      expect(players()).toEqual([]);
      expect(screen.getByRole('region', { name: 'Sem ligação à internet' })).toHaveTextContent(
        offlineText,
      );
      expectOpenLinksStay();
    });

    it("when the platform's connection has been down a while, says so too; 'Tentar novamente' tries the players anyway", async () => {
      const user = userEvent.setup();
      const test = await renderVideos();
      expect(players()).toHaveLength(2);
      act(() => test.backend.controls.setConnected(false));
      // The platform waits a few seconds before it calls the tablet offline.
      expect(players()).toHaveLength(2);
      expect(
        await screen.findByRole('region', { name: 'Sem ligação à internet' }, { timeout: 6000 }),
      ).toBeInTheDocument();
      expect(players()).toEqual([]);
      expectOpenLinksStay();

      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(players()).toHaveLength(2);
      expect(
        screen.queryByRole('region', { name: 'Sem ligação à internet' }),
      ).not.toBeInTheDocument();
      act(() => test.backend.controls.setConnected(true));
      expect(players()).toHaveLength(2);
    });
  });
});
