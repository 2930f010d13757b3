import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Harness({ onClose }: { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Emergência
      </button>
      <Dialog
        open={open}
        title="Contactos de emergência"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<a href="tel:112">INEM 112</a>}
      >
        <p>Toque num número para ligar.</p>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Emergência' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Contactos de emergência' }) };
}

describe('Dialog', () => {
  it('is hidden while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar janela' })).not.toBeInTheDocument();
  });

  it('opens as a modal named by its heading, with focus on the heading', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Contactos de emergência' }),
    ).toHaveFocus();
    expect(screen.getByText('Toque num número para ligar.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'INEM 112' })).toBeInTheDocument();
  });

  it("closes with 'Fechar janela' and gives focus back to the opener", async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and gives focus back', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Toque num número para ligar.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to close once per gesture', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Emergência' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses a given close label', async () => {
    const user = userEvent.setup();
    function Custom() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} title="Aviso" closeLabel="Voltar" onClose={() => setOpen(false)}>
          texto
        </Dialog>
      );
    }
    render(<Custom />);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('on a screen too short for its text', () => {
    const observers: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    let scrollHeight = 0;

    beforeEach(() => {
      observers.length = 0;
      globalThis.ResizeObserver = class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver;
      jest
        .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
        .mockImplementation(() => scrollHeight);
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 200);
    });

    afterEach(() => {
      globalThis.ResizeObserver = original;
      jest.restoreAllMocks();
    });

    function resized(height: number) {
      scrollHeight = height;
      act(() => {
        for (const callback of observers) callback([], {} as ResizeObserver);
      });
    }

    it('lets the text scroll, focusable and named by the heading, the close button outside it', async () => {
      await openDialog();
      const text = screen.getByText('Toque num número para ligar.');
      resized(600);
      const body = screen.getByRole('group', { name: 'Contactos de emergência' });
      expect(body).toContainElement(text);
      expect(body).toHaveAttribute('tabindex', '0');
      expect(body).not.toContainElement(screen.getByRole('button', { name: 'Fechar janela' }));
      expect(body).not.toContainElement(screen.getByRole('link', { name: 'INEM 112' }));
    });

    it('leaves a text that fits alone: not a stop for the keyboard', async () => {
      await openDialog();
      resized(600);
      resized(200);
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      expect(screen.getByText('Toque num número para ligar.').closest('[tabindex="0"]')).toBeNull();
    });
  });
});
