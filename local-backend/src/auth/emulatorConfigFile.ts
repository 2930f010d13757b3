import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AuthEmulatorListen {
  readonly host: string;
  readonly port: number;
  /** Port of firebase-tools' emulator hub (it serves the export on exit). */
  readonly hubPort: number;
  /** Port of its logging emulator, which it may start even without the UI. */
  readonly loggingPort: number;
}

/**
 * firebase-tools has no port flag: the Auth emulator's port comes from the configuration file. This
 * writes a copy of the repository's firebase.json `emulators` section, with the ports of this run,
 * into `workDir` and returns its path (for `--config`). Only the emulators section is copied: the
 * rules and hosting sections are not used by `--only auth` and their relative paths would not
 * resolve from the temporary directory.
 */
export function writeAuthEmulatorConfig(
  sourceConfigPath: string,
  workDir: string,
  listen: AuthEmulatorListen,
): string {
  const source = JSON.parse(readFileSync(sourceConfigPath, 'utf8')) as {
    emulators?: Record<string, unknown>;
  };
  const emulators: Record<string, unknown> = { ...(source.emulators ?? {}) };
  emulators.auth = {
    ...(emulators.auth as object | undefined),
    host: listen.host,
    port: listen.port,
  };
  emulators.hub = { host: listen.host, port: listen.hubPort };
  emulators.logging = { host: listen.host, port: listen.loggingPort };
  emulators.ui = { enabled: false };
  const configPath = path.join(workDir, 'firebase.json');
  writeFileSync(configPath, `${JSON.stringify({ emulators }, null, 2)}\n`);
  return configPath;
}
