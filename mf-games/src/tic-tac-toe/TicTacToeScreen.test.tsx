import { act, fireEvent, screen } from '@testing-library/react';
import { findPlayerMoves } from '../../../shared-machines/src/games/ticTacToe/playthrough';
import { renderWithServices } from '../test-support/renderWithServices';
import { TicTacToeScreen } from './TicTacToeScreen';

const SEED = 7;
const square = (n: number) => screen.getByRole('button', { name: new RegExp(`^Casa ${n},`) });

async function computerReplies() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1500);
  });
}

async function play(moves: readonly number[]) {
  for (const move of moves) {
    fireEvent.click(square(move + 1));
    await computerReplies();
  }
}

describe('TicTacToeScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('the game she left comes back at her turn when she returns', async () => {
    const first = renderWithServices(<TicTacToeScreen seed={SEED} />);
    fireEvent.click(square(5));
    await computerReplies();
    const marks = () =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => square(n).getAttribute('aria-label'));
    const before = marks();
    expect(before.filter((name) => name?.endsWith(', O'))).toHaveLength(1);
    first.unmount();

    const again = renderWithServices(<TicTacToeScreen seed={SEED} />);
    expect(marks()).toEqual(before);
    expect(screen.getByRole('status')).toHaveTextContent('É a sua vez.');
    again.unmount();
  });

  it('a finished game is not kept: the next visit starts a new one', async () => {
    const first = renderWithServices(<TicTacToeScreen seed={SEED} />);
    await play(findPlayerMoves(SEED, 'x') ?? []);
    expect(screen.getByRole('heading', { level: 2, name: /Ganhou!/ })).toBeInTheDocument();
    first.unmount();
    renderWithServices(<TicTacToeScreen seed={SEED} />);
    const names = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => square(n).getAttribute('aria-label'));
    expect(names.every((name) => name?.endsWith(', vazia'))).toBe(true);
  });

  it('shows a 3×3 board of named squares and whose turn it is', () => {
    renderWithServices(<TicTacToeScreen seed={SEED} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jogo do Galo' })).toBeInTheDocument();
    const board = screen.getByRole('group', { name: 'Tabuleiro do jogo do galo' });
    expect(board.querySelectorAll('button')).toHaveLength(9);
    expect(square(1)).toHaveAccessibleName('Casa 1, vazia');
    expect(screen.getByRole('status')).toHaveTextContent('É a sua vez.');
  });

  it('marks X, says the computer is thinking for 1.5 s, then shows its O', async () => {
    renderWithServices(<TicTacToeScreen seed={SEED} />);
    fireEvent.click(square(5));
    expect(square(5)).toHaveAccessibleName('Casa 5, X');
    expect(screen.getByRole('status')).toHaveTextContent('O computador está a pensar...');
    fireEvent.click(square(1));
    expect(square(1)).toHaveAccessibleName('Casa 1, vazia');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1499);
    });
    expect(screen.queryAllByRole('button', { name: /, O$/ })).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getAllByRole('button', { name: /, O$/ })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      /O computador jogou na casa \d\. É a sua vez\./,
    );
  });

  it('ignores an occupied square', async () => {
    renderWithServices(<TicTacToeScreen seed={SEED} />);
    fireEvent.click(square(5));
    await computerReplies();
    const taken = screen.getByRole('button', { name: /, O$/ });
    fireEvent.click(taken);
    fireEvent.click(square(5));
    expect(screen.getByRole('status')).toHaveTextContent('É a sua vez.');
    expect(screen.getAllByRole('button', { name: /, X$/ })).toHaveLength(1);
    expect(square(5)).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['won', 'x', 'Ganhou!'],
    ['lost', 'o', 'Perdeu...'],
    ['draw', 'draw', 'Empatou'],
  ] as const)(
    'plays to %s (%s): the banner says %s and Recomeçar starts again in place',
    async (_state, result, title) => {
      renderWithServices(<TicTacToeScreen seed={SEED} />);
      await play(findPlayerMoves(SEED, result) ?? []);
      const heading = screen.getByRole('heading', {
        level: 2,
        name: new RegExp(title.replace('.', '\\.')),
      });
      expect(heading).toHaveFocus();
      // Nothing can be played after the end.
      const free = screen.queryAllByRole('button', { name: /vazia/ });
      free.forEach((button) => fireEvent.click(button));
      expect(screen.queryAllByRole('button', { name: /vazia/ })).toHaveLength(free.length);
      fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /vazia$/ })).toHaveLength(9);
    },
  );
});
