import { runAssociationCommand } from '../../src/association/associationCommand';
import {
  associationHelp,
  parseAssociationArguments,
} from '../../src/association/associationArguments';
import {
  locationVerdict,
  realtimeDatabaseLocation,
  realtimeDatabaseVerdict,
} from '../../src/association/checkRegion';
import { firestoreDatabaseReader } from '../../src/association/checkRegionCommand';
import type { JsonRequest, JsonResponse } from '../../src/seed/restJson';
import { UnreachableError } from '../../src/seed/restJson';

// Where a project keeps its data, as tables: Realtime Database addresses and Firestore locations →
// in the EU or not; then the command, on the local backend and on a "real project" whose Firestore
// API is a stand-in.

describe('the Realtime Database’s location, from its address', () => {
  it.each<[string, string | null, 'eu' | 'outside-eu' | 'unknown']>([
    ['https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app', 'europe-west1', 'eu'],
    ['https://AMPARO-prod-default-rtdb.Europe-West1.firebasedatabase.app/', 'europe-west1', 'eu'],
    ['https://amparo-prod-default-rtdb.firebaseio.com', 'us-central1', 'outside-eu'],
    [
      'https://amparo-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
      'asia-southeast1',
      'outside-eu',
    ],
    [
      'https://amparo-prod-default-rtdb.europe-west2.firebasedatabase.app',
      'europe-west2',
      'outside-eu',
    ],
    ['https://amparo-prod-default-rtdb.europe-west3.firebasedatabase.app', 'europe-west3', 'eu'],
    ['https://amparo-prod-default-rtdb.us-east1.firebasedatabase.app', 'us-east1', 'outside-eu'],
    [
      'https://amparo-prod-default-rtdb.europe-west99.firebasedatabase.app',
      'europe-west99',
      'unknown',
    ],
    ['https://amparo-prod-default-rtdb.firebasedatabase.app', null, 'unknown'],
    ['https://europe-west1.firebasedatabase.app.exemplo.pt', null, 'unknown'],
    ['não é um endereço', null, 'unknown'],
  ])('%s → %s, %s', (url, location, verdict) => {
    expect(realtimeDatabaseLocation(url)).toBe(location);
    expect(realtimeDatabaseVerdict(url).kind).toBe(verdict);
  });
});

describe('a Google Cloud location: in the European Union or not', () => {
  it.each<[string, 'eu' | 'outside-eu' | 'unknown']>([
    ['eur3', 'eu'],
    ['EUR3', 'eu'],
    ['europe-west1', 'eu'],
    ['europe-west3', 'eu'],
    ['europe-west4', 'eu'],
    ['europe-west8', 'eu'],
    ['europe-west9', 'eu'],
    ['europe-west10', 'eu'],
    ['europe-west12', 'eu'],
    ['europe-central2', 'eu'],
    ['europe-north1', 'eu'],
    ['europe-north2', 'eu'],
    ['europe-southwest1', 'eu'],
    // Europe, but not the Union.
    ['europe-west2', 'outside-eu'],
    ['europe-west6', 'outside-eu'],
    ['nam5', 'outside-eu'],
    ['nam7', 'outside-eu'],
    ['us-central1', 'outside-eu'],
    ['us-east4', 'outside-eu'],
    ['asia-southeast1', 'outside-eu'],
    ['northamerica-northeast1', 'outside-eu'],
    ['southamerica-east1', 'outside-eu'],
    ['australia-southeast1', 'outside-eu'],
    ['me-west1', 'outside-eu'],
    ['africa-south1', 'outside-eu'],
    // Never passed unseen: a location the table does not know.
    ['europe-west15', 'unknown'],
    ['eu', 'unknown'],
    ['', 'unknown'],
  ])('%j → %s', (location, verdict) => {
    expect(locationVerdict(location).kind).toBe(verdict);
  });
});

const euDatabase = 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app';
const usDatabase = 'https://amparo-prod-default-rtdb.firebaseio.com';

async function checkRegion(argv: string[], firestore: JsonResponse | (() => never)) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const code = await runAssociationCommand(['check-region', ...argv], {
    env: {},
    cwd: '/',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    connect: () => {
      throw new Error('check-region needs no administrator backend');
    },
    readFirestoreDatabase: async (projectId) => {
      asked.push(projectId);
      return typeof firestore === 'function' ? firestore() : firestore;
    },
  });
  return { code, out, err, asked };
}

const project = (databaseUrl: string) => [
  '--project',
  'amparo-prod',
  '--database-url',
  databaseUrl,
];

