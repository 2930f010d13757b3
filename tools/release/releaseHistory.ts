/**
 * What was live when: every switch, rollback and refused switch of a section is a record in
 * `remotes.history.json` beside the manifest. From it come the section's live periods (what
 * `release history` prints) and where a rollback goes: the most recent earlier build that was live
 * and was not itself rolled back, so that a second rollback goes further back instead of putting the
 * bad build back.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** A record without an action was written before rollbacks and refusals were told apart: a switch. */
export type ReleaseAction = 'switch' | 'rollback' | 'refused';

export interface ReleaseRecord {
  readonly remote: string;
  readonly action?: ReleaseAction;
  /** The address live before (for a refusal: the one that stayed live). */
  readonly from: string | null;
  /** The address switched to (for a refusal: the one refused). */
  readonly to: string;
  readonly at: string;
  /** Why a switch was refused. */
  readonly reasons?: readonly string[];
}

export interface LivePeriod {
  readonly address: string;
  /** When it went live; null for the address live before the first record. */
  readonly since: string | null;
  /** When another address replaced it; null while it is live. */
  readonly until: string | null;
  /** How it stopped being live. */
  readonly endedBy: 'switch' | 'rollback' | null;
}

export function historyFileOf(manifestFile: string): string {
  return path.join(path.dirname(manifestFile), 'remotes.history.json');
}

export function readHistory(manifestFile: string): ReleaseRecord[] {
  const file = historyFileOf(manifestFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord[]) : [];
}

export function appendHistory(manifestFile: string, record: ReleaseRecord): void {
  writeFileAtomic.sync(
    historyFileOf(manifestFile),
    `${JSON.stringify([...readHistory(manifestFile), record], null, 2)}\n`,
  );
}

const actionOf = (record: ReleaseRecord): ReleaseAction => record.action ?? 'switch';

/** The addresses `remote` was live at, oldest first (refused switches changed nothing). */
export function livePeriods(history: readonly ReleaseRecord[], remote: string): LivePeriod[] {
  const changes = history.filter(
    (record) => record.remote === remote && actionOf(record) !== 'refused',
  );
  const [first] = changes;
  if (!first) return [];
  const periods: LivePeriod[] = [];
  if (first.from !== null)
    periods.push({
      address: first.from,
      since: null,
      until: first.at,
      endedBy: actionOf(first) as 'switch' | 'rollback',
    });
  changes.forEach((record, index) => {
    const next = changes[index + 1];
    periods.push({
      address: record.to,
      since: record.at,
      until: next?.at ?? null,
      endedBy: next ? (actionOf(next) as 'switch' | 'rollback') : null,
    });
  });
  return periods;
}

/** The switches of `remote` that were refused, oldest first. */
export function refusedSwitches(
  history: readonly ReleaseRecord[],
  remote: string,
): ReleaseRecord[] {
  return history.filter((record) => record.remote === remote && actionOf(record) === 'refused');
}

/**
 * Where a rollback of `remote` may go, best first: each earlier address once, newest first, except the
 * one live now and any whose last live period ended in a rollback.
 */
export function rollbackCandidates(
  history: readonly ReleaseRecord[],
  remote: string,
  current: string,
): string[] {
  const seen = new Set<string>([current]);
  const candidates: string[] = [];
  for (const period of livePeriods(history, remote).reverse()) {
    if (seen.has(period.address)) continue;
    seen.add(period.address);
    if (period.endedBy !== 'rollback') candidates.push(period.address);
  }
  return candidates;
}

/** The address the history says is live now (null when it has no record of `remote`). */
export function recordedLiveAddress(
  history: readonly ReleaseRecord[],
  remote: string,
): string | null {
  return livePeriods(history, remote).at(-1)?.address ?? null;
}

/** `release history`: one line per live period, newest first, then the refused switches. */
export function formatHistory(history: readonly ReleaseRecord[], remote: string): string[] {
  const periods = livePeriods(history, remote).reverse();
  const lines = [periods.length === 0 ? `${remote}: no switch recorded` : `${remote}:`];
  for (const period of periods) {
    const when = `${period.since ?? '(before the first switch)'} → ${period.until ?? 'now'}`;
    const ended = period.endedBy === 'rollback' ? ' (rolled back)' : '';
    lines.push(`  ${when}  ${period.address}${ended}`);
  }
  for (const refused of refusedSwitches(history, remote).reverse())
    lines.push(`  refused ${refused.at}  ${refused.to}: ${(refused.reasons ?? []).join(' ')}`);
  return lines;
}
