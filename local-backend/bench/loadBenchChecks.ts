import { recordLayouts, type RecordKind } from '@amparo/shared-machines/records';
import { labelField } from './loadBenchPlan';

// The load bench's verdict, pure so it is tested with hand-made cases (test/bench): what each write
// became, what the server holds at the end and what each patient's listener ends with.

/** One carer's save, as the client process saw it; times in ms from the start of the run. */
export interface WriteOutcome {
  readonly carer: number;
  readonly patient: string;
  readonly kind: RecordKind;
  readonly label: string;
  readonly startedMs: number;
  /** When `add` resolved (the server confirmed the record), null when it failed. */
  readonly ackedMs: number | null;
  /** The key `add` resolved with. */
  readonly key: string | null;
  readonly error: string | null;
  /** When the patient's listener first saw a record with this label, null if never. */
  readonly seenMs: number | null;
}

export interface LatencySummary {
  readonly samples: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
}

export interface ListenerMismatch {
  readonly patient: string;
  /** The first paths (inside the patient's tree) where the listener's value and the server's differ. */
  readonly differences: readonly string[];
}

export interface LoadVerdict {
  readonly writesStarted: number;
  readonly writesConfirmed: number;
  readonly recordsOnServer: number;
  readonly recordsInListeners: number;
  /** Labels of writes that were not confirmed (with the error). */
  readonly failedWrites: readonly string[];
  /** `patient/kind/key` given to more than one write. */
  readonly duplicateKeys: readonly string[];
  /** Labels not found on the server under the key their write was given. */
  readonly missingOnServer: readonly string[];
  /** Labels not in their patient's listener's last value under that key. */
  readonly missingInListener: readonly string[];
  /** Labels the patient's listener never reported. */
  readonly neverSeen: readonly string[];
  /** Records on the server that no write of the run made (`patient/list/key`). */
  readonly unexpectedOnServer: readonly string[];
  readonly listenerMismatches: readonly ListenerMismatch[];
  /** Writes lost in any way: not confirmed, not on the server, not in or never seen by their listener. */
  readonly lost: number;
  readonly ok: boolean;
}

const kinds = Object.keys(recordLayouts) as RecordKind[];

/** Nearest-rank percentile of ascending values (NaN when there are none). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(rank, 1) - 1)] as number;
}

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((left, right) => left - right);
  return {
    samples: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/**
 * Paths where two JSON values differ (at most `limit`), '' for the root. A missing key and null are the
 * same, as in the Realtime Database; key order does not count.
 */
export function jsonDifferences(left: unknown, right: unknown, limit = 10, path = ''): string[] {
  const absent = (value: unknown): boolean => value === null || value === undefined;
  if (absent(left) && absent(right)) return [];
  if (!isObject(left) || !isObject(right)) return Object.is(left, right) ? [] : [path];
  if (Array.isArray(left) !== Array.isArray(right)) return [path];
  const differences: string[] = [];
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  for (const key of keys) {
    if (differences.length >= limit) break;
    differences.push(
      ...jsonDifferences(
        left[key],
        right[key],
        limit - differences.length,
        path === '' ? key : `${path}/${key}`,
      ),
    );
  }
  return differences;
}

/** The label stored in record `key` of `kind` in a person's tree, or null when there is no such record. */
export function labelInTree(tree: unknown, kind: RecordKind, key: string): string | null {
  const list = isObject(tree) ? tree[recordLayouts[kind].listNode] : undefined;
  const record = isObject(list) ? list[key] : undefined;
  const label = isObject(record) ? record[labelField(kind)] : undefined;
  return typeof label === 'string' ? label : null;
}

/** Every record of a person's tree, as `list/key`. */
export function recordPathsInTree(tree: unknown): string[] {
  if (!isObject(tree)) return [];
  return kinds.flatMap((kind) => {
    const listNode = recordLayouts[kind].listNode;
    const list = tree[listNode];
    return isObject(list) ? Object.keys(list).map((key) => `${listNode}/${key}`) : [];
  });
}

export interface LoadEvidence {
  readonly patients: readonly string[];
  readonly writes: readonly WriteOutcome[];
  /** Each patient's tree as the server holds it at the end. */
  readonly server: Readonly<Record<string, unknown>>;
  /** Each patient's tree as that patient's listener last reported it. */
  readonly listeners: Readonly<Record<string, unknown>>;
}

export function verifyLoad(evidence: LoadEvidence): LoadVerdict {
  const failedWrites: string[] = [];
  const missingOnServer: string[] = [];
  const missingInListener: string[] = [];
  const neverSeen: string[] = [];
  const lostLabels = new Set<string>();
  const writesByKey = new Map<string, number>();
  const written = new Set<string>();

  for (const write of evidence.writes) {
    if (write.seenMs === null) neverSeen.push(write.label);
    if (write.key === null || write.ackedMs === null) {
      failedWrites.push(`${write.label}: ${write.error ?? 'not confirmed'}`);
      lostLabels.add(write.label);
      continue;
    }
    const place = `${write.patient}/${write.kind}/${write.key}`;
    writesByKey.set(place, (writesByKey.get(place) ?? 0) + 1);
    written.add(`${write.patient}/${recordLayouts[write.kind].listNode}/${write.key}`);
    if (labelInTree(evidence.server[write.patient], write.kind, write.key) !== write.label)
      missingOnServer.push(write.label);
    if (labelInTree(evidence.listeners[write.patient], write.kind, write.key) !== write.label)
      missingInListener.push(write.label);
  }
  for (const label of [...missingOnServer, ...missingInListener, ...neverSeen])
    lostLabels.add(label);

  const serverPaths = evidence.patients.flatMap((patient) =>
    recordPathsInTree(evidence.server[patient]).map((path) => `${patient}/${path}`),
  );
  const listenerRecords = evidence.patients.reduce(
    (total, patient) => total + recordPathsInTree(evidence.listeners[patient]).length,
    0,
  );
  const listenerMismatches = evidence.patients.flatMap((patient): ListenerMismatch[] => {
    const differences = jsonDifferences(evidence.listeners[patient], evidence.server[patient], 5);
    return differences.length === 0 ? [] : [{ patient, differences }];
  });
  const duplicateKeys = [...writesByKey].filter(([, count]) => count > 1).map(([place]) => place);
  const unexpectedOnServer = serverPaths.filter((path) => !written.has(path));

  const lost = lostLabels.size;
  return {
    writesStarted: evidence.writes.length,
    writesConfirmed: evidence.writes.length - failedWrites.length,
    recordsOnServer: serverPaths.length,
    recordsInListeners: listenerRecords,
    failedWrites,
    duplicateKeys,
    missingOnServer,
    missingInListener,
    neverSeen,
    unexpectedOnServer,
    listenerMismatches,
    lost,
    ok:
      lost === 0 &&
      duplicateKeys.length === 0 &&
      unexpectedOnServer.length === 0 &&
      listenerMismatches.length === 0,
  };
}
