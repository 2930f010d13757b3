import { act, render, screen, within } from '@testing-library/react';
import { useBusyMoment } from '@amparo/shared-ui/busy-moments';
import userEvent from '@testing-library/user-event';
import { ChromeApp } from '../chrome/ChromeApp';
import {
  day,
  lisbonAt,
  mariaRoot,
  renderSignedInMaria,
  seedWithMariaData,
  withFakeClockAndBottomRegion,
} from '../testing/personDay.testkit';
import { testAssociationCode } from '../testing/shellTestServices';

const at = lisbonAt;
const root = mariaRoot;
const seed = seedWithMariaData({
  medicamentos: {
    medicamento_1: {
      medicamento: '1 comprimido de Paracetamol',
      momento_tomar: 'Ao pequeno-almoço e ao jantar',
      horas: '08:00,20:00',
    },
    medicamento_2: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' },
  },
});

withFakeClockAndBottomRegion('07:59');

async function renderChromeAt(path: string) {
  const test = await renderSignedInMaria(<ChromeApp />, path, seed);
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { test, user };
}

const reminder = () => screen.queryByRole('dialog', { name: 'Está na hora do medicamento' });

describe('the medicine reminder over any screen of the person', () => {
  it("comes at 08:00, not at 07:59, with the medicine and its moment; 'Já tomei' records the dose once", async () => {
    const { test, user } = await renderChromeAt('/chamadas');
    expect(reminder()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    const dialog = reminder();
    expect(dialog).toBeInTheDocument();
    expect(
      within(dialog as HTMLElement).getByText('1 comprimido de Paracetamol'),
    ).toBeInTheDocument();
    expect(
      within(dialog as HTMLElement).getByText('Ao pequeno-almoço e ao jantar'),
    ).toBeInTheDocument();
    expect(within(dialog as HTMLElement).getByText('08:00')).toBeInTheDocument();
    await user.tripleClick(within(dialog as HTMLElement).getByRole('button', { name: 'Já tomei' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(reminder()).not.toBeInTheDocument();
    expect(test.backend.controls.snapshot(`${root}/tomas/${day}`)).toEqual({
      medicamento_1: { '0800': expect.any(Number) },
    });
  });

  it("'Já tomei' also puts the dose on her card in each of her carers' consoles", async () => {
    const uid = root.replace('Newdata_', '');
    const withCarers = {
      ...seed,
      data: { ...(seed.data as object), personCarers: { [uid]: { ana: true, rui: true } } },
    };
    const test = await renderSignedInMaria(<ChromeApp />, '/chamadas', withCarers);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    await user.click(within(reminder() as HTMLElement).getByRole('button', { name: 'Já tomei' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    for (const carer of ['ana', 'rui'])
      expect(test.backend.controls.snapshot(`carerOverview/${carer}/${uid}/tomas`)).toEqual({
        [day]: { m1: { '0800': true } },
      });
  });

  it("'Lembrar daqui a 10 minutos' brings it back 10 minutes later", async () => {
    jest.setSystemTime(at('08:00'));
    const { user } = await renderChromeAt('/calendario');
    await user.click(
      within(reminder() as HTMLElement).getByRole('button', { name: 'Lembrar daqui a 10 minutos' }),
    );
    expect(reminder()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000 - 1000));
    expect(reminder()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(reminder()).toBeInTheDocument();
  });

  it("waits while the person's carers' area is open, and comes when she leaves it", async () => {
    const { test } = await renderChromeAt(`/${testAssociationCode}`);
    await act(async () => {
      test.services.navigate('/mostrarmedicamentos');
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(
      screen.queryByRole('navigation', { name: 'Navegação principal' }),
    ).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(reminder()).not.toBeInTheDocument();
    await act(async () => {
      test.services.navigate('/');
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(reminder()).toBeInTheDocument();
  });

  it('in a game, waits for the end of a move (a card lifted) and comes between moves', async () => {
    function Solitaire({ cardLifted }: { readonly cardLifted: boolean }) {
      useBusyMoment(cardLifted);
      return null;
    }
    const test = await renderSignedInMaria(<ChromeApp />, '/solitario', seed);
    const { rerender } = render(<Solitaire cardLifted />);
    await act(() => jest.advanceTimersByTimeAsync(2 * 60_000));
    expect(reminder()).not.toBeInTheDocument();
    rerender(<Solitaire cardLifted={false} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(reminder()).toBeInTheDocument();
    expect(test.backend.controls.snapshot(`${root}/tomas`)).toBeNull();
  });

  it('closes when the dose is recorded on another tablet', async () => {
    jest.setSystemTime(at('08:00'));
    const { test } = await renderChromeAt('/jogos');
    expect(reminder()).toBeInTheDocument();
    await act(() =>
      test.backend.database.set(`${root}/tomas/${day}/medicamento_1/0800`, at('08:01')),
    );
    expect(reminder()).not.toBeInTheDocument();
  });

  it("the person's day runs in the services while she is signed in, for the chrome and home alike", async () => {
    const { test } = await renderChromeAt('/chamadas');
    expect(
      test.services.day
        .current()
        ?.getSnapshot()
        .context.doses.map((dose) => dose.time),
    ).toEqual(['08:00', '20:00']);
    await act(async () => {
      test.auth.send({ type: 'SIGN_OUT' });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(test.services.day.current()).toBeNull();
  });
});

describe("the reminder's buttons say what they do", () => {
  it('putting it off shows a clock, not the cross that reads as closing', async () => {
    jest.setSystemTime(lisbonAt('08:00'));
    await renderSignedInMaria(<ChromeApp />, '/chamadas', seed);
    const snooze = within(reminder() as HTMLElement).getByRole('button', {
      name: 'Lembrar daqui a 10 minutos',
    });
    expect(snooze.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'later');
  });
});
