import os from 'node:os';
import type { AdminBackend } from '../../src/association/adminBackend';
import { runAssociationCommand } from '../../src/association/associationCommand';
import type { DatabaseRest } from '../../src/seed/databaseWrites';

// `npm run association -- vitals [--days n]`: the tablets' figures (vitals/{day}/{pushKey}) of the last
// days on the target's clock, per screen and metric: how many, the 75th percentile, web.dev's rating;
// and `retention apply` removing the days before the last 31. The target is an administrator's
// database held in memory.

type Tree = Record<string, unknown>;

/** An administrator's database in memory: paths with slashes, null removes. */
function memoryDatabase(tree: Tree): DatabaseRest & { writes: number } {
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

/** 09:30 in Lisbon on 1 March 2026 (winter time: UTC). */
const morning = Date.parse('2026-03-01T09:30:00Z');

function adminAt(now: number, tree: Tree): AdminBackend & { database: { writes: number } } {
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

async function association(
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

function figure(screen: string, metric: string, value: number, rating = 'good') {
  return { metric, value, rating, screen, navigation: 'navigate', cores: 4, memory: 2 };
}

/** A week of figures: home's largest paint on four tablets, the login's first byte, an old day. */
function figures(): Tree {
  return {
    vitals: {
      '2026-01-15': { '-Nabc000000000000001': figure('home', 'LCP', 9000, 'poor') },
      '2026-02-23': { '-Nabc000000000000002': figure('home', 'LCP', 99999, 'poor') },
      '2026-02-24': {
        '-Nabc000000000000003': figure('home', 'LCP', 1200),
        '-Nabc000000000000004': figure('login', 'TTFB', 950, 'needs-improvement'),
      },
      '2026-02-28': {
        '-Nabc000000000000005': figure('home', 'LCP', 2100),
        '-Nabc000000000000006': figure('home', 'CLS', 0.004),
      },
      '2026-03-01': {
        '-Nabc000000000000007': figure('home', 'LCP', 2800, 'needs-improvement'),
        '-Nabc000000000000008': figure('home', 'LCP', 1500),
        '-Nabc000000000000009': { ...figure('home', 'LCP', 1), screen: '/pessoas/maria' },
      },
    },
  };
}

describe('vitals', () => {
  it('prints the last 7 days per screen and metric: page views, the 75th percentile and its rating', async () => {
    const admin = adminAt(morning, figures());
    expect(await association(['vitals'], admin)).toEqual({
      code: 0,
      out: [
        'Figures from the tablets on a test database, 2026-02-23 to 2026-03-01 (Europe/Lisbon): the 75th percentile per screen, as web.dev rates it.',
        '  screen  metric  page views  p75        rating',
        '  login   TTFB             1  950 ms     needs improvement',
        '  home    LCP              5  2800 ms    needs improvement',
        '  home    CLS              1  0.004      good',
        'Thresholds: TTFB good ≤ 800 ms, poor > 1800 ms; LCP good ≤ 2500 ms, poor > 4000 ms; CLS good ≤ 0.100, poor > 0.250.',
      ],
      err: [],
    });
    expect(admin.database.writes).toBe(0);
  });

  it('reads fewer days with --days', async () => {
    const { out } = await association(['vitals', '--days', '1'], adminAt(morning, figures()));
    expect(out[0]).toMatch(/, 2026-03-01 to 2026-03-01 /);
    expect(out[2]).toBe('  home    LCP              2  2800 ms    needs improvement');
  });

  it('says when there is nothing yet', async () => {
    expect((await association(['vitals'], adminAt(morning, {}))).out).toEqual([
      'Figures from the tablets on a test database, 2026-02-23 to 2026-03-01: none yet.',
    ]);
  });

  it.each([['0'], ['32'], ['1.5'], ['sete']])('refuses --days %s', async (days) => {
    const { code, err } = await association(['vitals', '--days', days], adminAt(morning, {}));
    expect(code).toBe(1);
    expect(err[0]).toMatch(/--days needs a whole number from 1 to 31/);
  });

  it('takes no other option', async () => {
    const { code, err } = await association(['vitals', '--years', '2'], adminAt(morning, {}));
    expect(code).toBe(1);
    expect(err[0]).toMatch(/vitals takes no --years/);
  });
});

describe('retention apply and the figures', () => {
  it('removes the days before the last 31, and says how many', async () => {
    const tree = figures();
    const { code, out } = await association(['retention', 'apply'], adminAt(morning, tree));
    expect(code).toBe(0);
    expect(out.at(-1)).toBe(
      'Figures from the tablets on a test database: 1 day older than the last 31 removed.',
    );
    expect(Object.keys(tree.vitals as Tree)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-28',
      '2026-03-01',
    ]);
    const again = await association(['retention', 'apply'], adminAt(morning, tree));
    expect(again.out.at(-1)).toBe(
      'Figures from the tablets on a test database: the last 31 days kept, nothing older.',
    );
  });
});
