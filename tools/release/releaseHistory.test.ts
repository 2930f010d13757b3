import { formatHistory, livePeriods, rollbackCandidates } from './releaseHistory';
import type { ReleaseRecord } from './releaseHistory';

const at = (hour: number) => `2026-11-26T${String(hour).padStart(2, '0')}:00:00.000Z`;
const entry = (build: string) => `/sections/mf-calls/${build}/remoteEntry.js`;

function record(
  hour: number,
  from: string,
  to: string,
  action?: ReleaseRecord['action'],
): ReleaseRecord {
  return {
    remote: 'mf_calls',
    from: entry(from),
    to: entry(to),
    at: at(hour),
    ...(action ? { action } : {}),
  };
}

describe('what was live when', () => {
  const history: ReleaseRecord[] = [
    record(9, 'a', 'b', 'switch'),
    { ...record(10, 'b', 'x', 'refused'), reasons: ['x answers 404 Not Found, not 200.'] },
    { remote: 'mf_games', from: '/mf/mf-games/remoteEntry.js', to: entry('g'), at: at(10) },
    record(11, 'b', 'c', 'switch'),
    record(12, 'c', 'b', 'rollback'),
  ];

  it('lists the live periods of one section, oldest first, leaving out refused switches and other sections', () => {
    expect(livePeriods(history, 'mf_calls')).toEqual([
      { address: entry('a'), since: null, until: at(9), endedBy: 'switch' },
      { address: entry('b'), since: at(9), until: at(11), endedBy: 'switch' },
      { address: entry('c'), since: at(11), until: at(12), endedBy: 'rollback' },
      { address: entry('b'), since: at(12), until: null, endedBy: null },
    ]);
  });

  it('prints them newest first, then the refusals with their reasons', () => {
    expect(formatHistory(history, 'mf_calls')).toEqual([
      'mf_calls:',
      `  ${at(12)} → now  ${entry('b')}`,
      `  ${at(11)} → ${at(12)}  ${entry('c')} (rolled back)`,
      `  ${at(9)} → ${at(11)}  ${entry('b')}`,
      `  (before the first switch) → ${at(9)}  ${entry('a')}`,
      `  refused ${at(10)}  ${entry('x')}: x answers 404 Not Found, not 200.`,
    ]);
    expect(formatHistory([], 'mf_health')).toEqual(['mf_health: no switch recorded']);
    expect(
      formatHistory([{ ...record(10, 'a', 'x', 'refused'), reasons: ['No.'] }], 'mf_calls'),
    ).toEqual(['mf_calls: no switch recorded', `  refused ${at(10)}  ${entry('x')}: No.`]);
  });

  it.each([
    ['one switch: back to the build before it', [record(9, 'a', 'b')], 'b', ['a']],
    ['two switches: newest first', [record(9, 'a', 'b'), record(10, 'b', 'c')], 'c', ['b', 'a']],
    [
      'after a rollback: further back, never to the build rolled back from',
      [record(9, 'a', 'b'), record(10, 'b', 'c'), record(11, 'c', 'b', 'rollback')],
      'b',
      ['a'],
    ],
    [
      'a switch then its rollback: nothing left (a second rollback never toggles)',
      [record(9, 'a', 'b'), record(10, 'b', 'a', 'rollback')],
      'a',
      [],
    ],
    [
      'a build switched to again after its rollback counts by its last live period',
      [
        record(9, 'a', 'b'),
        record(10, 'b', 'a', 'rollback'),
        record(11, 'a', 'b'),
        record(12, 'b', 'c'),
      ],
      'c',
      ['b', 'a'],
    ],
    ['a refusal is no live period', [record(9, 'a', 'x', 'refused')], 'a', []],
  ])('where a rollback goes: %s', (_case, records, current, expected) => {
    expect(rollbackCandidates(records, 'mf_calls', entry(current))).toEqual(
      expected.map((build) => entry(build)),
    );
  });
});
