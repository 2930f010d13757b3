import { formatAppointmentMoment } from './appointmentMoment';
import { formDefaults } from './formDefaults';
import { recordKinds } from './recordKinds';

describe('appointment cards say when, in pt-PT', () => {
  it.each([
    ['2026-12-03', '09:30', 'quinta-feira, 3 de dezembro de 2026, às 09:30'],
    ['2026-12-03', '', 'quinta-feira, 3 de dezembro de 2026'],
    ['03/12/2026', '9h30', 'quinta-feira, 3 de dezembro de 2026, às 09:30'],
    ['amanhã', '10:00', 'amanhã, às 10:00'],
    ['', '', 'Sem data'],
    ['', '08:00', 'Sem data, às 08:00'],
  ])('%j %j → %j', (date, time, expected) => {
    expect(formatAppointmentMoment(date, time)).toBe(expected);
  });
});

describe('edit forms start from the stored record, dates and times in the inputs’ own form', () => {
  it.each([
    [
      { contacto_Nome: 'Cardiologia', data_consulta: '3/12/2026', time_consulta: '9h' },
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-03', time_consulta: '09:00' },
    ],
    [
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-03', time_consulta: '' },
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-03', time_consulta: '' },
    ],
    [
      { contacto_Nome: 'X', data_consulta: 'depois', time_consulta: 'manhã' },
      { contacto_Nome: 'X', data_consulta: 'depois', time_consulta: 'manhã' },
    ],
  ])('%j', (record, expected) => {
    expect(formDefaults('appointment', record)).toEqual(expected);
  });

  it('leaves contacts as they are', () => {
    expect(formDefaults('contact', { contacto_Nome: 'Ana', contacto_telPesso: '91' })).toEqual({
      contacto_Nome: 'Ana',
      contacto_telPesso: '91',
    });
  });
});

describe('the spec’s strings for each kind', () => {
  it.each([
    [
      'contact',
      'Adicionar novo contacto',
      'Editar contacto',
      'Tem a certeza que quer apagar este contacto?',
    ],
    [
      'appointment',
      'Adicionar nova consulta',
      'Editar consulta',
      'Tem a certeza que quer apagar esta consulta?',
    ],
    [
      'medication',
      'Adicionar novo medicamento',
      'Editar medicamento',
      'Tem a certeza que quer apagar este medicamento?',
    ],
  ] as const)('%s', (kind, addNew, edit, question) => {
    const texts = recordKinds[kind];
    expect([texts.addNewLabel, texts.editLabel, texts.deleteQuestion]).toEqual([
      addNew,
      edit,
      question,
    ]);
  });

  it("titles appointment cards 'Consulta de {specialty}'", () => {
    expect(
      recordKinds.appointment.cardTitle({
        contacto_Nome: 'Cardiologia',
        data_consulta: '',
        time_consulta: '',
      }),
    ).toBe('Consulta de Cardiologia');
  });
});
