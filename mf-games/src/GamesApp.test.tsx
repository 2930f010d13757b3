import { screen } from '@testing-library/react';
import { GamesApp } from './GamesApp';
import { renderWithServices } from './test-support/renderWithServices';
import type { AppServices } from '@amparo/shared-machines';

function renderAt(path: string, associationCode: string | null = null) {
  window.history.pushState({}, '', path);
  return renderWithServices(<GamesApp services={{} as AppServices} />, { associationCode });
}

describe('GamesApp picks its screen from the address', () => {
  it.each([
    ['/jogos', 'Jogos'],
    ['/jogosCODIGO', 'Jogos'],
    ['/solitario', 'Solitário'],
    ['/solitario?baralho=18', 'Solitário'],
    ['/jogogalo', 'Jogo do Galo'],
    ['/jogogalo?sorte=3', 'Jogo do Galo'],
  ])('%s shows %s', (path, heading) => {
    renderAt(path, 'CODIGO');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
