import { cardName, suitNames, type Card } from '@amparo/shared-machines/games';

/** Where a dragged card is when it is over no pile (the drag announcements). */
const outsidePiles = 'fora das pilhas';

/**
 * The solitaire screen (`solitaire/`); its heading is `gameNamesTexts.solitaire`. Piles are counted
 * from 1, as people count; the cards' own names come from shared-machines (`cardName`, `suitNames`).
 */
export const solitaireTexts = {
  newGame: 'Novo jogo',
  instruction:
    'Arraste uma carta para cima de outra. Também pode tocar numa carta e depois no sítio para onde a quer levar.',
  wonTitle: 'Parabéns, ganhou!',

  /** Asked before the current game is thrown away. */
  newGameQuestion: 'Quer mesmo começar um jogo novo? As cartas deste jogo perdem-se.',
  confirmNewGame: 'Sim, jogo novo',
  keepPlaying: 'Não, continuar este jogo',

  /** The status line while a card is chosen, or after a refused move. */
  chosen: (card: Card) =>
    `Escolheu: ${cardName(card)}. Toque no sítio para onde a quer levar, ou toque outra vez na carta para desistir.`,
  moveNotAllowed: 'Essa carta não pode ir para aí. Escolha outra vez.',

  topRowLabel: 'Baralho e fundações',
  tableauLabel: 'Pilhas',
  wasteLabel: 'Cartas viradas',
  faceDownCard: 'Carta virada para baixo',

  pileName: (pile: number) => `Pilha ${pile + 1}`,
  emptyPileName: (pile: number) => `Pilha ${pile + 1}, vazia`,
  /** A face-up tableau card: the card's name, then its pile. */
  tableauCardName: (card: Card, pile: number) => `${cardName(card)}, pilha ${pile + 1}`,
  /** An empty foundation by its number; once it holds cards, by its suit and its top card. */
  foundationName: (pile: number, cards: readonly Card[]) => {
    const top = cards[cards.length - 1];
    if (top === undefined) return `Fundação ${pile + 1}, vazia`;
    return `Fundação de ${suitNames[top.suit]}, ${cardName(top)}`;
  },
  wasteCardName: (card: Card) => `${cardName(card)}, cartas viradas`,

  /** The stock's accessible name while it has `left` cards. */
  stockName: (left: number) => `Baralho, ${left} ${left === 1 ? 'carta' : 'cartas'}: virar cartas`,
  /** The stock is empty but the turned cards can go back to it. */
  stockTurnBackName: 'Baralho vazio: voltar a virar as cartas',
  stockEmptyName: 'Baralho vazio',
  /** The words printed on the stock (its accessible name says more). */
  stockTurnLabel: (left: number) => `Virar (${left})`,
  stockTurnBackLabel: 'Voltar',

  /** What a screen reader hears while a card is dragged (dnd-kit's own are English). */
  drag: {
    instructions:
      'Para mover uma carta, toque nela e depois toque no sítio para onde a quer levar.',
    /** The dragged card when it has no name of its own. */
    someCard: 'a carta',
    outsidePiles,
    picked: (card: string) => `Pegou em ${card}.`,
    over: (card: string, area: string) => `${card} sobre ${area}.`,
    overNothing: (card: string) => `${card} ${outsidePiles}.`,
    dropped: (card: string, area: string) => `Largou ${card} em ${area}.`,
    droppedNowhere: (card: string) => `Largou ${card} ${outsidePiles}.`,
    cancelled: (card: string) => `Desistiu de mover ${card}.`,
  },
} as const;
