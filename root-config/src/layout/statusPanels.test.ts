import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearPanel, currentPanel, showLoading, showUnavailable } from './statusPanels';
import { applicationContainer } from './regions';

function page(): HTMLElement {
  document.body.innerHTML =
    '<div id="amparo-chrome-top"></div><main id="amparo-main" tabindex="-1"></main><div id="amparo-chrome-bottom"></div>';
  return document.getElementById('amparo-main') as HTMLElement;
}

describe('root status panels', () => {
  it("shows a calm 'A carregar…' status while the auth state is unknown", () => {
    const main = page();
    showLoading(main);
    showLoading(main);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar…');
    clearPanel(main);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("offers 'Tentar novamente' and 'Voltar ao início' when a section is unavailable", async () => {
    const main = page();
    const onRetry = jest.fn();
    const onHome = jest.fn();
    showUnavailable(main, { section: 'health', homeHref: '/', onRetry, onHome });

    const panel = screen.getByRole('region', {
      name: 'Esta secção não está disponível de momento.',
    });
    expect(within(panel).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Esta secção não está disponível de momento.',
    );
    await userEvent.click(within(panel).getByRole('link', { name: 'Voltar ao início' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('button', { name: 'Tentar novamente' })).toBeDisabled();
  });

  it('keeps the same panel when the same section is reported again, and replaces the loading status', () => {
    const main = page();
    showLoading(main);
    showUnavailable(main, {
      section: 'games',
      homeHref: '/',
      onRetry: jest.fn(),
      onHome: jest.fn(),
    });
    expect(currentPanel(main)).toBe('unavailable');
    const first = main.querySelector('[data-amparo-root-panel]');
    showUnavailable(main, {
      section: 'games',
      homeHref: '/',
      onRetry: jest.fn(),
      onHome: jest.fn(),
    });
    expect(main.querySelector('[data-amparo-root-panel]')).toBe(first);
    showUnavailable(main, {
      section: 'calls',
      homeHref: '/',
      onRetry: jest.fn(),
      onHome: jest.fn(),
    });
    expect(main.querySelectorAll('[data-amparo-root-panel]')).toHaveLength(1);
    expect(main.querySelector('[data-amparo-root-panel]')).not.toBe(first);
  });

  it("never touches an application's own container", () => {
    const main = page();
    const container = applicationContainer('calls', 'main');
    container.textContent = 'Chamadas';
    showLoading(main);
    showUnavailable(main, {
      section: 'calls',
      homeHref: '/',
      onRetry: jest.fn(),
      onHome: jest.fn(),
    });
    clearPanel(main);
    expect(applicationContainer('calls', 'main')).toBe(container);
    expect(container).toHaveTextContent('Chamadas');
    expect(main.children).toHaveLength(1);
  });
});

describe('application containers', () => {
  it('gives each application its own container inside its region', () => {
    page();
    const calls = applicationContainer('calls', 'main');
    const chrome = applicationContainer('chrome', 'chromeTop');
    expect(calls.parentElement?.id).toBe('amparo-main');
    expect(chrome.parentElement?.id).toBe('amparo-chrome-top');
    expect(applicationContainer('calls', 'main')).toBe(calls);
    expect(applicationContainer('health', 'main')).not.toBe(calls);
  });
});
