// Lighthouse, chrome-launcher and puppeteer-core, imported by Node itself for runLighthouseBench.ts
// (scripts/bench.mjs passes them in). Imported through tsx, Lighthouse's modules would be transformed
// too, and esbuild's `__name(…)` helper would end up inside the functions Lighthouse sends to the page
// (computeBenchmarkIndex, …), where it is not defined.
export { default as lighthouse } from 'lighthouse';
export { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
export const { computeBenchmarkIndex } = pageFunctions;
export { launch as launchChrome } from 'chrome-launcher';
export { default as puppeteer } from 'puppeteer-core';
