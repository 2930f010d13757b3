import type { ServiceClock } from '../clock/serviceClock';

/** setTimeout's longest delay; a later expiry is re-checked when this one fires. */
const longestTimerMs = 2_147_483_647;

/**
 * Tells a connection when the ID token it authenticated with expires by the services' clock: on a
 * timer, when the clock is moved, and whenever the connection asks (`expireIfDue`, before a request),
 * so no request runs with a token past its `exp`. `onExpired` is called once per watched token.
 */
export class TokenExpiryWatch {
  private expiresAtMs: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly stopFollowing: () => void;

  constructor(
    private readonly clock: ServiceClock,
    private readonly onExpired: () => void,
  ) {
    this.stopFollowing = clock.follow(() => this.reschedule());
  }

  /** Watches a new token's expiry (null: nothing to watch, e.g. signed out or the admin credential). */
  watch(expiresAtMs: number | null): void {
    this.expiresAtMs = expiresAtMs;
    this.reschedule();
  }

  /** Calls `onExpired` now if the watched token has expired; true when it did. */
  expireIfDue(): boolean {
    if (this.expiresAtMs === null || this.clock.now() < this.expiresAtMs) return false;
    this.expiresAtMs = null;
    this.clearTimer();
    this.onExpired();
    return true;
  }

  stop(): void {
    this.expiresAtMs = null;
    this.clearTimer();
    this.stopFollowing();
  }

  private reschedule(): void {
    this.clearTimer();
    if (this.expireIfDue() || this.expiresAtMs === null) return;
    const left = this.expiresAtMs - this.clock.now();
    this.timer = setTimeout(() => this.reschedule(), Math.min(left, longestTimerMs));
    // A watched token must not keep a process alive that is otherwise done.
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
