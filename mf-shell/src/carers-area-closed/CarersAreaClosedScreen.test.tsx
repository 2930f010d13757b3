import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../ShellApp';
import { renderWithShellServices, startShellServices } from '../testing/shellTestServices';

describe("a carers' address in a person's session that may not open it", () => {
  it.each([
    '/mostrarcontactos',
    '/usermedicarespec?key=medicamento_1',
    '/pessoas',
    '/pessoas/u1/mostrarconsultas',
  ])('%s: says what the page is for and where a carer goes, and leads home', async (path) => {
    const test = await startShellServices({ signedIn: true, path });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta página é para os cuidadores' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/entre com a sua conta de cuidador no seu tablet ou computador/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Olá/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ir para o início' }));
    expect(test.navigate).toHaveBeenCalledWith('/');
  });
});
