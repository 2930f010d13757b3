import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
} from '../../testing/shellTestServices';

const circleSeed = {
  ...defaultSeed,
  data: {
    ...defaultSeed.data,
    circles: {
      [maria.uid]: {
        members: {
          'uid-pedro': {
            name: 'Pedro Silva',
            invitation: 'a'.repeat(64),
            since: Date.UTC(2026, 10, 2, 10),
          },
          'uid-rita': { name: 'Rita Silva', invitation: 'b'.repeat(64), since: 2 },
        },
      },
    },
    relativeCircles: { 'uid-pedro': { [maria.uid]: true }, 'uid-rita': { [maria.uid]: true } },
    family: { [maria.uid]: { settings: { dayShared: true } } },
  },
};

async function openMyFamily() {
  const test = await startShellServices({
    signedIn: true,
    path: '/minhafamilia',
    seed: circleSeed,
  });
  renderWithShellServices(<ShellApp />, test);
  expect(await screen.findByRole('heading', { level: 1, name: 'A minha família' })).toHaveFocus();
  return test;
}

describe("'A minha família'", () => {
  it('lists her relatives and removes one, in one update, only after she says yes', async () => {
    const test = await openMyFamily();
    const list = await screen.findByRole('list', { name: 'Familiares' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      /^Pedro SilvaNa família desde 2 de novembro de 2026Remover$/,
    );
    expect(items[1]).toHaveTextContent(/^Rita Silva/);

    await userEvent.click(screen.getByRole('button', { name: 'Remover Pedro Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover' });
    expect(within(dialog).getByText(/Remover Pedro Silva da sua família\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(test.backend.controls.snapshot(`circles/${maria.uid}/members/uid-pedro`)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remover Pedro Silva' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remover' })).getByRole('button', {
        name: 'Sim, remover',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remover Pedro Silva' })).not.toBeInTheDocument(),
    );
    expect(test.backend.controls.snapshot(`circles/${maria.uid}/members/uid-pedro`)).toBeNull();
    expect(test.backend.controls.snapshot(`relativeCircles/uid-pedro`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover Rita Silva' })).toBeInTheDocument();
  });

  it("writes her setting 'A família pode ver o meu dia'", async () => {
    const test = await openMyFamily();
    const setting = await screen.findByRole('switch', { name: 'A família pode ver o meu dia' });
    await waitFor(() => expect(setting).toBeChecked());
    await userEvent.click(setting);
    await waitFor(() =>
      expect(test.backend.controls.snapshot(`family/${maria.uid}/settings/dayShared`)).toBe(false),
    );
    expect(setting).not.toBeChecked();
  });

  it('invites a relative by e-mail: says what is wrong with the address, then shows the code', async () => {
    const test = await openMyFamily();
    const email = screen.getByRole('textbox', { name: 'E-mail do familiar' });
    await userEvent.type(email, 'pedro.silva');
    await userEvent.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(email).toHaveAccessibleDescription(/@|domínio|e-mail/i);
    expect(test.backend.controls.snapshot('invitations')).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'pedro.silva@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(
      await screen.findByText('O convite foi criado. Dê este código ao seu familiar:'),
    ).toBeInTheDocument();
    const invitations = test.backend.controls.snapshot('invitations') as Record<
      string,
      { person: string; email: string; invitedBy: string }
    >;
    expect(Object.values(invitations)).toEqual([
      expect.objectContaining({
        person: maria.uid,
        personName: maria.name,
        email: 'pedro.silva@gmail.com',
        invitedBy: maria.uid,
      }),
    ]);
    // The same code as a link to send: the acceptance's address, the code in its fragment only.
    expect(screen.getByText('Ou envie-lhe esta ligação:')).toBeInTheDocument();
    expect(
      screen.getByText(/^http:\/\/localhost\/convite#[2-9B-Z]{4}-[2-9B-Z]{4}-[2-9B-Z]{4}$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar convite' })).toBeInTheDocument();
  });
});
