import type { ScreenId } from '@amparo/shared-machines';
import type {
  AppointmentRecord,
  ContactRecord,
  MedicationRecord,
  RecordByKind,
  RecordKind,
} from '@amparo/shared-machines/records';
import type { IconName } from '@amparo/shared-ui';
import { doseTimesOf } from '@amparo/shared-machines/records';
import { formatAppointmentMoment } from './appointmentMoment';

/** One input of a record's form. */
export interface RecordFieldText {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly type: 'text' | 'tel' | 'date' | 'time';
  readonly inputMode?: 'numeric' | 'text';
  readonly autoComplete?: string;
}

/** Everything the carers' area says and links to for one kind of record. */
export interface RecordKindTexts<K extends RecordKind> {
  readonly kind: K;
  readonly listScreen: ScreenId;
  readonly addScreen: ScreenId;
  readonly editScreen: ScreenId;
  readonly icon: IconName;
  readonly listHeading: string;
  readonly listDescription: string;
  readonly addNewLabel: string;
  readonly editLabel: string;
  readonly emptyMessage: string;
  readonly addHeading: string;
  readonly editHeading: string;
  readonly addIntro: (email: string) => string;
  readonly editIntro: (email: string) => string;
  readonly backToList: string;
  readonly notFound: string;
  readonly deleteQuestion: string;
  readonly fields: readonly RecordFieldText[];
  /**
   * The card's title (never blank: a record stored with a whitespace-only name by older apps gets a
   * placeholder, as in Chamadas and Saúde) and its lines.
   */
  readonly cardTitle: (record: RecordByKind[K]) => string;
  readonly cardLines: (record: RecordByKind[K]) => readonly string[];
}

const contactTexts: RecordKindTexts<'contact'> = {
  kind: 'contact',
  listScreen: 'adminContacts',
  addScreen: 'adminAddContact',
  editScreen: 'adminEditContact',
  icon: 'contacts',
  listHeading: 'Contactos',
  listDescription: 'As pessoas a quem se pode ligar a partir de Chamadas.',
  addNewLabel: 'Adicionar novo contacto',
  editLabel: 'Editar contacto',
  emptyMessage: 'Ainda não há contactos. Adicione o primeiro com «Adicionar novo contacto».',
  addHeading: 'Adicionar contacto',
  editHeading: 'Editar contacto',
  addIntro: (email) => `Adicione um contacto à conta ${email}.`,
  editIntro: (email) => `Altere um contacto da conta ${email}.`,
  backToList: 'Voltar aos contactos',
  notFound: 'Este contacto não existe ou já foi apagado.',
  deleteQuestion: 'Tem a certeza que quer apagar este contacto?',
  fields: [
    { name: 'contacto_Nome', label: 'Nome', type: 'text', autoComplete: 'off' },
    {
      name: 'contacto_telPesso',
      label: 'Número de telemóvel',
      hint: 'Só algarismos, por exemplo 912345678.',
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'off',
    },
  ],
  cardTitle: (record: ContactRecord) => record.contacto_Nome.trim() || 'Contacto sem nome',
  cardLines: (record: ContactRecord) => [`Telemóvel: ${record.contacto_telPesso}`],
};

const appointmentTexts: RecordKindTexts<'appointment'> = {
  kind: 'appointment',
  listScreen: 'adminAppointments',
  addScreen: 'adminAddAppointment',
  editScreen: 'adminEditAppointment',
  icon: 'calendar',
  listHeading: 'Consultas',
  listDescription: 'As consultas que aparecem em Saúde.',
  addNewLabel: 'Adicionar nova consulta',
  editLabel: 'Editar consulta',
  emptyMessage: 'Ainda não há consultas. Adicione a primeira com «Adicionar nova consulta».',
  addHeading: 'Adicionar consulta',
  editHeading: 'Editar consulta',
  addIntro: (email) => `Adicione uma consulta à conta ${email}.`,
  editIntro: (email) => `Altere uma consulta da conta ${email}.`,
  backToList: 'Voltar às consultas',
  notFound: 'Esta consulta não existe ou já foi apagada.',
  deleteQuestion: 'Tem a certeza que quer apagar esta consulta?',
  fields: [
    {
      name: 'contacto_Nome',
      label: 'Especialidade',
      hint: 'Por exemplo: Cardiologia.',
      type: 'text',
      autoComplete: 'off',
    },
    { name: 'data_consulta', label: 'Data da consulta', type: 'date' },
    { name: 'time_consulta', label: 'Hora da consulta', type: 'time' },
  ],
  cardTitle: (record: AppointmentRecord) =>
    record.contacto_Nome.trim() === ''
      ? 'Consulta sem especialidade'
      : `Consulta de ${record.contacto_Nome.trim()}`,
  cardLines: (record: AppointmentRecord) => [
    formatAppointmentMoment(record.data_consulta, record.time_consulta),
  ],
};

const medicationTexts: RecordKindTexts<'medication'> = {
  kind: 'medication',
  listScreen: 'adminMedications',
  addScreen: 'adminAddMedication',
  editScreen: 'adminEditMedication',
  icon: 'medicine',
  listHeading: 'Medicamentos',
  listDescription: 'Os medicamentos que aparecem em Saúde.',
  addNewLabel: 'Adicionar novo medicamento',
  editLabel: 'Editar medicamento',
  emptyMessage: 'Ainda não há medicamentos. Adicione o primeiro com «Adicionar novo medicamento».',
  addHeading: 'Adicionar medicamento',
  editHeading: 'Editar medicamento',
  addIntro: (email) => `Adicione um medicamento à conta ${email}.`,
  editIntro: (email) => `Altere um medicamento da conta ${email}.`,
  backToList: 'Voltar aos medicamentos',
  notFound: 'Este medicamento não existe ou já foi apagado.',
  deleteQuestion: 'Tem a certeza que quer apagar este medicamento?',
  fields: [
    {
      name: 'medicamento',
      label: 'Medicamento e dose',
      hint: 'Por exemplo: 1 comprimido de paracetamol.',
      type: 'text',
      autoComplete: 'off',
    },
    {
      name: 'momento_tomar',
      label: 'Quando tomar',
      hint: 'Por exemplo: Ao almoço.',
      type: 'text',
      autoComplete: 'off',
    },
    {
      name: 'horas',
      label: 'Horas',
      hint: 'As horas do lembrete no tablet, por exemplo 08:00, 20:00. Deixe em branco se não precisar de lembrete.',
      type: 'text',
      autoComplete: 'off',
    },
  ],
  cardTitle: (record: MedicationRecord) => record.medicamento.trim() || 'Medicamento sem nome',
  cardLines: (record: MedicationRecord) => {
    const times = doseTimesOf(record.horas);
    return [
      `Quando tomar: ${record.momento_tomar}`,
      ...(times.length > 0 ? [`Horas: ${times.join(', ')}`] : []),
    ];
  },
};

export const recordKindTexts: { readonly [K in RecordKind]: RecordKindTexts<K> } = {
  contact: contactTexts,
  appointment: appointmentTexts,
  medication: medicationTexts,
};
