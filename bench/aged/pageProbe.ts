import type { CDPSession, Page } from 'playwright-core';
import { createTrafficTally, type Traffic } from './trafficTally';

/**
 * A page watched through the DevTools protocol: its network traffic (trafficTally), its JS heap and
 * DOM nodes after a garbage collection, and the tablets' slowdowns switched on and off.
 */
export interface NetworkProfile {
  readonly latencyMs: number;
  readonly downloadBytesPerSecond: number;
  readonly uploadBytesPerSecond: number;
}

export interface PageProbe {
  readonly cdp: CDPSession;
  traffic(): Traffic;
  /** Resolves once no frame or response has come for `quietMs` (or after `maxMs`). */
  quiet(quietMs: number, maxMs: number): Promise<void>;
  /** JSHeapUsedSize and Nodes after a collection. */
  memory(): Promise<{ heapUsedBytes: number; domNodes: number }>;
  slowDown(cpuSlowdown: number, network: NetworkProfile | null): Promise<void>;
  fullSpeed(): Promise<void>;
}

export async function probePage(page: Page): Promise<PageProbe> {
  const cdp = await page.context().newCDPSession(page);
  const tally = createTrafficTally();
  let lastActivity = Date.now();
  cdp.on('Network.dataReceived', (event) => {
    lastActivity = Date.now();
    tally.dataReceived(event.requestId, event.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    tally.loadingFinished(event.requestId, event.encodedDataLength);
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    lastActivity = Date.now();
    tally.frameReceived(event.response.opcode, event.response.payloadData);
  });
  cdp.on('Network.webSocketFrameSent', (event) => {
    lastActivity = Date.now();
    tally.frameSent(event.response.opcode, event.response.payloadData);
  });
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');

  return {
    cdp,
    traffic: () => tally.snapshot(),
    async quiet(quietMs, maxMs) {
      const started = Date.now();
      lastActivity = Math.max(lastActivity, started);
      while (Date.now() - lastActivity < quietMs && Date.now() - started < maxMs)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async memory() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string): number =>
        metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
      return { heapUsedBytes: metric('JSHeapUsedSize'), domNodes: metric('Nodes') };
    },
    async slowDown(cpuSlowdown, network) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      if (network !== null)
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: network.latencyMs,
          downloadThroughput: network.downloadBytesPerSecond,
          uploadThroughput: network.uploadBytesPerSecond,
        });
    },
    async fullSpeed() {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
  };
}
