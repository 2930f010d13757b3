import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeApp } from '../chrome/ChromeApp';
import { ShellApp } from '../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
} from '../testing/shellTestServices';

// 3 March 2027, 10:40 in Lisbon.
const now = Date.UTC(2027, 2, 3, 10, 40);
const at = (hours: number, minutes: number) => Date.UTC(2027, 2, 3, hours, minutes);

const seedWithLog = {
  ...defaultSeed,
  data: {
    ...defaultSeed.data,
    [`Newdata_${maria.uid}`]: {
      medicamentos: { medicamento_3: { medicamento: 'Brufen 400', momento_tomar: 'Ao almoço' } },
    },
    accessLog: {
      [maria.uid]: {
        '-NaaaaaaAAAAAAAAAAAA': {
          who: 'c1',
          whoName: 'Ana Costa',
          action: 'ver',
          record: 'pessoa',
          at: at(10, 32),
        },
        '-NaaaaabAAAAAAAAAAAA': {
          who: 'c1',
          whoName: 'Ana Costa',
          action: 'alterar',
          record: 'medicamentos/medicamento_3',
          fields: 'horas',
          at: at(10, 35),
        },
      },
    },
  },
};

// The clock says 'now' and runs on by itself (the screens' waits need time to pass).
beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("'Quem viu ou alterou os meus dados' on the person's tablet", () => {
  it('lists who saw or changed her data, newest first, in words', async () => {
    const test = await startShellServices({
      signedIn: true,
      path: '/meusdados',
      seed: seedWithLog,
    });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quem viu ou alterou os meus dados' }),
    ).toHaveFocus();
    const list = await screen.findByRole('list', { name: 'Quem viu ou alterou os seus dados' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Ana Costa alterou o medicamento «Brufen 400»: horas — hoje às 10:35',
        'Ana Costa viu os seus dados — hoje às 10:32',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('nothing logged: says nobody has', async () => {
    const test = await startShellServices({ signedIn: true, path: '/meusdados' });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByText('Ainda ninguém viu nem alterou os seus dados.'),
    ).toBeInTheDocument();
  });

  it('a log that cannot be read: a message and a way to try again', async () => {
    const test = await startShellServices({ signedIn: true, path: '/meusdados' });
    test.backend.controls.failNext('subscribe', 'permission_denied', `accessLog/${maria.uid}`);
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível mostrar esta lista. Verifique a ligação à internet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Ainda ninguém viu nem alterou os seus dados.'),
    ).toBeInTheDocument();
  });

  it("is reached from 'Informações'", async () => {
    const bottom = document.createElement('div');
    bottom.id = 'amparo-chrome-bottom';
    document.body.append(bottom);
    const user = userEvent.setup();
    const test = await startShellServices({ signedIn: true, path: '/videos' });
    renderWithShellServices(<ChromeApp />, test);
    await user.click(screen.getByRole('button', { name: 'Informações' }));
    const dialog = screen.getByRole('dialog', { name: 'Informações' });
    await user.click(
      within(dialog).getByRole('link', { name: 'Quem viu ou alterou os meus dados' }),
    );
    expect(test.navigate).toHaveBeenCalledWith('/meusdados');
    bottom.remove();
  });
});
