import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
} from '../testing/shellTestServices';

// An account made outside the registration: signed in, but neither a member nor a carer.
const strangerSeed = { ...defaultSeed, data: { ...(defaultSeed.data as object), members: null } };

describe('an account that is neither a person nor a carer', () => {
  it.each(['/', '/chamadas', '/segredo', '/mostrarcontactos'])(
    '%s: says why, and offers Sair',
    async (path) => {
      const test = await startShellServices({ signedIn: true, path, seed: strangerSeed });
      renderWithShellServices(<ShellApp />, test);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Esta conta ainda não tem acesso' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(`A conta ${maria.email} não está registada na ProBranca.`),
      ).toBeInTheDocument();
      expect(screen.queryByText(/^Olá/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      await waitFor(() => expect(test.events).toContain('signOut'));
    },
  );

  it('the moment the registration makes the account a member, home replaces the message', async () => {
    const test = await startShellServices({ signedIn: true, seed: strangerSeed });
    renderWithShellServices(<ShellApp />, test);
    await screen.findByRole('heading', { level: 1, name: 'Esta conta ainda não tem acesso' });
    await act(() =>
      test.backend.database.set(`members/${maria.uid}`, {
        name: maria.name,
        since: 1,
      }),
    );
    expect(await screen.findByText(/^Olá/)).toBeInTheDocument();
  });
});
