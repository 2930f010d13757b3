/**
 * Runs once, after Playwright's webServer has started the platform (playwright.config.ts): records the
 * seeded doses around today as taken, so no test but the reminders' own meets a reminder, and signs each
 * demo account in once through the login screen, saving the session for the tests that start signed in.
 */
import { recordSeededDosesAsTaken } from './support/quietReminders';
import { saveSignedInSessions } from './support/signedInSessions';
import { platformFromEnv } from './support/localPlatform';
import { demoAccounts, demoCarers } from './support/demoAccounts';

export default async function globalSetup(): Promise<() => void> {
  const { baseURL, ports } = platformFromEnv();
  await recordSeededDosesAsTaken(ports.database);
  return saveSignedInSessions(baseURL, [
    ...Object.values(demoAccounts),
    ...Object.values(demoCarers),
  ]);
}
