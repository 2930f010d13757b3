/**
 * `npm run release -- <command>`: ship one section (tools/release/sectionRelease.ts).
 *   upload <folder> --to <sections dir> [--root <site address or root build folder>]
 *          [--build <dir>] [--url-prefix /sections]
 *                                          check its build (default: <folder>/dist) fits the root
 *                                          (default: root-config/dist), copy it, print its address
 *   switch <name> <address> --manifest <remotes.json> --root <site address>
 *                                          through the gate (switchGate.ts), point the section there
 *   rollback <name> --manifest <remotes.json> --root <site address> [--to <address>]
 *                                          back to the named build, or to the last one live and not
 *                                          rolled back that passes the gate
 *   history [<name>] --manifest <remotes.json>
 *                                          what was live when, and what was refused
 *   policy --manifest <remotes.json> --site <dir> [--firebase firebase.json] [--target root]
 *                                          the policy for a static host (hostedSite.ts)
 *   first-screen --site <dir> --manifest <remotes.json> [--from mf-shell/dist/first-screen.json]
 *                                          the shell's login into index.html (and the policy)
 * A refusal exits 1 and says every reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../server/workspace';
import { applyFirstScreen, applyHostedPolicy } from './hostedSite';
import { formatHistory, readHistory } from './releaseHistory';
import { rollbackSection, switchSection, uploadSection } from './sectionRelease';
import type { SwitchOutcome } from './sectionRelease';

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}`);
  return value;
}

function printOutcome({ record, notes }: SwitchOutcome): void {
  console.log(`${record.remote}: ${record.from ?? '(none)'} -> ${record.to}`);
  for (const note of notes) console.log(`note: ${note}`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      build: { type: 'string' },
      root: { type: 'string' },
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
  const manifestFile = () => path.resolve(required(values.manifest, '--manifest <remotes.json>'));
  const siteAddress = () => required(values.root, '--root <the site address, https://…>');
  switch (command) {
    case 'upload': {
      const folder = required(first, 'the section folder (mf-calls)');
      const address = await uploadSection(
        path.resolve(values.build ?? path.join(repoRoot, folder, 'dist')),
        path.resolve(required(values.to, '--to <sections dir>')),
        folder,
        values.root ?? path.join(repoRoot, 'root-config', 'dist'),
        values['url-prefix'],
      );
      console.log(address);
      return;
    }
    case 'switch': {
      const remote = required(first, 'the section name (mf_calls)');
      const address = required(second, 'the new address');
      printOutcome(await switchSection(manifestFile(), remote, address, { root: siteAddress() }));
      return;
    }
    case 'rollback': {
      const remote = required(first, 'the section name (mf_calls)');
      printOutcome(
        await rollbackSection(manifestFile(), remote, {
          root: siteAddress(),
          ...(values.to === undefined ? {} : { to: values.to }),
        }),
      );
      return;
    }
    case 'history': {
      const manifest = manifestFile();
      const history = readHistory(manifest);
      const remotes = first
        ? [first]
        : Object.keys(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>);
      for (const remote of remotes) console.log(formatHistory(history, remote).join('\n'));
      return;
    }
    case 'policy': {
      const { header } = applyHostedPolicy(
        manifestFile(),
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
      const manifest = manifestFile();
      applyFirstScreen(site, path.resolve(values.from ?? ''), manifest);
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
        'usage: npm run release -- upload|switch|rollback|history|policy|first-screen … (tools/release/cli.ts)',
      );
  }
}

main().catch((error: unknown) => {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
