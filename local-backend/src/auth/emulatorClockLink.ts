import type { ChildProcess } from 'node:child_process';
import type { ServiceClock } from '../clock/serviceClock';

/** How long a moved clock waits for the emulator's acknowledgement before giving up. */
const acknowledgementTimeoutMs = 10_000;

/**
 * Keeps the Auth emulator's process on the services' clock: every move of `clock` is sent over the
 * child's IPC channel (see authEmulatorClock.cjs) and the move resolves once the emulator
 * acknowledges it, so a token requested afterwards is minted at the moved time. Returns the function
 * that stops following (when the emulator stops).
 */
export function linkEmulatorClock(
  child: ChildProcess,
  clock: ServiceClock,
  log: (line: string) => void,
): () => void {
  let nextId = 0;
  const waiting = new Map<number, () => void>();
  const send = (offsetMs: number, id: number, onError: (error: Error) => void): void => {
    child.send({ type: 'amparo-clock', offsetMs, id }, (error) => {
      if (error !== null && error !== undefined) onError(error);
    });
  };
  const onMessage = (message: unknown): void => {
    if (typeof message !== 'object' || message === null) return;
    const { type, id } = message as { type?: unknown; id?: unknown };
    if (type === 'amparo-clock-ready') {
      // A move sent before the emulator listened is lost: send the current offset again.
      nextId += 1;
      send(clock.offsetMs, nextId, () => undefined);
      return;
    }
    if (type !== 'amparo-clock-applied' || typeof id !== 'number') return;
    // Messages arrive in order and each carries the latest offset: this one settles all earlier moves.
    for (const [waitingId, release] of waiting) {
      if (waitingId > id) continue;
      release();
      waiting.delete(waitingId);
    }
  };
  child.on('message', onMessage);
  // The channel must not keep this process alive on its own.
  child.channel?.unref();

  const stopFollowing = clock.follow(
    (offsetMs) =>
      new Promise<void>((resolve, reject) => {
        if (!child.connected) {
          resolve();
          return;
        }
        nextId += 1;
        const id = nextId;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(
            new Error(
              `the Auth emulator did not take the clock offset ${offsetMs} ms within ${acknowledgementTimeoutMs} ms`,
            ),
          );
        }, acknowledgementTimeoutMs);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
        send(offsetMs, id, (error) => {
          clearTimeout(timer);
          waiting.delete(id);
          // The emulator is stopping or gone: nothing left to keep in step.
          log(`auth: could not send the clock offset: ${error.message}`);
          resolve();
        });
      }),
  );
  return () => {
    stopFollowing();
    child.off('message', onMessage);
    for (const release of waiting.values()) release();
    waiting.clear();
  };
}
