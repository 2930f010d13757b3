import { demoSeedAuthor, seededRecordWrites } from '../../src/seed/seededRecords';

const at = 1_000;
const seeded = {
  consulta_ID_1: { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-01' },
  consulta_ID_2: { contacto_Nome: 'Oftalmologia', data_consulta: '2026-12-08' },
};
const signed = (record: object, when = 500) => ({
  ...record,
  ...demoSeedAuthor,
  alteradoEm: when,
});

describe('seededRecordWrites: seeding again never overwrites what a person or a carer did', () => {
  it.each<[string, unknown, number, Record<string, unknown>]>([
    [
      'an empty list: every seeded record, signed by the seed',
      null,
      0,
      {
        consulta_ID_1: signed(seeded.consulta_ID_1, at),
        consulta_ID_2: signed(seeded.consulta_ID_2, at),
      },
    ],
    [
      'records still the seed’s: written again (their dates move), keeping when they were seeded',
      { consulta_ID_1: signed({ ...seeded.consulta_ID_1, data_consulta: '2026-11-01' }) },
      2,
      { consulta_ID_1: signed(seeded.consulta_ID_1) },
    ],
    [
      'a record a carer saved (her signature): left as it is',
      {
        consulta_ID_1: {
          ...seeded.consulta_ID_1,
          alteradoPor: 'ana',
          alteradoPorNome: 'Ana',
          alteradoEm: 9,
        },
        consulta_ID_2: signed(seeded.consulta_ID_2),
      },
      2,
      { consulta_ID_2: signed(seeded.consulta_ID_2) },
    ],
    [
      'a record the person saved (no signature): left as it is',
      { consulta_ID_1: { ...seeded.consulta_ID_1, time_consulta: '16:00' } },
      2,
      {},
    ],
    [
      'a record deleted since (its number given out): not brought back',
      { consulta_ID_2: signed(seeded.consulta_ID_2) },
      2,
      { consulta_ID_2: signed(seeded.consulta_ID_2) },
    ],
    [
      'a number never given out (the counter below it): written',
      { consulta_ID_1: signed(seeded.consulta_ID_1) },
      1,
      {
        consulta_ID_1: signed(seeded.consulta_ID_1),
        consulta_ID_2: signed(seeded.consulta_ID_2, at),
      },
    ],
  ])('%s', (_case, stored, counter, expected) =>
    expect(seededRecordWrites('appointment', seeded, stored, counter, at)).toEqual(expected),
  );
});
