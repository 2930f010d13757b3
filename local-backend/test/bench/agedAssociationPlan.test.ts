import { validateRecord, type RecordKind } from '@amparo/shared-machines/records';
import { fullScale, peopleCount, scaleWithPeople } from '../../../bench/aged/agedScale';
import { agedPersonName, planAssociation } from '../../../bench/aged/associationPlan';
import { lisbonDayFrom, lisbonMoment, minuteOfTime } from '../../../bench/aged/lisbonCalendar';
import {
  appointmentDayOffsets,
  personLists,
  personWrites,
  yearAgoMoment,
} from '../../../bench/aged/personRecords';

// The aged association the bench generates: who is in it, and what a year leaves in a person's lists
// (how many records, how the dates spread, how many doses were taken and when).

const now = new Date('2026-11-25T15:00:00Z'); // 15:00 in Lisbon (winter time)
const author = { uid: 'carer1', name: 'Carla Matos' };

describe('scaleWithPeople', () => {
  it.each([
    [300, [300, 100, 5]],
    [20, [20, 7, 5]],
    [3, [3, 1, 3]],
    [1, [1, 1, 1]],
  ])('%i people: carers follow %j', (people, follows) => {
    const scale = scaleWithPeople(people);
    expect(scale.people).toBe(people);
    expect(scale.carersFollow).toEqual(follows);
  });

  it('is the full scale at 300 people', () => {
    expect(scaleWithPeople(300)).toBe(fullScale);
  });

  it.each([0, -1, 2.5])('refuses %p people', (people) => {
    expect(() => scaleWithPeople(people)).toThrow('--people');
  });
});

describe('peopleCount', () => {
  it.each([
    [1, '1 person'],
    [5, '5 people'],
    [300, '300 people'],
  ])('%i: %s', (count, text) => {
    expect(peopleCount(count)).toBe(text);
  });
});

describe('planAssociation', () => {
  const plan = planAssociation(fullScale);

  it('has 300 people with unique names and e-mails, and three carers following 300, 100 and 5', () => {
    expect(plan.people).toHaveLength(300);
    expect(new Set(plan.people.map((person) => person.name)).size).toBe(300);
    expect(new Set(plan.people.map((person) => person.email)).size).toBe(300);
    expect(plan.carers.map((carer) => carer.follows.length)).toEqual([300, 100, 5]);
    expect(new Set(plan.carers.map((carer) => carer.account.email)).size).toBe(3);
    for (const carer of plan.carers)
      expect(carer.follows).toEqual(Array.from({ length: carer.follows.length }, (_, i) => i));
  });

  it('names people uniquely beyond the pairs of first name and surname', () => {
    const names = Array.from({ length: 2000 }, (_, index) => agedPersonName(index));
    expect(new Set(names).size).toBe(2000);
  });
});

describe('appointmentDayOffsets', () => {
  it.each([0, 1, 6, 299])(
    'person %i: today, tomorrow, 4 upcoming, 14 over the past year',
    (index) => {
      const offsets = appointmentDayOffsets(20, index);
      expect(offsets).toHaveLength(20);
      expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
      expect(offsets.filter((offset) => offset === 1)).toHaveLength(1);
      expect(offsets.filter((offset) => offset > 1)).toHaveLength(4);
      const past = offsets.filter((offset) => offset < 0);
      expect(past).toHaveLength(14);
      expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-364);
      expect(Math.max(...offsets)).toBeLessThanOrEqual(60);
      // Spread over the year: some in every quarter of it.
      for (let quarter = 0; quarter < 4; quarter += 1)
        expect(
          past.some(
            (offset) => offset >= -364 + quarter * 91 && offset < -364 + (quarter + 1) * 91,
          ),
        ).toBe(true);
    },
  );

  it.each([
    [0, []],
    [1, [0]],
    [2, [0, 1]],
    [3, [0, 1, -364]],
  ])('%i appointments: %j', (count, offsets) => {
    expect(appointmentDayOffsets(count, 0)).toEqual(offsets);
  });
});

