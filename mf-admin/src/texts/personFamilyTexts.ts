/**
 * Every word of a carer's screen of one person's family circle (person-family/) that speaks of her in
 * the third person; the words her tablet says the same are shared-ui's familyCircleTexts.
 */
export const personFamilyTexts = {
  /** The banner's link and the screen's heading. */
  heading: 'Família',
  intro: (name: string) =>
    `Os familiares de ${name}: enviam-lhe fotografias e mensagens e recebem as suas respostas. Pode convidar um familiar em seu nome ou remover um familiar.`,
  relativesHeading: 'Familiares',
  nobody: (name: string) => `${name} ainda não tem familiares no Amparo.`,
  /** The question before a relative (`relative`) is removed from `name`'s circle. */
  removeQuestion: (name: string, relative: string) =>
    `Remover ${relative} da família de ${name}? Deixa de ver as fotografias, as mensagens e o dia de ${name}, logo que carregar em remover.`,
  /** Shown once the invitation exists: the code the carer gives the relative. */
  invitationCreated: 'O convite foi criado. Dê este código ao familiar:',
  accepted: (name: string, relative: string) =>
    relative ? `${relative} entrou na família de ${name}.` : 'O convite foi aceite.',
  dayHeading: 'O dia para a família',
  dayShared: (name: string) =>
    `${name} deixa a família ver o seu dia: os medicamentos de hoje e as consultas de hoje e de amanhã, nunca os contactos.`,
  dayNotShared: (name: string) => `${name} não deixa a família ver o seu dia.`,
  /** Why the carer sees the setting and cannot change it (the rules let only the person write it). */
  dayOnlyHers: (name: string) =>
    `Só ${name} decide isto, no seu tablet. Aqui pode ver a escolha, mas não a pode mudar.`,
  dayFailed: 'Não foi possível ler esta escolha. Verifique a ligação à internet.',
  /** Each relative's view of her day is in her access log (`log` is the banner's link to it). */
  dayViewsLogged: (name: string, log: string) =>
    `Cada vez que um familiar vê o dia de ${name}, fica escrito no ${log}, com o nome do familiar.`,
  /** The family's posts are not shown to carers (the rules keep them to her and her circle). */
  postsNotShown: (name: string) =>
    `As fotografias e as mensagens da família não aparecem aqui: são só para ${name} e para os seus familiares.`,
} as const;
