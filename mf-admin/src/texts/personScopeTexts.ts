/** Every word of a carer's banner over one person's screens. */
export const personScopeTexts = {
  workingOn: 'Está a tratar dos dados de',
  changePerson: 'Mudar de pessoa',
  accessLog: 'Registo de acessos',
  exportData: 'Exportar dados',
  family: 'Família',
  notYours:
    'Esta pessoa não está na lista das pessoas que acompanha. Só pode ver os dados das suas pessoas.',
  backToConsole: 'Voltar às pessoas que acompanha',
} as const;
