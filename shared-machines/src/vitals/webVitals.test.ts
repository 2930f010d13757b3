import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signedInRoutes, signedOutRoutes, everyoneRoutes } from '../routes/routeTable';
import {
  everyScreenListed,
  maxVitalMs,
  percentile75,
  readVitalEntry,
  roundedVitalValue,
  summariseVitals,
  vitalNames,
  vitalNavigations,
  vitalRating,
  vitalRatings,
  vitalReport,
  vitalScreens,
  vitalsDayAt,
  vitalsDaysToRemove,
  vitalsDaysUpTo,
  vitalsKeptDays,
  type MeasuredVital,
  type VitalContext,
} from './webVitals';

/** 1 March 2026 at 09:30 in Lisbon (winter: UTC). */
const morning = Date.UTC(2026, 2, 1, 9, 30);

const lcp: MeasuredVital = {
  name: 'LCP',
  value: 1834.6,
  rating: 'good',
  navigationType: 'navigate',
};
const home: VitalContext = { screen: 'home', now: morning, cores: 4, memory: 2 };

const allowedFields = new Set([
  'metric',
  'value',
  'rating',
  'screen',
  'navigation',
  'cores',
  'memory',
]);

describe('what a report holds', () => {
  it('holds the metric, its rounded value, the screen, the navigation and the device class; the day is its path', () => {
    expect(vitalReport(lcp, home)).toEqual({
      day: '2026-03-01',
      entry: {
        metric: 'LCP',
        value: 1835,
        rating: 'good',
        screen: 'home',
        navigation: 'navigate',
        cores: 4,
        memory: 2,
      },
    });
  });

  // Whatever a metric or the page carries besides the fields named, nothing else gets through.
  const uid = 'Xy7uid0000maria';
  const email = 'maria.silva@gmail.com';
  const address = `/pessoas/${uid}/acessos`;
  /** A value with fields its type does not name (as web-vitals' metrics and a careless caller have). */
  const withExtras = <T extends object>(value: T, extras: Record<string, unknown>): T => ({
    ...value,
    ...extras,
  });
  it.each<[string, MeasuredVital, VitalContext]>([
    [
      'a metric with its id, entries and attribution',
      withExtras(lcp, {
        id: 'v6-1700000000000-123',
        delta: 1834.6,
        entries: [{ url: `https://amparo.example${address}`, element: 'img' }],
        attribution: { target: '#maria', url: address },
      }),
      home,
    ],
    [
      'a context with a uid, an e-mail and the address',
      lcp,
      withExtras(home, { uid, email, path: address }),
    ],
    [
      'a context with the user agent',
      lcp,
      withExtras(home, { userAgent: 'Mozilla/5.0 (Linux; Android 10; SM-T290)' }),
    ],
  ])('%s: only the allowed fields, no uid, e-mail or address', (_label, metric, context) => {
    const report = vitalReport(metric, context);
    expect(report).not.toBeNull();
    expect(Object.keys(report?.entry ?? {}).every((field) => allowedFields.has(field))).toBe(true);
    const text = JSON.stringify(report);
    for (const secret of [uid, email, address, 'Mozilla', 'v6-', '#maria'])
      expect(text).not.toContain(secret);
  });

  it.each<[string, Partial<MeasuredVital>, Partial<VitalContext>]>([
    ['a screen that is an address', {}, { screen: '/chamadas' }],
    ['a screen that is a uid', {}, { screen: 'Xy7uid0000maria' }],
    ['a metric of its own', { name: 'FID' }, {}],
    ['a rating of its own', { rating: 'ok' }, {}],
    ['a navigation of its own', { navigationType: 'soft-navigation' }, {}],
    ['a negative value', { value: -3 }, {}],
    ['a value beyond the range', { value: maxVitalMs + 1 }, {}],
    ['a value that is no number', { value: Number.NaN }, {}],
    ['a moment that is no number', {}, { now: Number.NaN }],
  ])('nothing for %s', (_label, metric, context) => {
    expect(vitalReport({ ...lcp, ...metric }, { ...home, ...context })).toBeNull();
  });

  it.each<[string, Partial<VitalContext>, Record<string, number>]>([
    ['cores and memory', { cores: 8, memory: 0.5 }, { cores: 8, memory: 0.5 }],
    ['neither said', { cores: undefined, memory: undefined }, {}],
    ['a core count that is no whole number', { cores: 2.5 }, { memory: 2 }],
    ['more cores than a tablet has', { cores: 128 }, { memory: 2 }],
    ['a memory that is no power of two', { memory: 3 }, { cores: 4 }],
  ])('the device class: %s', (_label, context, expected) => {
    const entry = vitalReport(lcp, { ...home, ...context })?.entry;
    expect({ cores: entry?.cores, memory: entry?.memory }).toEqual({
      cores: expected.cores,
      memory: expected.memory,
    });
  });

  it.each([
    ['CLS', 0.04251, 0.043],
    ['CLS', 0, 0],
    ['INP', 199.5, 200],
    ['TTFB', 0.4, 0],
    ['CLS', 10.2, null],
  ] as const)('%s %p is kept as %p', (name, value, kept) => {
    expect(roundedVitalValue(name, value)).toBe(kept);
  });

  it.each([
    // 23:30 UTC on 31 March 2026 is 00:30 on 1 April in Lisbon (summer time).
    [Date.UTC(2026, 2, 31, 23, 30), '2026-04-01'],
    [Date.UTC(2026, 0, 31, 23, 30), '2026-01-31'],
    [morning, '2026-03-01'],
  ])('the day is the association’s calendar day: %p is %s', (moment, day) => {
    expect(vitalsDayAt(moment)).toBe(day);
  });
});

