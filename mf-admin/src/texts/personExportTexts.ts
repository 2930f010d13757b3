import { personCopyTexts } from '@amparo/shared-machines/records';

/**
 * Every word of the carer's export of one person's data: the screen, and its printable document,
 * which says what both copies of a person's data say (shared-machines' texts/personCopyTexts) and what only the
 * carer's copy says: what it holds and that the rest is asked of the association.
 */
export const personExportTexts = {
  ...personCopyTexts,
  heading: 'Exportar dados',
  intro: (name: string) =>
    `Pode descarregar tudo o que o Amparo guarda sobre ${name} e que um cuidador pode ver: os contactos, as consultas, os medicamentos, as tomas registadas, os consentimentos e o registo de acessos.`,
  associationPart:
    'A conta de acesso e a lista de cuidadores só a associação as pode copiar: a pedido, a associação entrega a cópia completa no prazo de um mês.',
  download: 'Descarregar ficheiro (JSON)',
  openPrintable: 'Abrir versão para imprimir',
  print: 'Imprimir',
  preparing: 'A preparar os dados…',
  failed: 'Não foi possível preparar os dados.',
  retry: 'Tentar novamente',
  document: {
    madeAt: (when: string) =>
      `Cópia dos dados que a associação guarda no Amparo sobre esta pessoa e que um cuidador pode ver, feita a ${when}.`,
    label: 'Versão para imprimir',
  },
  account: { ...personCopyTexts.account, signIn: 'E-mail e forma de entrar' },
  askTheAssociation:
    'Pedido à associação: esta parte não está nesta cópia. A associação entrega a cópia completa no prazo de um mês.',
  consents: { ...personCopyTexts.consents, carer: 'Um cuidador' },
} as const;
