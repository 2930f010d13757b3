import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calendarDateInTimeZone,
  isoCalendarDate,
  listPath,
  recordPath,
  type CalendarDate,
} from '@amparo/shared-machines/patient';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import { HealthScreen } from './HealthScreen';

const today: CalendarDate = { year: 2026, month: 6, day: 15 };
const root = `Newdata_${patient.uid}`;

const healthData = {
  [root]: {
    consultas: {
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2026-07-02',
        time_consulta: '10:30',
      },
      consulta_ID_2: {
        contacto_Nome: 'Oftalmologia',
        data_consulta: '2026-06-15',
        time_consulta: '09:00',
      },
      // Last December: the old app, comparing month and day only, showed this as upcoming.
      consulta_ID_3: {
        contacto_Nome: 'Dermatologia',
        data_consulta: '2025-12-20',
        time_consulta: '15:00',
      },
      consulta_ID_4: { contacto_Nome: 'Ortopedia', data_consulta: '2026-03-01', time_consulta: '' },
      // January next year: the old app showed this as past.
      consulta_ID_5: {
        contacto_Nome: 'Neurologia',
        data_consulta: '2027-01-05',
        time_consulta: '11:00',
      },
    },
    medicamentos: {
      medicamento_1: { medicamento: '1 comprimido de Brufen', momento_tomar: 'Ao almoço' },
      medicamento_2: { medicamento: '1 comprimido de Omeprazol', momento_tomar: 'Em jejum' },
      medicamento_3: { medicamento: 'Xarope', momento_tomar: 'Antes de jantar' },
    },
  },
};

