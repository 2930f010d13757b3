import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createActor } from 'xstate';
import { msUntilNextDayInTimeZone } from '../../domain/spokenDate';
import { replayStep, transitionCoveringPaths } from '../../testing/modelTesting.testkit';
import { calendarDayMachine } from './calendarDayMachine';

// Moments are written in UTC: Lisbon's winter clock is UTC's, its summer clock one hour ahead.

describe('calendarDayMachine', () => {
  afterEach(() => jest.useRealTimers());

  it.each<[string, Date, { year: number; month: number; day: number }[]]>([
    [
      'across the year boundary',
      new Date(Date.UTC(2026, 11, 31, 23, 59, 0)),
      [
        { year: 2026, month: 12, day: 31 },
        { year: 2027, month: 1, day: 1 },
        { year: 2027, month: 1, day: 2 },
      ],
    ],
    [
      'into 29 February',
      new Date(Date.UTC(2028, 1, 28, 22, 0, 0)),
      [
        { year: 2028, month: 2, day: 28 },
        { year: 2028, month: 2, day: 29 },
        { year: 2028, month: 3, day: 1 },
      ],
    ],
    [
      'across the night Lisbon’s clocks go forward (a day of 23 hours)',
      new Date(Date.UTC(2026, 2, 28, 21, 30, 0)),
      [
        { year: 2026, month: 3, day: 28 },
        { year: 2026, month: 3, day: 29 },
        { year: 2026, month: 3, day: 30 },
      ],
    ],
  ])(
    'moves to the next day just after the association’s midnight, %s, and keeps going',
    async (_label, start, days) => {
      jest.useFakeTimers({ now: start });
      const actor = createActor(calendarDayMachine).start();
      expect(actor.getSnapshot().context.today).toEqual(days[0]);
      const untilMidnight = msUntilNextDayInTimeZone(start);
      await jest.advanceTimersByTimeAsync(untilMidnight - 1001);
      expect(actor.getSnapshot().context.today).toEqual(days[0]);
      await jest.advanceTimersByTimeAsync(1001);
      expect(actor.getSnapshot().context.today).toEqual(days[1]);
      await jest.advanceTimersByTimeAsync(msUntilNextDayInTimeZone(new Date()));
      expect(actor.getSnapshot().context.today).toEqual(days[2]);
      actor.stop();
    },
  );

  // The tablet's own zone is the process's: each case runs in a Node process of its own with TZ set.
  it.each<[string, string, string, string]>([
    // 03:30 in Lisbon on the 10th is still 23:30 of the 9th in New York.
    ['New York', 'America/New_York', '2026-03-10T03:30:00Z', '9 → 2026-03-10'],
    // 23:30 in Lisbon on the 9th is already the 10th in Tokyo.
    ['Tokyo', 'Asia/Tokyo', '2026-03-09T23:30:00Z', '10 → 2026-03-09'],
  ])('with the tablet left in %s, today is still Lisbon’s', (_name, timeZone, moment, expected) => {
    const script = `
        const RealDate = Date;
        const fixed = new RealDate(${JSON.stringify(moment)}).getTime();
        globalThis.Date = class extends RealDate {
          constructor(...args) { super(...(args.length > 0 ? args : [fixed])); }
          static now() { return fixed; }
        };
        const now = new Date();
        const { createActor } = require('xstate');
        const { calendarDayMachine } = require(${JSON.stringify(path.join(__dirname, 'calendarDayMachine.ts'))});
        const actor = createActor(calendarDayMachine).start();
        const { year, month, day } = actor.getSnapshot().context.today;
        actor.stop();
        process.stdout.write(now.getDate() + ' → ' + [year, String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-'));
      `;
    const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
      env: { ...process.env, TZ: timeZone },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(expected);
  });
});

describe('calendarDayMachine: model-based', () => {
  afterEach(() => jest.useRealTimers());

  const start = new Date(Date.UTC(2026, 2, 28, 21, 30, 0)); // the evening before Lisbon's clocks go forward
  const nextDay = 'xstate.after.untilNextDay.calendarDay.waitingForNextDay';
  const paths = transitionCoveringPaths(calendarDayMachine, {
    events: [{ type: nextDay }],
    // Each wake reads another day: the state value alone names the model's one node.
    serialize: (snapshot) => snapshot.value,
  });

  it('covers its one transition: waiting, then waking to the next day', () => {
    expect(paths.map((path) => path.name)).toEqual(['xstate.init', `xstate.init → ${nextDay}`]);
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor, one day further per wake',
    async (_name, path) => {
      jest.useFakeTimers({ now: start });
      const actor = createActor(calendarDayMachine).start();
      const driver = { delays: { untilNextDay: msUntilNextDayInTimeZone(start) } };
      for (const step of path.steps) await replayStep(actor, step.event, driver);
      const wakes = path.steps.filter((step) => step.event.type === nextDay).length;
      expect(actor.getSnapshot().value).toBe('waitingForNextDay');
      expect(actor.getSnapshot().context.today).toEqual({ year: 2026, month: 3, day: 28 + wakes });
      actor.stop();
    },
  );
});
