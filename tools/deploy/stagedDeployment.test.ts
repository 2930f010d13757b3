import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server/workspace';
import { buildFolderOf, hostingTargets, shipmentOf, type Shipment } from './deployTargets';
import { stageDeployment, type StagingInput } from './stagedDeployment';

// The deployment folder from builds that still hold source maps (a development build's, or one from
// before production builds stopped writing them): none reaches a public folder. And the folder it
// writes is its own: never one in the repository, never someone else's.
let work: string;
let fakeRepo: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'amparo-staging-'));
  fakeRepo = path.join(work, 'repo');
  for (const file of ['firebase.json', 'database.rules.json', 'firestore.rules', 'storage.rules'])
    write(path.join(fakeRepo, file), readFileSync(path.join(repoRoot, file), 'utf8'));
  for (const target of hostingTargets) {
    const dist = path.join(fakeRepo, buildFolderOf(target), 'dist');
    write(
      path.join(dist, target === 'root' ? 'main.1a2b.js' : 'remoteEntry.js'),
      '/* code */\n//# sourceMappingURL=x.js.map',
    );
    write(path.join(dist, 'x.js.map'), '{}');
    write(path.join(dist, '.amparo-build-stamp'), '2026-11-26T10:00:00.000Z');
    write(path.join(dist, 'chunks', '42.ab12.js.MAP'), '{}');
  }
  write(
    path.join(fakeRepo, 'root-config/dist/index.html'),
    '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"></head>' +
      '<body><main id="amparo-main" tabindex="-1"></main></body></html>',
  );
  write(
    path.join(fakeRepo, 'mf-shell/dist/first-screen.json'),
    JSON.stringify({ markup: '<h1>Entrar</h1>', styles: 'h1{font-size:2rem}' }),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function input(outDir: string, shipment = shipmentOf(undefined) as Shipment): StagingInput {
  return {
    repoRoot: fakeRepo,
    outDir,
    projectId: 'amparo-teste',
    shipment,
    rootDocuments: {
      remotes: { mf_calls: 'https://amparo-teste-mf-calls.web.app/remoteEntry.js' },
      runtime: {
        firebase: {
          apiKey: 'k',
          authDomain: 'd',
          projectId: 'amparo-teste',
          databaseURL: 'u',
          appId: 'a',
        },
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the deployment folder', () => {
  it('copies every build without its source maps and hidden files', () => {
    const out = path.join(work, 'out');
    stageDeployment(input(out));
    const published = filesUnder(path.join(out, 'public'));
    expect(published).toEqual(
      expect.arrayContaining(['mf-calls/remoteEntry.js', 'root/index.html']),
    );
    expect(published.filter((file) => /\.map$/i.test(file))).toEqual([]);
    expect(published.filter((file) => path.basename(file).startsWith('.'))).toEqual([]);
  });

  it('takes a folder it wrote before, emptied of the targets no longer shipped', () => {
    const out = path.join(work, 'again');
    stageDeployment(input(out));
    stageDeployment(input(out, shipmentOf('mf-games') as Shipment));
    expect(readdirSync(path.join(out, 'public'))).toEqual(['mf-games']);
  });

  it('refuses a folder inside the repository, and a folder it did not write (left as it was)', () => {
    expect(() => stageDeployment(input(path.join(fakeRepo, 'deploy')))).toThrow(
      /inside the repository/,
    );
    const foreign = path.join(work, 'foreign');
    write(path.join(foreign, 'notes.txt'), 'mine');
    expect(() => stageDeployment(input(foreign))).toThrow(/was not written by npm run deploy/);
    expect(filesUnder(foreign)).toEqual(['notes.txt']);
  });

  it('says to build first when a build is missing', () => {
    rmSync(path.join(fakeRepo, 'mf-admin/dist'), { recursive: true });
    expect(() => stageDeployment(input(path.join(work, 'unbuilt')))).toThrow(
      /mf-admin\/dist has no build: build it first/,
    );
  });
});
