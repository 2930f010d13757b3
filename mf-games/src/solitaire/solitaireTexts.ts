import {
  cardName,
  suitNames,
  type Card,
  type SolitaireContext,
  type SolitaireGame,
} from '@amparo/shared-machines/games';

export const solitaireInstruction =
  'Arraste uma carta para cima de outra. Também pode tocar numa carta e depois no sítio para onde a quer levar.';

export const wonTitle = 'Parabéns, ganhou!';

/** 'Pilha 3, vazia' for an empty tableau pile (1-based, as people count). */
export function emptyPileName(pile: number): string {
  return `Pilha ${pile + 1}, vazia`;
}

/** A face-up tableau card: 'Ás de copas, pilha 3'. */
export function tableauCardName(card: Card, pile: number): string {
  return `${cardName(card)}, pilha ${pile + 1}`;
}

/** 'Fundação 2, vazia', or named after its suit once it holds cards: 'Fundação de espadas, 5 de espadas'. */
export function foundationName(pile: number, cards: readonly Card[]): string {
  const top = cards[cards.length - 1];
  if (top === undefined) return `Fundação ${pile + 1}, vazia`;
  return `Fundação de ${suitNames[top.suit]}, ${cardName(top)}`;
}

export function wasteCardName(card: Card): string {
  return `${cardName(card)}, cartas viradas`;
}

export function stockName(game: SolitaireGame): string {
  const left = game.stock.length;
  if (left > 0) return `Baralho, ${left} ${left === 1 ? 'carta' : 'cartas'}: virar cartas`;
  if (game.waste.length > 0) return 'Baralho vazio: voltar a virar as cartas';
  return 'Baralho vazio';
}

/** What the status line says: the chosen card and what to do next, or why a move was refused. */
export function statusText(
  context: Pick<SolitaireContext, 'selected' | 'feedback'>,
  selectedCard: Card | undefined,
): string {
  if (context.feedback === 'move-not-allowed')
    return 'Essa carta não pode ir para aí. Escolha outra vez.';
  if (context.selected !== null && selectedCard !== undefined) {
    return `Escolheu: ${cardName(selectedCard)}. Toque no sítio para onde a quer levar, ou toque outra vez na carta para desistir.`;
  }
  return '';
}
