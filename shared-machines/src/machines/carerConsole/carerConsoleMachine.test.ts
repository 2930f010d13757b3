import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { replayStep, transitionCoveringPaths } from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import {
  carerConsoleMachine,
  msUntilNextMinute,
  type CarerConsoleEvent,
  type FollowOverviewInput,
} from './carerConsoleMachine';
import type { PersonOverview } from '../../records/carerOverview';

function person(uid: string, name: string): PersonOverview {
  return {
    uid,
    name,
    memberSince: null,
    counts: { contact: 0, appointment: 0, medication: 0 },
    horario: {},
    takenToday: {},
    date: '2026-11-23',
    appointments: [],
    toConfirm: false,
  };
}

const twoPeople = [person('uid-jose', 'José Santos'), person('uid-maria', 'Maria Silva')];
const tick = 'xstate.after.untilNextMinute.carerConsole.clock.ticking';

/** The machine with a follower the test drives: each run's date, and whether it is still running. */
function startConsole(now?: () => number) {
  const runs: { date: string; active: boolean; send: (event: CarerConsoleEvent) => void }[] = [];
  const actor = createActor(
    carerConsoleMachine.provide({
      actors: {
        followOverview: fromCallback<CarerConsoleEvent, FollowOverviewInput>(
          ({ sendBack, input }) => {
            const run = { date: input.date, active: true, send: sendBack };
            runs.push(run);
            return () => {
              run.active = false;
            };
          },
        ),
      },
    }),
    { input: now === undefined ? {} : { now } },
  ).start();
  const running = () => runs.filter((run) => run.active);
  return {
    actor,
    runs,
    running,
    deliver(event: CarerConsoleEvent) {
      const [run] = running();
      if (run === undefined) throw new Error('not following');
      run.send(event);
    },
  };
}

describe('msUntilNextMinute', () => {
  it.each<[string, number, number]>([
    ['on a whole minute: a whole minute', Date.parse('2026-11-23T10:32:00Z'), 60_000],
    ['a second after', Date.parse('2026-11-23T10:32:01Z'), 59_000],
    ['a millisecond before', Date.parse('2026-11-23T10:32:59.999Z'), 1],
  ])('%s', (_label, now, expected) => {
    expect(msUntilNextMinute(now)).toBe(expected);
  });
});

describe('carerConsoleMachine: model-based', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T10:32:00Z') }));
  afterEach(() => jest.useRealTimers());

  const modelEvents: AnyEventObject[] = [
    { type: 'PEOPLE', people: twoPeople },
    { type: 'FAILED', code: 'permission_denied' },
    { type: 'RETRY' },
    { type: 'SEARCH', text: 'mar' },
    { type: 'SHOW', view: 'all' },
    { type: 'PAGE', page: 2 },
    { type: tick },
  ];
  const paths = transitionCoveringPaths(carerConsoleMachine, {
    events: modelEvents,
    input: { now: () => Date.parse('2026-11-23T10:32:00Z') },
    serialize: (snapshot) => snapshot.value,
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set([
        JSON.stringify({ clock: 'ticking', overview: { following: 'loading' } }),
        JSON.stringify({ clock: 'ticking', overview: { following: 'live' } }),
        JSON.stringify({ clock: 'ticking', overview: 'failed' }),
      ]),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const session = startConsole();
      const driver = {
        delays: { untilNextMinute: 60_000 },
        fromCallback: {
          types: ['PEOPLE', 'FAILED'],
          deliver: (event: AnyEventObject) => session.deliver(event as CarerConsoleEvent),
        },
      };
      for (const step of path.steps) {
        await replayStep(session.actor, step.event, driver);
        const snapshot = session.actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // Following exactly once while not failed; never while failed.
        expect(session.running()).toHaveLength(snapshot.matches({ overview: 'failed' }) ? 0 : 1);
        if (snapshot.matches({ overview: { following: 'live' } }))
          expect(snapshot.context.people).toEqual(twoPeople);
      }
      const ticks = path.steps.filter((step) => step.event.type === tick).length;
      expect(session.actor.getSnapshot().context.minuteOfDay).toBe(10 * 60 + 32 + ticks);
      session.actor.stop();
      expect(session.running()).toHaveLength(0);
    },
  );
});

