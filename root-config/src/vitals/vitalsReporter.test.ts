import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { vitalReport, vitalThresholds, type VitalEntry } from '@amparo/shared-machines/vitals';
import { createVitalsReporter, maxHeldVitals, sessionMaySendVitals } from './vitalsReporter';
import type { ReportedVital } from './vitalsReporter';

const morning = Date.UTC(2026, 2, 1, 9, 30);

function metric(name: string, id: string, value = 1000): ReportedVital {
  return { name, id, value, rating: 'good', navigationType: 'navigate' };
}

function reporterWith(options: { maySend: boolean; fail?: boolean }) {
  let maySend = options.maySend;
  let onSession: (() => void) | null = null;
  const written: Array<{ day: string; entry: VitalEntry }> = [];
  const reporter = createVitalsReporter({
    reportOf: (measured) => vitalReport(measured, { screen: 'login', now: morning }),
    maySend: () => maySend,
    watchSession: (onChange) => {
      onSession = onChange;
      return () => {
        onSession = null;
      };
    },
    write: async (day, entry) => {
      written.push({ day, entry });
      if (options.fail) throw new Error('permission_denied');
    },
  });
  return {
    reporter,
    written,
    signIn: () => {
      maySend = true;
      onSession?.();
    },
    watching: () => onSession !== null,
  };
}

describe('the vitals reporter', () => {
  it('writes each metric of a page view once', () => {
    const { reporter, written } = reporterWith({ maySend: true });
    reporter.report(metric('LCP', 'v6-1'));
    reporter.report(metric('LCP', 'v6-1', 2000));
    reporter.report(metric('CLS', 'v6-2', 0.01));
    expect(written.map(({ entry }) => [entry.metric, entry.value])).toEqual([
      ['LCP', 1000],
      ['CLS', 0.01],
    ]);
    expect(written[0]?.day).toBe('2026-03-01');
  });

  it('writes a metric of a new page view (restored from the back-forward cache) again', () => {
    const { reporter, written } = reporterWith({ maySend: true });
    reporter.report(metric('LCP', 'v6-1'));
    reporter.report({ ...metric('LCP', 'v6-9'), navigationType: 'back-forward-cache' });
    expect(written).toHaveLength(2);
  });

  it('keeps what the login measured until the same page view signs in, then writes it once', () => {
    const { reporter, written, signIn, watching } = reporterWith({ maySend: false });
    reporter.report(metric('TTFB', 'v6-1', 300));
    reporter.report(metric('LCP', 'v6-2', 1200));
    expect(written).toEqual([]);
    expect(watching()).toBe(true);
    signIn();
    expect(written.map(({ entry }) => entry.metric)).toEqual(['TTFB', 'LCP']);
    expect(written.every(({ entry }) => entry.screen === 'login')).toBe(true);
    expect(watching()).toBe(false);
  });

  it(`keeps at most ${maxHeldVitals} while nobody is signed in`, () => {
    const { reporter, written, signIn } = reporterWith({ maySend: false });
    for (let index = 0; index < maxHeldVitals + 3; index += 1)
      reporter.report(metric('INP', `v6-${index}`));
    signIn();
    expect(written).toHaveLength(maxHeldVitals);
  });

  it('forgets a write that failed: no error, no retry', async () => {
    const { reporter, written } = reporterWith({ maySend: true, fail: true });
    reporter.report(metric('LCP', 'v6-1'));
    reporter.report(metric('LCP', 'v6-1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toHaveLength(1);
  });

  it('writes nothing for a metric the rules would refuse', () => {
    const { reporter, written } = reporterWith({ maySend: true });
    reporter.report(metric('FID', 'v6-1'));
    reporter.report(metric('LCP', 'v6-2', -1));
    expect(written).toEqual([]);
  });

  it('stops: what waits is dropped', () => {
    const { reporter, written, signIn } = reporterWith({ maySend: false });
    reporter.report(metric('LCP', 'v6-1'));
    reporter.stop();
    signIn();
    expect(written).toEqual([]);
  });

  it.each([
    [{ known: true, signedIn: true, account: 'person' }, true],
    [{ known: true, signedIn: true, account: 'carer' }, true],
    [{ known: true, signedIn: true, account: 'none' }, false],
    [{ known: false, signedIn: true, account: 'person' }, false],
    [{ known: true, signedIn: false, account: 'none' }, false],
  ])('a session %o may send: %s', (access, expected) => {
    expect(sessionMaySendVitals(access)).toBe(expected);
  });
});

describe('the thresholds', () => {
  it.each([
    ['LCP', LCPThresholds],
    ['INP', INPThresholds],
    ['CLS', CLSThresholds],
    ['TTFB', TTFBThresholds],
  ] as const)('%s: as web-vitals rates', (name, thresholds) => {
    expect([vitalThresholds[name].good, vitalThresholds[name].poor]).toEqual([...thresholds]);
  });
});
