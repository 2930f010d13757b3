// `@amparo/shared-machines/testing`: the in-memory backend, for tests only. No production code imports
// it, so it is in no production bundle.
export * from '../ports/inMemoryBackend';
