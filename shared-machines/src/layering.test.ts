/**
 * The package reads from the bottom up: each folder imports only the folders below it, so a newcomer
 * can start with `domain/` (types and pure rules) and never meet a name from above. At the very bottom,
 * `texts/` holds the sentences (docs/texts.md) and imports no code: a catalogue may only name the
 * domain's types, to key its texts by them. Tests and the test kits (`testing/`) may import anything.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../tools/jest/sourceFiles';

/** Each folder and the folders it may import (besides itself). */
const allowedImports: Readonly<Record<string, readonly string[]>> = {
  texts: [],
  config: ['texts'],
  domain: ['texts'],
  ports: ['domain', 'config', 'texts'],
  records: ['domain', 'ports', 'config', 'texts'],
  routes: ['domain', 'config', 'texts'],
  privacy: ['domain', 'config', 'texts'],
  games: ['domain', 'texts'],
  phone: [],
  machines: ['domain', 'ports', 'records', 'routes', 'games', 'config', 'texts'],
  firebase: ['domain', 'ports', 'config', 'texts'],
  services: ['domain', 'ports', 'records', 'routes', 'machines', 'config', 'texts'],
  vitals: ['domain', 'routes'],
  patient: [
    'domain',
    'ports',
    'records',
    'routes',
    'machines',
    'config',
    'games',
    'services',
    'texts',
  ],
  entries: [
    'vitals',
    'domain',
    'ports',
    'records',
    'routes',
    'machines',
    'config',
    'games',
    'services',
    'texts',
  ],
};

/** Folders a folder may also import types from (`import type`: no code, only names for its keys). */
const allowedTypeImports: Readonly<Record<string, readonly string[]>> = {
  texts: ['domain'],
};

const sourceRoot = __dirname;

/**
 * The top folders of `src/` that `file` imports through relative paths, other than its own; with
 * `typesOnly`, those of its type-only statements (`import type`, `export type`), otherwise the others.
 */
function importedFolders(file: string, typesOnly = false): string[] {
  const own = path.relative(sourceRoot, file).split(path.sep)[0];
  const text = readFileSync(file, 'utf8');
  const statements = text.matchAll(
    /^(?:import|export)(\s+type\b)?[^;]*?\sfrom '(\.{1,2}\/[^']+)'/gm,
  );
  const specifiers = [...statements]
    .filter((match) => (match[1] !== undefined) === typesOnly)
    .map((match) => match[2]!);
  return specifiers
    .map((specifier) => path.relative(sourceRoot, path.resolve(path.dirname(file), specifier)))
    .map((relative) => relative.split(path.sep)[0]!)
    .filter((folder) => folder !== own && !folder.startsWith('..'));
}

describe('the layers of shared-machines', () => {
  it('knows every folder of src/', () => {
    const folders = readdirSync(sourceRoot).filter((entry) =>
      statSync(path.join(sourceRoot, entry)).isDirectory(),
    );
    expect(folders.filter((folder) => folder !== 'testing').sort()).toEqual(
      Object.keys(allowedImports).sort(),
    );
  });

  it.each(Object.keys(allowedImports))('%s/ imports only the folders below it', (folder) => {
    const wrong = sourceFiles(path.join(sourceRoot, folder)).flatMap((file) =>
      [
        ...importedFolders(file).filter((imported) => !allowedImports[folder]!.includes(imported)),
        ...importedFolders(file, true).filter(
          (imported) =>
            !allowedImports[folder]!.includes(imported) &&
            !(allowedTypeImports[folder] ?? []).includes(imported),
        ),
      ].map((imported) => `${path.relative(sourceRoot, file)} → ${imported}/`),
    );
    expect(wrong).toEqual([]);
  });
});

/** Every file below `dir`, tests included (the model tests are tests). */
function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? everyFile(full) : /\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe('the model tests', () => {
  it('generate their paths through the one kit (testing/modelTesting.testkit), never xstate/graph directly', () => {
    const graphImport = /^import[^;]*from 'xstate\/graph'/m;
    const direct = everyFile(sourceRoot)
      .filter((file) => graphImport.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(sourceRoot, file));
    expect(direct).toEqual([path.join('testing', 'modelTesting.testkit.ts')]);
  });
});
