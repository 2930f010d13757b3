// How a form's refusal of a field is checked in the browser tests (forms.spec, live-login.spec): the
// message next to the field, read with it by screen readers, never the browser's own.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * `field` is refused with `message`: marked invalid, the message among the texts its aria-describedby
 * names (what a screen reader reads with it), shown just under the field, and no browser message.
 */
export async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const described = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((part): part is HTMLElement => part !== null)
      .map((part) => ({ id: part.id, text: (part.textContent ?? '').trim() })),
  );
  const shown = described.find((part) => part.text === message);
  expect(shown, `"${message}" among what the field says of itself`).toBeDefined();
  const messageElement = field.page().locator(`[id="${shown?.id}"]`);
  await expect(messageElement).toBeVisible();
  const fieldBox = await field.boundingBox();
  const messageBox = await messageElement.boundingBox();
  if (!fieldBox || !messageBox) throw new Error('the field or its message is not drawn');
  // Next to the field: below it, within a line or two (the field's hint may come between).
  const below = messageBox.y - (fieldBox.y + fieldBox.height);
  expect(below, 'the message just under its field').toBeGreaterThanOrEqual(-1);
  expect(below, 'the message just under its field').toBeLessThan(120);
  expect(await field.evaluate((element) => (element as HTMLInputElement).validationMessage)).toBe(
    '',
  );
}

export async function expectNoMessage(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}
