/**
 * The package reads from the bottom up: each folder imports only the folders below it, so a newcomer
 * can start with `domain/` (types and pure rules) and never meet a name from above. Tests and the
 * test kits (`testing/`) may import anything.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../tools/jest/sourceFiles';

/** Each folder and the folders it may import (besides itself). */
const allowedImports: Readonly<Record<string, readonly string[]>> = {
  config: [],
  domain: [],
  ports: ['domain', 'config'],
  records: ['domain', 'ports', 'config'],
  routes: ['domain', 'config'],
  privacy: ['config'],
  games: ['domain'],
  machines: ['domain', 'ports', 'records', 'routes', 'games', 'config'],
  firebase: ['domain', 'ports', 'config'],
  services: ['domain', 'ports', 'routes', 'machines', 'config'],
  patient: ['domain', 'ports', 'records', 'routes', 'machines', 'config', 'games', 'services'],
  entries: ['domain', 'ports', 'records', 'routes', 'machines', 'config', 'games', 'services'],
};

const sourceRoot = __dirname;

/** The top folders of `src/` that `file` imports through relative paths, other than its own. */
function importedFolders(file: string): string[] {
  const own = path.relative(sourceRoot, file).split(path.sep)[0];
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
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
      importedFolders(file)
        .filter((imported) => !allowedImports[folder]!.includes(imported))
        .map((imported) => `${path.relative(sourceRoot, file)} → ${imported}/`),
    );
    expect(wrong).toEqual([]);
  });
});
