/**
 * Tampered addresses in a browser (docs/product.md: Hard cases), table-driven (e2e/support/tamperedAddresses.ts): edit
 * screens with unknown or malicious keys, `/registar{code}` with path characters, escapes, NUL and
 * very long codes, and very long or malformed paths. Each shows the documented screen (the edit
 * screen's 'não existe' message, the login, the registration or home), with no uncaught page error and
 * no write: the signed-in person's data is the same before and after. One page per describe, signed
 * in once (again only if a failure restarts the worker); the forms' hostile values are covered by the
 * `hostileInput.test.tsx` suites.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { get, ref } from 'firebase/database';
import {
  test,
  expect,
  signIn,
  demoAccounts,
  demoAssociationCode,
  createSdkClient,
  expectNoAxeViolations,
  type SdkClient,
} from '../support/fixtures';
import {
  describePath,
  expectScreen,
  openTabletPage,
  tamperedEditAddresses,
  tamperedSignedInPaths,
  tamperedSignedOutAddresses,
  type TamperedAddress,
} from '../support/tamperedAddresses';

const person = demoAccounts.maria;

/**
 * What a tampered address could have changed: the person's data and the association's code (which a
 * person may not read, but may check: `registrationCodes/{code}`).
 */
async function storedState(client: SdkClient): Promise<unknown> {
  const [tree, associationCodeEntry] = await Promise.all([
    get(ref(client.database, `Newdata_${client.user.uid}`)),
    get(ref(client.database, `registrationCodes/${demoAssociationCode}`)),
  ]);
  return {
    tree: tree.val() as unknown,
    associationCodeEntry: associationCodeEntry.val() as unknown,
  };
}

function describeRows(
  title: string,
  rows: readonly TamperedAddress[],
  enter: (page: Page) => Promise<void>,
): void {
  // The addresses, not the screen's size, are under test: once is enough.
  test.describe(title, { tag: '@any-size' }, () => {
    const errors: string[] = [];
    let context: BrowserContext;
    let page: Page;
    let client: SdkClient;

    test.beforeAll(async ({ browser }, testInfo) => {
      client = await createSdkClient(person);
      ({ context, page } = await openTabletPage(browser, testInfo, errors));
      await enter(page);
    });

    test.afterAll(async () => {
      await context?.close();
      await client?.close();
    });

    for (const row of rows) {
      test(`${row.name}: ${describePath(row.path)}`, async () => {
        errors.length = 0;
        const before = await storedState(client);
        await page.goto(row.path);
        await expectScreen(page, row.expected);
        if (row.axe) await expectNoAxeViolations(page);
        expect(errors, 'uncaught page errors').toEqual([]);
        expect(await storedState(client)).toEqual(before);
      });
    }
  });
}

describeRows(
  'tampered addresses, signed in with the carers’ area open',
  [...tamperedEditAddresses(), ...tamperedSignedInPaths(person.greetingName)],
  async (page) => {
    await signIn(page, person);
    // The carers' area opens only in a tab that came in through the association code's address.
    await page.goto(`/${demoAssociationCode}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Olá, ${person.greetingName}` }),
    ).toBeVisible();
  },
);

describeRows(
  'tampered addresses, signed out',
  tamperedSignedOutAddresses(demoAssociationCode),
  async () => undefined,
);
