import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server/workspace';
import { credentialsProblem } from './credentials';
import { runDeploy, type DeployEffects } from './deploy';
import { hostingTargets, shipmentOf, type Shipment } from './deployTargets';
import { parseJsonReply } from './firebaseCli';
import { stubbedFirebase, type StubbedProject } from './stubbedFirebase.testkit';

// What the deployment refuses before it builds, creates or deploys anything, from the Firebase CLI's
// replies as a stub gives them (stubbedFirebase.testkit.ts): nothing here contacts anything.
const projectId = 'amparo-teste';
const euProject: StubbedProject = {
  projectId,
  databaseUrl: `https://${projectId}-default-rtdb.europe-west1.firebasedatabase.app`,
  firestoreLocation: 'eur3',
  sites: [projectId],
  webApp: true,
};
const everything = shipmentOf(undefined) as Shipment;

async function deployTo(project: StubbedProject, credentials: () => string | null = () => null) {
  const { cli, calls } = stubbedFirebase(project);
  const printed: string[] = [];
  const build = jest.fn(() => Promise.resolve(true));
  const effects: DeployEffects = {
    cli,
    build,
    credentialsProblem: credentials,
    association: jest.fn(() => Promise.resolve(0)),
    out: (line) => printed.push(line),
    err: (line) => printed.push(line),
  };
  const code = await runDeploy(
    {
      repoRoot,
      projectId,
      shipment: everything,
      outDir: path.join(os.tmpdir(), 'amparo-deploy-refusals-never-written'),
      dryRun: false,
    },
    effects,
  );
  return { code, commands: calls.map((args) => args[0]), printed: printed.join('\n'), build };
}

describe('a project whose data is outside the European Union', () => {
  it.each([
    [
      'its Realtime Database in Iowa',
      { databaseUrl: `https://${projectId}-default-rtdb.firebaseio.com` },
      /us-central1 \(Iowa, United States\), OUTSIDE the European Union/,
    ],
    [
      'its Realtime Database in Singapore',
      { databaseUrl: `https://${projectId}-default-rtdb.asia-southeast1.firebasedatabase.app` },
      /asia-southeast1 \(Singapore\), OUTSIDE/,
    ],
    [
      'its Firestore in the United States',
      { firestoreLocation: 'nam5' },
      /Firestore \(default\).*nam5 \(United States \(multi-region\)\), OUTSIDE/,
    ],
    [
      'its Firestore in London',
      { firestoreLocation: 'europe-west2' },
      /europe-west2 \(London, United Kingdom\), OUTSIDE/,
    ],
    [
      'no Firestore yet',
      { firestoreLocation: null },
      /Firestore \(default\).*none yet. Create it in eur3/,
    ],
    [
      'no Realtime Database yet',
      { databaseUrl: null },
      /no Realtime Database yet. Create it in europe-west1/,
    ],
  ] as const)(
    'is refused with %s: nothing is built, created or deployed',
    async (_, change, said) => {
      const { code, commands, printed, build } = await deployTo({ ...euProject, ...change });
      expect(code).toBe(1);
      expect(printed).toMatch(said);
      expect(printed).not.toMatch(/Amparo is at/);
      expect(
        commands.every(
          (command) =>
            command === 'database:instances:list' || command === 'firestore:databases:get',
        ),
      ).toBe(true);
      expect(build).not.toHaveBeenCalled();
    },
  );
});

describe('the credentials the Firebase CLI would use', () => {
  it('refuses a key inside the repository without reading it, before any command', async () => {
    const readKey = jest.fn(() => '{}');
    const problem = () =>
      credentialsProblem(
        { GOOGLE_APPLICATION_CREDENTIALS: 'keys/amparo-teste.json' },
        projectId,
        repoRoot,
        repoRoot,
        readKey,
      );
    const { code, commands, printed } = await deployTo(euProject, problem);
    expect(code).toBe(1);
    expect(printed).toMatch(/inside the repository: move it out/);
    expect(commands).toEqual([]);
    expect(readKey).not.toHaveBeenCalled();
  });

  it("reads a key outside the repository, and refuses another project's", () => {
    const key = JSON.stringify({
      type: 'service_account',
      project_id: 'another-project',
      client_email: 'deploy@another-project.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----',
    });
    const readKey = jest.fn(() => key);
    const env = { GOOGLE_APPLICATION_CREDENTIALS: path.join(os.tmpdir(), 'key.json') };
    expect(credentialsProblem(env, projectId, repoRoot, repoRoot, readKey)).toMatch(
      /belongs to project "another-project"/,
    );
    expect(readKey).toHaveBeenCalledWith(path.join(os.tmpdir(), 'key.json'));
    expect(credentialsProblem({}, projectId, repoRoot, repoRoot, readKey)).toBeNull();
  });
});

describe('what ships', () => {
  it.each([
    [undefined, [...hostingTargets], true],
    ['mf-calls', ['mf-calls'], false],
    ['mf-calls,mf-games', ['mf-calls', 'mf-games'], false],
    // The shell's login is in the root's page too.
    ['mf-shell', ['mf-shell', 'root'], false],
    ['root', ['root'], false],
  ])('--only %s → %j, rules %s', (only, targets, rules) => {
    expect(shipmentOf(only)).toEqual({ targets, rules });
  });

  it.each(['', 'mf-nothing', 'mf-calls,database'])('refuses --only "%s"', (only) => {
    expect(shipmentOf(only)).toEqual({
      problem: expect.stringContaining('--only takes mf-shell, mf-calls'),
    });
  });
});

describe("the Firebase CLI's --json replies", () => {
  it('reads its result, its error, or its last words when it printed no JSON', () => {
    expect(
      parseJsonReply('{\n  "status": "success",\n  "result": { "sites": [] }\n}', '', 0),
    ).toEqual({
      ok: true,
      result: { sites: [] },
    });
    expect(
      parseJsonReply(
        '{"status":"error","error":"Failed to authenticate, have you run firebase login?"}',
        '',
        1,
      ),
    ).toEqual({
      ok: false,
      error: 'Failed to authenticate, have you run firebase login?',
    });
    expect(parseJsonReply('', 'Error: spawn failed\n', 1)).toEqual({
      ok: false,
      error: 'Error: spawn failed',
    });
  });
});
