import { createActor } from 'xstate';
import { replayStep, transitionCoveringPaths } from '../../testing/modelTesting.testkit';
import { calendarDayMachine, msUntilNextLocalDay } from './calendarDayMachine';

describe('msUntilNextLocalDay', () => {
  it.each<[string, Date, number]>([
    ['at noon', new Date(2026, 5, 15, 12, 0, 0), 12 * 3600_000 + 1000],
    ['a minute before midnight on 31 December', new Date(2026, 11, 31, 23, 59, 0), 61_000],
    ['at 28 February of a leap year, 23:00', new Date(2028, 1, 28, 23, 0, 0), 3600_000 + 1000],
    ['just after midnight', new Date(2026, 0, 1, 0, 0, 1), 24 * 3600_000],
    ['in the last second before the timer would fire', new Date(2026, 0, 1, 23, 59, 59, 999), 1001],
  ])('%s', (_label, moment, expected) => {
    expect(msUntilNextLocalDay(moment)).toBe(expected);
  });
});

describe('calendarDayMachine', () => {
  afterEach(() => jest.useRealTimers());

  it.each<[string, Date, { year: number; month: number; day: number }[]]>([
    [
      'across the year boundary',
      new Date(2026, 11, 31, 23, 59, 0),
      [
        { year: 2026, month: 12, day: 31 },
        { year: 2027, month: 1, day: 1 },
        { year: 2027, month: 1, day: 2 },
      ],
    ],
    [
      'into 29 February',
      new Date(2028, 1, 28, 22, 0, 0),
      [
        { year: 2028, month: 2, day: 28 },
        { year: 2028, month: 2, day: 29 },
        { year: 2028, month: 3, day: 1 },
      ],
    ],
  ])(
    'moves to the next day just after midnight, %s, and keeps going',
    async (_label, start, days) => {
      jest.useFakeTimers({ now: start });
      const actor = createActor(calendarDayMachine).start();
      expect(actor.getSnapshot().context.today).toEqual(days[0]);
      await jest.advanceTimersByTimeAsync(msUntilNextLocalDay(start) - 1001);
      expect(actor.getSnapshot().context.today).toEqual(days[0]);
      await jest.advanceTimersByTimeAsync(1001);
      expect(actor.getSnapshot().context.today).toEqual(days[1]);
      await jest.advanceTimersByTimeAsync(24 * 3600_000);
      expect(actor.getSnapshot().context.today).toEqual(days[2]);
      actor.stop();
    },
  );
});

describe('calendarDayMachine: model-based', () => {
  afterEach(() => jest.useRealTimers());

  const start = new Date(2026, 2, 28, 21, 30, 0); // the evening before Lisbon's clocks go forward
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
      const driver = { delays: { untilNextDay: msUntilNextLocalDay(start) } };
      for (const step of path.steps) await replayStep(actor, step.event, driver);
      const wakes = path.steps.filter((step) => step.event.type === nextDay).length;
      expect(actor.getSnapshot().value).toBe('waitingForNextDay');
      expect(actor.getSnapshot().context.today).toEqual({ year: 2026, month: 3, day: 28 + wakes });
      actor.stop();
    },
  );
});
