import {
  carerAddWrites,
  carerNameProblem,
  carerRemoveWrites,
  emailProblem,
  memberCodeMoveWrites,
  memberWrites,
  associationCodeWrites,
  serverTimestamp,
} from '../../src/association/associationWrites';

// What each association operation writes (one update at the root) and which names and e-mails it
// refuses, as tables. A link is three things at once: the link, its reverse and the carer's card; the
// association's links are confirmed (no mark in carerPending), and removing a link removes any mark.

const card = { membro: { name: 'Maria Silva', since: 1 }, resumo: { contactos: 0 } };

describe('the writes of each operation', () => {
  it.each<[string, Readonly<Record<string, unknown>> | null, Record<string, unknown>]>([
    [
      'a new association code replaces every other',
      associationCodeWrites('Xy_9'),
      { ProBrancaSec: 'Xy_9', registrationCodes: { Xy_9: true } },
    ],
    [
      'a carer with two people, each with her reverse link and her card',
      carerAddWrites('c1', 'Ana Costa', [
        { personUid: 'p1', card },
        { personUid: 'p2', card },
      ]),
      {
        'carers/c1': { name: 'Ana Costa' },
        'carerPeople/c1/p1': true,
        'personCarers/p1/c1': true,
        'carerOverview/c1/p1': card,
        'carerPending/c1/p1': null,
        'carerPeople/c1/p2': true,
        'personCarers/p2/c1': true,
        'carerOverview/c1/p2': card,
        'carerPending/c1/p2': null,
      },
    ],
    [
      'a person without a card to show: the links, and any old card removed',
      carerAddWrites('c1', 'Ana Costa', [{ personUid: 'p1', card: null }]),
      {
        'carers/c1': { name: 'Ana Costa' },
        'carerPeople/c1/p1': true,
        'personCarers/p1/c1': true,
        'carerOverview/c1/p1': null,
        'carerPending/c1/p1': null,
      },
    ],
    [
      'a carer with nobody yet',
      carerAddWrites('c1', 'Ana Costa', []),
      { 'carers/c1': { name: 'Ana Costa' } },
    ],
    [
      'removing a carer: the role, the links, the console and the reverse links',
      carerRemoveWrites('c1', null, ['p1', 'p3']),
      {
        'carers/c1': null,
        'carerPeople/c1': null,
        'carerOverview/c1': null,
        'carerPending/c1': null,
        'personCarers/p1/c1': null,
        'personCarers/p3/c1': null,
      },
    ],
    [
      'removing a carer who followed nobody',
      carerRemoveWrites('c1', null),
      {
        'carers/c1': null,
        'carerPeople/c1': null,
        'carerOverview/c1': null,
        'carerPending/c1': null,
      },
    ],
    [
      'removing one link, with its reverse and its card',
      carerRemoveWrites('c1', ['p2']),
      {
        'carerPeople/c1/p2': null,
        'personCarers/p2/c1': null,
        'carerOverview/c1/p2': null,
        'carerPending/c1/p2': null,
      },
    ],
    ['removing no link', carerRemoveWrites('c1', []), {}],
    [
      'a new member',
      memberWrites('p1', { name: 'Maria Silva', associationCode: 'segredo' }, null),
      {
        'members/p1': { name: 'Maria Silva', since: serverTimestamp },
        'memberCodes/p1': 'segredo',
      },
    ],
    [
      'a member again: since kept',
      memberWrites(
        'p1',
        { name: 'Maria Silva', associationCode: 'novo' },
        { name: 'M', code: 'segredo', since: 1_700_000_000_000 },
      ),
      { 'members/p1': { name: 'Maria Silva', since: 1_700_000_000_000 }, 'memberCodes/p1': 'novo' },
    ],
    [
      'a member whose since is broken',
      memberWrites('p1', { name: 'M', associationCode: 'c' }, { since: 'ontem' }),
      { 'members/p1': { name: 'M', since: serverTimestamp }, 'memberCodes/p1': 'c' },
    ],
    [
      'a membership of an earlier Amparo: its code moved out',
      memberCodeMoveWrites('p1', { name: 'M', code: 'segredo', since: 1 }),
      { 'members/p1/code': null, 'memberCodes/p1': 'segredo' },
    ],
  ])('%s', (_label, writes, expected) => {
    expect(writes).toEqual(expected);
  });

  it('moves nothing from a membership already without its code', () => {
    expect(memberCodeMoveWrites('p1', { name: 'M', since: 1 })).toBeNull();
    expect(memberCodeMoveWrites('p1', null)).toBeNull();
  });

  it('never writes overlapping paths in one update (the database would refuse it)', () => {
    for (const writes of [
      carerAddWrites('c', 'n', [
        { personUid: 'a', card },
        { personUid: 'b', card: null },
      ]),
      carerRemoveWrites('c', null, ['a', 'b']),
      carerRemoveWrites('c', ['a', 'b']),
      associationCodeWrites('k'),
    ]) {
      const paths = Object.keys(writes);
      for (const a of paths)
        for (const b of paths) if (a !== b) expect(b.startsWith(`${a}/`)).toBe(false);
    }
  });
});

describe('carerNameProblem', () => {
  it.each<[string, string | null]>([
    ['Ana Costa', null],
    ['  Ana Costa  ', null],
    ['Zé', null],
    ['', '--name must not be empty'],
    [' \t\u00a0', '--name must not be empty'],
    ['\u200b\u200b', '--name must not be empty'],
    ['A'.repeat(100), null],
    ['A'.repeat(101), '--name must have at most 100 characters'],
    [
      'Ana\nCosta',
      "--name may hold only letters, digits, spaces and a name's punctuation (. , ' - ( ) /), with a letter or digit",
    ],
    [
      'Ana \u202eatsoC',
      "--name may hold only letters, digits, spaces and a name's punctuation (. , ' - ( ) /), with a letter or digit",
    ],
    [
      'Ana 😀',
      "--name may hold only letters, digits, spaces and a name's punctuation (. , ' - ( ) /), with a letter or digit",
    ],
    [
      'Ana\u200eCosta',
      "--name may hold only letters, digits, spaces and a name's punctuation (. , ' - ( ) /), with a letter or digit",
    ],
    ["Ana-Rita D'Almeida", null],
  ])('%j → %j', (name, problem) => {
    expect(carerNameProblem(name)).toBe(problem);
  });
});

describe('emailProblem', () => {
  it.each<[string, boolean]>([
    ['ana.costa@probranca.pt', true],
    ['a+b@x.co', true],
    ['ana', false],
    ['ana@probranca', false],
    ['ana costa@probranca.pt', false],
    ['@probranca.pt', false],
    ['a@@b.pt', false],
  ])('%j is an e-mail: %s', (email, valid) => {
    expect(emailProblem(email) === null).toBe(valid);
  });
});