describe('carerConsoleMachine: the clock and the day', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks once a minute, on the minute, with one timer', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:32:30Z') });
    const session = startConsole();
    expect(session.actor.getSnapshot().context).toMatchObject({
      date: '2026-11-23',
      minuteOfDay: 632,
    });
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(session.actor.getSnapshot().context.minuteOfDay).toBe(632);
    await jest.advanceTimersByTimeAsync(1);
    expect(session.actor.getSnapshot().context.minuteOfDay).toBe(633);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(session.actor.getSnapshot().context.minuteOfDay).toBe(634);
    expect(jest.getTimerCount()).toBe(1);
    session.actor.stop();
  });

  it("follows Lisbon's day: at midnight it follows the new date, keeping the list shown until the new one comes", async () => {
    // 23:59 in Lisbon (UTC+1 in summer) is 22:59 UTC.
    jest.useFakeTimers({ now: new Date('2026-07-14T22:59:10Z') });
    const session = startConsole();
    expect(session.runs.map((run) => run.date)).toEqual(['2026-07-14']);
    session.deliver({ type: 'PEOPLE', people: twoPeople });
    await jest.advanceTimersByTimeAsync(50_000);
    expect(session.actor.getSnapshot().context).toMatchObject({
      date: '2026-07-15',
      minuteOfDay: 0,
      people: twoPeople,
    });
    expect(session.actor.getSnapshot().matches({ overview: { following: 'live' } })).toBe(true);
    expect(session.runs.map((run) => [run.date, run.active])).toEqual([
      ['2026-07-14', false],
      ['2026-07-15', true],
    ]);
    session.actor.stop();
  });

  it('a new day while still loading keeps loading, following the new date', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T23:59:59Z') });
    const session = startConsole();
    await jest.advanceTimersByTimeAsync(1000);
    expect(session.actor.getSnapshot().matches({ overview: { following: 'loading' } })).toBe(true);
    expect(session.running().map((run) => run.date)).toEqual(['2026-11-24']);
    session.actor.stop();
  });

  it('a failure waits for RETRY, which follows the current date', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T23:59:59Z') });
    const session = startConsole();
    session.deliver({ type: 'FAILED', code: 'unavailable' });
    expect(session.actor.getSnapshot().context.errorCode).toBe('unavailable');
    await jest.advanceTimersByTimeAsync(1000);
    expect(session.running()).toEqual([]);
    session.actor.send({ type: 'RETRY' });
    expect(session.actor.getSnapshot().context.errorCode).toBeNull();
    expect(session.running().map((run) => run.date)).toEqual(['2026-11-24']);
    session.actor.stop();
  });
});

describe("carerConsoleMachine: the carer's choices", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T10:32:00Z') }));
  afterEach(() => jest.useRealTimers());

  it.each<[string, CarerConsoleEvent[], { search: string; view: string | null; page: number }]>([
    ['nothing chosen', [], { search: '', view: null, page: 1 }],
    ['a page', [{ type: 'PAGE', page: 3 }], { search: '', view: null, page: 3 }],
    ['never below page 1', [{ type: 'PAGE', page: 0 }], { search: '', view: null, page: 1 }],
    [
      'a search goes back to page 1',
      [
        { type: 'PAGE', page: 3 },
        { type: 'SEARCH', text: 'ana' },
      ],
      { search: 'ana', view: null, page: 1 },
    ],
    [
      'a view goes back to page 1',
      [
        { type: 'PAGE', page: 3 },
        { type: 'SHOW', view: 'attention' },
      ],
      { search: '', view: 'attention', page: 1 },
    ],
  ])('%s', (_label, events, expected) => {
    const session = startConsole();
    for (const event of events) session.actor.send(event);
    expect(session.actor.getSnapshot().context).toMatchObject(expected);
    session.actor.stop();
  });
});

describe('carerConsoleMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(
    tagRows(carerConsoleMachine, {
      live: [{ overview: { following: 'live' } }],
      failed: [{ overview: 'failed' }],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
