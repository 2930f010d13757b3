import { act, screen, within } from '@testing-library/react';
import {
  advance,
  carer,
  createCarerBackend,
  personPrefix,
  renderAdminApp,
  uid,
} from '../testing/renderAdminApp';

const now = new Date('2026-11-23T10:32:00Z');

beforeEach(() => {
  jest.useFakeTimers();
  // 23 November 2026, 10:32 in Lisbon.
  jest.setSystemTime(now);
});
afterEach(() => jest.useRealTimers());

const asCarer = { as: 'carer' } as const;
const brufen = { medicamento: 'Brufen 400', momento_tomar: 'Ao almoço', horas: '08:00' };

/** What the person's log holds, oldest first, without keys and times. */
function logged(backend: ReturnType<typeof createCarerBackend>) {
  const log = (backend.controls.snapshot(`accessLog/${uid}`) ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  return Object.keys(log)
    .sort()
    .map((key) => {
      const { at: _at, ...entry } = log[key] as Record<string, unknown>;
      return entry;
    });
}

describe("a carer's access log of a person", () => {
  it('opening the person logs it once, also across her lists; the log screen shows it, newest first', async () => {
    const backend = createCarerBackend({ medicamentos: { medicamento_1: brufen } });
    const { user } = await renderAdminApp(`${personPrefix}/mostrarcontactos`, {}, backend, asCarer);
    await advance();
    await user.click(screen.getByRole('link', { name: 'Medicamentos' }));
    await advance();
    expect(logged(backend)).toEqual([
      { who: carer.uid, whoName: carer.name, action: 'ver', record: 'pessoa' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Registo de acessos' }));
    await advance();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Registo de acessos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registo de acessos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const entries = within(screen.getByRole('list', { name: 'Acessos registados' })).getAllByRole(
      'listitem',
    );
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Ana Costa viu os dados de José Santos — hoje às 10:32',
    ]);
    expect(logged(backend)).toHaveLength(1);
  });

  it('a change of a medicine is logged with the fields changed; the screen names the medicine', async () => {
    const backend = createCarerBackend({
      medicamentos: { medicamento_1: brufen },
      variavel_Med: { variavel_medicame: 1 },
    });
    const { user } = await renderAdminApp(
      `${personPrefix}/usermedicarespec?key=medicamento_1`,
      {},
      backend,
      asCarer,
    );
    await advance();
    const times = screen.getByLabelText(/^Horas/);
    await user.clear(times);
    await user.type(times, '08:00,20:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await advance(5000);
    expect(logged(backend)).toEqual([
      { who: carer.uid, whoName: carer.name, action: 'ver', record: 'pessoa' },
      {
        who: carer.uid,
        whoName: carer.name,
        action: 'alterar',
        record: 'medicamentos/medicamento_1',
        fields: 'horas',
      },
    ]);
    act(() => {
      window.history.replaceState(null, '', `${personPrefix}/acessos`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await advance();
    const entries = within(screen.getByRole('list', { name: 'Acessos registados' })).getAllByRole(
      'listitem',
    );
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Ana Costa alterou o medicamento «Brufen 400»: horas — hoje às 10:32',
      'Ana Costa viu os dados de José Santos — hoje às 10:32',
    ]);
  });

  it('nothing logged yet: says so', async () => {
    const backend = createCarerBackend();
    backend.controls.failNext('set', 'permission_denied');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAdminApp(`${personPrefix}/acessos`, {}, backend, asCarer);
    await advance();
    expect(screen.getByText('Ainda não há acessos registados.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Não foi possível registar o acesso.',
      expect.objectContaining({ code: 'permission_denied' }),
    );
    warn.mockRestore();
  });

  it("a person's own session (the spec's way) logs nothing", async () => {
    const backend = createCarerBackend({ medicamentos: { medicamento_1: brufen } });
    await renderAdminApp('/mostrarmedicamentos', {}, backend);
    await advance();
    expect(screen.getByText(/Brufen 400/)).toBeInTheDocument();
    expect(logged(backend)).toEqual([]);
  });
});
