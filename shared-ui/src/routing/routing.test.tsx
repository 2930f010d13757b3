import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAssociationConfig, type AppServices } from '@amparo/shared-machines';
import { ServicesProvider } from '../services/ServicesContext';
import { AppLink } from './AppLink';
import { useLocationPath } from './useLocationPath';

function CurrentPath() {
  return <p data-testid="path">{useLocationPath()}</p>;
}

function servicesWith(navigate: (path: string) => void): AppServices {
  return { association: defaultAssociationConfig, navigate } as unknown as AppServices;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useLocationPath', () => {
  it('follows popstate and single-spa routing events, search included', () => {
    render(<CurrentPath />);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    act(() => {
      window.history.pushState(null, '', '/chamadas?x=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/chamadas?x=1');
    act(() => {
      window.history.pushState(null, '', '/videossegredo');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/videossegredo');
  });
});

describe('AppLink', () => {
  it('is a real link that navigates through the services without reloading', async () => {
    const navigate = jest.fn();
    render(
      <ServicesProvider services={servicesWith(navigate)}>
        <AppLink to="/chamadas" icon="phone">
          Chamadas
        </AppLink>
      </ServicesProvider>,
    );
    const link = screen.getByRole('link', { name: 'Chamadas' });
    expect(link).toHaveAttribute('href', '/chamadas');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/chamadas');
  });

  it('works from the keyboard', async () => {
    const navigate = jest.fn();
    const user = userEvent.setup();
    render(
      <ServicesProvider services={servicesWith(navigate)}>
        <AppLink to="/jogos">Jogos</AppLink>
      </ServicesProvider>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Jogos' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/jogos');
  });

  it('leaves modified clicks to the browser (new tab)', async () => {
    const navigate = jest.fn();
    const user = userEvent.setup();
    render(
      <ServicesProvider services={servicesWith(navigate)}>
        <AppLink to="/jogos">Jogos</AppLink>
      </ServicesProvider>,
    );
    // The browser would open a new tab; jsdom cannot, so the document stops the default after AppLink ran.
    let reachedDocumentUntouched = false;
    const stopBrowserNavigation = (event: MouseEvent) => {
      reachedDocumentUntouched = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopBrowserNavigation);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Jogos' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stopBrowserNavigation);
    expect(navigate).not.toHaveBeenCalled();
    expect(reachedDocumentUntouched).toBe(true);
  });

  it('can look like a button', () => {
    render(
      <ServicesProvider services={servicesWith(jest.fn())}>
        <AppLink to="/adicionarinformacoes" variant="primary">
          Adicionar novo contacto
        </AppLink>
      </ServicesProvider>,
    );
    const link = screen.getByRole('link', { name: 'Adicionar novo contacto' });
    expect(link).toHaveClass('button', 'primary', 'large');
  });
});
