import { adminAt, association, type Tree } from './memoryAdmin';

// `npm run association -- vitals [--days n]`: the tablets' figures (vitals/{day}/{pushKey}) of the last
// days on the target's clock, per screen and metric: how many, the 75th percentile, web.dev's rating;
// and `retention apply` removing the days before the last 31. The target is an administrator's
// database held in memory.

/** 09:30 in Lisbon on 1 March 2026 (winter time: UTC). */
const morning = Date.parse('2026-03-01T09:30:00Z');

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
