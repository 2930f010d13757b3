import { recordLayouts } from '@amparo/shared-machines/records';

/** Every word of the carer's export of one person's data: the screen and its printable document. */
export const personExportTexts = {
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
    title: (name: string) => `Dados pessoais de ${name}`,
    untitled: 'Dados pessoais',
    madeAt: (when: string) =>
      `Cópia dos dados que a associação guarda no Amparo sobre esta pessoa e que um cuidador pode ver, feita a ${when}.`,
    label: 'Versão para imprimir',
  },
  sections: {
    account: 'Conta',
    contacts: 'Contactos',
    appointments: 'Consultas',
    medicines: 'Medicamentos',
    doses: 'Tomas registadas',
    consents: 'Consentimentos',
    accessLog: 'Quem viu ou alterou os dados',
    carers: 'Cuidadores',
  },
  account: {
    name: 'Nome registado',
    memberSince: 'Membro da associação desde',
    signIn: 'E-mail e forma de entrar',
  },
  askTheAssociation:
    'Pedido à associação: esta parte não está nesta cópia. A associação entrega a cópia completa no prazo de um mês.',
  nothing: 'Nenhum registo.',
  unknown: 'Não indicado',
  lastChange: 'Última alteração',
  changedBy: (name: string, when: string) => (when === '' ? name : `${name}, ${when}`),
  contacts: { name: 'Nome', phone: 'Telefone' },
  appointments: { specialty: 'Especialidade', date: 'Data', time: 'Hora' },
  medicines: { medicine: 'Medicamento e dose', when: 'Quando tomar', times: 'Horas' },
  doses: { deletedMedicine: 'medicamento já apagado' },
  consents: {
    when: 'Data',
    decision: 'Decisão',
    by: 'Por quem',
    noticeVersion: 'Versão do aviso de privacidade',
    recordedBy: 'Registado por',
    kinds: { dado: 'Deu o consentimento', retirado: 'Retirou o consentimento' } as Readonly<
      Record<string, string>
    >,
    self: 'A própria pessoa',
    carer: 'Um cuidador',
    representative: (name: string, relationship: string) =>
      relationship === '' ? `Representante: ${name}` : `Representante: ${name} (${relationship})`,
  },
  accessLog: {
    when: 'Data',
    who: 'Quem',
    action: 'O que fez',
    record: 'Registo',
    fields: 'Campos',
    actions: { ver: 'Viu', criar: 'Criou', alterar: 'Alterou', apagar: 'Apagou' } as Readonly<
      Record<string, string>
    >,
    person: 'Os dados da pessoa',
    deletedRecord: (kind: string) => `${kind} (já apagado)`,
  },
  /** Each list: the word for one record and its stored fields' labels. */
  lists: {
    [recordLayouts.contact.listNode]: {
      one: 'Contacto',
      fields: { contacto_Nome: 'Nome', contacto_telPesso: 'Telefone' },
    },
    [recordLayouts.appointment.listNode]: {
      one: 'Consulta',
      fields: { contacto_Nome: 'Especialidade', data_consulta: 'Data', time_consulta: 'Hora' },
    },
    [recordLayouts.medication.listNode]: {
      one: 'Medicamento',
      fields: { medicamento: 'Medicamento e dose', momento_tomar: 'Quando tomar', horas: 'Horas' },
    },
  } as Readonly<
    Record<string, { readonly one: string; readonly fields: Readonly<Record<string, string>> }>
  >,
} as const;
