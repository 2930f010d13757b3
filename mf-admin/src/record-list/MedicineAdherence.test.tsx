import { screen, within } from '@testing-library/react';
import { advance, carer, createCarerBackend, renderAdminApp } from '../testing/renderAdminApp';

// 23 November 2026, 10:32 in Lisbon (UTC since 25 October).
const now = Date.parse('2026-11-23T10:32:00Z');

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(now);
});
afterEach(() => jest.useRealTimers());

/** 'YYYY-MM-DD', `back` days before 23 November 2026. */
function daysBack(back: number): string {
  return new Date(Date.UTC(2026, 10, 23 - back)).toISOString().slice(0, 10);
}

/**
 * Beatriz's Paracetamol at 08:00 and 20:00: every 08:00 dose of the last 30 days taken at 08:05; the
 * 20:00 dose taken at 20:10 on the last 10 days before today, at 23:00 (late) the day before those,
 * never before; and a day older than 30 days with both taken, which must not be read.
 */
function history(): Record<string, Record<string, Record<string, number>>> {
  const tomas: Record<string, Record<string, Record<string, number>>> = {};
  for (let back = 0; back <= 29; back += 1) {
    const date = daysBack(back);
    const day: Record<string, number> = { '0800': Date.parse(`${date}T08:05:00Z`) };
    if (back >= 1 && back <= 10) day['2000'] = Date.parse(`${date}T20:10:00Z`);
    if (back === 11) day['2000'] = Date.parse(`${date}T23:00:00Z`);
    tomas[date] = { medicamento_1: day };
  }
  tomas[daysBack(30)] = { medicamento_1: { '0800': 1, '2000': 2 } };
  return tomas;
}

function backend() {
  return createCarerBackend(
    {},
    {
      members: { 'uid-bia': { name: 'Beatriz Sousa', since: 1 } },
      carerPeople: { [carer.uid]: { 'uid-bia': true } },
      'Newdata_uid-bia': {
        medicamentos: {
          medicamento_1: {
            medicamento: 'Paracetamol',
            momento_tomar: 'De manhã e à noite',
            horas: '08:00,20:00',
          },
          medicamento_2: { medicamento: 'Xarope', momento_tomar: 'Se tiver tosse' },
        },
        resumo: {
          medicamentos: 2,
          horario: { medicamento_1: { horas: '08:00,20:00', desde: 0 } },
        },
        tomas: history(),
      },
    },
  );
}

describe("a medicine's adherence over the last 30 days (the carers' medicines list)", () => {
  it('says how many of the doses owed were taken, late and not taken, from the last 30 days only', async () => {
    const seeded = backend();
    const subscribeQuery = jest.spyOn(seeded.database, 'subscribeQuery');
    const subscribe = jest.spyOn(seeded.database, 'subscribe');
    await renderAdminApp('/pessoas/uid-bia/mostrarmedicamentos', {}, seeded, { as: 'carer' });
    await advance();
    const card = screen
      .getByRole('heading', { level: 2, name: 'Paracetamol' })
      .closest('section') as HTMLElement;
    // 29 days × 2 doses + today's 08:00 = 59 owed: 40 taken in time, 1 late, 18 not taken.
    expect(
      within(card).getByText(
        'Adesão nos últimos 30 dias: 40 de 59 (1 tomada com atraso, 18 não tomadas)',
      ),
    ).toBeInTheDocument();
    // A medicine without dose times has none.
    const syrup = screen
      .getByRole('heading', { level: 2, name: 'Xarope' })
      .closest('section') as HTMLElement;
    expect(within(syrup).queryByText(/Adesão/)).not.toBeInTheDocument();

    // One key-range query of the dose history, never the whole of it.
    expect(subscribeQuery).toHaveBeenCalledWith(
      'Newdata_uid-bia/tomas',
      { orderBy: 'key', startAt: '2026-10-25', endAt: '2026-11-23' },
      expect.any(Function),
      expect.any(Function),
    );
    expect(subscribe.mock.calls.map(([path]) => path)).not.toContain('Newdata_uid-bia/tomas');
    expect(subscribe.mock.calls.map(([path]) => path)).not.toContain('Newdata_uid-bia');
  });
});
