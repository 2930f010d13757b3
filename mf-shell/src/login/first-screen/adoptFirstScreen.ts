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
 * The live login form takes the place of the one drawn from the page's HTML: what was typed there
 * goes into the same fields, the field being typed in keeps the focus (and the cursor), a form sent
 * before the code came is sent now (else a button pressed then is pressed now), and the drawn login
 * and its styles go. Nothing typed or pressed is lost.
 */
export function adoptFirstScreen(form: HTMLFormElement): void {
  const doc = form.ownerDocument;
  const drawn = doc.getElementById(firstScreenElementId);
  if (!drawn) return;
  const drawnForm = drawn.querySelector('form');
  const active = doc.activeElement;
  let focused: FocusedField | null = null;
  for (const drawnField of Array.from(drawnForm?.querySelectorAll('input[name]') ?? [])) {
    if (!(drawnField instanceof HTMLInputElement)) continue;
    const field = form.elements.namedItem(drawnField.name);
    if (!(field instanceof HTMLInputElement)) continue;
    if (drawnField.value !== '') field.value = drawnField.value;
    if (drawnField === active) focused = { field, cursor: cursorOf(drawnField) };
  }
  const sent = drawnForm?.hasAttribute(firstScreenSubmittedAttribute) ?? false;
  const drawnButtons = Array.from(drawnForm?.querySelectorAll('button') ?? []);
  const pressed = drawnButtons.findIndex((button) =>
    button.hasAttribute(firstScreenPressedAttribute),
  );
  drawn.remove();
  doc.getElementById(firstScreenStyleId)?.remove();
  if (focused) {
    focused.field.focus();
    if (focused.cursor) focused.field.setSelectionRange(focused.cursor.start, focused.cursor.end);
  }
  if (sent) form.requestSubmit();
  else if (pressed !== -1) form.querySelectorAll('button').item(pressed)?.click();
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
