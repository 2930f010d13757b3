import type { PersonHistoryRemoved } from '../../src/association/retentionOperations';
import { noCardsTrimmed } from '../../src/association/retentionOperations';
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

const run = { months: 13, today: '2026-11-25', cutoff: '2025-10-25', otherCards: noCardsTrimmed };

/** A person's row with nothing removed from her cards nor her family's posts unless said. */
const person = (
  fields: Omit<PersonHistoryRemoved, 'cards' | 'familyPosts' | 'familyPhotos'> &
    Partial<Pick<PersonHistoryRemoved, 'cards' | 'familyPosts' | 'familyPhotos'>>,
): PersonHistoryRemoved => ({ cards: noCardsTrimmed, familyPosts: 0, familyPhotos: 0, ...fields });

describe('retentionApplyReport', () => {
  it('says how many family posts went, before what is said of each person', () => {
    const people = [
      person({ uid: 'u1', doseDays: 0, appointments: 0, summaryCorrected: false, familyPosts: 3 }),
    ];
    expect(retentionApplyReport({ ...run, people }, 'the local backend').slice(0, 2)).toEqual([
      'History kept on the local backend: 13 months; today 2026-11-25, earliest day kept 2025-10-25.',
      '3 family posts (photos and messages) sent before 2025-10-25 removed.',
    ]);
  });

  it('says how many of their photo files went with them, when the command deleted some', () => {
    const people = [
      person({
        uid: 'u1',
        doseDays: 0,
        appointments: 0,
        summaryCorrected: false,
        familyPosts: 3,
        familyPhotos: 2,
      }),
      person({
        uid: 'u2',
        doseDays: 0,
        appointments: 0,
        summaryCorrected: false,
        familyPosts: 1,
        familyPhotos: 1,
      }),
    ];
    expect(retentionApplyReport({ ...run, people }, 'the local backend')[1]).toBe(
      '4 family posts (photos and messages) sent before 2025-10-25 removed, with 3 photo files.',
    );
  });

  it.each<[string, Parameters<typeof retentionApplyReport>[0]['people'], string[]]>([
    ['nobody', [], ['Nothing to remove (0 people); 0 summaries corrected.']],
    [
      'one of each',
      [person({ uid: 'abcdefgh', doseDays: 1, appointments: 1, summaryCorrected: true })],
      [
        '  abcdef…: 1 day of doses taken, 1 appointment removed',
        'Removed 1 day of doses taken and 1 appointment from 1 of 1 person; 1 summary corrected.',
      ],
    ],
    [
      'only people with something removed are listed',
      [
        person({ uid: 'u1', doseDays: 40, appointments: 0, summaryCorrected: false }),
        person({ uid: 'u2', doseDays: 0, appointments: 0, summaryCorrected: true }),
        person({ uid: 'u3', doseDays: 2, appointments: 3, summaryCorrected: true }),
      ],
      [
        '  u1: 40 days of doses taken, 0 appointments removed',
        '  u3: 2 days of doses taken, 3 appointments removed',
        'Removed 42 days of doses taken and 3 appointments from 2 of 3 people; 2 summaries corrected.',
      ],
    ],
    [
      'from cards only: the person is listed by what left her cards',
      [
        person({
          uid: 'u1',
          doseDays: 0,
          appointments: 0,
          summaryCorrected: false,
          cards: { cards: 2, doseDays: 2, appointments: 1 },
        }),
        person({ uid: 'u2', doseDays: 0, appointments: 0, summaryCorrected: false }),
      ],
      [
        "  u1: 2 days of doses taken and 1 appointment from 2 cards in the carers' consoles",
        "Removed 2 days of doses taken and 1 appointment from 2 cards in the carers' consoles; 0 summaries corrected.",
      ],
    ],
    [
      'from her data and her cards',
      [
        person({
          uid: 'u1',
          doseDays: 3,
          appointments: 1,
          summaryCorrected: true,
          cards: { cards: 1, doseDays: 1, appointments: 0 },
        }),
      ],
      [
        "  u1: 3 days of doses taken, 1 appointment removed; 1 day of doses taken and 0 appointments from 1 card in the carers' consoles",
        "Removed 3 days of doses taken and 1 appointment from 1 of 1 person, and 1 day of doses taken and 0 appointments from 1 card in the carers' consoles; 1 summary corrected.",
      ],
    ],
  ])('%s', (_label, people, lines) => {
    expect(retentionApplyReport({ ...run, people }, 'the local backend')).toEqual([
      'History kept on the local backend: 13 months; today 2026-11-25, earliest day kept 2025-10-25.',
      ...lines,
    ]);
  });

  it('counts the cards of people who are no members in the total, naming nobody', () => {
    expect(
      retentionApplyReport(
        { ...run, people: [], otherCards: { cards: 1, doseDays: 0, appointments: 2 } },
        'x',
      ).slice(1),
    ).toEqual([
      "Removed 0 days of doses taken and 2 appointments from 1 card in the carers' consoles; 0 summaries corrected.",
    ]);
  });
});

it('summariesReport counts the summaries, the cards and the reverse links', () => {
  expect(
    summariesReport(
      {
        people: 1,
        corrected: 0,
        cards: { written: 2, right: 1, removed: 1 },
        personCarers: { written: 3, removed: 0 },
      },
      'x',
    ),
  ).toEqual([
    'Summaries of 1 person on x: 0 corrected, 1 already right.',
    "Cards in the carers' consoles: 2 written, 1 already right, 1 removed; personCarers entries: 3 written, 0 removed.",
  ]);
});
