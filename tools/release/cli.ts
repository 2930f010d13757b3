/**
 * `npm run release -- <command>`: ship one section (tools/release/sectionRelease.ts).
 *   upload <folder> --to <sections dir> [--url-prefix /sections]   copy its build, print its address
 *   switch <name> <address> --manifest <remotes.json>               point the section there
 *   rollback <name> --manifest <remotes.json>                       back to where it was before
 *   policy --manifest <remotes.json> --site <dir> [--firebase firebase.json] [--target root]
 *                                                                   the policy for a static host
 *   first-screen --site <dir> --manifest <remotes.json> [--from mf-shell/dist/first-screen.json]
 *                                                                   the shell's login into index.html (and the policy)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../server/workspace';
import {
  applyFirstScreen,
  applyHostedPolicy,
  rollbackSection,
  switchSection,
  uploadSection,
} from './sectionRelease';

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}`);
  return value;
}

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'url-prefix': { type: 'string', default: '/sections' },
      manifest: { type: 'string' },
      site: { type: 'string' },
      firebase: { type: 'string', default: path.join(repoRoot, 'firebase.json') },
      target: { type: 'string', default: 'root' },
      from: {
        type: 'string',
        default: path.join(repoRoot, 'mf-shell', 'dist', 'first-screen.json'),
      },
    },
  });
  const [command, first, second] = positionals;
  switch (command) {
    case 'upload': {
      const folder = required(first, 'the section folder (mf-calls)');
      const address = uploadSection(
        path.join(repoRoot, folder, 'dist'),
        path.resolve(required(values.to, '--to <sections dir>')),
        folder,
        values['url-prefix'],
      );
      console.log(address);
      return;
    }
    case 'switch':
    case 'rollback': {
      const manifest = path.resolve(required(values.manifest, '--manifest <remotes.json>'));
      const remote = required(first, 'the section name (mf_calls)');
      const record =
        command === 'switch'
          ? switchSection(manifest, remote, required(second, 'the new address'))
          : rollbackSection(manifest, remote);
      console.log(`${record.remote}: ${record.from ?? '(none)'} -> ${record.to}`);
      return;
    }
    case 'policy': {
      const { header } = applyHostedPolicy(
        path.resolve(required(values.manifest, '--manifest <remotes.json>')),
        path.resolve(required(values.site, '--site <deployed root folder>')),
        path.resolve(values.firebase ?? 'firebase.json'),
        values.target,
      );
      console.log(header);
      return;
    }
    case 'first-screen': {
      // The login's styles are allowed by their hash: the policy is written again with the page.
      const site = path.resolve(required(values.site, '--site <deployed root folder>'));
      const manifest = path.resolve(required(values.manifest, '--manifest <remotes.json>'));
      applyFirstScreen(site, path.resolve(values.from ?? ''));
      applyHostedPolicy(
        manifest,
        site,
        path.resolve(values.firebase ?? 'firebase.json'),
        values.target,
      );
      console.log(`${path.join(site, 'index.html')}: the shell's login is in the page`);
      return;
    }
    default:
      throw new Error(
        'usage: npm run release -- upload|switch|rollback|policy|first-screen … (tools/release/cli.ts)',
      );
  }
}

try {
  main();
} catch (error) {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
