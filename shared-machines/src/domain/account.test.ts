import {
  accountFrom,
  carerLinkPath,
  carerPath,
  carerPeoplePath,
  followedPeople,
  memberPath,
  membershipRecord,
} from './account';

describe('accountFrom: what carers/{uid} and members/{uid} say the account is', () => {
  it.each<[string, unknown, unknown, ReturnType<typeof accountFrom>]>([
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
  ])('%s', (_label, carer, member, expected) => {
    expect(accountFrom(carer, member)).toEqual(expected);
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
    expect(membershipRecord('Maria', 'segredo')).toEqual({
      name: 'Maria',
      code: 'segredo',
      since: { '.sv': 'timestamp' },
    });
  });
});
