import { projectIdProblem, serviceAccountKeyProblem } from '../../src/association/projectTarget';

// What names a real project: project ids, and the service account key (set, readable, a key of that
// project, and outside the repository), as tables.

describe('projectIdProblem', () => {
  it.each<[string, RegExp | null]>([
    ['amparo-prod', null],
    ['probranca-amparo-2024', null],
    ['demo-amparo', /demo project/],
    ['amp', /not a Firebase project id/],
    ['Amparo-Prod', /not a Firebase project id/],
    ['amparo_prod', /not a Firebase project id/],
    ['amparo-', /not a Firebase project id/],
    ['1amparo', /not a Firebase project id/],
    ['a'.repeat(31), /not a Firebase project id/],
  ])('%j', (projectId, problem) => {
    const found = projectIdProblem(projectId);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe('serviceAccountKeyProblem', () => {
  const key = (fields: Record<string, unknown>): string =>
    JSON.stringify({
      type: 'service_account',
      project_id: 'amparo-prod',
      client_email: 'x@amparo-prod.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----',
      ...fields,
    });
  const base = { projectId: 'amparo-prod', repoRoot: '/work/amparo', cwd: '/home/ana' };

  it.each<[string, string | undefined, string | null, RegExp | null]>([
    [
      'a key of the project outside the repository',
      '/home/ana/keys/amparo-prod.json',
      key({}),
      null,
    ],
    ['a relative path from where the command was typed', 'keys/amparo-prod.json', key({}), null],
    [
      'a folder next to the repository with a similar name',
      '/work/amparo-keys/key.json',
      key({}),
      null,
    ],
    [
      'no variable',
      undefined,
      null,
      /GOOGLE_APPLICATION_CREDENTIALS is not set\. Get one in the Firebase console: Project settings → Service accounts → Generate new private key/,
    ],
    ['an empty variable', ' ', null, /GOOGLE_APPLICATION_CREDENTIALS is not set/],
    [
      'a key inside the repository',
      '/work/amparo/keys/key.json',
      key({}),
      /is inside the repository: move it out/,
    ],
    [
      'a key inside the repository, by a relative path',
      '../../work/amparo/key.json',
      key({}),
      /is inside the repository/,
    ],
    [
      'an unreadable file',
      '/home/ana/missing.json',
      null,
      /cannot read the service account key \/home\/ana\/missing\.json/,
    ],
    ['not JSON', '/home/ana/key.json', 'ssh-rsa AAAA', /is not a service account key \(not JSON\)/],
    [
      'JSON null',
      '/home/ana/key.json',
      'null',
      /is not a service account key \(it needs "type": "service_account"/,
    ],
    [
      'an OAuth client, not a service account',
      '/home/ana/key.json',
      key({ type: 'authorized_user' }),
      /is not a service account key/,
    ],
    [
      'no private key',
      '/home/ana/key.json',
      key({ private_key: undefined }),
      /is not a service account key/,
    ],
    [
      'another project',
      '/home/ana/key.json',
      key({ project_id: 'outro-projeto' }),
      /belongs to project "outro-projeto", not "amparo-prod"/,
    ],
  ])('%s', (_label, keyPath, text, problem) => {
    const found = serviceAccountKeyProblem({ ...base, keyPath, text });
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
