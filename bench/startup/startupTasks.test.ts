import { startupTasks, type TraceEvent } from './startupTasks';

const page = { pid: 1, tid: 2 };
const other = { pid: 3, tid: 4 };
const ms = 1000;

function task(ts: number, dur: number, thread = page): TraceEvent {
  return { name: 'RunTask', ph: 'X', ts, dur, ...thread };
}

const events: TraceEvent[] = [
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000 * ms,
    ...page,
    args: { data: { documentLoaderURL: 'http://127.0.0.1:1/login' } },
  },
  { name: 'navigationStart', ph: 'R', ts: 1_002 * ms, ...page, args: { data: {} } },
  {
    name: 'ParseHTML',
    ph: 'X',
    ts: 1_001.5 * ms,
    dur: 2 * ms,
    ...page,
    args: { beginData: { url: 'http://127.0.0.1:1/login' } },
  },
  // The previous page's unload, before the page's HTML: not the page's.
  task(985 * ms, 16 * ms),
  task(1_001 * ms, 3 * ms),
  task(1_010 * ms, 25 * ms),
  {
    name: 'EvaluateScript',
    ph: 'X',
    ts: 1_011 * ms,
    dur: 20 * ms,
    ...page,
    args: { data: { url: 'http://127.0.0.1:1/mf/mf-shell/live-first-screen.0a1b2c3d.js?x' } },
  },
  task(1_040 * ms, 12 * ms, other),
  task(1_050 * ms, 9 * ms),
  { name: 'amparo:login-works', ph: 'R', ts: 1_060 * ms, ...page },
  task(1_070 * ms, 40 * ms),
];

describe('the long tasks of a start-up', () => {
  it.each([
    [10, ['25 ms at 10 ms: EvaluateScript live-first-screen.0a1b2c3d.js']],
    [5, ['25 ms at 10 ms: EvaluateScript live-first-screen.0a1b2c3d.js', '9 ms at 50 ms: RunTask']],
    [30, []],
  ])('over %d ms, on the page’s thread, until the mark: %j', (thresholdMs, expected) => {
    const result = startupTasks(events, {
      pageUrl: 'http://127.0.0.1:1/login',
      readyMark: 'amparo:login-works',
      thresholdMs,
    });
    expect(result?.readyMs).toBe(60);
    expect(result?.longestMs).toBe(25);
    expect(
      result?.longTasks.map((t) => `${t.durationMs} ms at ${t.startMs} ms: ${t.what}`),
    ).toEqual(expected);
  });

  it('answers nothing without the page or its mark', () => {
    const options = { pageUrl: 'http://x/', readyMark: 'amparo:login-works', thresholdMs: 10 };
    expect(startupTasks(events, options)).toBeNull();
    expect(
      startupTasks(events, { ...options, pageUrl: 'http://127.0.0.1:1/login', readyMark: 'none' }),
    ).toBeNull();
  });
});
