/**
 * Hostile and odd input in Saúde (docs/product.md: Hard cases): every row of the shared table as a stored specialty, date,
 * time, medicine and moment. Texts are shown literally (a blank one as the card's placeholder); dates
 * and times that are not dates or times say so. Never markup, never an exception, never a write.
 */
import { screen, within } from '@testing-library/react';
import type { CalendarDate } from '@amparo/shared-machines/patient';
import {
  findInjectedMarkup,
  hostileInputs,
  type HostileInput,
} from '@amparo/shared-machines/testing';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import { HealthScreen } from './health-screen/HealthScreen';

const today: CalendarDate = { year: 2026, month: 6, day: 15 };

beforeEach(() => jest.spyOn(window, 'alert').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function healthData(value: string) {
  return {
    [`Newdata_${patient.uid}`]: {
      consultas: {
        consulta_ID_1: {
          contacto_Nome: value,
          data_consulta: '2026-07-02',
          time_consulta: '10:30',
        },
        consulta_ID_2: { contacto_Nome: value, data_consulta: '2026-03-01', time_consulta: '' },
        consulta_ID_3: { contacto_Nome: 'Ortopedia', data_consulta: value, time_consulta: value },
      },
      medicamentos: {
        medicamento_1: { medicamento: value, momento_tomar: 'Ao almoço' },
        medicamento_2: { medicamento: 'Xarope', momento_tomar: value },
      },
    },
  };
}

/** The list items' paragraphs, each as exactly the text it shows. */
function paragraphsOf(listName: string): string[][] {
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(item.querySelectorAll('p')).map((paragraph) => paragraph.textContent ?? ''),
    );
}

function shown(row: HostileInput, placeholder: string): string {
  return row.whenStored ?? placeholder;
}

describe('Saúde: every hostile row as stored appointments and medicines', () => {
  it.each(hostileInputs.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const { backend } = await renderSignedIn(<HealthScreen today={today} />, {
      data: healthData(row.value),
    });
    await screen.findByRole('region', { name: 'Próximas consultas:' });
    const before = backend.controls.snapshot();
    expect(paragraphsOf('Próximas consultas')).toEqual([
      [shown(row, 'Consulta'), 'quinta-feira, 2 de julho', 'às 10:30'],
      // A date or time that cannot be read is not guessed.
      ['Ortopedia', 'Data por indicar', 'Hora por indicar'],
    ]);
    expect(paragraphsOf('Consultas passadas')).toEqual([
      [shown(row, 'Consulta'), 'domingo, 1 de março', 'Hora por indicar'],
    ]);
    const medicines = paragraphsOf('Medicamentos para tomar');
    expect(medicines).toHaveLength(2);
    expect(medicines).toContainEqual([shown(row, 'Medicamento sem nome'), 'Ao almoço']);
    expect(medicines).toContainEqual(['Xarope', shown(row, 'Momento por indicar')]);
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '')).toEqual([]);
    expect(findInjectedMarkup(document.body)).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
    expect(backend.controls.snapshot()).toEqual(before);
  });
});
