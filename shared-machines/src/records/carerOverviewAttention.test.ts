import type { AppointmentRecord, Keyed } from '../domain/recordTypes';
import type { PersonOverview } from './carerOverview';
import { overviewAttention } from './carerOverviewAttention';

const date = '2026-03-10';
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Lisbon is on UTC in March before the clocks change: a wall-clock time of `date` as server ms. */
const moment = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

const appointment = (key: string, day: string, time = ''): Keyed<AppointmentRecord> => ({
  key,
  value: { contacto_Nome: 'Cardiologia', data_consulta: day, time_consulta: time },
});

function person(overrides: Partial<PersonOverview> = {}): PersonOverview {
  return {
    uid: 'u1',
    name: 'Maria Silva',
    memberSince: moment('2025-01-01', '10:00'),
    counts: { contact: 1, appointment: 0, medication: 1 },
    horario: {},
    takenToday: {},
    date,
    appointments: [],
    toConfirm: false,
    ...overrides,
  };
}

const morningAndEvening = { medicamento_1: { horas: '08:00,20:00', desde: 0 } };

describe('overviewAttention: what a carer sees first about a person', () => {
  it.each<[string, Partial<PersonOverview>, string, string[], string[], boolean]>([
    ['nothing: no medicines, no appointments', {}, '12:00', [], [], false],
    ['a dose not yet due', { horario: morningAndEvening }, '07:00', [], [], false],
    ['a dose due, not missed yet', { horario: morningAndEvening }, '09:30', [], [], false],
    ['a dose missed', { horario: morningAndEvening }, '10:00', ['medicamento_1/0800'], [], true],
    [
      'a missed dose taken',
      { horario: morningAndEvening, takenToday: { medicamento_1: { '0800': 1 } } },
      '12:00',
      [],
      [],
      false,
    ],
    [
      'a missed dose taken, from a card (only that it was)',
      { horario: morningAndEvening, takenToday: { medicamento_1: { '0800': true } } },
      '12:00',
      [],
      [],
      false,
    ],
    [
      'times set today at 09:00: the 08:00 dose was never owed',
      {
        horario: {
          medicamento_1: { horas: '08:00,20:00', desde: moment(date, '09:00') },
        },
      },
      '12:00',
      [],
      [],
      false,
    ],
    [
      'times set yesterday: the 08:00 dose was owed',
      {
        horario: {
          medicamento_1: { horas: '08:00,20:00', desde: moment('2026-03-09', '15:00') },
        },
      },
      '12:00',
      ['medicamento_1/0800'],
      [],
      true,
    ],
    [
      'joined today at 11:00: the 08:00 dose was never owed',
      { horario: morningAndEvening, memberSince: moment(date, '11:00') },
      '12:00',
      [],
      [],
      false,
    ],
    [
      'an appointment today',
      { appointments: [appointment('consulta_ID_1', date, '15:00')] },
      '08:00',
      [],
      ['consulta_ID_1 today'],
      true,
    ],
    [
      'an appointment tomorrow',
      { appointments: [appointment('consulta_ID_2', '2026-03-11')] },
      '08:00',
      [],
      ['consulta_ID_2 tomorrow'],
      true,
    ],
    [
      'an appointment stored with a time part in its date (older data)',
      { appointments: [appointment('consulta_ID_3', `${date}T10:00`)] },
      '08:00',
      [],
      ['consulta_ID_3 today'],
      true,
    ],
    [
      'one each day, and two missed doses of two medicines in the order they were added',
      {
        horario: {
          medicamento_10: { horas: '08:00', desde: 0 },
          medicamento_2: { horas: '08:00', desde: 0 },
        },
        appointments: [
          appointment('consulta_ID_1', date),
          appointment('consulta_ID_2', '2026-03-11'),
        ],
      },
      '23:00',
      ['medicamento_2/0800', 'medicamento_10/0800'],
      ['consulta_ID_1 today', 'consulta_ID_2 tomorrow'],
      true,
    ],
  ])('%s', (_label, overrides, time, missed, appointments, needsAttention) => {
    const attention = overviewAttention(person(overrides), at(time));
    expect(attention.missed.map((dose) => dose.id)).toEqual(missed);
    expect([
      ...attention.appointmentsToday.map((found) => `${found.key} today`),
      ...attention.appointmentsTomorrow.map((found) => `${found.key} tomorrow`),
    ]).toEqual(appointments);
    expect(attention.needsAttention).toBe(needsAttention);
  });

  it("lists the day's doses with their times and status, without names (the summary holds none)", () => {
    const attention = overviewAttention(person({ horario: morningAndEvening }), at('10:30'));
    expect(attention.doses.map((dose) => [dose.time, dose.status, dose.medicine])).toEqual([
      ['08:00', 'missed', ''],
      ['20:00', 'later', ''],
    ]);
  });
});
