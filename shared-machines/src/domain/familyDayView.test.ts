import { readFamilyDay } from './familyDayView';

describe('readFamilyDay: her day as her relatives see it', () => {
  it.each([
    [null, null],
    ['2026-11-26', null],
    [{ doses: { 'm1-0800': { medicine: 'Paracetamol', time: '08:00' } } }, null],
    [
      { date: '2026-11-25', doses: { 'm1-0800': { medicine: 'Paracetamol', time: '08:00' } } },
      null,
    ],
    [{ date: '2026-11-26' }, { doses: [], appointments: [] }],
    [
      {
        date: '2026-11-26',
        doses: {
          'm2-2000': { medicine: 'Ben-u-ron', time: '20:00' },
          'm1-0800': { medicine: 'Paracetamol', time: '08:00', takenAt: '08:35' },
          bad: { medicine: 'X', time: '25:00' },
        },
        appointments: {
          c2: { title: 'Cardiologia', day: 'amanha', time: '10:30' },
          c1: { title: 'Consulta', day: 'hoje' },
          c3: { title: 'Outra', day: 'ontem' },
        },
      },
      {
        doses: [
          { medicine: 'Paracetamol', time: '08:00', takenAt: '08:35' },
          { medicine: 'Ben-u-ron', time: '20:00' },
        ],
        appointments: [
          { title: 'Consulta', day: 'hoje' },
          { title: 'Cardiologia', day: 'amanha', time: '10:30' },
        ],
      },
    ],
  ])('%j', (value, expected) => {
    expect(readFamilyDay(value, '2026-11-26')).toEqual(expected);
  });
});
