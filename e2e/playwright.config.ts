import { defineConfig } from '@playwright/test';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const tablet = {
  browserName: 'chromium' as const,
  hasTouch: true,
  isMobile: false,
  locale: 'pt-PT',
  timezoneId: 'Europe/Lisbon',
  launchOptions,
};

export default defineConfig({
  testDir: './tests',
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
    { name: 'tablet-portrait', use: { ...tablet, viewport: { width: 768, height: 1024 } } },
  ],
});
