import { createActor, type AnyEventObject } from 'xstate';
import { readKeepScreenOnSetting } from '../../services/keepScreenOnSetting';
import { fakeWakeLockHost } from '../../testing/wakeLockForTests';
import { flushMicrotasks, transitionCoveringPaths } from '../../testing/modelTesting.testkit';
import { provideWakeLockEffects } from '../../services/wakeLockEffects';
import {
  isScreenKeptOn,
  keepScreenOnEnabled,
  wakeLockMachine,
  type WakeLockEvent,
  type WakeLockInput,
} from './wakeLockMachine';

const modelEvents: WakeLockEvent[] = [
  { type: 'PERSON_ARRIVED' },
  { type: 'PERSON_LEFT' },
  { type: 'SETTING_CHANGED', enabled: false },
  { type: 'SETTING_CHANGED', enabled: true },
  { type: 'VISIBILITY_CHANGED', visible: false },
  { type: 'VISIBILITY_CHANGED', visible: true },
  { type: 'LOCK_GRANTED' },
  { type: 'LOCK_REFUSED' },
  { type: 'LOCK_LOST' },
];

const describeEvent = (event: AnyEventObject) =>
  event.type === 'SETTING_CHANGED'
    ? `SETTING_${event.enabled ? 'ON' : 'OFF'}`
    : event.type === 'VISIBILITY_CHANGED'
      ? event.visible
        ? 'VISIBLE'
        : 'HIDDEN'
      : event.type;

/** The tablets a person may have: with or without the API, the setting on or off, the page in view or not. */
const tablets: readonly (readonly [string, WakeLockInput])[] = [
  ['a tablet with the wake lock', { supported: true, enabled: true, visible: true }],
  ['the setting turned off', { supported: true, enabled: false, visible: true }],
  ['the page out of view at first', { supported: true, enabled: true, visible: false }],
  ['a browser without the wake lock', { supported: false, enabled: true, visible: true }],
];

/**
 * A real actor with the fake browser (testing/wakeLockForTests.ts): the model's events arrive as the
 * browser would send them (the page's visibility, the lock granted, refused or let go).
 */
function startOnFakeTablet(tablet: WakeLockInput) {
  const browser = fakeWakeLockHost();
  if (!tablet.visible) browser.setVisible(false);
  const host = tablet.supported ? browser.host : { ...browser.host, wakeLock: undefined };
  if (!tablet.enabled) browser.host.storage?.setItem('amparo.manterEcraLigado', 'off');
  const { machine, input } = provideWakeLockEffects(host);
  expect(input).toEqual(tablet);
  const actor = createActor(machine, { input }).start();
  const play = async (event: AnyEventObject) => {
    if (event.type === 'xstate.init') return;
    const modelEvent = event as WakeLockEvent;
    switch (modelEvent.type) {
      case 'VISIBILITY_CHANGED':
        browser.setVisible(modelEvent.visible);
        break;
      case 'LOCK_GRANTED':
        browser.grant();
        break;
      case 'LOCK_REFUSED':
        browser.refuse();
        break;
      case 'LOCK_LOST':
        browser.loseAll();
        break;
      default:
        actor.send(modelEvent);
    }
    await flushMicrotasks();
  };
  return { actor, browser, play };
}

describe.each(tablets)(
  'wake lock model on %s: every transition, replayed on a real actor',
  (_tablet, input) => {
    const paths = transitionCoveringPaths(wakeLockMachine, {
      events: modelEvents,
      input,
      describe: describeEvent,
    });

    it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
      const { actor, browser, play } = startOnFakeTablet(input);
      for (const step of path.steps) {
        await play(step.event as AnyEventObject);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // The browser holds a lock exactly while the machine says it is held; never without a person.
        expect(browser.heldLocks()).toBe(isScreenKeptOn(snapshot) ? 1 : 0);
        if (!snapshot.matches('person')) expect(browser.heldLocks()).toBe(0);
        // The setting the switch shows is the one the tablet keeps.
        expect(readKeepScreenOnSetting(browser.host.storage)).toBe(keepScreenOnEnabled(snapshot));
      }
      actor.stop();
      expect(browser.heldLocks()).toBe(0);
    });
  },
);

describe('wake lock model: what the paths reach', () => {
  const reached = new Set(
    tablets.flatMap(([, input]) =>
      transitionCoveringPaths(wakeLockMachine, { events: modelEvents, input }).map((path) =>
        JSON.stringify(path.steps[path.steps.length - 1]?.state.value),
      ),
    ),
  );

  it('reaches every state a person may meet', () => {
    expect([...reached].sort()).toEqual(
      [
        '"noPerson"',
        '{"person":"unsupported"}',
        '{"person":"offBySetting"}',
        '{"person":{"keeping":"requesting"}}',
        '{"person":{"keeping":"held"}}',
        '{"person":"refused"}',
        '{"person":"lost"}',
        '{"person":"releasedWhileHidden"}',
      ].sort(),
    );
  });
});

describe('wake lock: the browser', () => {
  it('lets a lock go that is granted after the person left', async () => {
    const { actor, browser, play } = startOnFakeTablet(tablets[0]![1]);
    await play({ type: 'PERSON_ARRIVED' });
    await play({ type: 'PERSON_LEFT' });
    expect(browser.pendingRequests()).toBe(1);
    browser.grant();
    await flushMicrotasks();
    expect(browser.heldLocks()).toBe(0);
    expect(actor.getSnapshot().value).toBe('noPerson');
    actor.stop();
  });

  it('takes the lock again each time the page comes back into view', async () => {
    const { actor, browser, play } = startOnFakeTablet(tablets[0]![1]);
    await play({ type: 'PERSON_ARRIVED' });
    for (let round = 0; round < 3; round += 1) {
      await play({ type: 'LOCK_GRANTED' });
      expect(browser.heldLocks()).toBe(1);
      // The browser lets the lock go as the page is hidden, then says it is hidden.
      browser.loseAll();
      await play({ type: 'VISIBILITY_CHANGED', visible: false });
      expect(actor.getSnapshot().value).toEqual({ person: 'releasedWhileHidden' });
      await play({ type: 'VISIBILITY_CHANGED', visible: true });
      expect(actor.getSnapshot().value).toEqual({ person: { keeping: 'requesting' } });
    }
    actor.stop();
  });
});
