// The modules every micro-frontend and the host share as singletons, with versions read from the
// root lockstep (package.json), never hand-written. Every imported entry point must be listed:
// a missing one (e.g. react-dom/client) makes each remote bundle its own copy.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

function installedVersion(pkg) {
  // Resolve the package.json next to the installed package (hoisted to the root node_modules).
  return require(path.join(repoRoot, 'node_modules', pkg, 'package.json')).version;
}

// Firebase is reached ONLY through `@amparo/shared-machines/firebase` (the backend adapter root-config
// creates once; micro-frontends get the ports as custom props and never import firebase). The adapter
// is the singleton, so Firebase is loaded once in the page, and inside it Firebase is tree-shaken:
// 16 KB gzip less on the login screen than sharing the whole firebase/app and firebase/auth entries.
// A micro-frontend that imports firebase directly would bundle its own copy: do not.
const singletonPackages = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  xstate: ['xstate'],
  '@xstate/react': ['@xstate/react'],
  // Every production entry of shared-machines' package.json "exports" (each is its own singleton, so the
  // login loads only the lean "." entry); not "./testing", which only tests import.
  '@amparo/shared-machines': [
    '@amparo/shared-machines',
    '@amparo/shared-machines/patient',
    '@amparo/shared-machines/records',
    '@amparo/shared-machines/games',
    '@amparo/shared-machines/firebase',
  ],
  '@amparo/shared-ui': ['@amparo/shared-ui'],
};

function sharedSingletons() {
  const shared = {};
  for (const [pkg, entries] of Object.entries(singletonPackages)) {
    const version = installedVersion(pkg);
    for (const entry of entries) {
      shared[entry] = {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        strictVersion: false,
      };
    }
  }
  return shared;
}

module.exports = { sharedSingletons, repoRoot };
