/**
 * What every browser test imports: `test` (with the platform's base URL), `expect`, the demo accounts,
 * `signIn`, `expectNoAxeViolations` and `createSdkClient` (a second client, in the test's Node process,
 * signed in through the Auth emulator and connected to the local Realtime Database).
 */
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, goOffline } from 'firebase/database';
import type { Database } from 'firebase/database';
import type { CarerAccount, DemoAccount } from './demoAccounts';
import { demoAccounts } from './demoAccounts';
import { platformFromEnv } from './localPlatform';
import { sessionFileOf, submitLoginForm } from './signedInSessions';

export { expect };

export { demoAccounts, demoCarers, demoRelatives } from './demoAccounts';
export type { CarerAccount, DemoAccount } from './demoAccounts';

/** Home's greeting for `account`: 'Olá, Maria'. */
export async function expectHomeGreeting(page: Page, account: DemoAccount): Promise<void> {
  await expect(page.getByText(`Olá, ${account.greetingName}`)).toBeVisible();
}

/**
 * A carer's saved session (signedInSessions.ts) loaded into the page's context, then their console.
 * `throughLoginScreen` types the form instead, for tests whose subject is signing in.
 */
export async function signInCarer(
  page: Page,
  carer: CarerAccount,
  { throughLoginScreen = false } = {},
): Promise<void> {
  if (throughLoginScreen) {
    await submitLoginForm(page, carer);
  } else {
    await withSavedSession(page, carer);
    await page.goto('/');
  }
  await expect(
    page.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }),
  ).toBeVisible();
}

/** The association's code the seed writes (`ProBrancaSec`): AMPARO_SECRET, or 'segredo'. */
export const demoAssociationCode = process.env.AMPARO_SECRET ?? 'segredo';

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(platformFromEnv().baseURL);
  },
  // AMPARO_E2E_CONSOLE=1 prints every page's console and errors (to see why a screen did not come).
  // Every test fails when the platform needed something its own policy refused (a stylesheet, a
  // script, a connection): every screen any test opens is checked.
  page: async ({ page }, use) => {
    if (process.env.AMPARO_E2E_CONSOLE) {
      page.on('console', (message) => console.log(`[page ${message.type()}] ${message.text()}`));
      page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
    }
    const violations: string[] = [];
    policyViolations.set(page, violations);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'what the platform needed and its policy refused').toEqual([]);
  },
});

const policyViolations = new WeakMap<Page, string[]>();

/** For a test that makes the policy refuse something on purpose: what it refused so far is forgotten. */
export function forgetPolicyViolations(page: Page): void {
  policyViolations.get(page)?.splice(0);
}

/**
 * Starts signed in as `account` and waits for the home greeting: the account's saved session
 * (signedInSessions.ts) loaded into the page's context. On another server of the platform (`origin`:
 * each origin keeps its own session), and for tests whose subject is signing in, it types the login form.
 */
export async function signIn(
  page: Page,
  account: DemoAccount = demoAccounts.maria,
  origin = '',
): Promise<void> {
  if (origin === '') {
    await withSavedSession(page, account);
    await page.goto('/');
  } else {
    await submitLoginForm(page, account, origin);
  }
  await expectHomeGreeting(page, account);
}

/**
 * Loads `account`'s saved session (signedInSessions.ts) into the page's context and opens nothing: the
 * test's first `page.goto` opens that screen already signed in, with no stop at home on the way.
 */
export async function withSavedSession(
  page: Page,
  account: DemoAccount | CarerAccount,
): Promise<void> {
  await page.context().setStorageState(sessionFileOf(account));
}

/** Signs in by typing the login form, whatever sessions were saved, and waits for the home greeting. */
export async function signInThroughLoginScreen(
  page: Page,
  account: DemoAccount = demoAccounts.maria,
): Promise<void> {
  await submitLoginForm(page, account);
  await expectHomeGreeting(page, account);
}

/**
 * A person's own carers' area, the spec's way: signed in, through the address carrying the association's
 * code, then `path` (one of the carers' addresses), waiting for its navigation bar.
 */
export async function enterOwnCarersArea(
  page: Page,
  account: DemoAccount,
  path: string,
): Promise<void> {
  await withSavedSession(page, account);
  await page.goto(`/${demoAssociationCode}`);
  await expectHomeGreeting(page, account);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toBeVisible();
}

/**
 * An axe scan of the page with WCAG 2.x A, AA and AAA rules (AAA brings the 7:1 contrast the platform keeps for text).
 * The contents of frames (the embedded YouTube players: third-party, offline here) are left out; the
 * <iframe> elements themselves are checked (a title each).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Scan what the person sees once it has settled: a dialog fading in (300 ms) is measured mid-fade
  // otherwise, and axe reports the half-transparent colours as a contrast failure.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // options() first: it replaces the options object that withTags() then adds to.
    .options({ iframes: false })
    .withTags(['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const described = results.violations.map(
    (violation: Result) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes.map((node: NodeResult) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(described, `axe violations on ${page.url()}`).toEqual([]);
}

export interface SdkClient {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly database: Database;
  readonly user: User;
  close(): Promise<void>;
}

let clientCount = 0;

/** A second Firebase client in the test process, signed in as `account` against the local backend. */
export async function createSdkClient(
  account: Pick<DemoAccount, 'email' | 'password'>,
): Promise<SdkClient> {
  const { ports } = platformFromEnv();
  clientCount += 1;
  const app = initializeApp(
    {
      apiKey: 'fake-api-key',
      projectId: 'demo-amparo',
      databaseURL: `http://127.0.0.1:${ports.database}/?ns=demo-amparo-default-rtdb`,
    },
    `amparo-test-client-${process.pid}-${clientCount}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  const database = getDatabase(app);
  connectDatabaseEmulator(database, '127.0.0.1', ports.database);
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  return {
    app,
    auth,
    database,
    user,
    close: async () => {
      goOffline(database);
      await deleteApp(app);
    },
  };
}

/**
 * From the next page on, notes whether a password field is ever drawn, checked at every frame the
 * browser paints (the page's HTML holds a hidden login for first visits: only what is shown counts).
 * `loginWasDrawn` reads the note.
 */
export async function watchForDrawnLogin(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { __amparoLoginDrawn: boolean };
    flags.__amparoLoginDrawn = false;
    const check = () => {
      const fields = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
      if ([...fields].some((field) => field.checkVisibility())) flags.__amparoLoginDrawn = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export async function loginWasDrawn(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __amparoLoginDrawn: boolean }).__amparoLoginDrawn,
  );
}
