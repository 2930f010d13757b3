import { createActor, type AnyEventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { dialogNames, dialogsMachine, isDialogOpen, type DialogsEvent } from './dialogsMachine';

const events: DialogsEvent[] = [
  ...dialogNames.flatMap((dialog) => [
    { type: 'OPEN', dialog } as const,
    { type: 'CLOSE', dialog } as const,
  ]),
  { type: 'CLOSE_ALL' },
];

describe('dialogs model: every simple path, replayed on a real actor', () => {
  const paths = getSimplePaths(dialogsMachine, { events: events as never });

  it('reaches all eight combinations of open and closed', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached.size).toBe(8);
  });

  it.each(paths.map((path) => [path.steps.map((step) => `${step.event.type}${'dialog' in step.event ? `(${String(step.event.dialog)})` : ''}`).join(' → '), path] as const))(
    '%s',
    (_name, path) => {
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
        for (const dialog of dialogNames) expect(isDialogOpen(snapshot, dialog)).toBe(open.has(dialog));
      }
      actor.stop();
    },
  );
});
