import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { newPushKey, vitalReport, vitalsDayPath } from '@amparo/shared-machines/vitals';
import type { AppServices, SessionAccess } from '@amparo/shared-machines';
import { createVitalsReporter, sessionMaySendVitals } from './vitalsReporter';

/**
 * The lazy part of the tablets' figures (startVitals.ts loads it once the first screen is
 * interactive): web-vitals measures the page view, which began on `screen`, and reports each metric
 * once, when its value is final (LCP at the first input, CLS and INP when the page is hidden, TTFB at
 * once). A browser driven by automation (`navigator.webdriver`: the browser tests, the bench's
 * Lighthouse) measures but sends nothing; a browser test that wants the figures says it is not one.
 */
export interface MeasureVitalsOptions {
  readonly screen: string;
  readonly services: Pick<AppServices, 'auth' | 'backend'>;
  readonly readAccess: () => SessionAccess;
}

interface DeviceNavigator {
  readonly webdriver?: boolean;
  readonly hardwareConcurrency?: number;
  /** Chrome's Device Memory API (GB), not in TypeScript's DOM library. */
  readonly deviceMemory?: number;
}

export function measureVitals({ screen, services, readAccess }: MeasureVitalsOptions): void {
  const device = navigator as DeviceNavigator;
  const automated = device.webdriver === true;
  const reporter = createVitalsReporter({
    reportOf: (metric) =>
      vitalReport(metric, {
        screen,
        now: Date.now(),
        cores: device.hardwareConcurrency,
        memory: device.deviceMemory,
      }),
    maySend: () => !automated && sessionMaySendVitals(readAccess()),
    watchSession: (onChange) => {
      const subscription = services.auth.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    write: (day, entry) =>
      services.backend.database.set(`${vitalsDayPath(day)}/${newPushKey()}`, entry),
  });
  onLCP(reporter.report);
  onINP(reporter.report);
  onCLS(reporter.report);
  onTTFB(reporter.report);
}
