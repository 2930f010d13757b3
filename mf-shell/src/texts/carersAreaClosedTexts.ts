/** The notice of a carers' address opened in a person's session (`carers-area-closed/`). */
export const carersAreaClosedTexts = {
  heading: 'Esta página é para os cuidadores',
  /** `providerName` is the association's (its configuration). */
  whoseSession: (providerName: string) =>
    `Neste tablet está aberta a sessão de uma pessoa acompanhada pela ${providerName}. Os contactos, as consultas e os medicamentos são mantidos pelos cuidadores, cada um com a sua própria conta.`,
  ifCarer:
    'Se é cuidador, entre com a sua conta de cuidador no seu tablet ou computador: lá encontra as pessoas que acompanha.',
  goHome: 'Ir para o início',
} as const;
