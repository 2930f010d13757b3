/**
 * The Portuguese words both printable copies of a person's data say alike: the association's
 * (local-backend's `person export` command) and her carers' (mf-admin's person export). Section
 * headings, the lists' column labels, the consents' and the access log's words for the codes the
 * database stores. A text only one copy says stays with that copy.
 */
import type { RecordKind, recordSchemas } from '../domain/recordSchemas';
import { consentTexts } from './consentTexts';

/** One list of records: the word for one of its records and its stored fields' labels, in form order. */
export interface PersonCopyListTexts {
  readonly one: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** The node each kind's list is kept under (domain/recordSchemas). */
type ListNode = (typeof recordSchemas)[RecordKind]['listNode'];

export const personCopyTexts = {
  title: (name: string) => `Dados pessoais de ${name}`,
  untitled: 'Dados pessoais',
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
  },
  nothing: 'Nenhum registo.',
  unknown: 'Não indicado',
  lastChange: 'Última alteração',
  /** Who changed a record last and when ('' when the time is not known: the name alone). */
  changedBy: (name: string, when: string) => (when === '' ? name : `${name}, ${when}`),
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
    /** Given by the person herself: as the consent question says it. */
    self: consentTexts.byPerson,
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
  /** Each list by the node it is kept under. */
  lists: {
    contactos: {
      one: 'Contacto',
      fields: { contacto_Nome: 'Nome', contacto_telPesso: 'Telefone' },
    },
    consultas: {
      one: 'Consulta',
      fields: { contacto_Nome: 'Especialidade', data_consulta: 'Data', time_consulta: 'Hora' },
    },
    medicamentos: {
      one: 'Medicamento',
      fields: { medicamento: 'Medicamento e dose', momento_tomar: 'Quando tomar', horas: 'Horas' },
    },
  } satisfies Readonly<Record<ListNode, PersonCopyListTexts>> as Readonly<
    Record<string, PersonCopyListTexts>
  >,
} as const;
