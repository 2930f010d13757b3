import { createActor, type AnyEventObject } from 'xstate';
import { transitionCoveringPaths } from '../../testing/modelTesting.testkit';
import { dialogNames, dialogsMachine, isDialogOpen, type DialogsEvent } from './dialogsMachine';

const events: DialogsEvent[] = [
  ...dialogNames.flatMap((dialog) => [
    { type: 'OPEN', dialog } as const,
    { type: 'CLOSE', dialog } as const,
  ]),
  { type: 'CLOSE_ALL' },
];

const describeEvent = (event: AnyEventObject) =>
  `${event.type}${'dialog' in event ? `(${String(event.dialog)})` : ''}`;

// Every transition of every state, not every simple path: with four independent regions the simple
// paths number in the tens of thousands and say nothing more.
describe('dialogs model: every transition of every state, replayed on a real actor', () => {
  const paths = transitionCoveringPaths(dialogsMachine, {
    events,
    describe: describeEvent,
    serialize: (snapshot) => snapshot.value,
  });

  it('reaches every combination of open and closed', () => {
    const reached = new Set(
      paths.map((path) => JSON.stringify(path.steps[path.steps.length - 1]?.state.value)),
    );
    expect(reached.size).toBe(2 ** dialogNames.length);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', (_name, path) => {
    const actor = createActor(dialogsMachine).start();
    const open = new Set<string>();
    for (const step of path.steps) {
      const event = step.event as AnyEventObject;
      if (event.type !== 'xstate.init') actor.send(event as DialogsEvent);
      // The model: a dialog's state changes only by its own events (and CLOSE_ALL).
      if (event.type === 'OPEN') open.add(event.dialog);
      if (event.type === 'CLOSE') open.delete(event.dialog);
      if (event.type === 'CLOSE_ALL') open.clear();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      for (const dialog of dialogNames)
        expect(isDialogOpen(snapshot, dialog)).toBe(open.has(dialog));
    }
    actor.stop();
  });
});
