import { fireEvent, screen, within } from '@testing-library/react';
import {
  applyMove,
  cardName,
  dealSeededGame,
  destinationsFor,
  solveSolitaire,
  type Destination,
  type SolitaireGame,
  type SolitaireMove,
} from '@amparo/shared-machines/games';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../test-support/renderWithServices';
import { SolitaireScreen } from './SolitaireScreen';
import { solitaireTexts } from '../texts/solitaireTexts';

const { emptyPileName, foundationName, tableauCardName, wasteCardName } = solitaireTexts;

const SEED = 18;

const button = (name: string) => screen.getByRole('button', { name });
/**
 * The same lookup by the accessible name we set (aria-label), without computing every button's name:
 * the winning playthrough taps some 200 times.
 */
const quickButton = (name: string) => {
  const found = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button named ${name}`);
  return found;
};
/** The game's status line (dnd-kit keeps its own live region too). */
const statusLine = () => screen.getAllByRole('status').find((element) => element.tagName === 'P')!;

/** The button a person taps to put the chosen card at a destination. */
function destinationButton(game: SolitaireGame, to: Destination): HTMLElement {
  if (to.area === 'foundation')
    return quickButton(foundationName(to.pile, game.foundations[to.pile] ?? []));
  const pile = game.tableau[to.pile] ?? [];
  const top = pile[pile.length - 1];
  return quickButton(top ? tableauCardName(top, to.pile) : emptyPileName(to.pile));
}

/** Plays one move as a person would: tap the stock, or tap a card and then its destination. */
function tapMove(game: SolitaireGame, move: SolitaireMove) {
  if (move.kind === 'flop') {
    fireEvent.click(document.querySelector<HTMLElement>('button[aria-label^="Baralho"]')!);
    return;
  }
  const { from } = move;
  if (from.area === 'tableau') {
    fireEvent.click(quickButton(tableauCardName(game.tableau[from.pile]![from.index]!, from.pile)));
  } else if (from.area === 'waste') {
    fireEvent.click(quickButton(wasteCardName(game.waste[game.waste.length - 1]!)));
  } else {
    fireEvent.click(quickButton(foundationName(from.pile, game.foundations[from.pile]!)));
  }
  fireEvent.click(destinationButton(game, move.to));
}

describe('SolitaireScreen: the game she left', () => {
  it('comes back as it was when she returns to the screen; a deal asked by its number does not', () => {
    const first = renderWithServices(<SolitaireScreen />);
    const stock = () => document.querySelector<HTMLElement>('button[aria-label^="Baralho"]')!;
    fireEvent.click(stock());
    const shown = () =>
      [...document.querySelectorAll('button[aria-label], [role="img"][aria-label]')].map(
        (element) => element.getAttribute('aria-label'),
      );
    const before = shown();
    expect(stock()).toHaveAccessibleName('Baralho, 21 cartas: virar cartas');
    first.unmount();

    const again = renderWithServices(<SolitaireScreen />);
    expect(shown()).toEqual(before);
    again.unmount();

    renderWithServices(<SolitaireScreen seed={SEED} />);
    expect(stock()).toHaveAccessibleName('Baralho, 24 cartas: virar cartas');
  });
});

describe('SolitaireScreen', () => {
  it('deals the seeded game: 7 piles with their top card face up, the stock and 4 empty foundations', () => {
    renderWithServices(<SolitaireScreen seed={SEED} />);
    const game = dealSeededGame(SEED);
    expect(screen.getByRole('heading', { level: 1, name: 'Solitário' })).toBeInTheDocument();
    expect(screen.getByText(/Arraste uma carta para cima de outra/)).toBeInTheDocument();
    game.tableau.forEach((pile, index) => {
      const top = pile[pile.length - 1]!;
      expect(button(tableauCardName(top, index))).toBeInTheDocument();
    });
    expect(screen.getAllByRole('img', { name: 'Carta virada para baixo' })).toHaveLength(21);
    expect(button('Baralho, 24 cartas: virar cartas')).toBeInTheDocument();
    [0, 1, 2, 3].forEach((pile) =>
      expect(button(`Fundação ${pile + 1}, vazia`)).toBeInTheDocument(),
    );
  });

  it('flops up to three cards; only the last is a button', () => {
    renderWithServices(<SolitaireScreen seed={SEED} />);
    fireEvent.click(button('Baralho, 24 cartas: virar cartas'));
    const game = applyMove(dealSeededGame(SEED), { kind: 'flop' });
    const waste = screen.getByRole('group', { name: 'Cartas viradas' });
    expect(within(waste).getAllByRole('button')).toHaveLength(1);
    expect(within(waste).getByRole('button')).toHaveAccessibleName(wasteCardName(game.waste[2]!));
    expect(button('Baralho, 21 cartas: virar cartas')).toBeInTheDocument();
  });

  it('tap-to-move: the chosen card is marked (pressed, tick, status) and its destinations outlined', () => {
    const game = dealSeededGame(SEED);
    // find a tableau card with a legal destination in the deal
    const from = game.tableau
      .map((pile, index) => ({ area: 'tableau', pile: index, index: pile.length - 1 }) as const)
      .find((position) => destinationsFor(game, position).length > 0)!;
    const card = game.tableau[from.pile]![from.index]!;
    const { container } = renderWithServices(<SolitaireScreen seed={SEED} />);
    const chosen = button(tableauCardName(card, from.pile));
    fireEvent.click(chosen);
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(statusLine()).toHaveTextContent(`Escolheu: ${cardName(card)}.`);
    expect(container.querySelectorAll('[data-drop-target="valid"]')).toHaveLength(
      destinationsFor(game, from).length,
    );
    // tapping it again puts it down
    fireEvent.click(chosen);
    expect(chosen).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelectorAll('[data-drop-target="valid"]')).toHaveLength(0);
  });

  it('says so when the destination is not allowed, and puts the card down', () => {
    renderWithServices(<SolitaireScreen seed={SEED} />);
    const game = dealSeededGame(SEED);
    const pile = game.tableau.findIndex((cards) => cards[cards.length - 1]!.rank !== 1);
    const top = game.tableau[pile]![pile]!;
    fireEvent.click(button(tableauCardName(top, pile)));
    fireEvent.click(button('Fundação 1, vazia'));
    expect(statusLine()).toHaveTextContent('Essa carta não pode ir para aí. Escolha outra vez.');
    expect(button(tableauCardName(top, pile))).toHaveAttribute('aria-pressed', 'false');
    expect(button('Fundação 1, vazia')).toBeInTheDocument();
  });

  it('is played with the keyboard too: Tab to a button, Enter or Space', async () => {
    const user = userEvent.setup();
    renderWithServices(<SolitaireScreen seed={SEED} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Solitário' })).toHaveFocus();
    await user.tab(); // Novo jogo
    await user.tab(); // Voltar aos jogos
    await user.tab(); // the stock
    expect(button('Baralho, 24 cartas: virar cartas')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Baralho, 21 cartas: virar cartas')).toHaveFocus();
    await user.tab(); // the playable waste card
    await user.keyboard(' ');
    expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
  });

  it("asks before a new game: 'Não, continuar este jogo' keeps the cards, 'Sim, jogo novo' deals another", async () => {
    const user = userEvent.setup();
    renderWithServices(<SolitaireScreen seed={SEED} />);
    await user.click(button('Baralho, 24 cartas: virar cartas'));
    await user.click(button('Novo jogo'));
    const question = screen.getByRole('heading', {
      level: 2,
      name: /Quer mesmo começar um jogo novo\?/,
    });
    expect(question).toHaveFocus();
    await user.click(button('Não, continuar este jogo'));
    expect(button('Novo jogo')).toHaveFocus();
    expect(button('Baralho, 21 cartas: virar cartas')).toBeInTheDocument();
    await user.click(button('Novo jogo'));
    await user.click(button('Sim, jogo novo'));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(button('Baralho, 24 cartas: virar cartas')).toBeInTheDocument();
  });

  it("wins the seeded deal by tapping the solver's moves: 'Parabéns, ganhou!' and Recomeçar deals a new game", () => {
    renderWithServices(<SolitaireScreen seed={SEED} />);
    let game = dealSeededGame(SEED);
    const moves = solveSolitaire(game);
    expect(moves).not.toBeNull();
    for (const move of moves ?? []) {
      tapMove(game, move);
      game = applyMove(game, move);
    }
    const banner = screen.getByRole('heading', { level: 2, name: /Parabéns, ganhou!/ });
    expect(banner).toHaveFocus();
    ['copas', 'ouros', 'paus', 'espadas'].forEach((suit) =>
      expect(
        screen.getByRole('button', { name: `Fundação de ${suit}, Rei de ${suit}` }),
      ).toBeInTheDocument(),
    );
    fireEvent.click(button('Recomeçar'));
    expect(screen.queryByRole('heading', { level: 2, name: /Parabéns/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Carta virada para baixo' })).toHaveLength(21);
    expect(button('Baralho, 24 cartas: virar cartas')).toBeInTheDocument();
  });
});
