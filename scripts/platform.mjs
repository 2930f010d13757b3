#!/usr/bin/env node
// The whole platform on free ports for a test run: the local backend (seeded, in a temporary data
// folder) and the static server over the builds. Prints one line naming the address and the backend's
// ports, which Playwright's webServer reads (e2e/playwright.config.ts), and stops everything on
// SIGTERM or SIGINT. It does not build: run `npm run build` first (npm test does).
import { startLocalPlatform } from './lib/localPlatform.mjs';

const verbose = Boolean(process.env.AMPARO_E2E_VERBOSE);
const platform = await startLocalPlatform({
  log: verbose ? (line) => console.log(line) : () => {},
});
const { url, ports } = platform;
console.log(
  `Amparo platform ready: ${url} auth ${ports.auth} database ${ports.database} firestore ${ports.firestore} storage ${ports.storage}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await platform.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
