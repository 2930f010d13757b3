/**
 * Each demo account signed in once per run, through the login screen, its session (the Firebase Auth
 * user the SDK keeps in localStorage) saved to a file. Tests that only need to start signed in load it
 * into their browser context (`signIn` in fixtures.ts) instead of typing the form again; the tests whose
 * subject is signing in use the form.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

const sessionsFolderVariable = 'AMPARO_E2E_SESSIONS';

/** Opens the login screen, fills the form and submits it; the caller waits for what comes next. */
export async function submitLoginForm(
  page: Page,
  account: Credentials,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Endereço de e-mail').fill(account.email);
  await page.getByLabel('Palavra-passe').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The file holding `account`'s saved session (saveSignedInSessions wrote it). */
export function sessionFileOf(account: Credentials): string {
  const folder = process.env[sessionsFolderVariable];
  if (!folder) throw new Error(`${sessionsFolderVariable} is not set: e2e/global-setup.ts sets it`);
  return path.join(folder, `${account.email}.json`);
}

/**
 * Signs every account in and saves its session; publishes the folder to the tests. Resolves with a
 * function that deletes the folder.
 */
export async function saveSignedInSessions(
  baseURL: string,
  accounts: readonly Credentials[],
): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'amparo-e2e-sessions-'));
  process.env[sessionsFolderVariable] = folder;
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const account of accounts) {
      const context = await browser.newContext({ baseURL, locale: 'pt-PT' });
      const page = await context.newPage();
      await submitLoginForm(page, account);
      // Signed in once the SDK has kept the user (browserLocalPersistence).
      await page.waitForFunction(
        () => Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
        undefined,
        { timeout: 30_000 },
      );
      await context.storageState({ path: sessionFileOf(account) });
      await context.close();
    }
  } catch (error) {
    removeFolder();
    throw error;
  } finally {
    await browser.close();
  }
  return removeFolder;
}
