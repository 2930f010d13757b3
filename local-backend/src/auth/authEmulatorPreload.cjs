// Loaded with `node --require` into the firebase-tools process that runs the Auth emulator
// (local-backend/src/auth/authEmulatorProcess.ts passes it through NODE_OPTIONS). Plain CommonJS:
// it runs before any TypeScript tooling. Three duties:
//
// 1. Compile the Auth emulator's request schemas on first use instead of at start. firebase-tools
//    builds its identitytoolkit API with exegesis, which by default compiles the JSON schemas of
//    every operation (~100) with ajv before listening: about 10 s of CPU here, for the handful of
//    operations the product calls. exegesis has the option `lazyCompileValidationSchemas` for this;
//    firebase-tools does not set it, so it is set here. Validation itself is unchanged.
// 2. Shut the emulator down cleanly (with its export) if the process that started it dies without
//    stopping it, so a killed `npm start` or test worker never leaves an orphan behind, and remove
//    the run's temporary folder (its configuration copy and hub locator) on the way out.
// 3. Follow the local services' clock (authEmulatorClock.cjs).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

require('./authEmulatorClock.cjs');

/** exegesis as firebase-tools loads it (through exegesis-express, from the running firebase binary). */
function exegesisOptionsPath() {
  try {
    const firebaseBin = fs.realpathSync(process.argv[1] || '');
    const exegesisExpress = require.resolve('exegesis-express', {
      paths: [path.dirname(firebaseBin)],
    });
    return require.resolve('exegesis/lib/options.js', { paths: [path.dirname(exegesisExpress)] });
  } catch {
    return 'exegesis/lib/options.js';
  }
}

try {
  const exegesisOptions = require(exegesisOptionsPath());
  const compileOptions = exegesisOptions.compileOptions;
  if (typeof compileOptions === 'function') {
    exegesisOptions.compileOptions = function compileLazily(options) {
      return compileOptions.call(this, { ...options, lazyCompileValidationSchemas: true });
    };
  }
} catch {
  // exegesis moved or is absent: the emulator starts the slow way, nothing else changes.
}

const parentPid = Number(process.env.AMPARO_EMULATOR_PARENT_PID);
if (Number.isInteger(parentPid) && parentPid > 0) {
  // Its output goes to the parent through pipes: once the parent is gone, writing fails (EPIPE),
  // which must not crash the emulator before it has exported its accounts.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  const watch = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      clearInterval(watch);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000);
  watch.unref();
}

const workDir = process.env.AMPARO_EMULATOR_WORK_DIR;
if (workDir) {
  process.on('exit', () => {
    try {
      fs.rmSync(workDir, { recursive: true, force: true });
    } catch {
      // Already gone.
    }
  });
}
