/**
 * The names of the person's sections, the same on home's tiles and on the bottom navigation (and
 * ProBranca's on its dialog).
 */
export const sectionNamesTexts = {
  home: 'Início',
  calls: 'Chamadas',
  health: 'Saúde',
  videos: 'YouTube',
  probranca: 'ProBranca',
  games: 'Jogos',
  family: 'Família',
} as const;
