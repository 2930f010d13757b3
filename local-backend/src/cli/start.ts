import { seedDemoData, startLocalBackend } from '../index';
import type { RunningLocalBackend } from '../index';
import { parseStartArguments } from './cliArguments';
import { platformOriginsFromEnvironment } from './platformOrigins';

// `npm run start -w local-backend [-- --seed] [--verbose] [--data-dir <folder>]`: starts the local
// Firebase services, prints one line when they are ready, and stops them on Ctrl-C or SIGTERM. Only
// the platform's pages (AMPARO_PLATFORM_URL, else npm start's static server address from PORT/HOST)
// and the machine's tools may use them from a browser or with the admin credential.

const recentLog: string[] = [];

function main(): void {
  // A closed terminal or pipe must not crash the command and orphan the emulator: ignore EPIPE.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  const args = parseStartArguments(process.argv.slice(2));
  const log = (line: string): void => {
    // Lines addressed to the person running the command (e.g. a service that died) always show.
    if (args.verbose || line.startsWith('Amparo local backend:')) process.stderr.write(`${line}\n`);
    recentLog.push(line);
    if (recentLog.length > 60) recentLog.shift();
  };

  let backend: RunningLocalBackend | null = null;
  let stopRequested = false;
  let stopping = false;
  const stopAndExit = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      await backend?.stop();
    } catch (error) {
      process.stderr.write(
        `Amparo local backend: stopping failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      code = 1;
    }
    process.exit(code);
  };
  const onSignal = (): void => {
    stopRequested = true;
    // Still starting: stop as soon as the services are up (the start cannot be cut half-way cleanly).
    if (backend !== null) void stopAndExit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  startLocalBackend({
    dataDir: args.dataDir,
    log,
    allowedOrigins: platformOriginsFromEnvironment(process.env),
  })
    .then(async (running) => {
      backend = running;
      if (stopRequested) return stopAndExit(0);
      void running.failed.then((reason) => {
        process.stderr.write(
          `Amparo local backend: ${reason}; nobody can sign in without it, so the local backend stops. Start it again (npm start).\n`,
        );
        return stopAndExit(1);
      });
      const { auth, database, firestore } = running.ports;
      let seeded = '';
      if (args.seed) {
        const summary = await seedDemoData({
          ports: running.ports,
          storagePort: running.storagePort,
        });
        seeded = `; demo data seeded (registration code "${summary.associationCode}")`;
      }
      const seconds = process.uptime().toFixed(1);
      process.stdout.write(
        `Amparo local backend ready: auth 127.0.0.1:${auth}, database 127.0.0.1:${database}, firestore 127.0.0.1:${firestore}, storage 127.0.0.1:${running.storagePort}${seeded} (${seconds} s)\n`,
      );
      if (stopRequested) return stopAndExit(0);
      return undefined;
    })
    .catch(async (error: unknown) => {
      process.stderr.write(
        `Amparo local backend could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      if (!args.verbose && recentLog.length > 0) process.stderr.write(`${recentLog.join('\n')}\n`);
      await stopAndExit(1);
    });
}

main();
