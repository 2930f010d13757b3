/**
 * The playing cards' European Portuguese names (games/solitaire/cardNames), shown and spoken as the
 * cards' accessible names: suits by the game's suit, ranks with a name of their own by number.
 */
export const cardTexts = {
  suits: {
    heart: 'copas',
    tile: 'ouros',
    clover: 'paus',
    pike: 'espadas',
  },
  ranks: {
    1: 'Ás',
    11: 'Valete',
    12: 'Dama',
    13: 'Rei',
  },
  card: (rank: string, suit: string) => `${rank} de ${suit}`,
} as const;
