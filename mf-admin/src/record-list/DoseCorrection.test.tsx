import { act, screen, within } from '@testing-library/react';
import {
  advance,
  carer,
  createCarerBackend,
  personPrefix,
  renderAdminApp,
  uid,
  userRoot,
} from '../testing/renderAdminApp';

// 24 November 2026, 10:32 in Lisbon (UTC in November).
const now = Date.parse('2026-11-24T10:32:00Z');
const today = '2026-11-24';
const correctionPath = `${userRoot}/tomasCorrigidas/${today}/medicamento_1/0800`;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(now);
});
afterEach(() => jest.useRealTimers());

/** José's Paracetamol at 08:00 and 20:00, the 08:00 dose taken at 08:05 today. */
const data = {
  medicamentos: {
    medicamento_1: {
      medicamento: 'Paracetamol',
      momento_tomar: 'De manhã e à noite',
      horas: '08:00,20:00',
    },
  },
  tomas: { [today]: { medicamento_1: { '0800': Date.parse(`${today}T08:05:00Z`) } } },
};

/** The Paracetamol card's doses list. */
function doses(): HTMLElement {
  const card = screen
    .getByRole('heading', { level: 2, name: 'Paracetamol' })
    .closest('section') as HTMLElement;
  return within(card).getByRole('list', { name: 'Tomas de hoje' });
}

/** The list item of the dose at `time`. */
function doseAt(time: string): HTMLElement {
  return within(doses())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`Hoje às ${time}:`)) as HTMLElement;
}

async function openAsCarer(backend = createCarerBackend(data)) {
  const view = await renderAdminApp(`${personPrefix}/mostrarmedicamentos`, {}, backend, {
    as: 'carer',
  });
  await advance(1000);
  return view;
}

describe("a carer's correction of a dose recorded as taken (the medicines list)", () => {
  it('asks first, writes the correction once with her name, and then shows the dose as not taken', async () => {
    const { backend, user } = await openAsCarer();
    expect(within(doseAt('08:00')).getByText('Hoje às 08:00: Tomado às 08:05')).toBeVisible();
    // Only a dose taken can be corrected.
    expect(
      within(doseAt('20:00')).queryByRole('button', { name: /Corrigir/ }),
    ).not.toBeInTheDocument();
    const correct = within(doseAt('08:00')).getByRole('button', {
      name: 'Corrigir: não foi tomado — 08:00',
    });
    expect(correct.tagName).toBe('BUTTON');
    expect(correct).toHaveTextContent('Corrigir: não foi tomado');

    // 'Não, manter' leaves everything as it was.
    await user.click(correct);
    let dialog = screen.getByRole('dialog', { name: 'Marcar esta toma como não tomada?' });
    expect(
      within(dialog).getByText(/A correção fica registada com o seu nome \(Ana Costa\)/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Não, manter' }));
    await advance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.controls.snapshot(correctionPath)).toBeNull();

    // 'Sim, corrigir' writes who and when; the dose record stays.
    await user.click(correct);
    dialog = screen.getByRole('dialog', { name: 'Marcar esta toma como não tomada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, corrigir' }));
    await advance();
    expect(backend.controls.snapshot(correctionPath)).toEqual({
      por: carer.uid,
      porNome: 'Ana Costa',
      em: expect.any(Number),
    });
    expect(backend.controls.snapshot(`${userRoot}/tomas/${today}/medicamento_1/0800`)).toBe(
      Date.parse(`${today}T08:05:00Z`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const corrected = doseAt('08:00');
    expect(within(corrected).getByText('Hoje às 08:00: Não tomado')).toBeVisible();
    expect(within(corrected).getByText('Corrigido por Ana Costa, hoje às 10:32')).toBeVisible();
    expect(within(corrected).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says beside the dose when the save failed, and saves on «Tentar novamente»', async () => {
    const backend = createCarerBackend(data);
    const { user } = await openAsCarer(backend);
    backend.controls.failNext('set', 'unavailable', correctionPath);
    await user.click(
      within(doseAt('08:00')).getByRole('button', { name: 'Corrigir: não foi tomado — 08:00' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sim, corrigir' }));
    await advance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(doseAt('08:00')).getByRole('alert')).toHaveTextContent(
      'Não foi possível guardar a correção da toma das 08:00. Verifique a ligação à internet.',
    );
    expect(backend.controls.snapshot(correctionPath)).toBeNull();
    expect(within(doseAt('08:00')).getByText('Hoje às 08:00: Tomado às 08:05')).toBeVisible();

    await user.click(
      within(doseAt('08:00')).getByRole('button', { name: 'Tentar novamente — 08:00' }),
    );
    await advance();
    expect(backend.controls.snapshot(correctionPath)).toMatchObject({ por: carer.uid });
    expect(
      within(doseAt('08:00')).getByText('Corrigido por Ana Costa, hoje às 10:32'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows corrections made elsewhere, live, even of a dose the day would leave out', async () => {
    const backend = createCarerBackend({
      ...data,
      medicamentos: {
        medicamento_1: {
          ...data.medicamentos.medicamento_1,
          // Times set at 09:00: the 08:00 dose is not owed today, and listed only while taken.
          horasDesde: Date.parse(`${today}T09:00:00Z`),
        },
      },
    });
    await openAsCarer(backend);
    expect(within(doseAt('08:00')).getByText('Hoje às 08:00: Tomado às 08:05')).toBeVisible();
    await act(() =>
      backend.database.set(correctionPath, {
        por: 'uid-rui',
        porNome: 'Rui Pereira',
        em: Date.parse(`${today}T10:01:00Z`),
      }),
    );
    await advance();
    const corrected = doseAt('08:00');
    expect(within(corrected).getByText('Hoje às 08:00: Não tomado')).toBeVisible();
    expect(within(corrected).getByText('Corrigido por Rui Pereira, hoje às 10:01')).toBeVisible();
  });

  it("is not offered in a person's own carers' area (the rules refuse her)", async () => {
    await renderAdminApp('/mostrarmedicamentos', data);
    await advance(1000);
    expect(within(doseAt('08:00')).getByText('Hoje às 08:00: Tomado às 08:05')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Corrigir/ })).not.toBeInTheDocument();
    expect(uid).toBe('uid-jose');
  });
});