function itemsOf(listName: string): string[] {
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The date an item says, as one text (its phrases are separate elements so lines break only between them). */
function dateText(text: string) {
  return (_content: string, element: Element | null) =>
    element?.tagName === 'TIME' && element.textContent === text;
}

function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('Saúde', () => {
  it('shows the three cards with appointments split by whole date (year included) and medicines', async () => {
    await renderSignedIn(<HealthScreen today={today} />, { data: healthData });
    expect(screen.getByRole('heading', { level: 1, name: 'Saúde' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Próximas consultas:' })).toBeInTheDocument();
    expect(card('Medicamentos para tomar:')).toBeInTheDocument();
    expect(card('Consultas passadas')).toBeInTheDocument();

    expect(itemsOf('Próximas consultas')).toEqual([
      'OftalmologiaHojeàs 09:00',
      'Cardiologiaquinta-feira, 2 de julhoàs 10:30',
      'Neurologiaterça-feira, 5 de janeiro de 2027às 11:00',
    ]);
    expect(itemsOf('Consultas passadas')).toEqual([
      'Ortopediadomingo, 1 de marçoHora por indicar',
      'Dermatologiasábado, 20 de dezembro de 2025às 15:00',
    ]);
    expect(itemsOf('Medicamentos para tomar')).toEqual([
      '1 comprimido de OmeprazolEm jejum',
      '1 comprimido de BrufenAo almoço',
      'XaropeAntes de jantar',
    ]);
  });

  it('each appointment says its specialty, long pt-PT date and time, with machine-readable dates', async () => {
    await renderSignedIn(<HealthScreen today={today} />, { data: healthData });
    const upcoming = await screen.findByRole('list', { name: 'Próximas consultas' });
    const cardiology = within(upcoming).getByText('Cardiologia').closest('li') as HTMLElement;
    expect(within(cardiology).getByText(dateText('quinta-feira, 2 de julho'))).toHaveAttribute(
      'datetime',
      '2026-07-02',
    );
    expect(within(cardiology).getByText('10:30')).toHaveAttribute('datetime', '10:30');
    const ophthalmology = within(upcoming).getByText('Oftalmologia').closest('li') as HTMLElement;
    expect(within(ophthalmology).getByText(dateText('Hoje'))).toHaveAttribute(
      'datetime',
      '2026-06-15',
    );
  });

  it("says 'Hoje' and 'Amanhã' for the two nearest days, then the weekday and date", async () => {
    const data = {
      [root]: {
        consultas: {
          consulta_ID_1: {
            contacto_Nome: 'Cardiologia',
            data_consulta: '2026-06-16',
            time_consulta: '10:30',
          },
          consulta_ID_2: {
            contacto_Nome: 'Oftalmologia',
            data_consulta: '2026-06-15',
            time_consulta: '16:00',
          },
          consulta_ID_3: {
            contacto_Nome: 'Dentista',
            data_consulta: '2026-06-17',
            time_consulta: '09:00',
          },
          consulta_ID_4: {
            contacto_Nome: 'Análises',
            data_consulta: '2026-06-14',
            time_consulta: '08:00',
          },
        },
      },
    };
    await renderSignedIn(<HealthScreen today={today} />, { data });
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toBeInTheDocument();
    expect(itemsOf('Próximas consultas')).toEqual([
      'OftalmologiaHojeàs 16:00',
      'CardiologiaAmanhãàs 10:30',
      'Dentistaquarta-feira, 17 de junhoàs 09:00',
    ]);
    // The day before is a past day like any other: its weekday and date.
    expect(itemsOf('Consultas passadas')).toEqual(['Análisesdomingo, 14 de junhoàs 08:00']);
    expect(within(card('Próximas consultas:')).getByText(dateText('Amanhã'))).toHaveAttribute(
      'datetime',
      '2026-06-16',
    );
  });

  it('across a year boundary, 1 January seen on 31 December is Amanhã', async () => {
    const data = {
      [root]: {
        consultas: {
          consulta_ID_1: {
            contacto_Nome: 'Cardiologia',
            data_consulta: '2027-01-01',
            time_consulta: '10:00',
          },
        },
      },
    };
    await renderSignedIn(<HealthScreen today={{ year: 2026, month: 12, day: 31 }} />, { data });
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toHaveTextContent(
      'CardiologiaAmanhãàs 10:00',
    );
  });

  it("says 'Não tem consultas agendadas' and the equivalents for medicines and past appointments", async () => {
    await renderSignedIn(<HealthScreen today={today} />);
    expect(await screen.findByText('Não tem consultas agendadas')).toBeInTheDocument();
    expect(
      within(card('Próximas consultas:')).getByText('Não tem consultas agendadas'),
    ).toBeInTheDocument();
    expect(
      within(card('Medicamentos para tomar:')).getByText('Não tem medicamentos para tomar.'),
    ).toBeInTheDocument();
    expect(
      within(card('Consultas passadas')).getByText('Não tem consultas passadas.'),
    ).toBeInTheDocument();
  });

  it('follows the database live: a new appointment and medicine appear, removals disappear, without a remount', async () => {
    const { backend } = await renderSignedIn(<HealthScreen today={today} />, { data: healthData });
    const upcomingCard = await screen.findByRole('region', { name: 'Próximas consultas:' });

    await act(() =>
      backend.database.set(recordPath(patient.uid, 'appointment', 'consulta_ID_6'), {
        contacto_Nome: 'Medicina Geral',
        data_consulta: '2026-06-20',
        time_consulta: '08:15',
      }),
    );
    expect(screen.getByRole('region', { name: 'Próximas consultas:' })).toBe(upcomingCard);
    expect(itemsOf('Próximas consultas')[1]).toBe('Medicina Geralsábado, 20 de junhoàs 08:15');

    await act(() =>
      backend.database.set(recordPath(patient.uid, 'medication', 'medicamento_4'), {
        medicamento: 'Vitamina D',
        momento_tomar: 'Ao pequeno-almoço',
      }),
    );
    expect(itemsOf('Medicamentos para tomar')[1]).toBe('Vitamina DAo pequeno-almoço');

    await act(() => backend.database.remove(listPath(patient.uid, 'medication')));
    expect(
      within(card('Medicamentos para tomar:')).getByText('Não tem medicamentos para tomar.'),
    ).toBeInTheDocument();

    await act(() =>
      backend.database.remove(recordPath(patient.uid, 'appointment', 'consulta_ID_3')),
    );
    expect(itemsOf('Consultas passadas')).toHaveLength(1);
  });

  it('across a year boundary: 31 December is upcoming on that day and past on 1 January', async () => {
    const data = {
      [root]: {
        consultas: {
          consulta_ID_1: {
            contacto_Nome: 'Cardiologia',
            data_consulta: '2026-12-31',
            time_consulta: '23:00',
          },
        },
      },
    };
    const first = await renderSignedIn(
      <HealthScreen today={{ year: 2026, month: 12, day: 31 }} />,
      { data },
    );
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toHaveTextContent(
      'CardiologiaHojeàs 23:00',
    );
    first.unmount();
    await renderSignedIn(<HealthScreen today={{ year: 2027, month: 1, day: 1 }} />, { data });
    expect(await screen.findByRole('list', { name: 'Consultas passadas' })).toHaveTextContent(
      'quinta-feira, 31 de dezembro de 2026',
    );
    expect(screen.getByText('Não tem consultas agendadas')).toBeInTheDocument();
  });

  it('29 February is a date like any other', async () => {
    const data = {
      [root]: {
        consultas: {
          consulta_ID_1: {
            contacto_Nome: 'Pneumologia',
            data_consulta: '2028-02-29',
            time_consulta: '14:00',
          },
        },
      },
    };
    await renderSignedIn(<HealthScreen today={{ year: 2028, month: 2, day: 27 }} />, { data });
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toHaveTextContent(
      'Pneumologiaterça-feira, 29 de fevereiroàs 14:00',
    );
  });

  it('malformed data never breaks the screen: records are skipped or shown with what they have', async () => {
    await renderSignedIn(<HealthScreen today={today} />, {
      data: {
        [root]: {
          variaveis: { var_consulta: 7 },
          variavel_Med: { variavel_medicame: 2 },
          consultas: {
            consulta_ID_1: { contacto_Nome: 'Cardiologia', time_consulta: '10:00' },
            consulta_ID_2: 'lixo',
            consulta_ID_3: {
              contacto_Nome: 'Otorrino',
              data_consulta: '2026-02-30',
              time_consulta: 'de manhã',
            },
            consulta_ID_4: { data_consulta: '2026-08-01' },
          },
          medicamentos: {
            medicamento_1: { medicamento: 'Xarope' },
            medicamento_2: { momento_tomar: 'Ao deitar' },
            medicamento_3: 42,
          },
        },
      },
    });
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toBeInTheDocument();
    expect(itemsOf('Próximas consultas')).toEqual([
      'Consultasábado, 1 de agostoHora por indicar',
      'CardiologiaData por indicaràs 10:00',
      'OtorrinoData por indicarHora por indicar',
    ]);
    expect(
      within(card('Consultas passadas')).getByText('Não tem consultas passadas.'),
    ).toBeInTheDocument();
    expect(itemsOf('Medicamentos para tomar')).toEqual([
      'Medicamento sem nomeAo deitar',
      'XaropeMomento por indicar',
    ]);
  });

  it('a refused read says so in the card, and Tentar novamente reads again', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<HealthScreen today={today} />, {
      data: healthData,
      beforeRender: (backend) =>
        backend.controls.failNext(
          'subscribe',
          'permission_denied',
          listPath(patient.uid, 'appointment'),
        ),
    });
    const message =
      'Não foi possível mostrar as suas consultas. Verifique a ligação à internet e tente novamente.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The medicines, read separately, are still shown.
    expect(itemsOf('Medicamentos para tomar')).toHaveLength(3);
    await user.click(
      within(card('Próximas consultas:')).getByRole('button', { name: 'Tentar novamente' }),
    );
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('is read-only: no control that writes', async () => {
    await renderSignedIn(<HealthScreen today={today} />, { data: healthData });
    await screen.findByRole('list', { name: 'Próximas consultas' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it("uses the association's today (Lisbon) by default", async () => {
    const iso = isoCalendarDate(calendarDateInTimeZone(new Date(), 'Europe/Lisbon'));
    await renderSignedIn(<HealthScreen />, {
      data: {
        [root]: {
          consultas: {
            consulta_ID_1: { contacto_Nome: 'Hoje mesmo', data_consulta: iso, time_consulta: '' },
          },
        },
      },
    });
    expect(await screen.findByRole('list', { name: 'Próximas consultas' })).toHaveTextContent(
      'Hoje mesmoHojeHora por indicar',
    );
  });

  it("a summer night at 23:30 UTC is already the next day in Lisbon: that day's appointment is 'Hoje'", async () => {
    jest.useFakeTimers({ now: new Date('2026-07-15T23:30:00Z'), doNotFake: ['queueMicrotask'] });
    try {
      const data = {
        [root]: {
          consultas: {
            consulta_ID_1: {
              contacto_Nome: 'Cardiologia',
              data_consulta: '2026-07-16',
              time_consulta: '10:00',
            },
            consulta_ID_2: {
              contacto_Nome: 'Dentista',
              data_consulta: '2026-07-15',
              time_consulta: '18:00',
            },
          },
        },
      };
      const rendered = renderSignedIn(<HealthScreen />, { data });
      await act(() => jest.advanceTimersByTimeAsync(0));
      await rendered;
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(itemsOf('Próximas consultas')).toEqual(['CardiologiaHojeàs 10:00']);
      expect(itemsOf('Consultas passadas')).toEqual(['Dentistaquarta-feira, 15 de julhoàs 18:00']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('at midnight, with the screen left open, an appointment of the day before moves to Consultas passadas', async () => {
    // 23:59 in Lisbon (its winter time is UTC's), whatever the zone the tests run in.
    jest.useFakeTimers({ now: new Date('2026-12-31T23:59:00Z'), doNotFake: ['queueMicrotask'] });
    try {
      const data = {
        [root]: {
          consultas: {
            consulta_ID_1: {
              contacto_Nome: 'Cardiologia',
              data_consulta: '2026-12-31',
              time_consulta: '18:00',
            },
          },
        },
      };
      const rendered = renderSignedIn(<HealthScreen />, { data });
      await act(() => jest.advanceTimersByTimeAsync(0));
      await rendered;
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(within(card('Próximas consultas:')).getByText('Cardiologia')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(61_000));
      expect(within(card('Consultas passadas')).getByText('Cardiologia')).toBeInTheDocument();
      expect(
        within(card('Próximas consultas:')).getByText('Não tem consultas agendadas'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps showing what it shows while the tablet is offline', async () => {
    const { backend } = await renderSignedIn(<HealthScreen today={today} />, { data: healthData });
    await screen.findByRole('list', { name: 'Próximas consultas' });
    act(() => backend.controls.setConnected(false));
    expect(itemsOf('Medicamentos para tomar')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Próximas consultas' })).toBeInTheDocument();
  });

  it('says it is waiting for the connection when nothing has arrived and the tablet has been offline for a while', async () => {
    jest.useFakeTimers();
    try {
      await renderSignedIn(<HealthScreen today={today} />, {
        data: healthData,
        beforeRender: (backend) => backend.controls.setConnected(false),
      });
      await act(() => jest.advanceTimersByTimeAsync(2999));
      expect(screen.getByRole('status')).toHaveTextContent(
        'A carregar as suas consultas e medicamentos…',
      );
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('status')).toHaveTextContent('A aguardar ligação à internet…');
    } finally {
      jest.useRealTimers();
    }
  });
});
