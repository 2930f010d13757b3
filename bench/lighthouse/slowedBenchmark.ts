import type { Browser } from 'puppeteer-core';

/** A page of its own that runs Lighthouse's benchmark with the CPU slowed (throttlingBisect.ts). */
export interface SlowedBenchmarkPage {
  /** The benchmark's index, `runs` times, with the CPU slowed by `rate` through the DevTools protocol. */
  readonly scores: (rate: number, runs: number) => Promise<number[]>;
  readonly close: () => Promise<void>;
}

export async function openSlowedBenchmark(
  browser: Browser,
  benchmark: () => number,
): Promise<SlowedBenchmarkPage> {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  // Sent as text: the function is Lighthouse's, run as Lighthouse runs it.
  const expression = `(${benchmark.toString()})()`;
  const run = async (): Promise<number> => {
    const index: unknown = await page.evaluate(expression);
    if (typeof index !== 'number' || !Number.isFinite(index))
      throw new Error(`the benchmark gave ${String(index)}`);
    return index;
  };
  // A first run unslowed gives V8 the chance to optimise the benchmark, as DevTools does.
  await run();
  return {
    scores: async (rate, runs) => {
      await session.send('Emulation.setCPUThrottlingRate', { rate });
      const indexes: number[] = [];
      for (let index = 0; index < runs; index += 1) indexes.push(await run());
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      return indexes;
    },
    close: () => page.close(),
  };
}
