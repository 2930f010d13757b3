import { recordLayouts } from '@amparo/shared-machines/records';

/**
 * The Portuguese texts of the printable copy of a person's data (personExportHtml): headings, labels
 * and the words for the values the database stores as codes.
 */
export const exportTexts = {
  title: (name: string) => `Dados pessoais de ${name}`,
  untitled: 'Dados pessoais',
  intro: (association: string, when: string) =>
    `Cópia dos dados pessoais que a ${association} guarda no Amparo sobre esta pessoa, feita a ${when}.`,
  machineReadable: (file: string) =>
    `O ficheiro ${file} tem os mesmos dados, completos, num formato que outros programas conseguem ler (JSON).`,
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
    email: 'E-mail',
    createdAt: 'Conta criada em',
    lastSignInAt: 'Última entrada',
    providers: 'Forma de entrar',
    memberSince: 'Membro da associação desde',
    carer: 'Cuidador(a) da associação',
    carerAs: (name: string, people: number) =>
      `Sim, com o nome ${name}; acompanha ${people} ${people === 1 ? 'pessoa' : 'pessoas'}.`,
    noAccount: 'A conta já não existe; os dados abaixo ficaram guardados.',
  },
  providers: {
    password: 'E-mail e palavra-passe',
    'google.com': 'Conta Google',
  } as Readonly<Record<string, string>>,
  lastChange: 'Última alteração',
  changedBy: (name: string, when: string) => `${name}, ${when}`,
  nothing: 'Nenhum registo.',
  unknown: 'Não indicado',
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
    representative: (name: string, relationship: string) =>
      relationship === '' ? `Representante: ${name}` : `Representante: ${name} (${relationship})`,
    otherAccount: 'Outra conta',
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
  carers: {
    none: 'Nenhum cuidador acompanha esta pessoa.',
    unnamed: 'Cuidador sem nome registado',
  },
} as const;

/** Each list of records: its heading's word for one record and its fields' labels, in form order. */
export const listTexts: Readonly<
  Record<string, { readonly one: string; readonly fields: Readonly<Record<string, string>> }>
> = {
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
};
