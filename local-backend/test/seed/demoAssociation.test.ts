import { isRecordKeyOf, validateRecord } from '@amparo/shared-machines/records';
import type { RecordKind } from '@amparo/shared-machines/records';
import {
  buildPatientRecords,
  demoDoseTimesSetBeforeMs,
  describeInvalidAssociationCode,
  localIsoDate,
  reseededMedicine,
} from '../../src/seed/demoAssociation';

describe('localIsoDate', () => {
  it.each<[Date, number, string]>([
    [new Date(2026, 10, 22, 1, 30), 0, '2026-11-22'],
    [new Date(2026, 10, 22, 23, 59), 6, '2026-11-28'],
    [new Date(2026, 11, 28), 6, '2027-01-03'],
    [new Date(2027, 0, 5), -12, '2026-12-24'],
    [new Date(2028, 1, 20), 9, '2028-02-29'],
    [new Date(2026, 2, 1), -1, '2026-02-28'],
  ])('%s %+d days is %s', (today, offset, expected) => {
    expect(localIsoDate(today, offset)).toBe(expected);
  });
});

describe('the demo patient records', () => {
  const records = buildPatientRecords(new Date(2026, 11, 28, 9, 0));

  it('has one past and two upcoming appointments around today, across a year boundary too', () => {
    const dates = Object.values(records.consultas).map((appointment) => appointment.data_consulta);
    expect(dates).toEqual(['2026-12-16', '2027-01-03', '2027-01-17']);
    const today = '2026-12-28';
    expect(dates.filter((date) => date < today)).toHaveLength(1);
    expect(dates.filter((date) => date >= today)).toHaveLength(2);
  });

  it.each<[RecordKind, 'contactos' | 'consultas' | 'medicamentos', number]>([
    ['contact', 'contactos', 4],
    ['appointment', 'consultas', 3],
    ['medication', 'medicamentos', 3],
  ])('every %s passes the platform validation and has a key of its kind', (kind, list, count) => {
    const entries = Object.entries(records[list]);
    expect(entries).toHaveLength(count);
    for (const [key, value] of entries) {
      expect(isRecordKeyOf(kind, key)).toBe(true);
      // When a medicine's times were set is the server's, never typed: the form's fields are the rest.
      const { horasDesde: _set, ...typed } = value as Record<string, unknown>;
      expect(validateRecord(kind, 'edit', typed as Record<string, string>)).toEqual({
        valid: true,
        value: typed,
      });
    }
  });

  it('says the medicines with times had them set some days before the seed, and only those', () => {
    const set = new Date(2026, 11, 28, 9, 0).getTime() - demoDoseTimesSetBeforeMs;
    expect(
      Object.values(records.medicamentos).map((medicine) => [medicine.horas, medicine.horasDesde]),
    ).toEqual([
      ['08:00,20:00', set],
      [undefined, undefined],
      ['14:00', set],
    ]);
  });

  it('counts what it holds', () => {
    expect(records.counters).toEqual({ var_contact: 4, var_consulta: 3, variavel_medicame: 3 });
  });
});

describe('reseededMedicine: when the times were set, seeding again', () => {
  const seeded = {
    medicamento: 'Vitamina D',
    momento_tomar: 'De tarde',
    horas: '14:00',
    horasDesde: 2000,
  };
  it.each<[string, unknown, number | undefined]>([
    ['nothing stored: the seed’s', null, 2000],
    [
      'the same times stored with their moment: the stored one',
      { horas: '14:00', horasDesde: 1000 },
      1000,
    ],
    ['other times stored: the seed’s', { horas: '09:00', horasDesde: 1000 }, 2000],
    ['the same times without a moment: the seed’s', { horas: '14:00' }, 2000],
    ['a moment that is no number: the seed’s', { horas: '14:00', horasDesde: 'ontem' }, 2000],
  ])('%s', (_label, stored, horasDesde) => {
    expect(reseededMedicine(seeded, stored)).toEqual({ ...seeded, horasDesde });
  });

  it('gives no moment to a medicine without times', () => {
    const withoutTimes = { medicamento: 'Atorvastatina', momento_tomar: 'Antes de jantar' };
    expect(reseededMedicine(withoutTimes, { horasDesde: 1000 })).toEqual(withoutTimes);
  });
});

describe('describeInvalidAssociationCode', () => {
  it.each<[string, boolean]>([
    ['segredo', true],
    ['Probranca2024', true],
    ['código-secreto_1', true],
    ['', false],
    ['a.b', false],
    ['a/b', false],
    ['a#b', false],
    ['a$b', false],
    ['a[b]', false],
    ['com espaço', false],
    ['a?b', false],
    ['x'.repeat(101), false],
  ])('%j is usable: %s', (associationCode, usable) => {
    expect(describeInvalidAssociationCode(associationCode) === null).toBe(usable);
  });
});
