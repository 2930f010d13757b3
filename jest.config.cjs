// One jest run for the whole repository: pure rules and machines in Node, components in jsdom,
// the local backend's conformance suites in Node against services they start themselves.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tools/jest/cssModuleProxy.cjs',
    '\\.css$': '<rootDir>/tools/jest/emptyModule.cjs',
    '\\.(png|svg|jpe?g|webp)$': '<rootDir>/tools/jest/fileStub.cjs',
  },
  // firebase and friends ship ESM under node_modules; jest loads their CommonJS builds in Node.
  transformIgnorePatterns: ['/node_modules/'],
};

module.exports = {
  testTimeout: 20000,
  projects: [
    {
      ...shared,
      displayName: 'rules-and-machines',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared-machines'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared-ui',
        '<rootDir>/mf-shell',
        '<rootDir>/mf-calls',
        '<rootDir>/mf-health',
        '<rootDir>/mf-games',
        '<rootDir>/mf-admin',
        '<rootDir>/mf-family',
        '<rootDir>/root-config',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/tools/jest/browserGlobals.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setupComponents.ts'],
    },
    {
      ...shared,
      displayName: 'local-backend',
      testEnvironment: 'node',
      roots: ['<rootDir>/local-backend'],
      testMatch: ['**/test/**/*.test.ts'],
    },
    {
      ...shared,
      // The Cloud Functions' rules (functions/src) and the endpoints their wiring declares.
      displayName: 'functions',
      testEnvironment: 'node',
      roots: ['<rootDir>/functions'],
      testMatch: ['**/src/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'tools',
      testEnvironment: 'node',
      // The bench's own rules (bench/startup: reading a trace) are tested with the tools.
      roots: ['<rootDir>/tools', '<rootDir>/bench'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
