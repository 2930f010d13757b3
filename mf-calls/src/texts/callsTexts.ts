/** The calls screen (`calls-screen/`): its heading, loading, failure and empty states. */
export const callsTexts = {
  title: 'Chamadas',
  description: 'Toque em «Ligar» ao lado do nome da pessoa com quem quer falar.',
  readFailed:
    'Não foi possível mostrar os seus contactos. Verifique a ligação à internet e tente novamente.',
  retry: 'Tentar novamente',
  waitingForConnection: 'A aguardar ligação à internet…',
  loading: 'A carregar os seus contactos…',
  /** No contact at all; `providerName` is the association's (its configuration). */
  noContacts: (providerName: string) => `Não tem contactos adicionados pela ${providerName}.`,
  /** The search found nothing; `search` is what the person typed, trimmed. */
  noMatch: (search: string) => `Nenhum contacto começa por «${search}».`,
  showAll: 'Mostrar todos os contactos',
} as const;
