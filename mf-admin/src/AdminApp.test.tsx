import { screen, within } from '@testing-library/react';
import { advance, carerEmail, renderAdminApp } from './testing/renderAdminApp';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('admin routes: each address shows its screen under the admin navigation', () => {
  it.each([
    ['/mostrarcontactos', 'Contactos', 'Contactos'],
    ['/adicionarinformacoes', 'Adicionar contacto', 'Contactos'],
    ['/userespec?key=contacto_Contacto_1', 'Editar contacto', 'Contactos'],
    ['/mostrarconsultas', 'Consultas', 'Consultas'],
    ['/adicionarconsulta', 'Adicionar consulta', 'Consultas'],
    ['/userconsultaespec?key=consulta_ID_1', 'Editar consulta', 'Consultas'],
    ['/mostrarmedicamentos', 'Medicamentos', 'Medicamentos'],
    ['/adicionarmedicamentos', 'Adicionar medicamento', 'Medicamentos'],
    ['/usermedicarespec?key=medicamento_1', 'Editar medicamento', 'Medicamentos'],
  ])('%s → heading %j, %s current in the bar', async (path, heading, current) => {
    await renderAdminApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Área dos cuidadores' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Início',
      'Contactos',
      'Consultas',
      'Medicamentos',
    ]);
    for (const link of links) {
      if (link.textContent === current) {
        expect(link).toHaveAttribute('aria-current', path.startsWith('/mostrar') ? 'page' : 'true');
        // Its own icon (filled), not only a colour.
        expect(link.querySelector('svg')).toHaveAttribute('data-filled', 'true');
      } else {
        expect(link).not.toHaveAttribute('aria-current');
        expect(link.querySelector('svg')).not.toHaveAttribute('data-filled');
      }
    }
  });

  it('the bar links to Início and the three lists, and navigates without a reload', async () => {
    const { user, navigate } = await renderAdminApp('/mostrarcontactos');
    const navigation = screen.getByRole('navigation', { name: 'Área dos cuidadores' });
    expect(within(navigation).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(navigation).getByRole('link', { name: 'Medicamentos' })).toHaveAttribute(
      'href',
      '/mostrarmedicamentos',
    );
    await user.click(within(navigation).getByRole('link', { name: 'Consultas' }));
    expect(navigate).toHaveBeenCalledWith('/mostrarconsultas');
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Consultas' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Consultas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('add and edit screens introduce themselves with the signed-in user’s e-mail', async () => {
    await renderAdminApp('/adicionarconsulta');
    expect(screen.getByText(`Adicione uma consulta à conta ${carerEmail}.`)).toBeInTheDocument();
  });

  it('renders nothing on an address that is not the carers’ area', async () => {
    const { container } = await renderAdminApp('/chamadas');
    expect(container).toBeEmptyDOMElement();
  });
});
