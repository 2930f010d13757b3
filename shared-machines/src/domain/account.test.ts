import {
  accountFrom,
  carerLinkPath,
  carerPath,
  carerPeoplePath,
  followedPeople,
  memberCodePath,
  memberPath,
  membershipPatch,
  pendingLinkPath,
  pendingPeople,
} from './account';

describe('accountFrom: what carers/{uid}, members/{uid} and relatives/{uid} say the account is', () => {
  it.each<[string, unknown, unknown, ReturnType<typeof accountFrom>, unknown?]>([
    ['a carer', { name: 'Ana Costa' }, null, { kind: 'carer', name: 'Ana Costa' }],
    [
      'a carer who is also a member',
      { name: 'Ana Costa' },
      { name: 'Ana', code: 'x', since: 1 },
      { kind: 'carer', name: 'Ana Costa' },
    ],
    [
      'a member',
      null,
      { name: 'Maria Silva', code: 'segredo', since: 1 },
      { kind: 'person', name: 'Maria Silva' },
    ],
    [
      'a member with a blank name',
      null,
      { name: '  ', code: 'segredo', since: 1 },
      { kind: 'person', name: null },
    ],
    ['a carer node without a name', { other: 1 }, null, { kind: 'carer', name: null }],
    ['neither', null, null, { kind: 'none', name: null }],
    ['a stray string is neither', 'carer', 'member', { kind: 'none', name: null }],
    [
      'a relative',
      null,
      null,
      { kind: 'family', name: 'Pedro Silva' },
      { name: 'Pedro Silva', since: 1, invitation: 'a' },
    ],
    [
      'a member who is also a relative is a person',
      null,
      { name: 'Maria Silva', since: 1 },
      { kind: 'person', name: 'Maria Silva' },
      { name: 'Maria', since: 1, invitation: 'a' },
    ],
    ['a stray string is not a relative', null, null, { kind: 'none', name: null }, 'relative'],
  ])('%s', (_label, carer, member, expected, relative = null) => {
    expect(accountFrom(carer, member, relative)).toEqual(expected);
  });
});

describe('followedPeople', () => {
  it.each<[unknown, string[]]>([
    [null, []],
    ['x', []],
    [{ b: true, a: true }, ['a', 'b']],
    [{ a: true, b: false, c: 'yes' }, ['a']],
  ])('%j → %j', (value, expected) => {
    expect(followedPeople(value)).toEqual(expected);
  });
});

describe('paths and records', () => {
  it('names the nodes the rules protect', () => {
    expect(memberPath('u1')).toBe('members/u1');
    expect(carerPath('c1')).toBe('carers/c1');
    expect(carerPeoplePath('c1')).toBe('carerPeople/c1');
    expect(carerLinkPath('c1', 'u1')).toBe('carerPeople/c1/u1');
    expect(memberCodePath('u1')).toBe('memberCodes/u1');
    expect(pendingLinkPath('c1', 'u1')).toBe('carerPending/c1/u1');
  });

  it('writes a membership without the code, which goes beside it where nobody reads it', () => {
    expect(membershipPatch('u1', 'Maria', 'segredo')).toEqual({
      'members/u1': { name: 'Maria', since: { '.sv': 'timestamp' } },
      'memberCodes/u1': 'segredo',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['nothing to confirm', null, []],
    ['two marks', { u1: true, u2: true }, ['u1', 'u2']],
    ['a value that is not a mark', { u1: 'sim', u2: true }, ['u2']],
  ])('pendingPeople: %s', (_, value, expected) => {
    expect([...pendingPeople(value)].sort()).toEqual(expected);
  });
});
