import os from 'node:os';
import type { AdminBackend } from '../../src/association/adminBackend';
import { runAssociationCommand } from '../../src/association/associationCommand';
import type { DatabaseRest } from '../../src/seed/databaseWrites';

// The association's command run against an administrator's database held in memory, at a given time:
// for the command tests that need no server (calendar, vitals).

export type Tree = Record<string, unknown>;

/** An administrator's database in memory: paths with slashes, null removes. */
export function memoryDatabase(tree: Tree): DatabaseRest & { writes: number } {
  const nodeAt = (path: string, create: boolean): Tree | null => {
    let node: Tree = tree;
    for (const key of path.split('/').filter((segment) => segment !== '')) {
      const next = node[key];
      if (typeof next !== 'object' || next === null) {
        if (!create) return null;
        node[key] = {};
      }
      node = node[key] as Tree;
    }
    return node;
  };
  const set = (path: string, value: unknown) => {
    const keys = path.split('/');
    const last = keys.pop() as string;
    const parent = nodeAt(keys.join('/'), true) as Tree;
    if (value === null) delete parent[last];
    else parent[last] = JSON.parse(JSON.stringify(value)) as unknown;
  };
  const database = {
    writes: 0,
    get: async (path: string) => {
      const keys = path.split('/');
      const last = keys.pop() as string;
      return (last === '' ? tree : nodeAt(keys.join('/'), false)?.[last]) ?? null;
    },
    keys: async (path: string) => Object.keys(nodeAt(path, false) ?? {}),
    put: async (path: string, value: unknown) => {
      database.writes += 1;
      set(path, value);
    },
    patch: async (path: string, values: Readonly<Record<string, unknown>>) => {
      database.writes += 1;
      for (const [relative, value] of Object.entries(values))
        set(path === '' ? relative : `${path}/${relative}`, value);
    },
  };
  return database;
}

/** An administrator's backend at `now` over `tree`. */
export function adminAt(now: number, tree: Tree): AdminBackend & { database: { writes: number } } {
  return {
    target: 'a test database',
    isRealProject: false,
    projectId: 'demo-amparo',
    accounts: {} as AdminBackend['accounts'],
    users: {} as AdminBackend['users'],
    database: memoryDatabase(tree),
    now: async () => now,
  };
}

export async function association(
  argv: string[],
  admin: AdminBackend,
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssociationCommand(argv, {
    env: {},
    cwd: os.tmpdir(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    connect: () => admin,
  });
  return { code, out, err };
}
