/**
 * The words a person's family circle says the same on her tablet ('A minha família') and in her
 * carers' console ('Família'): the relatives' list, removing one and inviting one
 * (family-circle/RelativesList, family-circle/InviteRelative). What depends on who reads — whose
 * family, who gives the code — each screen says in its own catalogue.
 */
export const familyCircleTexts = {
  membersLabel: 'Familiares',
  /** When a relative joined, under her name. */
  memberSince: (day: string) => `Na família desde ${day}`,
  remove: 'Remover',
  /** The button's full name, for a screen reader (it begins with what it shows). */
  removeNamed: (name: string) => `Remover ${name}`,
  removeConfirm: 'Sim, remover',
  removeCancel: 'Não',
  inviteHeading: 'Convidar',
  emailLabel: 'E-mail do familiar',
  invite: 'Convidar',
  inviting: 'A criar o convite…',
  /** Under the code: the same invitation as a link to send (the code in its fragment). */
  invitationLink: 'Ou envie-lhe esta ligação:',
  revoke: 'Cancelar convite',
  revoked: 'O convite foi cancelado.',
  expired: 'O convite expirou.',
  newInvitation: 'Fazer outro convite',
} as const;
