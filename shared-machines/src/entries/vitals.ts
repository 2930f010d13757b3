// `@amparo/shared-machines/vitals`: the figures from the association's tablets (vitals/webVitals.ts) —
// what a record holds, the thresholds, the 75th percentile. Loaded by the root after the first screen
// is interactive (never on the login's path) and by the association's `vitals` and `retention` commands.
export * from '../vitals/webVitals';
export { newPushKey } from '../domain/pushKeys';
