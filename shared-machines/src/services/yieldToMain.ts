/** The part of the Prioritized Task Scheduling API used here (not in TypeScript's DOM types yet). */
interface SchedulerWithYield {
  readonly yield: () => Promise<void>;
}

function schedulerOf(scope: typeof globalThis): SchedulerWithYield | null {
  const scheduler = (scope as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  return scheduler && typeof scheduler.yield === 'function'
    ? (scheduler as SchedulerWithYield)
    : null;
}

/**
 * Ends the current task and goes on in a new one, so that a tap, a key or a paint waiting meanwhile
 * is handled in between (docs/performance.md: "Startup in short tasks"): the start-up's steps each
 * stay under about 10 ms of CPU. `scheduler.yield()` where the browser has it (the rest goes on
 * before other queued tasks of the page); else a message to itself through a MessageChannel (a new
 * task without setTimeout's clamping to 4 ms once nested); else setTimeout. Hand-written: the
 * fallbacks are three lines, and no library does only this.
 */
export function yieldToMain(scope: typeof globalThis = globalThis): Promise<void> {
  const scheduler = schedulerOf(scope);
  if (scheduler) return scheduler.yield();
  if (typeof scope.MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new scope.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => scope.setTimeout(resolve, 0));
}
