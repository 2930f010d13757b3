import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '@amparo/shared-machines';
import { ShellApp } from '../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
  testAssociationCode,
} from '../testing/shellTestServices';

describe('Home', () => {
  it('greets her by the first name she registered with and says what day it is', async () => {
    const test = await startShellServices({ signedIn: true, path: '/' });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Hoje é ${formatLongDate(new Date())}`)).toBeInTheDocument();
  });

  it('writes her name with a capital however she typed it, never from the e-mail', async () => {
    const data = defaultSeed.data as { members: Record<string, object> };
    const seed = {
      ...defaultSeed,
      data: {
        ...data,
        members: { [maria.uid]: { ...data.members[maria.uid], name: 'maria da graça' } },
      },
    };
    const test = await startShellServices({
      signedIn: true,
      path: '/',
      seed,
    });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/maria silva/i)).not.toBeInTheDocument();
  });

  it('offers the five sections and the family as large tiles, in the spec order', async () => {
    const test = await startShellServices({ signedIn: true, path: '/' });
    renderWithShellServices(<ShellApp />, test);
    const tiles = within(await screen.findByRole('list', { name: 'Secções' })).getAllByRole(
      'listitem',
    );
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Chamadas',
      'Saúde',
      'YouTube',
      'ProBranca',
      'Jogos',
      'Família',
    ]);
    expect(screen.getByRole('link', { name: 'Chamadas' })).toHaveAttribute('href', '/chamadas');
    expect(screen.getByRole('link', { name: 'Saúde' })).toHaveAttribute('href', '/calendario');
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', '/videos');
    expect(screen.getByRole('link', { name: 'Jogos' })).toHaveAttribute('href', '/jogos');
    expect(screen.getByRole('link', { name: 'Família' })).toHaveAttribute('href', '/familia');
    expect(screen.getByRole('button', { name: 'ProBranca' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('keeps the association code at the end of its links when the address has it', async () => {
    const test = await startShellServices({ signedIn: true, path: `/${testAssociationCode}` });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('link', { name: 'Chamadas' })).toHaveAttribute(
      'href',
      `/chamadas${testAssociationCode}`,
    );
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      `/videos${testAssociationCode}`,
    );
    expect(screen.getByRole('link', { name: 'Jogos' })).toHaveAttribute(
      'href',
      `/jogos${testAssociationCode}`,
    );
  });

  it('navigates inside the platform when a tile is tapped', async () => {
    const test = await startShellServices({ signedIn: true, path: '/' });
    renderWithShellServices(<ShellApp />, test);
    await userEvent.click(await screen.findByRole('link', { name: 'YouTube' }));
    expect(test.navigate).toHaveBeenCalledWith('/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeos' })).toBeInTheDocument();
  });

  it('opens the ProBranca dialog of the page from its tile', async () => {
    const test = await startShellServices({ signedIn: true, path: '/' });
    renderWithShellServices(<ShellApp />, test);
    await userEvent.click(await screen.findByRole('button', { name: 'ProBranca' }));
    expect(test.dialogs.getSnapshot().matches({ probranca: 'open' })).toBe(true);
    expect(test.dialogs.getSnapshot().matches({ info: 'closed', emergency: 'closed' })).toBe(true);
  });
});
