/** The chrome's header (`chrome/header/`): its three buttons. The product's name is productTexts'. */
export const headerTexts = {
  actionsLabel: 'Ajuda e sessão',
  info: 'Informações',
  signOut: 'Sair',
  emergency: 'Emergência',
} as const;
