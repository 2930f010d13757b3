import type { AppointmentRecord, Keyed, MedicationRecord } from './recordTypes';
import { familyDayOf } from './familyDay';

const today = { year: 2026, month: 3, day: 1 };
const paracetamol: Keyed<MedicationRecord> = {
  key: 'medicamento_1',
  value: {
    medicamento: '1 comprimido de Paracetamol',
    momento_tomar: 'Ao pequeno-almoço e ao jantar',
    horas: '08:00,20:00',
  },
};
const withoutTimes: Keyed<MedicationRecord> = {
  key: 'medicamento_2',
  value: { medicamento: 'Vitamina D', momento_tomar: 'De tarde' },
};
const appointment = (key: string, date: string, time: string, name = 'Cardiologia') =>
  ({
    key,
    value: { contacto_Nome: name, data_consulta: date, time_consulta: time },
  }) as Keyed<AppointmentRecord>;
// 08:35 in Lisbon on 1 March 2026 (winter time: UTC).
const tookAt0835 = Date.UTC(2026, 2, 1, 8, 35);

describe('familyDayOf: her day as her relatives may see it', () => {
  it.each<[string, Parameters<typeof familyDayOf>[0], ReturnType<typeof familyDayOf>]>([
    [
      'nothing planned: only the date',
      { medications: [], appointments: [], dosesTaken: null, today },
      { date: '2026-03-01' },
    ],
    [
      'each dose time of each medicine, taken or not, with when it was taken',
      {
        medications: [paracetamol, withoutTimes],
        appointments: [],
        dosesTaken: { medicamento_1: { '0800': tookAt0835 } },
        today,
      },
      {
        date: '2026-03-01',
        doses: {
          'm1-0800': { medicine: '1 comprimido de Paracetamol', time: '08:00', takenAt: '08:35' },
          'm1-2000': { medicine: '1 comprimido de Paracetamol', time: '20:00' },
        },
      },
    ],
    [
      'appointments of today and tomorrow only, not before, not after',
      {
        medications: [],
        appointments: [
          appointment('consulta_ID_1', '2026-03-01', '15:00', 'Oftalmologia'),
          appointment('consulta_ID_2', '2026-03-02', '10:30'),
          appointment('consulta_ID_3', '2026-02-28', '10:30'),
          appointment('consulta_ID_4', '2026-03-03', '10:30'),
          appointment('consulta_ID_5', '02/03/2026', '', ' '),
        ],
        dosesTaken: null,
        today,
      },
      {
        date: '2026-03-01',
        appointments: {
          c1: { title: 'Oftalmologia', day: 'hoje', time: '15:00' },
          c2: { title: 'Cardiologia', day: 'amanha', time: '10:30' },
          c5: { title: 'Consulta', day: 'amanha' },
        },
      },
    ],
    [
      'a medicine or a specialty an older app stored blank (zero-width characters only)',
      {
        medications: [
          { ...paracetamol, value: { ...paracetamol.value, medicamento: '\u200b\u200d ' } },
        ],
        appointments: [appointment('consulta_ID_1', '2026-03-01', '15:00', '\u200b\u2060')],
        dosesTaken: null,
        today,
      },
      {
        date: '2026-03-01',
        appointments: { c1: { title: 'Consulta', day: 'hoje', time: '15:00' } },
      },
    ],
  ])('%s', (_label, options, expected) => {
    expect(familyDayOf(options)).toEqual(expected);
  });
});
