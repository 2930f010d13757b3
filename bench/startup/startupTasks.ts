/**
 * The main thread's long tasks in a Chrome trace, from the page's navigation until its first screen
 * works (docs/performance.md: "Startup in short tasks"): each top-level task ('RunTask') longer than
 * the threshold, with what took most of it (a script evaluated, a function called, a style or layout
 * pass…). Read from the trace Playwright records through the DevTools protocol (startupTrace.ts).
 */
export interface TraceEvent {
  readonly name: string;
  readonly cat?: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: Record<string, unknown>;
    readonly beginData?: Record<string, unknown>;
  };
}

export interface LongTask {
  /** From the navigation's start, in milliseconds. */
  readonly startMs: number;
  readonly durationMs: number;
  /** What took most of the task: e.g. 'EvaluateScript main.1a2b3c4d.js'. */
  readonly what: string;
}

export interface StartupTasks {
  /** From the navigation's start until the first screen worked, in milliseconds. */
  readonly readyMs: number;
  readonly longTasks: readonly LongTask[];
  /** The longest task in that time (0 without any). */
  readonly longestMs: number;
}

/** The kinds of work a task is named after, most telling first when two are as long. */
const namedWork = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'RunMicrotasks',
]);

function fileOf(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '';
  return ` ${url.split(/[?#]/, 1)[0]?.split('/').pop() ?? url}`;
}

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const where = fileOf(data.url ?? data.scriptName);
  const fn =
    typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : '';
  const type = typeof data.type === 'string' ? ` ${data.type}` : '';
  return `${event.name}${type}${where}${fn}`;
}

function urlOf(data: Record<string, unknown> | undefined, key = 'url'): string {
  const url = data?.[key];
  return typeof url === 'string' ? url : '';
}

/** The renderer main thread the page's HTML was parsed on. */
function pageMainThread(events: readonly TraceEvent[], pageUrl: string) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && urlOf(event.args?.beginData).startsWith(pageUrl),
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/**
 * The long tasks between the page's navigation (its 'navigationStart' mark) and `readyMark` (a user
 * timing mark the page makes when its first screen works), on the thread the page was parsed on.
 */
export function startupTasks(
  events: readonly TraceEvent[],
  options: { readonly pageUrl: string; readonly readyMark: string; readonly thresholdMs: number },
): StartupTasks | null {
  const thread = pageMainThread(events, options.pageUrl);
  if (!thread) return null;
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const start = onThread.find(
    (event) =>
      event.name === 'navigationStart' &&
      urlOf(event.args?.data, 'documentLoaderURL').startsWith(options.pageUrl),
  )?.ts;
  const ready = onThread.find(
    (event) => event.name === options.readyMark && event.ts >= (start ?? 0),
  );
  if (start === undefined || !ready) return null;
  // The page's own work begins with its HTML: a task ending before (the previous page's unload) is not its.
  const firstParse = onThread.find(
    (event) =>
      event.name === 'ParseHTML' &&
      event.ts >= start &&
      urlOf(event.args?.beginData).startsWith(options.pageUrl),
  );
  const from = firstParse?.ts ?? start;
  const tasks = onThread.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts + (event.dur ?? 0) >= from &&
      event.ts <= ready.ts,
  );
  const long = tasks
    .filter((task) => (task.dur ?? 0) / 1000 > options.thresholdMs)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onThread.filter(
        (event) =>
          event.ph === 'X' &&
          namedWork.has(event.name) &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end,
      );
      const biggest = [...inside].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
      return {
        startMs: Math.round((task.ts - start) / 100) / 10,
        durationMs: Math.round((task.dur ?? 0) / 100) / 10,
        what: biggest ? describe(biggest) : 'RunTask',
      };
    });
  const longestMs = Math.max(0, ...tasks.map((task) => Math.round((task.dur ?? 0) / 100) / 10));
  return { readyMs: Math.round((ready.ts - start) / 1000), longTasks: long, longestMs };
}
