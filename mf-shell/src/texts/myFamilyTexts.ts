/**
 * 'A minha família' (`family/my-family/`): the relatives in her circle, removing one, inviting one by
 * e-mail, and her setting for her day.
 */
export const myFamilyTexts = {
  heading: 'A minha família',
  intro: 'Quem da sua família recebe as suas respostas e lhe envia fotografias e mensagens.',
  membersLabel: 'Familiares',
  nobody: 'Ainda não tem familiares na sua família.',
  remove: 'Remover',
  /** The button's full name, for a screen reader (it begins with what it shows). */
  removeNamed: (name: string) => `Remover ${name}`,
  /** The question before a relative is removed (`name` hers). */
  removeQuestion: (name: string) =>
    `Remover ${name} da sua família? Deixa de ver as suas fotografias, mensagens e o seu dia.`,
  removeConfirm: 'Sim, remover',
  removeCancel: 'Não',
  inviteHeading: 'Convidar',
  emailLabel: 'E-mail do familiar',
  invite: 'Convidar',
  inviting: 'A criar o convite…',
  /** Shown once the invitation exists: the code to give the relative. */
  invitationCreated: 'O convite foi criado. Dê este código ao seu familiar:',
  revoke: 'Cancelar convite',
  accepted: (name: string) => (name ? `${name} entrou na sua família.` : 'O convite foi aceite.'),
  revoked: 'O convite foi cancelado.',
  expired: 'O convite expirou.',
  newInvitation: 'Fazer outro convite',
  dayShared: 'A família pode ver o meu dia',
  daySharedHint: 'Os medicamentos de hoje e as consultas de hoje e de amanhã. Nunca os contactos.',
  settingFailed: 'Não foi possível guardar. Verifique a ligação e tente outra vez.',
  back: 'Voltar à família',
} as const;
