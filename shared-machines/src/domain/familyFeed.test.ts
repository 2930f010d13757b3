import {
  familyReplyRecord,
  latestAnswers,
  readCircleMembers,
  readFamilyPosts,
  readFamilyReplies,
  senderName,
  timeAgo,
} from './familyFeed';
import { serverTimestamp } from './account';

// 2026-03-10 15:00 in Lisbon (UTC+0 in March before the change).
const now = Date.UTC(2026, 2, 10, 15, 0);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

describe('timeAgo', () => {
  test.each([
    ['a few seconds ago', now - 20_000, 'agora'],
    ['a little ahead of this clock', now + 5_000, 'agora'],
    ['one minute ago', now - minutes(1), 'há 1 minuto'],
    ['45 minutes ago', now - minutes(45), 'há 45 minutos'],
    ['two hours ago', now - hours(2), 'há 2 horas'],
    ['earlier today', now - hours(14), 'há 14 horas'],
    ['last night, more than 12 hours ago', Date.UTC(2026, 2, 9, 23, 0), 'ontem'],
    ['yesterday morning', Date.UTC(2026, 2, 9, 8, 0), 'ontem'],
    ['three days ago', Date.UTC(2026, 2, 7, 10, 0), 'há 3 dias'],
  ])('%s', (_, at, expected) => {
    expect(timeAgo(at, now)).toBe(expected);
  });

  test('last night, seen early in the morning, is hours ago', () => {
    expect(timeAgo(Date.UTC(2026, 2, 9, 23, 0), Date.UTC(2026, 2, 10, 8, 0))).toBe('há 9 horas');
  });

  test('counts days on Lisbon’s calendar, not the device’s', () => {
    // 23:30 UTC on 9 July is 00:30 on the 10th in Lisbon (UTC+1 in summer): the same day there.
    const summerNow = Date.UTC(2026, 6, 10, 13, 0);
    expect(timeAgo(Date.UTC(2026, 6, 9, 23, 30), summerNow)).toBe('há 13 horas');
    expect(timeAgo(Date.UTC(2026, 6, 9, 22, 30), summerNow)).toBe('ontem');
  });
});

describe('readFamilyPosts', () => {
  const photo = {
    from: 'p',
    fromName: 'Pedro',
    at: 2,
    kind: 'foto',
    photo: 'family/m/a.jpg',
    text: 'Praia',
  };
  const message = { from: 'p', fromName: 'Pedro', at: 3, kind: 'mensagem', text: 'Olá mãe' };
  test.each([
    ['nothing', null, []],
    ['not an object', 'x', []],
    ['newest first', { a: photo, b: message }, ['b', 'a']],
    ['a photo without its path is left out', { a: { ...photo, photo: undefined } }, []],
    ['an unknown kind is left out', { a: { ...message, kind: 'video' } }, []],
    ['a post without a sender is left out', { a: { ...message, fromName: 1 } }, []],
  ])('%s', (_, value, keys) => {
    expect(readFamilyPosts(value).map((post) => post.key)).toEqual(keys);
  });

  test('keeps the caption, and a blank text is none', () => {
    expect(readFamilyPosts({ a: photo })[0]).toMatchObject({ text: 'Praia', photo: photo.photo });
    expect(readFamilyPosts({ b: { ...message, text: ' ' } })[0]?.text).toBeNull();
  });
});

test('readCircleMembers lists the relatives by name, each with when she joined', () => {
  expect(
    readCircleMembers({
      u2: { name: 'Rita', since: 1_700_000_000_000 },
      u1: { name: 'Pedro' },
      u3: { since: 1 },
      u4: { name: 'Ana', since: 'ontem' },
    }),
  ).toEqual([
    { uid: 'u4', name: 'Ana', since: null },
    { uid: 'u1', name: 'Pedro', since: null },
    { uid: 'u2', name: 'Rita', since: 1_700_000_000_000 },
  ]);
  expect(readCircleMembers(null)).toEqual([]);
});

test('familyReplyRecord is what the rules accept', () => {
  expect(familyReplyRecord('k', 'obrigada')).toEqual({
    post: 'k',
    answer: 'obrigada',
    at: serverTimestamp,
  });
});

test.each([
  ['Pedro Silva', 'Pedro'],
  ['rita', 'Rita'],
  ['Pedro', 'Pedro'],
])('senderName(%s) is %s', (fromName, expected) => {
  expect(senderName({ fromName })).toBe(expected);
});

describe('readFamilyReplies and latestAnswers: her answers, read back', () => {
  it.each<[string, unknown, { key: string; post: string; answer: string; at: number }[]]>([
    ['nothing', null, []],
    ['not a list', 'obrigada', []],
    [
      'oldest first, whatever the keys',
      {
        r2: { post: 'p1', answer: 'gostei', at: 20 },
        r1: { post: 'p1', answer: 'obrigada', at: 10 },
      },
      [
        { key: 'r1', post: 'p1', answer: 'obrigada', at: 10 },
        { key: 'r2', post: 'p1', answer: 'gostei', at: 20 },
      ],
    ],
    [
      'leaves out what is not an answer',
      {
        a: { post: 'p1', answer: 'adeus', at: 1 },
        b: { post: 7, answer: 'gostei', at: 2 },
        c: { post: 'p1', answer: 'ligame' },
        d: 'ligame',
        e: { post: 'p2', answer: 'ligame', at: 3 },
      },
      [{ key: 'e', post: 'p2', answer: 'ligame', at: 3 }],
    ],
  ])('%s', (_label, value, expected) => {
    expect(readFamilyReplies(value)).toEqual(expected);
  });

  it('keeps her latest answer to each post', () => {
    const replies = readFamilyReplies({
      r1: { post: 'p1', answer: 'obrigada', at: 10 },
      r2: { post: 'p2', answer: 'ligame', at: 15 },
      r3: { post: 'p1', answer: 'gostei', at: 20 },
    });
    expect(latestAnswers(replies)).toEqual({ p1: 'gostei', p2: 'ligame' });
  });
});
