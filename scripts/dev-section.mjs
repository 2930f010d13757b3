#!/usr/bin/env node
// `npm run dev -w <section>`: that section's development build, served by webpack's dev server and
// used inside the running platform (npm start) by this browser only. Prints the address that sets
// the override (tools/server/devOverrides.ts) and the one that clears it. The platform's address is
// AMPARO_PLATFORM_URL (default http://localhost:5000, npm start's); PORT picks the dev server's port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { freePort } = require('./lib/freePort.cjs');

const sectionDir = process.cwd();
const folder = path.basename(sectionDir);
if (!/^mf-[a-z]+$/.test(folder) || !existsSync(path.join(sectionDir, 'webpack.config.cjs'))) {
  console.error('dev-section: run it from a section folder: npm run dev -w mf-calls');
  process.exit(1);
}
const federationName = folder.replace(/-/g, '_');
const port = Number(process.env.PORT) || (await freePort());
const platform = (process.env.AMPARO_PLATFORM_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const entry = `http://127.0.0.1:${port}/remoteEntry.js`;

const webpack = path.join(sectionDir, '..', 'node_modules', '.bin', 'webpack');
const child = spawn(webpack, ['serve', '--mode', 'development', '--config', 'webpack.config.cjs'], {
  cwd: sectionDir,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /compiled/i.test(String(chunk))) {
    announced = true;
    console.log(
      [
        '',
        `${folder} (development) is served at ${entry}`,
        `Use it in this browser, inside the running platform (npm start): open this address and press 'Usar esta versão'`,
        `  ${platform}/amparo-dev?${federationName}=${encodeURIComponent(entry)}`,
        `Back to the platform's own build:`,
        `  ${platform}/amparo-dev?reset`,
        'Saving a file rebuilds it and reloads the page. Ctrl-C stops.',
        '',
      ].join('\n'),
    );
  }
});
const stop = () => child.kill('SIGTERM');
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
child.once('exit', (code) => process.exit(code ?? 0));
