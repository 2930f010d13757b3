import type { AdminBackend } from '../../src/association/adminBackend';
import type { AssociationTarget } from '../../src/association/associationArguments';
import { runAssociationCommand } from '../../src/association/associationCommand';
import { projectAdminBackend } from '../../src/association/projectAdminBackend';
import type { JsonRequest, JsonResponse } from '../../src/seed/restJson';

// The command on a "real project" whose Google APIs are a small in-memory stand-in: the weak-code
// warning (every command but `code new`, one line on stderr), and `code new` writing through the
// Realtime Database REST API.

const databaseUrl = 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app';
const project = ['--project', 'amparo-prod', '--database-url', databaseUrl];

function fakeProject(tree: Record<string, unknown>): {
  connect: (target: AssociationTarget) => AdminBackend;
  targets: AssociationTarget[];
} {
  const targets: AssociationTarget[] = [];
  const request = async (url: string, init: JsonRequest): Promise<JsonResponse> => {
    if (url.includes('accounts:lookup')) return { status: 200, body: {} };
    const key = decodeURIComponent(new URL(url).pathname.replace(/^\//, '').replace(/\.json$/, ''));
    if (init.method === 'GET') return { status: 200, body: tree[key] ?? null };
    if (init.method === 'PATCH' && key === '') Object.assign(tree, init.body);
    return { status: 200, body: null };
  };
  return {
    targets,
    connect: (target) => {
      targets.push(target);
      if (target.kind !== 'project') throw new Error('expected a project');
      return projectAdminBackend({
        projectId: target.projectId,
        databaseUrl: target.databaseUrl,
        accessToken: async () => 't',
        request,
      });
    },
  };
}

async function run(argv: string[], tree: Record<string, unknown>) {
  const out: string[] = [];
  const err: string[] = [];
  const fake = fakeProject(tree);
  const code = await runAssociationCommand(argv, {
    env: {},
    cwd: '/',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    connect: fake.connect,
  });
  return { code, out, err, targets: fake.targets };
}

const warning =
  'Warning: the registration code of Firebase project "amparo-prod" (https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app) is weak ' +
  '(it has 7 characters, fewer than 20); make a long random one with `npm run association -- code new --project <id> --database-url <url>`.';

it.each<[string, string[]]>([
  ['carer list', ['carer', 'list']],
  ['code show', ['code', 'show']],
])('%s on a project with a weak code warns in one line and still works', async (_label, argv) => {
  const result = await run([...argv, ...project], { ProBrancaSec: 'segredo' });
  expect(result.code).toBe(0);
  expect(result.err).toEqual([warning]);
  expect(result.targets).toEqual([{ kind: 'project', projectId: 'amparo-prod', databaseUrl }]);
});

it('does not warn for a strong code', async () => {
  const result = await run(['carer', 'list', ...project], {
    ProBrancaSec: 'q3Zp_8RkXv0Lw9aBcD7eFg-TmY2sHn4J',
  });
  expect(result).toMatchObject({
    code: 0,
    err: [],
    out: [`No carers on Firebase project "amparo-prod" (${databaseUrl}).`],
  });
});

it('code new replaces a weak code without warning about it', async () => {
  const tree: Record<string, unknown> = {
    ProBrancaSec: 'segredo',
    registrationCodes: { segredo: true },
  };
  const result = await run(['code', 'new', ...project], tree);
  expect(result.code).toBe(0);
  expect(result.err).toEqual([]);
  const code = tree.ProBrancaSec as string;
  expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(tree.registrationCodes).toEqual({ [code]: true });
  expect(result.out[1]).toBe(
    `Registration address: /registar${code} (after the site's address, e.g. https://<site>/registar${code})`,
  );
});

it('code show says when the project has no code yet', async () => {
  const result = await run(['code', 'show', ...project], {});
  expect(result).toMatchObject({
    code: 1,
    err: [
      `association: Firebase project "amparo-prod" (${databaseUrl}) has no registration code yet: make one with \`code new\``,
    ],
  });
});
