import { startRtdbServer } from '../../src/rtdb';

// Started by rtdbCrashRecovery.test.ts as a child process (`node --import tsx`), to be killed with
// SIGKILL: a Realtime Database server without rules on the given data file, with the given change
// log size for compaction, printing `listening <port>` once it serves.

const [dataFile, compactionLogBytes] = process.argv.slice(2);

startRtdbServer({
  port: 0,
  rules: null,
  dataFile: dataFile ?? null,
  compactionLogBytes: Number(compactionLogBytes),
  log: (line) => process.stderr.write(`${line}\n`),
}).then(
  (server) => process.stdout.write(`listening ${server.port}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
