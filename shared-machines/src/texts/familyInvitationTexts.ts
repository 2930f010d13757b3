/**
 * What the family invitation says when it cannot go on (machines/familyInvitation): the person's or her
 * carer's side (making and revoking one) and the relative's side (accepting one).
 */
export const familyInvitationTexts = {
  /** The invitation could not be written (offline, refused). */
  issueFailed: 'Não foi possível criar o convite. Verifique a ligação e tente outra vez.',
  revokeFailed: 'Não foi possível cancelar o convite. Verifique a ligação e tente outra vez.',
  /** The code the relative typed or followed matches no invitation (or one that was cancelled). */
  unknownCode: 'Este convite não existe ou foi cancelado. Peça um novo convite.',
  usedCode: 'Este convite já foi usado. Peça um novo convite.',
  expiredCode: 'Este convite já expirou. Peça um novo convite.',
  /** The relative sent the code's field empty. */
  codeMissing: 'Escreva o código do convite que recebeu.',
  checkFailed: 'Não foi possível verificar o convite. Verifique a ligação e tente outra vez.',
  joinFailed: 'Não foi possível entrar na família. Verifique a ligação e tente outra vez.',
  /** The relative's code field (shell's acceptance screen, a relative's own section). */
  codeLabel: 'Código do convite',
  codeHint: 'Está na mensagem que recebeu, por exemplo K7Q2-M9XD-PT4C.',
  checkCode: 'Verificar convite',
  checking: 'A verificar o convite…',
  retry: 'Tentar novamente',
  /** An open invitation, before she joins: whose family it is, as the person registered her name. */
  invitationFor: (personName: string) => `Convite para a família de ${personName}.`,
  joining: 'A entrar na família…',
} as const;
