#!/usr/bin/env node
// `npm start`: install if needed, choose the ports (lib/startPorts.cjs: a taken default is replaced by a
// free port, a taken port set by its variable stops the start), build what is stale, start the local
// backend (seeded), start the static server on $PORT (5000), print where to go and who to sign in as (and a warning when a real
// project's runtime configuration meets a weak registration code). Ctrl-C stops everything.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, repoRoot, run, startGroup, waitForLine } from './lib/processes.mjs';
import { buildAll } from './build.mjs';
import {
  backendReadyPattern,
  parseBackendReadyLine,
  staticServerReadyPattern,
} from './lib/readyLines.mjs';
import startBanner from './lib/startBanner.cjs';
import startPortsLib from './lib/startPorts.cjs';

// The association's code (`ProBrancaSec`) the demo seed sets; AMPARO_SECRET chooses another.
const associationCode = process.env.AMPARO_SECRET ?? 'segredo';
const groups = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nA parar o Amparo…');
  await Promise.all(groups.reverse().map((group) => group.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

const print = (prefix) => (line) => console.log(`${prefix} ${line}`);

/** RUNTIME_CONFIG's document, or null when unset or unreadable (the static server reports that itself). */
function runtimeConfig() {
  if (!process.env.RUNTIME_CONFIG) return null;
  try {
    return JSON.parse(readFileSync(path.resolve(process.env.RUNTIME_CONFIG), 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  if (!existsSync(path.join(repoRoot, 'node_modules'))) {
    console.log('A instalar as dependências (npm install)…');
    if ((await run('npm', ['install', '--no-audit', '--no-fund'])) !== 0)
      throw new Error('npm install failed');
  }
  // Ports first: a taken one must not cost a build before saying so.
  const choice = await startPortsLib.choosePorts(process.env, startPortsLib.defaultPorts(repoRoot));
  if ('problem' in choice) throw new Error(choice.problem);
  for (const note of choice.notes) console.log(note);
  const chosen = Object.fromEntries(
    Object.entries(choice.ports).map(([variable, value]) => [variable, String(value)]),
  );
  const port = chosen.PORT;

  const failed = await buildAll({ ifStale: true });
  if (failed.length > 0) throw new Error(`build failed: ${failed.join(', ')}`);

  const backend = startGroup(bin('tsx'), ['local-backend/src/cli/start.ts', '--seed'], {
    onLine: print('[backend]'),
    env: { ...process.env, ...chosen, AMPARO_SECRET: associationCode },
  });
  groups.push(backend);
  const ports = parseBackendReadyLine(
    await waitForLine(backend, backendReadyPattern, 90_000, 'the local backend'),
  );

  const server = startGroup(bin('tsx'), ['tools/server/cli.ts'], {
    onLine: print('[server]'),
    env: {
      ...process.env,
      PORT: port,
      AUTH_EMULATOR_PORT: String(ports.auth ?? 9099),
      DATABASE_EMULATOR_PORT: String(ports.database ?? 9000),
      FIRESTORE_EMULATOR_PORT: String(ports.firestore ?? 8080),
      STORAGE_EMULATOR_PORT: String(ports.storage ?? 9199),
    },
  });
  groups.push(server);
  await waitForLine(server, staticServerReadyPattern, 30_000, 'the static server');

  const address = `http://localhost:${port}`;
  console.log(`
  Amparo está pronto: ${address}

  ${startBanner.demoAccountLines().join('\n  ')}

  Registo de um novo utente: ${address}/registar${associationCode}
  Cuidadores: iniciam sessão com a sua conta (ana.costa@probranca.pt, rui.pereira@probranca.pt).
  Área dos cuidadores na conta da própria pessoa: ${address}/${associationCode}  (depois: informação → 'Ir para a ferramenta de administração')

  Ctrl-C para parar tudo.
`);
  const warning = startBanner.startAssociationCodeWarning(runtimeConfig(), associationCode);
  if (warning !== null) console.warn(warning);
  const firstExit = await Promise.race(
    groups.map((group, index) => group.exited.then((code) => ({ index, code }))),
  );
  if (!stopping) {
    console.error(
      `${firstExit.index === 0 ? 'The local backend' : 'The static server'} stopped (exit ${firstExit.code}); stopping the rest.`,
    );
    await stopAll(1);
  }
}

main().catch(async (error) => {
  console.error(`npm start failed: ${error.message}`);
  await stopAll(1);
});
