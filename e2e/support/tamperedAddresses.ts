/**
 * Tampered addresses (docs/product.md: Hard cases), as data for e2e/tests/hostile-input.spec.ts: each address and the
 * screen the platform must show for it. Edit screens carry the record key in `?key=`
 * (shared-machines/src/routes: `/userespec`, `/userconsultaespec`, `/usermedicarespec`); a key that is
 * not one of its kind's keys is never read and the screen says the record does not exist. Signed out,
 * every address but `/registar{code}` with the right code is the login. Signed in, any address that is
 * not a route is home (the spec's `*`).
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { platformFromEnv } from './localPlatform';

export type ExpectedScreen =
  | { readonly screen: 'login' }
  | { readonly screen: 'registration' }
  | { readonly screen: 'home'; readonly greetingName: string }
  | {
      readonly screen: 'notFound';
      readonly heading: string;
      readonly message: string;
      readonly back: string;
    };

export interface TamperedAddress {
  readonly name: string;
  readonly path: string;
  readonly expected: ExpectedScreen;
  /** Scan this one with axe (one row per kind of screen keeps the run short). */
  readonly axe?: boolean;
}

const editScreens = [
  {
    path: '/userespec',
    prefix: 'contacto_Contacto_',
    heading: 'Editar contacto',
    message: 'Este contacto não existe ou já foi apagado.',
    back: 'Voltar aos contactos',
  },
  {
    path: '/userconsultaespec',
    prefix: 'consulta_ID_',
    heading: 'Editar consulta',
    message: 'Esta consulta não existe ou já foi apagada.',
    back: 'Voltar às consultas',
  },
  {
    path: '/usermedicarespec',
    prefix: 'medicamento_',
    heading: 'Editar medicamento',
    message: 'Este medicamento não existe ou já foi apagado.',
    back: 'Voltar aos medicamentos',
  },
] as const;

/** Edit screens with keys that name no record of theirs, signed in with the carers' area open. */
export function tamperedEditAddresses(): TamperedAddress[] {
  return editScreens.flatMap((edit, index) => {
    const notFound: ExpectedScreen = {
      screen: 'notFound',
      heading: edit.heading,
      message: edit.message,
      back: edit.back,
    };
    const keys: [string, string][] = [
      ['an unknown key', `${edit.prefix}987654321`],
      ['a key with ../', `${edit.prefix}1/../../ProBrancaSec`],
      ['a key with %2F', `${edit.prefix}1%2F..%2F..%2FProBrancaSec`],
      ['a key with %00', `${edit.prefix}1%00`],
      ['a <script> key', '<script>alert(1)</script>'],
      ['a 5,000-character key', `${edit.prefix}${'9'.repeat(5_000)}`],
    ];
    return keys.map(([name, key], keyIndex) => ({
      name: `${edit.path}: ${name}`,
      path: `${edit.path}?key=${key}`,
      expected: notFound,
      axe: index === 0 && keyIndex === 0,
    }));
  });
}

/** Addresses that are no route at all, signed in. */
export function tamperedSignedInPaths(greetingName: string): TamperedAddress[] {
  const home: ExpectedScreen = { screen: 'home', greetingName };
  return [
    {
      name: 'an edit screen with the key in the path',
      path: '/userespec/contacto_Contacto_1',
      expected: home,
      axe: true,
    },
    {
      name: 'an encoded slash in the path',
      path: '/userespec%2F..%2Fmostrarcontactos',
      expected: home,
    },
    { name: 'a malformed escape in the path', path: '/chamadas%E0%A4%A', expected: home },
    { name: 'a 10,000-character path', path: `/chamadas${'a'.repeat(10_000)}`, expected: home },
  ];
}

/** `/registar{code}` with tampered codes, and other odd addresses, signed out. */
export function tamperedSignedOutAddresses(associationCode: string): TamperedAddress[] {
  const login: ExpectedScreen = { screen: 'login' };
  const registration: ExpectedScreen = { screen: 'registration' };
  return [
    {
      name: 'the code followed by a slash and more',
      path: `/registar${associationCode}/x`,
      expected: login,
      axe: true,
    },
    { name: 'the code followed by ..', path: `/registar${associationCode}..`, expected: login },
    { name: 'the code replaced by ..', path: '/registar..', expected: login },
    {
      name: 'the code replaced by %2e%2e%2f',
      path: `/registar%2e%2e%2f${associationCode}`,
      expected: login,
    },
    { name: 'the code in the query', path: `/registar?${associationCode}`, expected: login },
    { name: 'the code in the fragment', path: `/registar#${associationCode}`, expected: login },
    {
      name: 'the right code with a query (not part of the address)',
      path: `/registar${associationCode}?next=<script>alert(1)</script>`,
      expected: registration,
      axe: true,
    },
    {
      name: 'the right code with a fragment',
      path: `/registar${associationCode}#/../../ProBrancaSec`,
      expected: registration,
    },
    { name: 'the code followed by %00', path: `/registar${associationCode}%00`, expected: login },
    { name: 'a <script> code', path: '/registar<script>alert(1)</script>', expected: login },
    { name: 'a malformed escape as the code', path: '/registar%E0%A4%A', expected: login },
    { name: 'a 5,000-character code', path: `/registar${'x'.repeat(5_000)}`, expected: login },
    { name: 'a 10,000-character path', path: `/${'a'.repeat(10_000)}`, expected: login },
  ];
}

/** A short, readable form of an address for test titles. */
export function describePath(path: string): string {
  return path.length > 70 ? `${path.slice(0, 60)}… (${path.length} characters)` : path;
}

/**
 * A page of its own for a whole describe (sign in once), with the project's tablet settings; every
 * uncaught page error lands in `errors`.
 */
export async function openTabletPage(
  browser: Browser,
  testInfo: TestInfo,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: platformFromEnv().baseURL,
    viewport: use.viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
    hasTouch: use.hasTouch,
    isMobile: use.isMobile,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page };
}

/** Waits for the screen an address must show (and checks what must not be there). */
export async function expectScreen(page: Page, expected: ExpectedScreen): Promise<void> {
  const main = page.locator('#amparo-main');
  switch (expected.screen) {
    case 'login':
      await expect(page.getByRole('heading', { name: 'Bem-vindo!' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Registo' })).toHaveCount(0);
      return;
    case 'registration':
      await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Registar' })).toBeVisible();
      return;
    case 'home':
      await expect(
        page.getByRole('heading', { level: 1, name: `Olá, ${expected.greetingName}` }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Área dos cuidadores' })).toHaveCount(0);
      return;
    case 'notFound':
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: expected.message })).toHaveText(
        expected.message,
      );
      await expect(page.getByRole('link', { name: expected.back })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
      return;
  }
}
