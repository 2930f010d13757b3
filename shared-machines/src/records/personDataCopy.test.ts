import {
  buildPersonDataCopy,
  personDataCopyFormat,
  personDataDocument,
  personDataFileName,
  type PersonDataReads,
} from './personDataCopy';

const uid = 'maria';
const now = new Date('2025-03-04T10:00:00Z');
const hostileName = '<img src=x onerror=alert(1)> & "Zé"';

const reads: PersonDataReads = {
  member: { name: 'Maria Silva', since: 1_700_000_000_000 },
  data: {
    contactos: {
      contacto_Contacto_2: { contacto_Nome: 'Rui', contacto_telPesso: '912345678' },
      contacto_Contacto_1: {
        contacto_Nome: hostileName,
        contacto_telPesso: '210000000',
        alteradoPor: 'carer1',
        alteradoPorNome: 'Ana',
        alteradoEm: 1_700_000_100_000,
      },
    },
    consultas: {
      consulta_ID_2: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2025-05-01',
        time_consulta: '09:00',
      },
      consulta_ID_1: {
        contacto_Nome: 'Dentista',
        data_consulta: '2025-04-01',
        time_consulta: '15:30',
      },
    },
    medicamentos: {
      medicamento_10: {
        medicamento: 'Ben-u-ron 1 g',
        momento_tomar: 'Depois do almoço',
        horas: '13:00',
      },
      medicamento_2: { medicamento: 'Aspirina', momento_tomar: 'Manhã', horas: '08:00' },
    },
    tomas: {
      '2025-03-02': { medicamento_2: { '0800': 1_700_000_200_000 }, medicamento_9: { '2000': 1 } },
      '2025-03-01': { medicamento_2: { '0800': 1_700_000_150_000 } },
    },
    resumo: { contactos: 2, consultas: 2, medicamentos: 2, horario: {} },
  },
  consents: {
    c1: { kind: 'dado', by: 'pessoa', noticeVersion: '1', recordedBy: uid, at: 1_700_000_000_500 },
    c2: {
      kind: 'dado',
      by: 'representante',
      representativeName: 'Joana',
      relationship: 'filha',
      noticeVersion: '2',
      recordedBy: 'carer1',
      at: 1_700_000_900_000,
    },
  },
  accessLog: {
    a2: {
      who: 'carer1',
      whoName: 'Ana',
      action: 'alterar',
      record: 'contactos/contacto_Contacto_1',
      fields: 'contacto_Nome,contacto_telPesso',
      at: 20,
    },
    a1: { who: 'carer1', whoName: 'Ana', action: 'ver', record: 'pessoa', at: 10 },
    a3: {
      who: 'carer1',
      whoName: 'Ana',
      action: 'apagar',
      record: 'medicamentos/medicamento_9',
      at: 30,
    },
  },
};

describe('buildPersonDataCopy', () => {
  const copy = buildPersonDataCopy(uid, reads, now);

  test.each([
    ['members/maria', reads.member],
    ['Newdata_maria', reads.data],
    ['consents/maria', reads.consents],
    ['accessLog/maria', reads.accessLog],
  ])('holds the node %s whole', (path, value) => {
    expect(copy.database[path]).toEqual(value);
  });

  test.each([
    ['format', personDataCopyFormat],
    ['formatVersion', 1],
    ['exportedAt', '2025-03-04T10:00:00.000Z'],
    ['uid', uid],
    ['askTheAssociation', ['conta', 'cuidadores']],
  ])('says its %s', (field, value) => {
    expect(copy[field as keyof typeof copy]).toEqual(value);
  });

  test.each([
    ['2025-03-04T10:00:00Z', 'amparo-2025-03-04-dados.json'],
    // Past midnight in Lisbon (summer time) while still the day before in UTC.
    ['2025-06-30T23:30:00Z', 'amparo-2025-07-01-dados.json'],
  ])('the file of a copy made at %s is named %s, with neither her name nor her uid', (at, name) => {
    expect(personDataFileName(buildPersonDataCopy(uid, reads, new Date(at)))).toBe(name);
  });

  test('an absent node is present as null (never left out)', () => {
    const empty = buildPersonDataCopy(
      uid,
      { member: null, data: null, consents: undefined, accessLog: null },
      now,
    );
    expect(empty.database).toEqual({
      'members/maria': null,
      Newdata_maria: null,
      'consents/maria': null,
      'accessLog/maria': null,
    });
  });

  test('a hostile contact name stays literal through JSON', () => {
    const parsed = JSON.parse(JSON.stringify(copy)) as typeof copy;
    const data = parsed.database['Newdata_maria'] as {
      contactos: Record<string, { contacto_Nome: string }>;
    };
    expect(data.contactos.contacto_Contacto_1?.contacto_Nome).toBe(hostileName);
  });
});

