/** Every word the carers' console (/pessoas) shows, and the way from a person to the next. */

function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const consoleTexts = {
  heading: 'As pessoas que acompanha',
  description: 'Escolha uma pessoa para tratar dos seus contactos, consultas e medicamentos.',
  registerPerson: 'Registar nova pessoa',
  listLabel: 'As pessoas que acompanha',
  failed: 'Não foi possível mostrar as pessoas que acompanha.',
  retry: 'Tentar novamente',
  nobodyFollowed:
    'Ainda não acompanha ninguém. Registe uma nova pessoa, ou peça à associação que lhe atribua as pessoas que acompanha.',
  nameless: 'Pessoa sem nome',

  searchRegion: 'Procurar pessoa',
  searchLabel: 'Procurar pessoa pelo nome',
  clearSearch: 'Limpar a pesquisa',
  nobodyFound: (search: string) => `Nenhuma pessoa encontrada com «${search.trim()}» no nome.`,
  /** Searching among those who need attention, when the name is found among everyone. */
  nobodyFoundNeedingAttention: (search: string, count: number) =>
    `Nenhuma pessoa com «${search.trim()}» no nome precisa de atenção neste momento. Há ${count} em todas as pessoas.`,
  searchEveryone: 'Procurar em todas as pessoas',
  nobodyNeedsAttention:
    'Ninguém precisa de atenção neste momento: não há tomas por tomar nem consultas hoje ou amanhã.',

  viewsLabel: 'Que pessoas mostrar',
  attentionView: (count: number) => `Precisam de atenção (${count})`,
  allView: (count: number) => `Todas as pessoas (${count})`,

  pagesLabel: 'Páginas da lista',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previousPage: 'Página anterior',
  nextPage: 'Página seguinte',

  counts: (counts: {
    readonly contact: number;
    readonly appointment: number;
    readonly medication: number;
  }) =>
    `${countOf(counts.contact, 'contacto', 'contactos')}, ${countOf(counts.appointment, 'consulta', 'consultas')} e ${countOf(counts.medication, 'medicamento', 'medicamentos')}`,
  countsUnknown: 'Ainda não se sabe quantos contactos, consultas e medicamentos tem.',
  /** How many doses of the day were not taken, with their times. */
  missedDoses: (count: number, times: readonly string[]) =>
    `${count === 1 ? '1 toma não tomada hoje' : `${count} tomas não tomadas hoje`} (${times.join(', ')})`,
  /** An appointment today or tomorrow, with its time when it has one. */
  appointment: (day: 'today' | 'tomorrow', time: string) =>
    `Consulta ${day === 'today' ? 'hoje' : 'amanhã'}${time === '' ? '' : ` às ${time}`}`,
  openPerson: 'Tratar dos dados',
  openPersonLabel: (name: string) => `Tratar dos dados de ${name}`,

  /** A person who named the carer herself, until the carer confirms her (NewPersonEntry). */
  toConfirm: 'Nova pessoa — confirme',
  toConfirmExplanation:
    'Registou-se e indicou que é acompanhada por si. Confirme se conhece esta pessoa.',
  confirm: 'Confirmar',
  confirmLabel: (name: string) => `Confirmar ${name}`,
  confirming: 'A confirmar…',
  refuse: 'Não conheço esta pessoa',
  refuseLabel: (name: string) => `Não conheço esta pessoa: ${name}`,
  refuseQuestion: (name: string) => `Retirar ${name} da sua lista?`,
  refuseExplanation:
    'Deixa de ver os dados desta pessoa. Se se enganou, a associação pode voltar a ligá-la a si.',
  refuseYes: 'Sim, retirar',
  refusing: 'A retirar…',
  keep: 'Não, manter',
  toConfirmFailed: (refusing: boolean) =>
    `${refusing ? 'Não foi possível retirar esta pessoa' : 'Não foi possível confirmar esta pessoa'}. Verifique a ligação à internet e tente novamente.`,
  cancel: 'Cancelar',

  nextPerson: (name: string) => `Pessoa seguinte: ${name}`,
  previousPerson: (name: string) => `Pessoa anterior: ${name}`,
  neighboursLabel: 'Outras pessoas da lista',
} as const;
