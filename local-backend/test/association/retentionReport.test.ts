import {
  retentionApplyReport,
  summariesReport,
  uidPrefix,
} from '../../src/association/retentionReport';

// What the retention and summary commands print: counts and the start of uids, in singular or plural.

describe('uidPrefix', () => {
  it.each<[string, string]>([
    ['JD4AX7emcv9QvdGrVNVLekvgGWU0', 'JD4AX7…'],
    ['abcdef', 'abcdef'],
    ['abc', 'abc'],
  ])('%s → %s', (uid, prefix) => {
    expect(uidPrefix(uid)).toBe(prefix);
  });
});

const run = { months: 13, today: '2026-11-25', cutoff: '2025-10-25' };

describe('retentionApplyReport', () => {
  it.each<[string, Parameters<typeof retentionApplyReport>[0]['people'], string[]]>([
    ['nobody', [], ['Nothing to remove (0 people); 0 summaries corrected.']],
    [
      'one of each',
      [{ uid: 'abcdefgh', doseDays: 1, appointments: 1, summaryCorrected: true }],
      [
        '  abcdef…: 1 day of doses taken, 1 appointment removed',
        'Removed 1 day of doses taken and 1 appointment from 1 of 1 person; 1 summary corrected.',
      ],
    ],
    [
      'only people with something removed are listed',
      [
        { uid: 'u1', doseDays: 40, appointments: 0, summaryCorrected: false },
        { uid: 'u2', doseDays: 0, appointments: 0, summaryCorrected: true },
        { uid: 'u3', doseDays: 2, appointments: 3, summaryCorrected: true },
      ],
      [
        '  u1: 40 days of doses taken, 0 appointments removed',
        '  u3: 2 days of doses taken, 3 appointments removed',
        'Removed 42 days of doses taken and 3 appointments from 2 of 3 people; 2 summaries corrected.',
      ],
    ],
  ])('%s', (_label, people, lines) => {
    expect(retentionApplyReport({ ...run, people }, 'the local backend')).toEqual([
      'History kept on the local backend: 13 months; today 2026-11-25, earliest day kept 2025-10-25.',
      ...lines,
    ]);
  });
});

it('summariesReport counts the corrected and the right', () => {
  expect(summariesReport({ people: 1, corrected: 0 }, 'x')).toEqual([
    'Summaries of 1 person on x: 0 corrected, 1 already right.',
  ]);
});