describe('personLists', () => {
  const lists = personLists({ index: 3, author, now, scale: fullScale });
  const today = lisbonDayFrom(now, 0);

  it('holds 20 contacts, 20 appointments and 10 medicines, each valid as the carers’ form would save it', () => {
    const kinds: [RecordKind, Readonly<Record<string, object>>, number][] = [
      ['contact', lists.contactos, 20],
      ['appointment', lists.consultas, 20],
      ['medication', lists.medicamentos, 10],
    ];
    for (const [kind, list, count] of kinds) {
      expect(Object.keys(list)).toHaveLength(count);
      for (const record of Object.values(list)) {
        const fields = Object.fromEntries(
          Object.entries(record).filter(
            ([name]) => !name.startsWith('alterado') && name !== 'horasDesde',
          ),
        ) as Record<string, string>;
        expect(validateRecord(kind, 'add', fields).valid).toBe(true);
        expect(record).toMatchObject({ alteradoPor: 'carer1', alteradoPorNome: 'Carla Matos' });
      }
    }
  });

  it('gives every medicine 1 to 3 dose times, set a year ago', () => {
    for (const medicine of Object.values(lists.medicamentos)) {
      expect(medicine.horas?.split(',').length).toBeGreaterThanOrEqual(1);
      expect(medicine.horas?.split(',').length).toBeLessThanOrEqual(3);
      expect(medicine.horasDesde).toBe(yearAgoMoment(now, fullScale));
    }
    expect(yearAgoMoment(now, fullScale)).toBe(Date.UTC(2025, 10, 25, 9, 0));
  });

  it('has doses taken on each of the 365 days ending today, about 90% of those due, none later than now', () => {
    const days = Object.keys(lists.tomas).sort();
    expect(days).toHaveLength(365);
    expect(days[0]).toBe(lisbonDayFrom(now, -364));
    expect(days[days.length - 1]).toBe(today);
    let due = 0;
    let taken = 0;
    const medicines = Object.entries(lists.medicamentos);
    for (const date of days) {
      for (const [key, medicine] of medicines) {
        for (const time of (medicine.horas ?? '').split(',')) {
          if (date === today && minuteOfTime(time) > 15 * 60) {
            expect(lists.tomas[date]?.[key]?.[time.replace(':', '')]).toBeUndefined();
            continue;
          }
          due += 1;
          const at = lists.tomas[date]?.[key]?.[time.replace(':', '')];
          if (at === undefined) continue;
          taken += 1;
          const dueAt = lisbonMoment(date, minuteOfTime(time));
          expect(at).toBeGreaterThanOrEqual(dueAt);
          expect(at).toBeLessThan(dueAt + 45 * 60_000);
        }
      }
    }
    expect(taken / due).toBeGreaterThan(0.88);
    expect(taken / due).toBeLessThan(0.92);
  });

  it('is the same on every run', () => {
    expect(personLists({ index: 3, author, now, scale: fullScale })).toEqual(lists);
    expect(personLists({ index: 4, author, now, scale: fullScale })).not.toEqual(lists);
  });
});

describe('personWrites', () => {
  it('writes the three lists, the three counters and one path per day of doses, under Newdata_{uid}', () => {
    const lists = personLists({ index: 0, author, now, scale: { ...fullScale, daysOfDoses: 3 } });
    const writes = Object.fromEntries(personWrites('u1', lists));
    expect(Object.keys(writes)).toEqual([
      'Newdata_u1/contactos',
      'Newdata_u1/consultas',
      'Newdata_u1/medicamentos',
      'Newdata_u1/variaveis_contact/var_contact',
      'Newdata_u1/variaveis/var_consulta',
      'Newdata_u1/variavel_Med/variavel_medicame',
      ...Object.keys(lists.tomas).map((date) => `Newdata_u1/tomas/${date}`),
    ]);
    expect(Object.keys(lists.tomas)).toHaveLength(3);
    expect(writes['Newdata_u1/variaveis/var_consulta']).toBe(20);
  });
});
