/**
 * The one clock of the local services: the Realtime Database server (server timestamps and the rules'
 * `now`), the Firestore server (commit times) and every ID-token expiry check read `now()` from it, and
 * the Auth emulator's process follows its offset. It runs with the machine's clock, shifted by an
 * offset that tests and developers move forward to see what happens later (for example after the
 * hourly ID-token expiry) without waiting.
 */
export type ClockFollower = (offsetMs: number) => void | Promise<void>;

export class ServiceClock {
  private offset: number;
  private readonly followers = new Set<ClockFollower>();

  constructor(
    offsetMs = 0,
    private readonly machineNow: () => number = Date.now,
  ) {
    this.offset = checkedOffset(offsetMs);
  }

  /** Milliseconds since the epoch, as the services see it. */
  now(): number {
    return this.machineNow() + this.offset;
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** Moves the clock by `ms` (negative moves it back). Resolves once every follower has the new offset. */
  advance(ms: number): Promise<void> {
    return this.setOffset(this.offset + ms);
  }

  /** Sets the offset from the machine's clock. Resolves once every follower has it. */
  async setOffset(offsetMs: number): Promise<void> {
    this.offset = checkedOffset(offsetMs);
    const offset = this.offset;
    await Promise.all([...this.followers].map(async (follower) => follower(offset)));
  }

  /** Calls `follower` after every move (not now); returns the function that stops it. */
  follow(follower: ClockFollower): () => void {
    this.followers.add(follower);
    return () => {
      this.followers.delete(follower);
    };
  }
}

function checkedOffset(offsetMs: number): number {
  if (!Number.isFinite(offsetMs))
    throw new Error(
      `the clock offset must be a finite number of milliseconds, not ${String(offsetMs)}`,
    );
  return Math.round(offsetMs);
}
