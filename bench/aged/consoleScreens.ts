import type { Locator, Page } from 'playwright-core';

/**
 * The carers' screens as a carer sees them, by role and Portuguese label: the login form, the console
 * (the list 'As pessoas que acompanha' with its first page of people), a person's contacts, and
 * signing out. Works with the console as it is and with one that pages its people: the console
 * counts as drawn when its list shows a first person.
 */
const consoleListName = 'As pessoas que acompanha';
const personLinkName = /^Tratar dos dados de /;

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
    .getByRole('list', { name: 'Contactos' })
    .getByRole('listitem')
    .first()
    .or(page.getByText('Ainda não há contactos.'))
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
  await page.getByLabel('Endereço de email').fill(account.email);
  await page.getByLabel('Palavra-passe').fill(account.password);
  return submit;
}

/** 'Sair', then 'Sim, sair' in 'Quer mesmo sair?', until the login form is back. */
export async function signOut(page: Page, timeoutMs: number): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).first().click({ timeout: timeoutMs });
  await page.getByRole('button', { name: 'Sim, sair' }).click({ timeout: timeoutMs });
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: timeoutMs });
}
