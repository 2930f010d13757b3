import type { AppointmentRecord, Keyed } from './recordTypes';
import { appointmentsOfTodayAndTomorrow } from './daySummary';

const today = { year: 2026, month: 11, day: 30 };
const appointment = (
  key: string,
  date: string,
  time: string,
  specialty = 'Cardiologia',
): Keyed<AppointmentRecord> => ({
  key,
  value: { contacto_Nome: specialty, data_consulta: date, time_consulta: time },
});

describe("appointmentsOfTodayAndTomorrow: home's 'Hoje' panel", () => {
  test('today and tomorrow only, in time order (untimed after timed, as in Saúde), said as people say them (across a month end)', () => {
    const near = appointmentsOfTodayAndTomorrow(
      [
        appointment('consulta_ID_1', '2026-12-01', '10:30'),
        appointment('consulta_ID_2', '2026-11-30', '16:00', 'Oftalmologia'),
        appointment('consulta_ID_3', '2026-11-30', '', ''),
        appointment('consulta_ID_4', '2026-12-02', '09:00'),
        appointment('consulta_ID_5', '2026-11-29', '09:00'),
        appointment('consulta_ID_6', 'amanhã', '09:00'),
      ],
      today,
    );
    expect(near.map((item) => item.text)).toEqual([
      'Hoje às 16:00 — Oftalmologia',
      'Hoje, hora por indicar — Consulta',
      'Amanhã às 10:30 — Cardiologia',
    ]);
  });

  test('none', () => {
    expect(appointmentsOfTodayAndTomorrow([], today)).toEqual([]);
  });
});
