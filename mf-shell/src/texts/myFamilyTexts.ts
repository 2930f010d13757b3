/**
 * 'A minha família' (`family/my-family/`): the words that speak to her — her relatives, removing one,
 * inviting one by e-mail, and her setting for her day. The words her carers' console says the same are
 * in shared-ui's familyCircleTexts.
 */
export const myFamilyTexts = {
  heading: 'A minha família',
  intro: 'Quem da sua família recebe as suas respostas e lhe envia fotografias e mensagens.',
  nobody: 'Ainda não tem familiares na sua família.',
  /** The question before a relative is removed (`name` hers). */
  removeQuestion: (name: string) =>
    `Remover ${name} da sua família? Deixa de ver as suas fotografias, mensagens e o seu dia.`,
  /** Shown once the invitation exists: the code to give the relative. */
  invitationCreated: 'O convite foi criado. Dê este código ao seu familiar:',
  accepted: (name: string) => (name ? `${name} entrou na sua família.` : 'O convite foi aceite.'),
  dayShared: 'A família pode ver o meu dia',
  daySharedHint: 'Os medicamentos de hoje e as consultas de hoje e de amanhã. Nunca os contactos.',
  settingFailed: 'Não foi possível guardar. Verifique a ligação e tente outra vez.',
  back: 'Voltar à família',
} as const;
