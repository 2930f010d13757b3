import { performance } from 'node:perf_hooks';
import type { DatabaseRest } from '../../local-backend/src/seed/databaseWrites';
import { inParallel } from './inParallel';
import { summariseRuns } from './runStatistics';

/**
 * The local database's write rate as the administrator sees it: small writes by REST (each a
 * dose-sized value at its own path), `inFlight` at a time, removed again after each round. A first
 * round warms the server up and is not counted; the rate is the median of the counted rounds.
 */
export interface WriteRate {
  readonly writes: number;
  readonly rounds: number;
  readonly inFlight: number;
  readonly writesPerSecond: number;
  /** Each counted round's rate. */
  readonly roundsPerSecond: readonly number[];
  readonly medianMs: number;
  readonly p95Ms: number;
}

export interface WriteRatePlan {
  readonly writes: number;
  readonly rounds: number;
  readonly warmUpWrites: number;
  readonly inFlight: number;
}

export const writeRateNode = 'benchWriteRate';

async function writeRound(
  database: DatabaseRest,
  writes: number,
  inFlight: number,
  latencies: number[],
): Promise<number> {
  const started = performance.now();
  await inParallel(
    Array.from({ length: writes }, (_, index) => index),
    inFlight,
    async (index) => {
      const sent = performance.now();
      await database.put(`${writeRateNode}/w${index}`, { '0800': 1_700_000_000_000 + index });
      latencies.push(performance.now() - sent);
    },
  );
  const seconds = (performance.now() - started) / 1000;
  await database.put(writeRateNode, null);
  return writes / seconds;
}

export async function measureWriteRate(
  database: DatabaseRest,
  plan: WriteRatePlan,
): Promise<WriteRate> {
  await writeRound(database, plan.warmUpWrites, plan.inFlight, []);
  const latencies: number[] = [];
  const rates: number[] = [];
  for (let round = 0; round < plan.rounds; round += 1)
    rates.push(await writeRound(database, plan.writes, plan.inFlight, latencies));
  latencies.sort((a, b) => a - b);
  const at = (share: number): number =>
    Number(
      (
        latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
      ).toFixed(1),
    );
  return {
    writes: plan.writes,
    rounds: plan.rounds,
    inFlight: plan.inFlight,
    writesPerSecond: Math.round(summariseRuns(rates).median ?? 0),
    roundsPerSecond: rates.map(Math.round),
    medianMs: at(0.5),
    p95Ms: at(0.95),
  };
}
