import type { RecordKind, recordSchemas } from '@amparo/shared-machines/records';

/** The label and, where it helps, an example under one input of a record's form. */
export interface FieldText {
  readonly label: string;
  readonly hint?: string;
}

/** Everything the carers' area says about one kind of record. */
export interface RecordKindTexts<K extends RecordKind> {
  readonly listHeading: string;
  readonly listDescription: string;
  readonly addNewLabel: string;
  readonly editLabel: string;
  readonly emptyList: string;
  readonly addHeading: string;
  readonly editHeading: string;
  readonly addIntro: (email: string) => string;
  readonly editIntro: (email: string) => string;
  readonly backToList: string;
  readonly notFound: string;
  readonly deleteQuestion: string;
  /** A card's title when the record's name is blank (older apps stored some). */
  readonly unnamed: string;
  /** One text per field of the kind's schema: a field added there does not compile until it has one. */
  readonly fields: { readonly [F in keyof (typeof recordSchemas)[K]['fields']]: FieldText };
}

const contactTexts: RecordKindTexts<'contact'> = {
  listHeading: 'Contactos',
  listDescription: 'As pessoas a quem se pode ligar a partir de Chamadas.',
  addNewLabel: 'Adicionar novo contacto',
  editLabel: 'Editar contacto',
  emptyList: 'Ainda não há contactos. Adicione o primeiro com «Adicionar novo contacto».',
  addHeading: 'Adicionar contacto',
  editHeading: 'Editar contacto',
  addIntro: (email) => `Adicione um contacto à conta ${email}.`,
  editIntro: (email) => `Altere um contacto da conta ${email}.`,
  backToList: 'Voltar aos contactos',
  notFound: 'Este contacto não existe ou já foi apagado.',
  deleteQuestion: 'Tem a certeza que quer apagar este contacto?',
  unnamed: 'Contacto sem nome',
  fields: {
    contacto_Nome: { label: 'Nome' },
    contacto_telPesso: {
      label: 'Número de telemóvel',
      hint: 'Um número português tem 9 algarismos, por exemplo 912345678. Se for de outro país, comece por 00 e o indicativo.',
    },
  },
};

const appointmentTexts: RecordKindTexts<'appointment'> = {
  listHeading: 'Consultas',
  listDescription: 'As consultas que aparecem em Saúde.',
  addNewLabel: 'Adicionar nova consulta',
  editLabel: 'Editar consulta',
  emptyList: 'Ainda não há consultas. Adicione a primeira com «Adicionar nova consulta».',
  addHeading: 'Adicionar consulta',
  editHeading: 'Editar consulta',
  addIntro: (email) => `Adicione uma consulta à conta ${email}.`,
  editIntro: (email) => `Altere uma consulta da conta ${email}.`,
  backToList: 'Voltar às consultas',
  notFound: 'Esta consulta não existe ou já foi apagada.',
  deleteQuestion: 'Tem a certeza que quer apagar esta consulta?',
  unnamed: 'Consulta sem especialidade',
  fields: {
    contacto_Nome: { label: 'Especialidade', hint: 'Por exemplo: Cardiologia.' },
    data_consulta: { label: 'Data da consulta' },
    time_consulta: { label: 'Hora da consulta' },
  },
};

const medicationTexts: RecordKindTexts<'medication'> = {
  listHeading: 'Medicamentos',
  listDescription: 'Os medicamentos que aparecem em Saúde.',
  addNewLabel: 'Adicionar novo medicamento',
  editLabel: 'Editar medicamento',
  emptyList: 'Ainda não há medicamentos. Adicione o primeiro com «Adicionar novo medicamento».',
  addHeading: 'Adicionar medicamento',
  editHeading: 'Editar medicamento',
  addIntro: (email) => `Adicione um medicamento à conta ${email}.`,
  editIntro: (email) => `Altere um medicamento da conta ${email}.`,
  backToList: 'Voltar aos medicamentos',
  notFound: 'Este medicamento não existe ou já foi apagado.',
  deleteQuestion: 'Tem a certeza que quer apagar este medicamento?',
  unnamed: 'Medicamento sem nome',
  fields: {
    medicamento: {
      label: 'Medicamento e dose',
      hint: 'Por exemplo: 1 comprimido de paracetamol.',
    },
    momento_tomar: { label: 'Quando tomar', hint: 'Por exemplo: Ao almoço.' },
    horas: {
      label: 'Horas',
      hint: 'As horas do lembrete no tablet, por exemplo 08:00, 20:00. Deixe em branco se não precisar de lembrete.',
    },
  },
};

export const recordKindTexts: { readonly [K in RecordKind]: RecordKindTexts<K> } = {
  contact: contactTexts,
  appointment: appointmentTexts,
  medication: medicationTexts,
};

/** What a record's card and form say around the kind's own texts. */
export const recordCardTexts = {
  appointmentTitle: (specialty: string) => `Consulta de ${specialty}`,
  phoneLine: (phone: string) => `Telemóvel: ${phone}`,
  momentLine: (moment: string) => `Quando tomar: ${moment}`,
  timesLine: (times: readonly string[]) => `Horas: ${times.join(', ')}`,
  noDate: 'Sem data',
  noDateAt: (time: string) => `Sem data, às ${time}`,
  dayAt: (day: string, time: string) => `${day}, às ${time}`,
} as const;

/** What the appointment form says besides its fields' labels. */
export const appointmentFormTexts = {
  /** Under the date, before saving, when the day has passed: a notice, the form still saves it. */
  pastDate:
    'Atenção: esta data já passou. Confirme o dia e o ano; se a consulta já se realizou, pode guardá-la assim.',
} as const;

export const recordFormTexts = {
  save: 'Guardar',
  saving: 'A guardar…',
  optional: (label: string) => `${label} (opcional)`,
  retry: 'Tentar novamente',
  delete: 'Apagar',
  keep: 'Não, manter',
  deleting: 'A apagar…',
  confirmDelete: 'Sim, apagar',
  deleteConsequence: (title: string) =>
    `«${title}» deixa de aparecer para a pessoa. Não é possível desfazer.`,
  conflictRegion: 'Registo alterado por outra pessoa',
  currentValues: 'Valores atuais:',
  keepYours: 'Para manter as suas alterações, toque em «Guardar».',
  useCurrent: 'Usar os valores atuais',
} as const;
