import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { DatabasePortError } from '../../ports/backendPorts';
import { transitionCoveringPaths } from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { liveListMachine, type LiveListEvent } from './liveListMachine';

const twoRecords = [{ key: 'contacto_Contacto_2' }, { key: 'contacto_Contacto_10' }];
const modelEvents: AnyEventObject[] = [
  { type: 'RECORDS', records: twoRecords },
  { type: 'FAILED', error: new DatabasePortError('permission_denied', 'PERMISSION_DENIED') },
  { type: 'RETRY' },
];

/** The machine under test with a subscription the test drives, counting live subscriptions. */
function startList() {
  let sendBack: ((event: LiveListEvent) => void) | null = null;
  let active = 0;
  const actor = createActor(
    liveListMachine.provide({
      actors: {
        watchList: fromCallback<LiveListEvent>(({ sendBack: send }) => {
          sendBack = send;
          active += 1;
          return () => {
            active -= 1;
          };
        }),
      },
    }),
  );
  actor.start();
  return {
    actor,
    activeSubscriptions: () => active,
    deliver(event: LiveListEvent) {
      if (sendBack === null) throw new Error('no subscription');
      sendBack(event);
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('liveList model: every transition replayed on a real actor', () => {
  const paths = transitionCoveringPaths(liveListMachine, {
    events: modelEvents,
    serialize: (snapshot) => snapshot.value,
  });

  it('reaches every state and takes every transition', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set([
        JSON.stringify({ watching: 'awaitingData' }),
        JSON.stringify({ watching: 'live' }),
        JSON.stringify('failed'),
      ]),
    );
    expect(paths.map((path) => path.name)).toContain('xstate.init → FAILED → RETRY');
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const list = startList();
    for (const step of path.steps) {
      const event = step.event as AnyEventObject;
      if (event.type === 'xstate.init') {
        // the actor is already started
      } else if (event.type === 'RETRY') {
        list.actor.send({ type: 'RETRY' });
      } else {
        list.deliver(event as LiveListEvent);
      }
      const snapshot = list.actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      // What the screen shows in each state.
      if (snapshot.matches({ watching: 'live' }))
        expect(snapshot.context.records).toEqual(twoRecords);
      if (snapshot.matches('failed')) {
        expect(snapshot.context.errorMessage).toBe(
          'Não foi possível carregar os dados. Não tem permissão para alterar estes dados.',
        );
        expect(list.activeSubscriptions()).toBe(0);
      } else {
        expect(list.activeSubscriptions()).toBe(1);
      }
    }
    list.actor.stop();
    expect(list.activeSubscriptions()).toBe(0);
  });
});

describe('liveList: following live data', () => {
  it('shows the data as soon as it arrives, with no fixed wait, then every change', () => {
    const list = startList();
    expect(list.actor.getSnapshot().matches({ watching: 'awaitingData' })).toBe(true);
    list.deliver({ type: 'RECORDS', records: [] });
    expect(list.actor.getSnapshot().matches({ watching: 'live' })).toBe(true);
    expect(list.actor.getSnapshot().context.records).toEqual([]);
    list.deliver({ type: 'RECORDS', records: twoRecords });
    expect(list.actor.getSnapshot().context.records).toEqual(twoRecords);
  });

  it('after a failure, RETRY subscribes again and shows the data when it comes', () => {
    const list = startList();
    list.deliver({ type: 'FAILED', error: new DatabasePortError('unavailable', 'x') });
    expect(list.actor.getSnapshot().context.errorMessage).toContain('Sem ligação');
    list.actor.send({ type: 'RETRY' });
    expect(list.actor.getSnapshot().context.errorMessage).toBeNull();
    expect(list.activeSubscriptions()).toBe(1);
    expect(list.actor.getSnapshot().matches({ watching: 'awaitingData' })).toBe(true);
    list.deliver({ type: 'RECORDS', records: twoRecords });
    expect(list.actor.getSnapshot().matches({ watching: 'live' })).toBe(true);
  });
});

describe('liveListMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(tagRows(liveListMachine, { live: [{ watching: 'live' }], failed: ['failed'] }))(
    '%s',
    (_state, tags, intended) => expect(tags).toEqual(intended),
  );
});
