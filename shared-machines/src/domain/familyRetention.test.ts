import { familyBefore } from './familyRetention';

// 2025-10-25 begins at 23:00 UTC the day before (Lisbon summer time, UTC+1).
const cutoff = '2025-10-25';
const midnight = Date.UTC(2025, 9, 24, 23, 0);

describe('familyBefore: the family posts the retention removes', () => {
  it.each<[string, unknown, unknown, ReturnType<typeof familyBefore>]>([
    ['nothing there', null, null, { postKeys: [], replyKeys: [] }],
    [
      'a post a millisecond before the earliest day kept, with the answers to it',
      { p1: { at: midnight - 1 }, p2: { at: midnight } },
      { r1: { post: 'p1' }, r2: { post: 'p2' } },
      { postKeys: ['p1'], replyKeys: ['r1'] },
    ],
    [
      'a post whose time cannot be read stays',
      { p1: { at: 'ontem' }, p2: null },
      {},
      { postKeys: [], replyKeys: [] },
    ],
  ])('%s', (_label, posts, replies, expected) => {
    expect(familyBefore(cutoff, posts, replies)).toEqual(expected);
  });

  it('an unreadable cutoff removes nothing', () => {
    expect(familyBefore('ontem', { p1: { at: 0 } }, {})).toEqual({ postKeys: [], replyKeys: [] });
  });
});
