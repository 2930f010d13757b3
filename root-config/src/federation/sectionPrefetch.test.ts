import { createSectionPrefetch, prefetchDelayMs, whenIdleAfter } from './sectionPrefetch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setUp(failing: ReadonlySet<string> = new Set()) {
  const order: string[] = [];
  const effects = {
    remotes: ['mf_calls', 'mf_health', 'mf_games'],
    fetchEntry: jest.fn((remote: string) => order.push(`entry ${remote}`)),
    load: jest.fn(async (remote: string) => {
      order.push(`load ${remote}`);
      if (failing.has(remote)) throw new Error('offline');
    }),
    onFetched: jest.fn((remote: string) => order.push(`fetched ${remote}`)),
    onFailed: jest.fn((remote: string) => {
      order.push(`failed ${remote}`);
    }),
    whenIdleAfter,
  };
  return { prefetch: createSectionPrefetch(effects), effects, order };
}

describe('createSectionPrefetch: the sections home opens, fetched ahead', () => {
  it(`waits ${prefetchDelayMs} ms, then fetches each section in turn, once per page`, async () => {
    const { prefetch, effects, order } = setUp();
    prefetch();
    prefetch();
    // The entries are asked for at once, each once; nothing is run before the delay.
    expect(order).toEqual(['entry mf_calls', 'entry mf_health', 'entry mf_games']);
    order.length = 0;
    await jest.advanceTimersByTimeAsync(prefetchDelayMs - 1);
    expect(effects.load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(order).toEqual([
      'load mf_calls',
      'fetched mf_calls',
      'load mf_health',
      'fetched mf_health',
      'load mf_games',
      'fetched mf_games',
    ]);
    prefetch();
    await jest.advanceTimersByTimeAsync(prefetchDelayMs * 2);
    expect(effects.load).toHaveBeenCalledTimes(3);
    expect(effects.fetchEntry).toHaveBeenCalledTimes(3);
  });

  it('forgets a section that could not be fetched and goes on with the next', async () => {
    const { prefetch, order } = setUp(new Set(['mf_health']));
    prefetch();
    await jest.advanceTimersByTimeAsync(prefetchDelayMs);
    expect(order).toEqual([
      'entry mf_calls',
      'entry mf_health',
      'entry mf_games',
      'load mf_calls',
      'fetched mf_calls',
      'load mf_health',
      'failed mf_health',
      'load mf_games',
      'fetched mf_games',
    ]);
  });
});
