// Which ports `npm start` uses, decided before anything is built: each part's variable when set (and
// then it must be free, or the start stops at once naming it), else its default (firebase.json's and
// 5000), else, when the default is taken, a free port, said on the console. CommonJS so that the .mjs
// start script and the tests (through jest's TypeScript loader) share it.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { freePort, isPortFree } = require('./freePort.cjs');

/** The parts with a port: the variable that sets it, and where its default comes from. */
const startPorts = [
  { part: 'o site', variable: 'PORT', emulator: null, fallback: 5000 },
  { part: 'o Auth emulator', variable: 'AUTH_EMULATOR_PORT', emulator: 'auth', fallback: 9099 },
  {
    part: 'a base de dados',
    variable: 'DATABASE_EMULATOR_PORT',
    emulator: 'database',
    fallback: 9000,
  },
  {
    part: 'o Firestore',
    variable: 'FIRESTORE_EMULATOR_PORT',
    emulator: 'firestore',
    fallback: 8080,
  },
  {
    part: 'as fotografias da família',
    variable: 'STORAGE_EMULATOR_PORT',
    emulator: 'storage',
    fallback: 9199,
  },
];

/** firebase.json's emulator ports, or the fallbacks. */
function defaultPorts(repoRoot) {
  let emulators = {};
  try {
    emulators =
      JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')).emulators ?? {};
  } catch {
    emulators = {};
  }
  return Object.fromEntries(
    startPorts.map(({ variable, emulator, fallback }) => [
      variable,
      (emulator && Number(emulators[emulator]?.port)) || fallback,
    ]),
  );
}

/**
 * The ports to start with, by variable, and what to tell the person starting: `notes` for defaults
 * that were taken and replaced, `problem` (stop at once) when a port set by its variable is taken or
 * is not a port. `isFree` and `pickFree` are the machine's (isPortFree, freePort) unless given.
 */
async function choosePorts(env, defaults, isFree = isPortFree, pickFree = freePort) {
  const chosen = {};
  const notes = [];
  for (const { part, variable } of startPorts) {
    const set = env[variable];
    if (set !== undefined && set !== '') {
      const port = Number(set);
      if (!Number.isInteger(port) || port < 1 || port > 65535)
        return { problem: `${variable}=${set} não é uma porta (1–65535).` };
      if (!(await isFree(port)))
        return {
          problem: `A porta ${port} (${variable}, para ${part}) está ocupada: feche o que a usa ou escolha outra com ${variable}=<porta>.`,
        };
      chosen[variable] = port;
      continue;
    }
    const port = defaults[variable];
    if (await isFree(port)) {
      chosen[variable] = port;
      continue;
    }
    let other = await pickFree();
    while (Object.values(chosen).includes(other)) other = await pickFree();
    chosen[variable] = other;
    notes.push(
      `A porta ${port} (para ${part}) está ocupada: uso a ${other}. Para escolher, defina ${variable}.`,
    );
  }
  return { ports: chosen, notes };
}

module.exports = { startPorts, defaultPorts, isPortFree, choosePorts };
