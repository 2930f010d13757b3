import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeApp } from '../../chrome/ChromeApp';
import {
  day,
  lisbonAt,
  renderSignedInMaria,
  seedWithMariaData,
  withFakeClockAndBottomRegion,
} from '../../testing/personDay.testkit';
import { maria } from '../../testing/shellTestServices';
import { TodayPanel } from './TodayPanel';

const at = lisbonAt;
const seed = seedWithMariaData({
  medicamentos: {
    medicamento_1: {
      medicamento: 'Paracetamol',
      momento_tomar: 'Ao pequeno-almoço e ao jantar',
      horas: '08:00,20:00',
    },
    medicamento_3: { medicamento: 'Vitamina D', momento_tomar: 'De tarde', horas: '14:00' },
  },
  consultas: {
    consulta_ID_1: {
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-11-25',
      time_consulta: '10:30',
    },
    consulta_ID_2: {
      contacto_Nome: 'Dentista',
      data_consulta: '2026-11-27',
      time_consulta: '09:00',
    },
  },
  tomas: { [day]: { medicamento_1: { '0800': at('08:05') } } },
});

withFakeClockAndBottomRegion('12:00');

/** Home's panel beside the chrome, which runs the day's reminders. */
const homeDay = (
  <>
    <ChromeApp />
    <TodayPanel uid={maria.uid} />
  </>
);

const renderHomeDay = () => renderSignedInMaria(homeDay, '/', seed);

describe("home's 'Hoje'", () => {
  it("lists the day's doses in time order, each state in words, and today's and tomorrow's appointments", async () => {
    await renderHomeDay();
    const panel = screen.getByRole('region', { name: 'Hoje' });
    const doses = within(panel).getByRole('list', { name: 'Medicamentos de hoje' });
    expect(
      within(doses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '08:00ParacetamolTomado às 08:05',
      '14:00Vitamina DPor tomar',
      '20:00ParacetamolPor tomar',
    ]);
    const appointments = within(panel).getByRole('list', { name: 'Consultas de hoje e amanhã' });
    expect(
      within(appointments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amanhã às 10:30 — Cardiologia']);
  });

  it("follows the day: due at 14:00, 'Não tomado' at 16:00", async () => {
    await renderHomeDay();
    const doses = () =>
      within(screen.getByRole('list', { name: 'Medicamentos de hoje' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await act(() => jest.advanceTimersByTimeAsync(at('14:00') - at('12:00')));
    expect(doses()[1]).toBe('14:00Vitamina DEstá na hora');
    await act(() => jest.advanceTimersByTimeAsync(at('16:00') - at('14:00')));
    expect(doses()[1]).toBe('14:00Vitamina DNão tomado');
  });

  it('reads reminders aloud only once the tablet is set to, and remembers the setting', async () => {
    const test = await renderHomeDay();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const setting = screen.getByRole('checkbox', { name: 'Ler os lembretes em voz alta' });
    expect(setting).not.toBeChecked();
    await user.click(setting);
    expect(setting).toBeChecked();
    expect(test.services.day.current()?.getSnapshot().context.speak).toBe(true);
    expect(window.localStorage.getItem('amparo.lerLembretesEmVozAlta')).toBe('sim');
  });

  it('lists no dose before the medicine was added nor before the person joined: none shows missed or due', async () => {
    jest.setSystemTime(at('15:02'));
    const added = seedWithMariaData({
      medicamentos: {
        medicamento_4: {
          medicamento: 'Omeprazol',
          momento_tomar: '',
          horas: '08:00,13:30,20:00',
          horasDesde: at('15:01'),
        },
        medicamento_5: { medicamento: 'Vitamina D', momento_tomar: '', horas: '08:00,13:30' },
      },
    });
    const joinedToday = {
      ...added,
      data: {
        ...added.data,
        members: { [maria.uid]: { name: maria.name, since: at('10:00') } },
      },
    };
    await renderSignedInMaria(homeDay, '/', joinedToday);
    const doses = within(screen.getByRole('list', { name: 'Medicamentos de hoje' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(doses).toEqual(['13:30Vitamina DNão tomado', '20:00OmeprazolPor tomar']);
    expect(
      screen.queryByRole('dialog', { name: 'Está na hora do medicamento' }),
    ).not.toBeInTheDocument();
  });

  it('says so when nothing is planned', async () => {
    await renderSignedInMaria(homeDay, '/');
    expect(screen.getByText('Nada marcado para hoje.')).toBeInTheDocument();
  });
});
