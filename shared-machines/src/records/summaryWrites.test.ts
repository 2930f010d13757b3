import { serverTimestamp } from '../domain/account';
import type { MedicationRecord } from '../domain/recordTypes';
import { countChange, horasDesdeToWrite, scheduleChange, withHorasDesde } from './summaryWrites';

const medicine = (horas?: string, horasDesde?: number): MedicationRecord => ({
  medicamento: 'Comprimido',
  momento_tomar: 'Ao almoço',
  ...(horas === undefined ? {} : { horas }),
  ...(horasDesde === undefined ? {} : { horasDesde }),
});

describe('horasDesdeToWrite: when a medicine’s times were set', () => {
  it.each<[string, string | undefined, MedicationRecord | null, unknown]>([
    ['no times: none', undefined, medicine('08:00', 5), undefined],
    ['times cleared: none', '', medicine('08:00', 5), undefined],
    ['a new medicine with times: now', '08:00', null, serverTimestamp],
    ['times changed: now', '09:00', medicine('08:00', 5), serverTimestamp],
    ['times added to a medicine without: now', '08:00', medicine(undefined, 5), serverTimestamp],
    ['times kept: the stored time', '08:00', medicine('08:00', 5), 5],
    ['times kept on an older record: none', '08:00', medicine('08:00'), undefined],
  ])('%s', (_label, horas, stored, expected) => {
    expect(horasDesdeToWrite(horas, stored)).toEqual(expected);
  });
});

describe('the summary’s patches', () => {
  it('counts by the server, under the list’s name', () => {
    expect(countChange('contact', 1)).toEqual({ 'resumo/contactos': { '.sv': { increment: 1 } } });
    expect(countChange('medication', -1)).toEqual({
      'resumo/medicamentos': { '.sv': { increment: -1 } },
    });
  });

  it.each<[string | undefined, unknown]>([
    ['08:00,20:00', { horas: '08:00,20:00', desde: 7 }],
    ['', null],
    [undefined, null],
  ])('a medicine with times %j: %j', (horas, entry) => {
    expect(scheduleChange('medicamento_3', horas, 7)).toEqual({
      'resumo/horario/medicamento_3': entry,
    });
  });

  it('saves a medicine with the horasDesde decided, never one it came with', () => {
    expect(withHorasDesde(medicine('08:00', 1), 5)).toEqual(medicine('08:00', 5));
    expect(withHorasDesde(medicine('08:00', 1), undefined)).toEqual(medicine('08:00'));
  });
});
