/**
 * The access log as people read it, on the person's tablet and on the carer's screen of her
 * (records/accessLogLines puts the words together): who did what to whose data, a record named by
 * what it is, the fields by their everyday names, then when (domain/changeNote).
 */
export const accessLogTexts = {
  /** What was done, by the action's stored code. */
  verbs: {
    ver: 'viu',
    criar: 'adicionou',
    alterar: 'alterou',
    apagar: 'apagou',
  },
  /** How a record of each kind is named: the one named, or any one. */
  kinds: {
    contact: { the: 'o contacto', a: 'um contacto' },
    appointment: { the: 'a consulta', a: 'uma consulta' },
    medication: { the: 'o medicamento', a: 'um medicamento' },
  },
  /** A record whose kind is not known. */
  someRecord: 'um registo',
  /** A record named by its kind's `the` and its name in the person's list. */
  namedRecord: (kind: string, name: string) => `${kind} «${name}»`,
  /** The everyday names of the stored fields. */
  fields: {
    contacto_Nome: 'nome',
    contacto_telPesso: 'telefone',
    data_consulta: 'dia',
    time_consulta: 'hora',
    medicamento: 'nome',
    momento_tomar: 'quando tomar',
    horas: 'horas',
  },
  /** Several fields' names in one phrase. */
  fieldList: (names: readonly string[]) =>
    names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`,
  /** The whole person's data, for herself reading it and for a carer reading about her. */
  yourData: 'os seus dados',
  dataOf: (personName: string) => `os dados de ${personName}`,
  /** Her day as her family sees it (a relative viewed it), for herself and for a carer. */
  yourDay: 'o seu dia',
  dayOf: (personName: string) => `o dia de ${personName}`,
  /** What the entry says, without its time. */
  access: (who: string, verb: string, what: string) => `${who} ${verb} ${what}`,
  /** The same, with the fields changed. */
  accessToFields: (who: string, verb: string, what: string, fields: string) =>
    `${who} ${verb} ${what}: ${fields}`,
  /** The whole line: what, then when. */
  line: (access: string, when: string) => `${access} — ${when}`,
} as const;
