// The code every micro-frontend shares with the root, and the contract between them.
//
// The root provides the ONLY copy of each shared module (React, XState, @amparo/shared-*): a section
// is built with `import: false`, so it carries no copy of its own and cannot bring one into the page
// (one section never replaces another's code, whichever opened first). Each section records the
// range it was built against, `^<version it was built with>`, with `strictVersion: true`: when the
// root's version is outside that range, the section is refused before any of its code runs (the
// root's error panel, and a console warning naming the package and both versions). Shared packages
// therefore evolve backwards-compatibly within a major version: an addition is a minor version, and
// the root is deployed before a section that needs it. The root's versions are read from the
// installed packages; a section's build fails when the version it is compiled against is outside the
// range its package.json declares (what it records would not be what it was built with). Every
// imported entry point must be listed: a missing one (e.g. react-dom/client) would be bundled into
// each section as a private copy.
const path = require('node:path');
const { ResolverFactory, CachedInputFileSystem } = require('enhanced-resolve');
const fs = require('node:fs');
const { satisfy } = require('@module-federation/enhanced/runtime');

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
    // Phone numbers as people read them (libphonenumber-js): only Chamadas and the carers' area load it.
    '@amparo/shared-machines/phone',
    '@amparo/shared-machines/games',
    '@amparo/shared-machines/firebase',
    // The figures from the tablets (web vitals): the root loads it once the first screen is interactive.
    '@amparo/shared-machines/vitals',
  ],
  '@amparo/shared-ui': ['@amparo/shared-ui'],
};

// Resolves a shared entry to the file webpack itself picks for the browser (package "exports"
// conditions, then "browser"/"module"/"main"): the root provides that file by its absolute path,
// which webpack includes in the build whether or not the root imports it.
const browserResolver = ResolverFactory.createResolver({
  fileSystem: new CachedInputFileSystem(fs, 4000),
  useSyncFileSystemCalls: true,
  conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
});

function browserFile(entry) {
  return browserResolver.resolveSync({}, repoRoot, entry);
}

/**
 * AMPARO_BUILT_AGAINST ('@amparo/shared-ui@0.2.0', comma separated) builds a section as if a shared
 * package had that version: the browser tests' stand-in for a section built against a newer shared
 * package than the deployed root provides.
 */
function builtAgainstOverride(pkg) {
  const overrides = (process.env.AMPARO_BUILT_AGAINST ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const at = item.lastIndexOf('@');
      return [item.slice(0, at), item.slice(at + 1)];
    });
  return Object.fromEntries(overrides)[pkg];
}

/** What a section's package.json declares for each package (dependencies over peerDependencies). */
function declaredRanges(sectionDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(sectionDir, 'package.json'), 'utf8'));
  return { ...manifest.peerDependencies, ...manifest.dependencies };
}

/**
 * The range a section records for a shared package: the one its package.json declares, which must
 * hold the version it is compiled against (else the build fails, saying so); `^` the installed
 * version for a package it does not declare.
 */
function sectionRange(pkg, declared, sectionDir) {
  const override = builtAgainstOverride(pkg);
  if (override) return `^${override}`;
  const installed = installedVersion(pkg);
  const range = declared[pkg];
  if (range === undefined) return `^${installed}`;
  if (!satisfy(installed, range))
    throw new Error(
      `${path.join(sectionDir, 'package.json')} declares ${pkg} ${range}, but the section is built ` +
        `against ${pkg} ${installed} (the version installed): its build would record a range it was ` +
        `not built with. Install a version in the range (npm install), or correct the range.`,
    );
  return range;
}

/**
 * @param {'root' | 'section'} role the root provides the shared modules; a section only consumes them.
 * @param {{ dir?: string }} [options] dir: a section's folder (its package.json declares its ranges).
 */
function sharedSingletons(role, { dir } = {}) {
  if (role === 'section' && !dir)
    throw new Error("sharedSingletons('section') needs the section's dir");
  const declared = role === 'section' ? declaredRanges(dir) : {};
  const shared = {};
  for (const [pkg, entries] of Object.entries(singletonPackages)) {
    const version = installedVersion(pkg);
    const requiredVersion = role === 'root' ? `^${version}` : sectionRange(pkg, declared, dir);
    for (const entry of entries) {
      shared[entry] =
        role === 'root'
          ? {
              singleton: true,
              import: browserFile(entry),
              version,
              requiredVersion,
              strictVersion: true,
            }
          : { singleton: true, import: false, requiredVersion, strictVersion: true };
    }
  }
  return shared;
}

/** Each shared package with its entry points (the root's shared manifest lists their exports). */
function sharedPackages() {
  return Object.entries(singletonPackages).map(([name, entries]) => ({
    name,
    version: installedVersion(name),
    entries: [...entries],
  }));
}

module.exports = { sharedSingletons, sharedPackages, repoRoot };
