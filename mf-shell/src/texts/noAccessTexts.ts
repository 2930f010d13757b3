/** The notice for an account that is neither a person nor a carer (`no-access/`). */
export const noAccessTexts = {
  heading: 'Esta conta ainda não tem acesso',
  /** `providerName` is the association's (its configuration). */
  accountNotRegistered: (email: string, providerName: string) =>
    `A conta ${email} não está registada na ${providerName}.`,
  /** The same, when the session has no e-mail. */
  thisAccountNotRegistered: (providerName: string) =>
    `Esta conta não está registada na ${providerName}.`,
  whatToDo: (providerName: string) =>
    `Para usar o Amparo, inicie sessão com o email e a palavra-passe que lhe foram dados pela ${providerName}, ou registe-se com o endereço de registo que a ${providerName} lhe deu.`,
  signOut: 'Sair',
} as const;
