import {
  firstScreenElementId,
  firstScreenPressedAttribute,
  firstScreenStyleId,
  firstScreenSubmittedAttribute,
} from './firstScreenElement';

interface Cursor {
  readonly start: number;
  readonly end: number;
}

interface FocusedField {
  readonly field: HTMLInputElement;
  readonly cursor: Cursor | null;
}

/**
 * `form` takes the place of `earlier` (the login drawn from the page's HTML, or its live version):
 * what was typed there goes into the same fields, the field being typed in keeps the focus (and the
 * cursor), a form sent before `form` came is sent now (else a button pressed then is pressed now).
 * `removeEarlier` takes the earlier form (or what holds it) off the page, between the reading and the
 * focusing. Nothing typed or pressed is lost.
 */
export function takeOverForm(
  earlier: HTMLFormElement,
  form: HTMLFormElement,
  removeEarlier: () => void,
): void {
  const active = earlier.ownerDocument.activeElement;
  let focused: FocusedField | null = null;
  for (const earlierField of Array.from(earlier.querySelectorAll('input[name]'))) {
    if (!(earlierField instanceof HTMLInputElement)) continue;
    const field = form.elements.namedItem(earlierField.name);
    if (!(field instanceof HTMLInputElement)) continue;
    if (earlierField.value !== '') field.value = earlierField.value;
    if (earlierField === active) focused = { field, cursor: cursorOf(earlierField) };
  }
  const sent = earlier.hasAttribute(firstScreenSubmittedAttribute);
  const earlierButtons = Array.from(earlier.querySelectorAll('button'));
  const pressed = earlierButtons.findIndex((button) =>
    button.hasAttribute(firstScreenPressedAttribute),
  );
  removeEarlier();
  if (focused) {
    focused.field.focus();
    if (focused.cursor) focused.field.setSelectionRange(focused.cursor.start, focused.cursor.end);
  }
  if (sent) form.requestSubmit();
  else if (pressed !== -1) form.querySelectorAll('button').item(pressed)?.click();
}

/**
 * The live login form takes the place of the one drawn from the page's HTML (takeOverForm), and the
 * drawn login and its styles go.
 */
export function adoptFirstScreen(form: HTMLFormElement): void {
  const doc = form.ownerDocument;
  const drawn = doc.getElementById(firstScreenElementId);
  if (!drawn) return;
  const remove = () => {
    drawn.remove();
    doc.getElementById(firstScreenStyleId)?.remove();
  };
  const drawnForm = drawn.querySelector('form');
  if (drawnForm) takeOverForm(drawnForm, form, remove);
  else remove();
}

// An e-mail field has no cursor position to read (the DOM throws or answers null): none is kept.
function cursorOf(field: HTMLInputElement): Cursor | null {
  try {
    const { selectionStart: start, selectionEnd: end } = field;
    return start === null || end === null ? null : { start, end };
  } catch {
    return null;
  }
}