describe('npm run association -- check-region', () => {
  it('on the local backend: says it is local and passes', async () => {
    const result = await checkRegion([], { status: 500, body: null });
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/local backend keeps its data on this computer/);
    expect(result.asked).toEqual([]);
  });

  it('passes a project whose databases are both in the EU', async () => {
    const result = await checkRegion(project(euDatabase), {
      status: 200,
      body: { name: 'projects/amparo-prod/databases/(default)', locationId: 'eur3' },
    });
    expect(result).toMatchObject({ code: 0, err: [], asked: ['amparo-prod'] });
    expect(result.out).toEqual([
      `Realtime Database ${euDatabase}: europe-west1 (St. Ghislain, Belgium), in the European Union.`,
      'Firestore (default) of project "amparo-prod": eur3 (Belgium and the Netherlands (multi-region)), in the European Union.',
      'Both databases keep their data in the European Union, as docs/privacy/record-of-processing.md says.',
    ]);
  });

  it.each<[string, string, JsonResponse, RegExp]>([
    [
      'a Realtime Database in us-central1',
      usDatabase,
      { status: 200, body: { locationId: 'europe-west1' } },
      /Realtime Database .*firebaseio\.com: us-central1 \(Iowa, United States\), OUTSIDE the European Union\. .*create one in europe-west1/,
    ],
    [
      'Firestore in nam5',
      euDatabase,
      { status: 200, body: { locationId: 'nam5' } },
      /Firestore \(default\) of project "amparo-prod": nam5 .*OUTSIDE the European Union.*create one in eur3/,
    ],
    [
      'Firestore in London',
      euDatabase,
      { status: 200, body: { locationId: 'europe-west2' } },
      /europe-west2 \(London, United Kingdom\), OUTSIDE/,
    ],
    [
      'Firestore in a location the check does not know',
      euDatabase,
      { status: 200, body: { locationId: 'europe-west15' } },
      /europe-west15, not a location this check knows to be in the European Union/,
    ],
    [
      'a Firestore location the service account may not read',
      euDatabase,
      { status: 403, body: { error: { status: 'PERMISSION_DENIED' } } },
      /could not be read \(HTTP 403.*Cloud Datastore Viewer/,
    ],
    [
      'no Firestore database yet',
      euDatabase,
      { status: 404, body: null },
      /none yet\. Create it in eur3/,
    ],
  ])('refuses %s (exit code 1, says why)', async (_case, databaseUrl, firestore, message) => {
    const result = await checkRegion(project(databaseUrl), firestore);
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(message);
    expect(result.err.at(-1)).toBe(
      'association: project "amparo-prod" does not keep all its data in the European Union (see above).',
    );
  });

  it('says so when Google cannot be reached', async () => {
    const result = await checkRegion(project(euDatabase), () => {
      throw new UnreachableError('https://firestore.googleapis.com', 'ENOTFOUND');
    });
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(/https:\/\/firestore\.googleapis\.com \(ENOTFOUND\)/);
  });

  it('asks Firestore for the (default) database, as the service account', async () => {
    const requests: [string, JsonRequest][] = [];
    const read = firestoreDatabaseReader(
      async () => 'token-1',
      async (url, init) => {
        requests.push([url, init]);
        return { status: 200, body: { locationId: 'eur3' } };
      },
    );
    await expect(read('amparo-prod')).resolves.toEqual({
      status: 200,
      body: { locationId: 'eur3' },
    });
    expect(requests).toEqual([
      [
        'https://firestore.googleapis.com/v1/projects/amparo-prod/databases/(default)',
        { method: 'GET', headers: { Authorization: 'Bearer token-1' } },
      ],
    ]);
  });

  it('explains an unreachable API in a sentence', async () => {
    const read = firestoreDatabaseReader(
      async () => 't',
      async () => {
        throw new UnreachableError('https://firestore.googleapis.com', 'ENOTFOUND');
      },
    );
    await expect(read('amparo-prod')).rejects.toThrow(
      'cannot reach https://firestore.googleapis.com (ENOTFOUND): check the internet connection.',
    );
  });

  it('without GOOGLE_APPLICATION_CREDENTIALS, says how to get the key', async () => {
    const err: string[] = [];
    const code = await runAssociationCommand(['check-region', ...project(euDatabase)], {
      env: {},
      cwd: '/',
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/GOOGLE_APPLICATION_CREDENTIALS is not set/);
  });

  it.each<[string[], RegExp]>([
    [['check-region', 'extra'], /unknown command "check-region extra"/],
    [['check-region', '--name', 'x'], /check-region takes no --name/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAssociationArguments(argv)).toThrow(message);
  });

  it('is parsed, with or without a project, and named in the help', () => {
    expect(parseAssociationArguments(['check-region'])).toEqual({
      action: { kind: 'check-region' },
      target: { kind: 'local' },
    });
    expect(parseAssociationArguments(['check-region', ...project(usDatabase)])).toEqual({
      action: { kind: 'check-region' },
      target: { kind: 'project', projectId: 'amparo-prod', databaseUrl: usDatabase },
    });
    expect(associationHelp).toMatch(/^ {2}check-region$/m);
  });
});
