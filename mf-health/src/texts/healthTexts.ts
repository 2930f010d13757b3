/** The health screen (`health-screen/`): its heading, its loading state, a card that could not be read. */
export const healthTexts = {
  title: 'Saúde',
  description: 'As consultas e os medicamentos que a sua equipa de apoio registou.',
  waitingForConnection: 'A aguardar ligação à internet…',
  loading: 'A carregar as suas consultas e medicamentos…',
  /** A card's live read was refused; `what` names its content (`medicationsTexts.readFailedWhat`…). */
  readFailed: (what: string) =>
    `Não foi possível mostrar ${what}. Verifique a ligação à internet e tente novamente.`,
  retry: 'Tentar novamente',
} as const;
