import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const tablet = {
  browserName: 'chromium' as const,
  hasTouch: true,
  isMobile: false,
  locale: 'pt-PT',
  timezoneId: 'Europe/Lisbon',
  launchOptions: chromiumLaunchOptions,
};

export default defineConfig({
  testDir: './tests',
  // The platform (scripts/platform.mjs: the local backend, seeded, and the static server, on free ports)
  // starts once; its ready line names the address and ports, which Playwright publishes to the tests
  // as AMPARO_BASE_URL and AMPARO_*_PORT (named groups become environment variables).
  webServer: {
    command: 'node ../scripts/platform.mjs',
    wait: {
      stdout:
        /Amparo platform ready: (?<amparo_base_url>\S+) auth (?<amparo_auth_port>\d+) database (?<amparo_database_port>\d+) firestore (?<amparo_firestore_port>\d+) storage (?<amparo_storage_port>\d+)/,
    },
    timeout: 120_000,
    stdout: process.env.AMPARO_E2E_VERBOSE ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the tests share the seeded demo accounts, and the machine has two cores.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.AMPARO_BASE_URL,
    video: 'off',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'tablet-landscape', use: { ...tablet, viewport: { width: 1024, height: 768 } } },
    // Tests tagged @any-size check what no screen size changes (the database rules, deployment through
    // the manifest, data arriving from another client, tampered addresses, double taps, a phone's own
    // size): they run in landscape only.
    {
      name: 'tablet-portrait',
      grepInvert: /@any-size/,
      use: { ...tablet, viewport: { width: 768, height: 1024 } },
    },
  ],
});
