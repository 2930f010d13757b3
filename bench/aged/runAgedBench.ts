import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { localAdminBackend } from '../../local-backend/src/association/localAdminBackend';
import type { EmulatorPorts } from '../../local-backend/src/ports/emulatorPorts';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.cjs';
import { judgeGoals } from './agedGoals';
import { agedMarkdown, type AgedResult, type CarerResult } from './agedReport';
import { fullScale, peopleCount, type AgedScale } from './agedScale';
import { measureCarers, type ConsoleRun, type TabletProfile } from './carerRuns';
import { generateAgedAssociation, removeAgedAssociation } from './generateAssociation';
import { growthRatio, summariseRuns } from './runStatistics';
import { measureWriteRate } from './writeRate';
import {
  readWriteRateBench,
  writeRateBenchFile,
  type WriteRateBenchFigures,
} from './writeRateBench';

/** The local backend's write-rate bench's last figures, when it has run here. */
function lastWriteRateBench(resultsDir: string): WriteRateBenchFigures | null {
  const file = path.join(resultsDir, writeRateBenchFile);
  if (!existsSync(file)) return null;
  try {
    return readWriteRateBench(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The aged-association bench on a running platform: the database's write rate while it is empty,
 * the association generated, the write rate again, every carer's console runs, then the aged data
 * removed and the empty database's rate once more; the results judged against the goals and
 * written to bench/results.
 */
export interface AgedBenchOptions {
  readonly baseUrl: string;
  readonly ports: EmulatorPorts;
  readonly scale: AgedScale;
  readonly runs: number;
  readonly tablet: TabletProfile;
  readonly timeoutMs: number;
  readonly resultsDir: string;
  readonly command: string;
  /** The commit measured (and whether the checkout had changes). */
  readonly codeVersion: string;
  readonly log: (line: string) => void;
}

const writeRatePlan = { writes: 1000, rounds: 3, warmUpWrites: 1000, inFlight: 10 } as const;
/** Unfinished runs after which a carer's remaining runs are skipped (a console that does not draw in time will not the next time). */
const giveUpAfter = 2;

function summariseCarer(name: string, follows: number, runs: readonly ConsoleRun[]): CarerResult {
  const of = (pick: (run: ConsoleRun) => number | null | undefined) =>
    summariseRuns(runs.map((run) => pick(run) ?? null));
  return {
    name,
    follows,
    runs,
    summary: {
      signInToConsoleMs: of((run) => run.signInToConsoleMs),
      consoleToPersonMs: of((run) => run.consoleToPersonMs),
      personToConsoleMs: of((run) => run.personToConsoleMs),
      consoleReceivedBytes: of((run) =>
        run.consoleLoad === null
          ? null
          : run.consoleLoad.httpBytes + run.consoleLoad.websocketBytes,
      ),
      consoleWebsocketBytes: of((run) => run.consoleLoad?.websocketBytes),
      heapUsedBytes: of((run) => run.heapUsedBytes),
      domNodes: of((run) => run.domNodes),
      listensAtConsole: of((run) => run.consoleLoad?.listensSent),
      listensPersonToConsole: of((run) => run.listensPersonToConsole),
      peopleShown: of((run) => run.peopleShown),
    },
  };
}

export function resultFileStem(scale: AgedScale): string {
  return scale.people === fullScale.people
    ? 'aged-association'
    : `aged-association.${scale.people}-people`;
}

export async function runAgedBench(options: AgedBenchOptions): Promise<AgedResult> {
  const { log, scale } = options;
  const loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  const database = localAdminBackend({ ports: options.ports }).database;

  log(`aged: write rate of the empty database, the server just started`);
  const emptyAtStartRate = await measureWriteRate(database, writeRatePlan);
  log(`aged: generating ${peopleCount(scale.people)}`);
  const now = new Date();
  const generated = await generateAgedAssociation({ ports: options.ports, scale, now, log });
  log(`aged: write rate of the aged database`);
  const agedRate = await measureWriteRate(database, writeRatePlan);
  log(`aged: ${emptyAtStartRate.writesPerSecond} writes/s empty, ${agedRate.writesPerSecond} aged`);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  let carers: CarerResult[];
  try {
    const planned = generated.plan.carers;
    log(
      `aged: ${planned.map((carer) => `${carer.account.name}, ${peopleCount(carer.follows.length)}`).join('; ')}`,
    );
    const measured = await measureCarers(
      browser,
      planned.map((carer) => carer.account),
      options.runs,
      {
        baseUrl: options.baseUrl,
        tablet: options.tablet,
        timeoutMs: options.timeoutMs,
        giveUpAfter,
        log,
      },
    );
    carers = measured.map((carer, index) =>
      summariseCarer(
        carer.account.name,
        (planned[index] as (typeof planned)[number]).follows.length,
        carer.runs,
      ),
    );
  } finally {
    await browser.close();
  }

  log('aged: write rate of the empty database again, the aged data removed');
  await removeAgedAssociation(options.ports, generated);
  const emptyRate = await measureWriteRate(database, writeRatePlan);
  log(`aged: ${emptyRate.writesPerSecond} writes/s empty again`);

  const byFollows = [...carers].sort((a, b) => b.follows - a.follows);
  const largest = byFollows[0];
  const smallest = byFollows[byFollows.length - 1];
  const growth =
    largest !== undefined && smallest !== undefined
      ? growthRatio(largest.summary.signInToConsoleMs, smallest.summary.signInToConsoleMs)
      : null;
  const writeRateBench = lastWriteRateBench(options.resultsDir);
  const goals = judgeGoals(
    carers.map((carer) => ({ follows: carer.follows, ...carer.summary })),
    growth,
    {
      // The faster of the two empty rates: the stricter comparison.
      emptyWritesPerSecond: Math.max(emptyAtStartRate.writesPerSecond, emptyRate.writesPerSecond),
      agedWritesPerSecond: agedRate.writesPerSecond,
    },
    writeRateBench,
  );
  const result: AgedResult = {
    date: new Date().toISOString(),
    command: options.command,
    codeVersion: options.codeVersion,
    machine: { cpus: os.cpus().length, loadAverageAtStart },
    scale,
    tablet: options.tablet,
    generation: {
      people: scale.people,
      dosesTaken: generated.writes.dosesTaken,
      databaseMegabytes: Number((generated.writes.bytes / 1024 / 1024).toFixed(1)),
      writeRequests: generated.writes.requests,
      ...generated.timings,
      cards: generated.cards,
    },
    writeRate: { emptyAtStart: emptyAtStartRate, aged: agedRate, empty: emptyRate },
    writeRateBench,
    carers,
    growthRatio: growth === null ? null : Number(growth.toFixed(2)),
    goals,
  };
  mkdirSync(options.resultsDir, { recursive: true });
  const stem = path.join(options.resultsDir, resultFileStem(scale));
  writeFileSync(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${stem}.md`, agedMarkdown(result));
  return result;
}
