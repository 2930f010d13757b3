import type { LoggedAccess } from './accessLog';
import {
  describeAccess,
  describeAccessLine,
  loggedRecordNames,
  type LogReader,
} from './accessLogLines';

const names = loggedRecordNames({
  contacts: [
    { key: 'contacto_Contacto_1', value: { contacto_Nome: 'Filha', contacto_telPesso: '9' } },
  ],
  appointments: [
    {
      key: 'consulta_ID_2',
      value: { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-01', time_consulta: '' },
    },
  ],
  medications: [
    { key: 'medicamento_3', value: { medicamento: ' Brufen ', momento_tomar: 'Ao almoço' } },
    { key: 'medicamento_4', value: { medicamento: '   ', momento_tomar: 'Ao jantar' } },
  ],
});
const maria: LogReader = { kind: 'person' };
const forCarer: LogReader = { kind: 'carer', personName: 'Maria Silva' };

function entry(action: LoggedAccess['action'], record: string, fields?: string[]): LoggedAccess {
  const base = { key: '-N', who: 'c1', whoName: ' Ana Costa ', action, record, at: 0 };
  return fields === undefined ? base : { ...base, fields };
}

describe('describeAccess: what an entry says', () => {
  it.each<[string, LoggedAccess, LogReader, string]>([
    ['opened, to the person', entry('ver', 'pessoa'), maria, 'Ana Costa viu os seus dados'],
    [
      'a relative saw her day, to the person',
      { ...entry('ver', 'dia'), whoName: 'Pedro Silva' },
      maria,
      'Pedro Silva viu o seu dia',
    ],
    [
      'a relative saw her day, to a carer',
      { ...entry('ver', 'dia'), whoName: 'Pedro Silva' },
      forCarer,
      'Pedro Silva viu o dia de Maria Silva',
    ],
    [
      'opened, to a carer',
      entry('ver', 'pessoa'),
      forCarer,
      'Ana Costa viu os dados de Maria Silva',
    ],
    [
      'a medicine’s times changed',
      entry('alterar', 'medicamentos/medicamento_3', ['horas']),
      maria,
      'Ana Costa alterou o medicamento «Brufen»: horas',
    ],
    [
      'three fields of an appointment',
      entry('alterar', 'consultas/consulta_ID_2', [
        'contacto_Nome',
        'data_consulta',
        'time_consulta',
      ]),
      maria,
      'Ana Costa alterou a consulta «Cardiologia»: nome, dia e hora',
    ],
    [
      'two fields with the same everyday name said once',
      entry('alterar', 'contactos/contacto_Contacto_1', ['contacto_Nome', 'contacto_telPesso']),
      maria,
      'Ana Costa alterou o contacto «Filha»: nome e telefone',
    ],
    [
      'a change without its fields',
      entry('alterar', 'medicamentos/medicamento_3'),
      maria,
      'Ana Costa alterou o medicamento «Brufen»',
    ],
    [
      'a contact added',
      entry('criar', 'contactos/contacto_Contacto_1'),
      forCarer,
      'Ana Costa adicionou o contacto «Filha»',
    ],
    [
      'a record deleted since',
      entry('apagar', 'consultas/consulta_ID_9'),
      maria,
      'Ana Costa apagou uma consulta',
    ],
    [
      'a record without a name',
      entry('criar', 'medicamentos/medicamento_4'),
      maria,
      'Ana Costa adicionou um medicamento',
    ],
    [
      'a record of no known kind',
      entry('criar', 'tomas/x'),
      maria,
      'Ana Costa adicionou um registo',
    ],
  ])('%s', (_label, logged, reader, text) => {
    expect(describeAccess(logged, names, reader)).toBe(text);
  });

  it('with its time on the association’s clock', () => {
    const at = Date.UTC(2026, 10, 25, 10, 32);
    expect(
      describeAccessLine({ ...entry('ver', 'pessoa'), at }, names, maria, new Date(at + 60_000)),
    ).toBe('Ana Costa viu os seus dados — hoje às 10:32');
  });
});
