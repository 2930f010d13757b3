import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAssociationConfig } from '@amparo/shared-machines';
import { renderWithServices } from '../test-support/renderWithServices';
import { GamesHub } from './GamesHub';

describe('GamesHub', () => {
  it('offers Solitário and Jogo do Galo as large links inside the platform', async () => {
    const { services } = renderWithServices(<GamesHub />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jogos' })).toHaveFocus();
    const solitaire = screen.getByRole('link', { name: /Solitário/ });
    const ticTacToe = screen.getByRole('link', { name: /Jogo do Galo/ });
    expect(solitaire).toHaveAttribute('href', '/solitario');
    expect(ticTacToe).toHaveAttribute('href', '/jogogalo');
    await userEvent.click(ticTacToe);
    expect(services.navigate).toHaveBeenCalledWith('/jogogalo');
  });

  it("lists 'Outros jogos' from the association's store games, opening in a new window", () => {
    renderWithServices(<GamesHub />);
    const others = screen.getByRole('region', { name: 'Outros jogos' });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tetris (abre noutra janela)',
      'Candy Crush (abre noutra janela)',
      'Sueca (abre noutra janela)',
    ]);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('href', defaultAssociationConfig.storeGames[index]?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    });
  });

  it('follows a different configuration', () => {
    renderWithServices(<GamesHub />, {
      association: { storeGames: [{ name: 'Damas', url: 'https://example.org/damas' }] },
    });
    expect(
      within(screen.getByRole('region', { name: 'Outros jogos' })).getByRole('link', {
        name: /Damas/,
      }),
    ).toHaveAttribute('href', 'https://example.org/damas');
  });
});