describe('the ratings', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %p is %s', (name, value, rating) => {
    expect(vitalRating(name, value)).toBe(rating);
  });
});

describe('the 75th percentile', () => {
  it.each<[string, number[], number | null]>([
    ['none', [], null],
    ['one', [1200], 1200],
    ['two', [100, 300], 300],
    ['three', [300, 100, 200], 300],
    ['four', [4, 1, 3, 2], 3],
    ['five', [10, 20, 30, 40, 50], 40],
    ['eight', [1, 2, 3, 4, 5, 6, 7, 8], 6],
    ['equal values', [7, 7, 7, 7], 7],
    ['a hundred, 1 to 100', Array.from({ length: 100 }, (_, index) => 100 - index), 75],
    ['layout shifts', [0, 0, 0.012, 0.3], 0.012],
  ])('%s', (_label, values, expected) => {
    expect(percentile75(values)).toBe(expected);
  });
});

describe('the summary per screen and metric', () => {
  const record = (screen: string, metric: string, value: number) => ({
    metric,
    value,
    rating: vitalRating(metric as 'LCP', value),
    screen,
    navigation: 'navigate',
  });
  it('counts, takes the 75th percentile and rates it; screens in the route table’s order; unreadable records left out', () => {
    const days = {
      '2026-02-28': {
        a: record('home', 'LCP', 1000),
        b: record('home', 'LCP', 3000),
        c: record('login', 'TTFB', 2000),
        d: { metric: 'LCP', value: 'x', screen: 'home' },
      },
      '2026-03-01': {
        e: record('home', 'LCP', 2000),
        f: record('home', 'LCP', 5000),
        g: record('home', 'CLS', 0.02),
        h: { ...record('home', 'LCP', 1), screen: '/chamadas' },
      },
      '2026-03-02': null,
    };
    expect(summariseVitals(days)).toEqual([
      { screen: 'login', metric: 'TTFB', count: 1, p75: 2000, rating: 'poor' },
      { screen: 'home', metric: 'LCP', count: 4, p75: 3000, rating: 'needs-improvement' },
      { screen: 'home', metric: 'CLS', count: 1, p75: 0.02, rating: 'good' },
    ]);
  });

  it('reads back only records the rules would have taken', () => {
    expect(readVitalEntry(record('home', 'LCP', 1000))).not.toBeNull();
    expect(readVitalEntry({ ...record('home', 'LCP', 1000), value: -1 })).toBeNull();
    expect(readVitalEntry('LCP')).toBeNull();
  });
});

describe('the days', () => {
  it('lists the last days up to today, across a month', () => {
    expect(vitalsDaysUpTo('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(vitalsDaysUpTo('2026-03-01', 1)).toEqual(['2026-03-01']);
  });

  it(`removes the days before the last ${vitalsKeptDays}, and keys that are no day`, () => {
    const kept = vitalsDaysUpTo('2026-03-31', vitalsKeptDays);
    expect(kept[0]).toBe('2026-03-01');
    expect(
      vitalsDaysToRemove('2026-03-31', ['2026-02-28', '2026-03-01', '2026-03-31', 'x']),
    ).toEqual(['2026-02-28', 'x']);
  });
});

describe('the lists, as the rules and the route table have them', () => {
  const rules = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', '..', 'database.rules.json'), 'utf8'),
  ) as { rules: { vitals: { $day: { $entry: Record<string, { '.validate': string }> } } } };
  const entry = rules.rules.vitals.$day.$entry;
  const alternation = (field: string): string[] =>
    /matches\(\/\^\(([^)]*)\)\$\/\)/.exec(entry[field]?.['.validate'] ?? '')?.[1]?.split('|') ?? [];

  it.each([
    ['metric', vitalNames],
    ['rating', vitalRatings],
    ['navigation', vitalNavigations],
    ['screen', vitalScreens],
  ] as const)('the rules take the same %s list', (field, list) => {
    expect(alternation(field)).toEqual([...list]);
  });

  it('lists every screen of the route table', () => {
    expect(everyScreenListed).toBe(true);
    const routed = [...signedInRoutes, ...signedOutRoutes, ...everyoneRoutes].map(
      (route) => route.screen,
    );
    expect(routed.every((screen) => (vitalScreens as readonly string[]).includes(screen))).toBe(
      true,
    );
  });
});
