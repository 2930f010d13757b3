import {
  circlePeople,
  familyMessagePost,
  familyMessageProblem,
  familyPostsNewestFirst,
  maxFamilyMessageLength,
} from './familyMessage';

describe('familyMessageProblem: the rules of a message, before the database', () => {
  it.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['x'.repeat(maxFamilyMessageLength + 1), 'tooLong'],
    ['olá\u202emãe', 'unsafeCharacters'],
    ['olá\u0007', 'unsafeCharacters'],
    ['x'.repeat(maxFamilyMessageLength), null],
    ['Beijinhos, mãe!', null],
  ] as const)('%j → %s', (text, problem) => {
    expect(familyMessageProblem(text)).toBe(problem);
  });
});

describe('familyMessagePost', () => {
  it('is a message with the server time', () => {
    expect(familyMessagePost({ from: 'p1', fromName: 'Pedro', text: 'Olá' })).toEqual({
      from: 'p1',
      fromName: 'Pedro',
      at: { '.sv': 'timestamp' },
      kind: 'mensagem',
      text: 'Olá',
    });
  });
});

describe('familyPostsNewestFirst', () => {
  it.each([
    [null, []],
    ['x', []],
    [{ a: null, b: { fromName: 'Pedro' } }, []],
    [
      {
        k1: { fromName: 'Pedro', at: 1, kind: 'mensagem', text: 'um' },
        k2: { fromName: 'Pedro', at: 2, kind: 'foto', photo: 'family/m/k2.jpg' },
      },
      [
        { key: 'k2', fromName: 'Pedro', at: 2, kind: 'foto', text: null, photo: 'family/m/k2.jpg' },
        { key: 'k1', fromName: 'Pedro', at: 1, kind: 'mensagem', text: 'um', photo: null },
      ],
    ],
  ])('%j', (value, expected) => {
    expect(familyPostsNewestFirst(value)).toEqual(expected);
  });
});

describe('circlePeople', () => {
  it.each([
    [null, []],
    [
      { b: { name: 'Maria Silva' }, a: { name: 'José Santos' }, c: false },
      [
        { uid: 'a', name: 'José Santos' },
        { uid: 'b', name: 'Maria Silva' },
      ],
    ],
    // An entry without a name (none is written so) still lists the person, unnamed.
    [
      { z: { name: '  ' }, y: true },
      [
        { uid: 'y', name: null },
        { uid: 'z', name: null },
      ],
    ],
  ])('%j → %j', (value, expected) => {
    expect(circlePeople(value)).toEqual(expected);
  });
});
