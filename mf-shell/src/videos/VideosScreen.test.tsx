import { screen, within } from '@testing-library/react';
import { defaultAssociationConfig } from '@amparo/shared-machines';
import { ShellApp } from '../ShellApp';
import { renderWithShellServices, startShellServices, testSecret } from '../testing/shellTestServices';

describe('Vídeos', () => {
  it('embeds each channel of the association with a title and a way to open it outside', async () => {
    const test = await startShellServices({ signedIn: true, path: '/videos' });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeos' })).toHaveFocus();
    const channels = defaultAssociationConfig.videoChannels;
    expect(channels).toHaveLength(2);
    for (const channel of channels) {
      const region = screen.getByRole('region', { name: channel.title });
      expect(within(region).getByTitle(`Vídeo: ${channel.title}`)).toHaveAttribute('src', channel.embedUrl);
      const link = within(region).getByRole('link', { name: new RegExp(`^Abrir no YouTube\\s?: ${channel.title} \\(abre noutra janela\\)$`) });
      expect(link).toHaveAttribute('href', channel.externalUrl);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('is also at /videos{secret}', async () => {
    const test = await startShellServices({ signedIn: true, path: `/videos${testSecret}` });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeos' })).toBeInTheDocument();
  });
});
