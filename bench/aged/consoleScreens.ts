import type { Locator, Page } from 'playwright-core';
import type { ScreenMark } from './screenTiming';

/**
 * The carers' screens as a carer sees them, by role and Portuguese label: the login form, the console
 * (the list 'As pessoas que acompanha' with its first page of people), a person's contacts, and
 * signing out. Works with the console as it is and with one that pages its people: the console
 * counts as drawn when its list shows a first person.
 */
const consoleListName = 'As pessoas que acompanha';
const personLinkPrefix = 'Tratar dos dados de ';
const personLinkName = new RegExp(`^${personLinkPrefix}`);
const contactsListName = 'Contactos';
const noContactsText = 'Ainda não há contactos.';

/** The console drawn, for timing in the page (screenTiming): a person's link in its list. */
export const consoleMark: ScreenMark = {
  selector: `ul[aria-label="${consoleListName}"] a[aria-label^="${personLinkPrefix}"]`,
};

/** A person's contacts drawn, for timing in the page: their list's first card, or the empty list's message. */
export const contactsMark: ScreenMark = {
  selector: `ul[aria-label="${contactsListName}"] li`,
  orText: noContactsText,
};

export function consoleList(page: Page): Locator {
  return page.getByRole('list', { name: consoleListName });
}

export function personLinks(page: Page): Locator {
  return consoleList(page).getByRole('link', { name: personLinkName });
}

export async function consoleDrawn(page: Page, timeoutMs: number): Promise<void> {
  await personLinks(page).first().waitFor({ state: 'visible', timeout: timeoutMs });
}

/** A person's contacts drawn: their list's first card, or the empty list's message. */
export async function contactsDrawn(page: Page, timeoutMs: number): Promise<void> {
  await page
    .getByRole('list', { name: contactsListName })
    .getByRole('listitem')
    .first()
    .or(page.getByText(noContactsText))
    .waitFor({ state: 'visible', timeout: timeoutMs });
}

export async function fillLogin(
  page: Page,
  baseUrl: string,
  account: { readonly email: string; readonly password: string },
): Promise<Locator> {
  await page.goto(`${baseUrl}/login`);
  const submit = page.getByRole('button', { name: 'Entrar' });
  await submit.waitFor();
  await page.getByLabel('Endereço de e-mail').fill(account.email);
  await page.getByLabel('Palavra-passe').fill(account.password);
  return submit;
}

/** 'Sair', then 'Sim, sair' in 'Quer mesmo sair?', until the login form is back. */
export async function signOut(page: Page, timeoutMs: number): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).first().click({ timeout: timeoutMs });
  await page.getByRole('button', { name: 'Sim, sair' }).click({ timeout: timeoutMs });
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: timeoutMs });
}
