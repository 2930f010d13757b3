// Debian's Chromium, headless, with nothing that reaches the network on its own: the one list the
// browser tests (e2e/support/chromium.ts) and the benches (scripts/bench.mjs, bench/*.mjs) launch with.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { chromiumPath, chromiumFlags };
