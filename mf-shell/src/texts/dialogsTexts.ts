/**
 * The chrome's dialogs (`chrome/dialogs/`): information, emergency, ProBranca and the question before
 * signing out. ProBranca's title is its section's name (sectionNamesTexts.probranca).
 */
export const dialogsTexts = {
  info: {
    title: 'Informações',
    madeBy: 'Este projeto foi desenvolvido por:',
    terms: 'Termos de utilização',
    adminTool: 'Ir para a ferramenta de administração',
  },
  emergency: {
    title: 'Contactos de emergência',
    numbersLabel: 'Números de emergência',
    /** `helpLineLabel` is the association's help line (its configuration). */
    callWhatsApp: (helpLineLabel: string) => `Ligar à ${helpLineLabel} pelo WhatsApp`,
    tapToCall: 'Toque num contacto para ligar.',
    alsoWhatsApp: 'Também pode ligar pelo WhatsApp:',
    noPhoneCalls: 'Este tablet não faz chamadas telefónicas.',
    askForHelp: 'Para pedir ajuda, ligue pelo WhatsApp:',
    otherPhone: 'Num telemóvel ou telefone, ligue para:',
  },
  probranca: {
    call: 'Ligar',
    /** `associationName` is the association's full name (its configuration). */
    explanation: (associationName: string) =>
      `Ao clicar em «Ligar» será redirecionado para uma videochamada com os membros da ${associationName}.`,
    /** Without network, instead of the explanation and «Ligar» (the call needs the internet). */
    offline: (associationName: string) =>
      `A videochamada com os membros da ${associationName} precisa da internet. Quando a ligação voltar, pode ligar daqui.`,
  },
  signOut: {
    question: 'Quer mesmo sair?',
    no: 'Não',
    yes: 'Sim, sair',
    signingOut: 'A sair…',
    explanation: 'Para voltar a entrar vai precisar do seu e-mail e da sua palavra-passe.',
    /** Doses pressed without network that the database does not have yet: leaving now loses them. */
    dosesWaiting: (count: number) =>
      count === 1
        ? 'Marcou uma toma sem internet que ainda não foi registada. Se sair agora, ela perde-se: espere que a internet volte.'
        : `Marcou ${count} tomas sem internet que ainda não foram registadas. Se sair agora, elas perdem-se: espere que a internet volte.`,
  },
} as const;
