/**
 * The default association's own words (config/associationConfig's `defaultAssociationConfig`): its
 * names, the labels of its emergency numbers, its video channels, the store games and the sponsors'
 * logos. Another association gives its own in its configuration.
 */
export const associationTexts = {
  providerName: 'ProBranca',
  fullName: 'Associação ProBranca',
  legalName: 'ProBranca – Associação de Solidariedade Social',
  address: 'Rua da Igreja, 3850-581 Branca, Albergaria-a-Velha',
  emergencyLabels: {
    medical: 'INEM',
    police: 'GNR Albergaria-a-Velha',
    firefighters: 'Bombeiros Albergaria-a-Velha',
    association: 'ProBranca',
  },
  whatsAppHelpLine: 'ProBranca',
  videoChannels: {
    sanctuary: 'Santuário de Fátima em direto',
    association: 'Canal da ProBranca',
  },
  storeGames: {
    tetris: 'Tetris',
    candyCrush: 'Candy Crush',
    sueca: 'Sueca',
  },
  sponsorLogos: {
    association: 'Associação ProBranca',
    project: 'Projeto Amparo',
  },
} as const;
