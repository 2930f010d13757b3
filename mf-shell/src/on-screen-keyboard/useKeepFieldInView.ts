import { useEffect, type RefObject } from 'react';
import { keepInViewScroll, type Band } from './keepInViewScroll';

/** Inputs that are buttons: the submit area is kept in sight anyway. */
const buttonTypes = new Set(['submit', 'button', 'reset', 'image', 'hidden']);

/** A field of the form (text, a tick box, a radio button), not a button. */
function isField(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && !buttonTypes.has(element.type);
}

function bandOf(elements: readonly Element[]): Band {
  const boxes = elements.map((element) => element.getBoundingClientRect());
  return {
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  };
}

/** The field with its label above and its hint and message below (what it says of itself). */
function fieldParts(input: HTMLInputElement): Element[] {
  const parts: Element[] = [input, ...Array.from(input.labels ?? [])];
  for (const id of (input.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
    const described = id === '' ? null : input.ownerDocument.getElementById(id);
    if (described && described.getClientRects().length > 0) parts.push(described);
  }
  return parts;
}

/** What is left of the screen for the page: the visual viewport (the keyboard takes the rest). */
function visibleBand(view: Window): Band {
  const visual = view.visualViewport;
  if (!visual) return { top: 0, bottom: view.innerHeight };
  return { top: visual.offsetTop, bottom: visual.offsetTop + visual.height };
}

/**
 * While a field of `form` has the focus (being typed in, or a tick box), it stays in sight with the
 * area that sends the form (`submitArea`) when the screen gets shorter: the on-screen keyboard opening
 * (the page's viewport resizes with it: root-config's index.html asks for
 * `interactive-widget=resizes-content`), a rotation; and when focus comes to a field (a tap, the next
 * field, focus sent to a refused one), never under a submit area stuck to the bottom. Scrolls the page
 * the least that shows both (keepInViewScroll), after the browser has laid the page out again.
 */
export function useKeepFieldInView(
  form: RefObject<HTMLFormElement | null>,
  submitArea: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = form.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    let frame = 0;
    const keepInView = () => {
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(() => {
        const focused = element.ownerDocument.activeElement;
        const submit = submitArea.current;
        if (!isField(focused) || !element.contains(focused) || !submit) return;
        const stuck = view.getComputedStyle(submit).position === 'sticky';
        const scroll = keepInViewScroll(
          visibleBand(view),
          bandOf(fieldParts(focused)),
          bandOf([submit]),
          stuck,
        );
        if (scroll !== 0) view.scrollBy({ top: scroll, behavior: 'instant' });
      });
    };
    const visual = view.visualViewport;
    (visual ?? view).addEventListener('resize', keepInView);
    element.addEventListener('focusin', keepInView);
    return () => {
      view.cancelAnimationFrame(frame);
      (visual ?? view).removeEventListener('resize', keepInView);
      element.removeEventListener('focusin', keepInView);
    };
  }, [form, submitArea]);
}
