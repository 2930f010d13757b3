import type { Identity } from './authToken';
import { isPathAtOrAbove, parsePath } from './databasePath';
import type { FailureStatus, RealtimeDatabase } from './realtimeDatabase';

interface PendingWrite {
  readonly kind: 'set' | 'merge';
  readonly path: string;
  readonly keys: readonly string[];
  readonly data: unknown;
  /** Who registered it: the write runs as them. */
  readonly identity: Identity;
}

export type QueueOutcome = { status: 'ok' } | { status: FailureStatus; reason: string };

/**
 * One connection's onDisconnect writes. As in the hosted database, each is checked by the rules (and
 * the data rules) when it is registered — a refusal answers the client's request — and again when it
 * runs, as the identity that registered it, against the data and the clock of that moment (server
 * values resolve then): one the rules now refuse is dropped and logged.
 */
export class OnDisconnectQueue {
  private readonly writes: PendingWrite[] = [];

  constructor(
    private readonly database: RealtimeDatabase,
    private readonly log: (line: string) => void,
  ) {}

  add(kind: 'set' | 'merge', path: string, data: unknown, identity: Identity): QueueOutcome {
    const checked =
      kind === 'set'
        ? this.database.prepareSet(path, data, identity)
        : this.database.prepareUpdate(path, data, identity);
    if (checked.status !== 'ok') return checked;
    this.writes.push({ kind, path, keys: parsePath(path), data, identity });
    return { status: 'ok' };
  }

  /** Cancels the writes at `path` and below. */
  cancel(path: string): void {
    const cancelled = parsePath(path);
    for (let index = this.writes.length - 1; index >= 0; index -= 1) {
      if (isPathAtOrAbove(cancelled, (this.writes[index] as PendingWrite).keys))
        this.writes.splice(index, 1);
    }
  }

  /** Runs every write in the order registered and empties the queue. */
  runAll(): void {
    for (const write of this.writes.splice(0)) {
      try {
        const outcome =
          write.kind === 'set'
            ? this.database.set(write.path, write.data, write.identity)
            : this.database.update(write.path, write.data, write.identity);
        if (outcome.status !== 'ok')
          this.log(
            `rtdb: onDisconnect ${write.kind} at /${write.keys.join('/')} refused when it ran: ${outcome.status}`,
          );
      } catch (error) {
        this.log(
          `rtdb: onDisconnect ${write.kind} at /${write.keys.join('/')} failed: ${(error as Error).message}`,
        );
      }
    }
  }

  /** Forgets every write (the server is stopping). */
  dropAll(): void {
    this.writes.splice(0);
  }
}
