import type { MeasuredVital, VitalEntry, VitalReport } from '@amparo/shared-machines/vitals';

/**
 * Sends the page view's figures (shared-machines' vitals/webVitals.ts) to `vitals/{day}/{pushKey}`:
 * each metric once (web-vitals gives every metric of a page view its own `id`; a page restored from
 * the back-forward cache is a new page view with new ids), only while a member's or a carer's
 * session is open (the rules take nobody else's), and never twice: a write that fails is forgotten,
 * not retried, and nobody is told. A figure measured while nobody is signed in (the login's) waits
 * for the sign-in of the same page view, and is lost when the page ends first.
 */
export interface VitalsReporterEffects {
  /** The record of a metric, or null (vitalReport, with the page view's screen and the device). */
  readonly reportOf: (metric: MeasuredVital) => VitalReport | null;
  /** Whether a record may be written now: a member's or a carer's session, known. */
  readonly maySend: () => boolean;
  /** Calls back on every change of the session. */
  readonly watchSession: (onChange: () => void) => () => void;
  /** One append-only write of a record of `day` (at a new push key). */
  readonly write: (day: string, entry: VitalEntry) => Promise<void>;
}

/** A metric as web-vitals gives it: with the id of its page view. */
export interface ReportedVital extends MeasuredVital {
  readonly id: string;
}

/** At most this many records wait for a sign-in: one per metric of a page view, twice over. */
export const maxHeldVitals = 8;

export interface VitalsReporter {
  readonly report: (metric: ReportedVital) => void;
  readonly stop: () => void;
}

export function createVitalsReporter(effects: VitalsReporterEffects): VitalsReporter {
  const seen = new Set<string>();
  let held: VitalReport[] = [];
  let stopWatching: (() => void) | null = null;

  const send = ({ day, entry }: VitalReport): void => {
    // A figure lost is a figure lost: no message, no retry.
    effects.write(day, entry).catch(() => undefined);
  };

  const sendHeld = (): void => {
    if (held.length === 0 || !effects.maySend()) return;
    const waiting = held;
    held = [];
    stopWatching?.();
    stopWatching = null;
    waiting.forEach(send);
  };

  return {
    report: (metric) => {
      if (seen.has(metric.id)) return;
      seen.add(metric.id);
      const report = effects.reportOf(metric);
      if (report === null) return;
      if (effects.maySend()) {
        send(report);
        return;
      }
      if (held.length >= maxHeldVitals) return;
      held.push(report);
      stopWatching ??= effects.watchSession(sendHeld);
    },
    stop: () => {
      stopWatching?.();
      stopWatching = null;
      held = [];
    },
  };
}

/** What `maySend` asks of the session: settled, and a member's or a carer's (the rules' writers). */
export function sessionMaySendVitals(access: {
  readonly known: boolean;
  readonly signedIn: boolean;
  readonly account: string;
}): boolean {
  return (
    access.known && access.signedIn && (access.account === 'person' || access.account === 'carer')
  );
}
