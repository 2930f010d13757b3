import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useKeepFieldInView } from './useKeepFieldInView';

/** Where each part is drawn (jsdom lays nothing out): top and height, by element id. */
let layout: Record<string, { top: number; height: number }> = {};

function Form({ stuck = false }: { readonly stuck?: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const submitArea = useRef<HTMLDivElement>(null);
  useKeepFieldInView(form, submitArea);
  return (
    <form ref={form} noValidate>
      <label id="label" htmlFor="email">
        E-mail
      </label>
      <input id="email" type="text" aria-describedby="hint" />
      <p id="hint">Com um @.</p>
      <input id="tick" type="checkbox" aria-label="Li" />
      <div id="submit" ref={submitArea} style={stuck ? { position: 'sticky' } : undefined}>
        <button type="submit">Enviar</button>
      </div>
    </form>
  );
}

beforeEach(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const box = layout[this.id] ?? { top: 0, height: 0 };
    return DOMRect.fromRect({ x: 0, y: box.top, width: 100, height: box.height });
  });
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return [this.getBoundingClientRect()] as unknown as DOMRectList;
  });
  window.scrollBy = jest.fn();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});
afterEach(() => jest.restoreAllMocks());

/** The keyboard opens: the viewport shrinks to `height`. */
function keyboardOpens(height: number) {
  act(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useKeepFieldInView', () => {
  it('the keyboard hides the field and the button: the page scrolls just enough for both', () => {
    layout = {
      label: { top: 414, height: 30 },
      email: { top: 444, height: 64 },
      hint: { top: 514, height: 30 },
      submit: { top: 600, height: 64 },
    };
    render(<Form />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    keyboardOpens(461);
    expect(window.scrollBy).toHaveBeenLastCalledWith({ top: 203, behavior: 'instant' });
  });

  it('with a submit bar stuck to the bottom, the field comes just above it', () => {
    layout = {
      label: { top: 414, height: 30 },
      email: { top: 444, height: 64 },
      hint: { top: 514, height: 30 },
      submit: { top: 365, height: 96 },
    };
    render(<Form stuck />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    keyboardOpens(461);
    expect(window.scrollBy).toHaveBeenLastCalledWith({ top: 179, behavior: 'instant' });
  });

  it('all in sight, or focus outside the form: no scroll', () => {
    layout = {
      label: { top: 100, height: 30 },
      email: { top: 130, height: 64 },
      hint: { top: 200, height: 30 },
      submit: { top: 300, height: 64 },
    };
    render(
      <>
        <Form />
        <input aria-label="Outro" />
      </>,
    );
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    keyboardOpens(461);
    screen.getByRole('textbox', { name: 'Outro' }).focus();
    keyboardOpens(300);
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('focus coming to a field under the keyboard brings it into sight', () => {
    layout = {
      label: { top: 100, height: 30 },
      email: { top: 130, height: 64 },
      hint: { top: 200, height: 30 },
      tick: { top: 500, height: 30 },
      submit: { top: 560, height: 64 },
    };
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 461 });
    render(<Form />);
    act(() => screen.getByRole('checkbox', { name: 'Li' }).focus());
    expect(window.scrollBy).toHaveBeenLastCalledWith({ top: 163, behavior: 'instant' });
  });
});
