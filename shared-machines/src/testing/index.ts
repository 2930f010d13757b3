// `@amparo/shared-machines/testing`: the in-memory backend and the table of hostile input (docs/product.md: Hard cases),
// for tests only. No production code imports it, so it is in no production bundle.
export * from '../ports/inMemoryBackend';
export * from './hostileInputs';
export * from './injectedMarkup';
export * from './checkedRecord';
export * from './wakeLockForTests';