describe('personDataDocument', () => {
  const document = personDataDocument(buildPersonDataCopy(uid, reads, now));

  test.each([
    ['name', 'Maria Silva'],
    ['memberSince', 1_700_000_000_000],
    ['exportedAt', '2025-03-04T10:00:00.000Z'],
  ])('the account part says %s', (field, value) => {
    expect(document[field as keyof typeof document]).toEqual(value);
  });

  test.each([
    ['contacts', (d: typeof document) => d.contacts.map((c) => c.name), [hostileName, 'Rui']],
    [
      'appointments by date',
      (d: typeof document) => d.appointments.map((a) => a.specialty),
      ['Dentista', 'Cardiologia'],
    ],
    [
      'medicines by key number',
      (d: typeof document) => d.medicines.map((m) => m.medicine),
      ['Aspirina', 'Ben-u-ron 1 g'],
    ],
    [
      'dose days by date',
      (d: typeof document) => d.doses.map((day) => day.date),
      ['2025-03-01', '2025-03-02'],
    ],
    [
      'consents oldest first',
      (d: typeof document) => d.consents.map((c) => c.noticeVersion),
      ['1', '2'],
    ],
    [
      'access log oldest first',
      (d: typeof document) => d.accessLog.map((a) => a.action),
      ['ver', 'alterar', 'apagar'],
    ],
  ])('lists %s in order', (_label, pick, expected) => {
    expect(pick(document)).toEqual(expected);
  });

  /** The document's appointments, by specialty, for the given `consultas` node. */
  const appointmentOrder = (consultas: Record<string, Record<string, string>>): string[] =>
    personDataDocument(
      buildPersonDataCopy(uid, { ...reads, data: { consultas } }, now),
    ).appointments.map((appointment) => appointment.specialty);
  const appointment = (specialty: string, date: string, time: string) => ({
    contacto_Nome: specialty,
    data_consulta: date,
    time_consulta: time,
  });

  test.each([
    [
      'one without a time after the timed ones of its day',
      {
        consulta_ID_1: appointment('Sem hora', '2025-04-01', ''),
        consulta_ID_2: appointment('Tarde', '2025-04-01', '15:30'),
        consulta_ID_3: appointment('Manhã', '2025-04-01', '09:00'),
        consulta_ID_4: appointment('Véspera sem hora', '2025-03-31', ''),
      },
      ['Véspera sem hora', 'Manhã', 'Tarde', 'Sem hora'],
    ],
    [
      'by the day a date names, not by its text',
      {
        consulta_ID_1: appointment('Dezembro', '2025-12-01', '09:00'),
        consulta_ID_2: appointment('Abril, escrita à mão', '02/04/2025', '09:00'),
        consulta_ID_3: appointment('Março', '2025-03-15', '09:00'),
      },
      ['Março', 'Abril, escrita à mão', 'Dezembro'],
    ],
    [
      'one whose date cannot be read last',
      {
        consulta_ID_1: appointment('Sem data', 'amanhã', '09:00'),
        consulta_ID_2: appointment('Datada', '2025-04-01', ''),
      },
      ['Datada', 'Sem data'],
    ],
    [
      'those at the same moment in the order they were added',
      {
        consulta_ID_10: appointment('Segunda', '2025-04-01', '09:00'),
        consulta_ID_2: appointment('Primeira', '2025-04-01', '09:00'),
      },
      ['Primeira', 'Segunda'],
    ],
  ])('orders appointments as the carers’ list does: %s', (_label, consultas, expected) => {
    expect(appointmentOrder(consultas)).toEqual(expected);
  });

  test('an appointment keeps its stored date and time and its last change', () => {
    const stored = {
      ...appointment('Cardiologia', '02/04/2025', ''),
      alteradoPor: 'carer1',
      alteradoPorNome: 'Ana',
      alteradoEm: 1_700_000_300_000,
    };
    const rows = personDataDocument(
      buildPersonDataCopy(uid, { ...reads, data: { consultas: { consulta_ID_1: stored } } }, now),
    ).appointments;
    expect(rows).toEqual([
      {
        specialty: 'Cardiologia',
        date: '02/04/2025',
        time: '',
        lastChange: { name: 'Ana', at: 1_700_000_300_000 },
      },
    ]);
  });

  test('a contact keeps its last change and its hostile name literally', () => {
    expect(document.contacts[0]).toEqual({
      name: hostileName,
      phone: '210000000',
      lastChange: { name: 'Ana', at: 1_700_000_100_000 },
    });
  });

  test('doses name each medicine, null for one deleted since, with HH:MM times', () => {
    expect(document.doses[1]?.taken).toEqual([
      { medicine: 'Aspirina', times: ['08:00'] },
      { medicine: null, times: ['20:00'] },
    ]);
  });

  test.each([
    [0, { byRepresentative: false, recordedBySelf: true, kind: 'dado' }],
    [
      1,
      {
        byRepresentative: true,
        representativeName: 'Joana',
        relationship: 'filha',
        recordedBySelf: false,
      },
    ],
  ])('consent %i says who gave and recorded it', (index, expected) => {
    expect(document.consents[index]).toMatchObject(expected);
  });

  test.each([
    [0, { wholePerson: true }, []],
    [
      1,
      { wholePerson: false, listNode: 'contactos', title: hostileName, deleted: false },
      ['contacto_Nome', 'contacto_telPesso'],
    ],
    [2, { wholePerson: false, listNode: 'medicamentos', title: '', deleted: true }, []],
  ])('access %i names its record and fields', (index, record, fields) => {
    expect(document.accessLog[index]?.record).toEqual(record);
    expect(document.accessLog[index]?.fields).toEqual(fields);
  });

  test('nothing read gives empty parts, never a failure', () => {
    const empty = personDataDocument(
      buildPersonDataCopy(uid, { member: null, data: null, consents: null, accessLog: null }, now),
    );
    expect(empty).toMatchObject({
      name: '',
      memberSince: null,
      contacts: [],
      appointments: [],
      medicines: [],
      doses: [],
      consents: [],
      accessLog: [],
      askTheAssociation: ['conta', 'cuidadores'],
    });
  });
});
