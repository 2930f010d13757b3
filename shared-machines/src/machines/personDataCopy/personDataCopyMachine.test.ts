import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { buildPersonDataCopy, type PersonDataCopy } from '../../records/personDataCopy';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { personDataCopyMachine, type PersonDataCopyInput } from './personDataCopyMachine';

const copy = buildPersonDataCopy(
  'maria',
  { member: { name: 'Maria' }, data: null, consents: null, accessLog: null },
  new Date('2025-03-04T10:00:00Z'),
);

type Step = 'RETRY' | 'DOWNLOAD' | 'OPEN_PRINTABLE' | 'PRINT';

async function run(results: readonly ('ok' | 'fail')[], steps: readonly Step[]) {
  const calls: string[] = [];
  let attempt = 0;
  const actor = createActor(
    personDataCopyMachine.provide({
      actors: {
        prepareCopy: fromPromise<PersonDataCopy, PersonDataCopyInput>(({ input }) => {
          calls.push(`prepare:${input.uid}`);
          const result = results[attempt++] ?? 'ok';
          return result === 'ok' ? Promise.resolve(copy) : Promise.reject(new Error('recusado'));
        }),
      },
      actions: {
        saveFile: ({ context }) => calls.push(`save:${context.copy?.uid ?? ''}`),
        print: () => calls.push('print'),
        logExport: () => calls.push('log'),
      },
    }),
    { input: { uid: 'maria' } },
  );
  actor.start();
  await Promise.resolve();
  await Promise.resolve();
  for (const step of steps) {
    actor.send({ type: step });
    await Promise.resolve();
    await Promise.resolve();
  }
  const snapshot = actor.getSnapshot();
  const tag = ['preparing', 'failed', 'printable', 'ready'].find((name) => snapshot.hasTag(name));
  actor.stop();
  return { calls, tag };
}

describe('personDataCopyMachine', () => {
  test.each<[string, ('ok' | 'fail')[], Step[], string, string[]]>([
    ['prepares once and waits', ['ok'], [], 'ready', ['prepare:maria']],
    ['a failed read offers to try again', ['fail'], [], 'failed', ['prepare:maria']],
    [
      'trying again reads again',
      ['fail', 'ok'],
      ['RETRY'],
      'ready',
      ['prepare:maria', 'prepare:maria'],
    ],
    [
      'downloads and logs once',
      ['ok'],
      ['DOWNLOAD', 'DOWNLOAD'],
      'ready',
      ['prepare:maria', 'save:maria', 'log', 'save:maria'],
    ],
    [
      'opens the printable version without printing',
      ['ok'],
      ['OPEN_PRINTABLE'],
      'printable',
      ['prepare:maria', 'log'],
    ],
    [
      'prints only when asked',
      ['ok'],
      ['OPEN_PRINTABLE', 'PRINT'],
      'printable',
      ['prepare:maria', 'log', 'print'],
    ],
    [
      'a download after the printable version is not logged again',
      ['ok'],
      ['OPEN_PRINTABLE', 'DOWNLOAD'],
      'printable',
      ['prepare:maria', 'log', 'save:maria'],
    ],
    [
      'nothing is exported before the copy is ready',
      ['fail'],
      ['DOWNLOAD', 'OPEN_PRINTABLE', 'PRINT'],
      'failed',
      ['prepare:maria'],
    ],
  ])('%s', async (_name, results, steps, tag, calls) => {
    await expect(run(results, steps)).resolves.toEqual({ tag, calls });
  });
});

describe('personDataCopy model: every transition replayed on a real actor', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'xstate.done.actor.prepareCopy', output: copy },
    { type: 'xstate.error.actor.prepareCopy', error: new Error('recusado') },
    { type: 'RETRY' },
    { type: 'DOWNLOAD' },
    { type: 'OPEN_PRINTABLE' },
    { type: 'PRINT' },
  ];
  const paths = transitionCoveringPaths(personDataCopyMachine, {
    events: modelEvents,
    input: { uid: 'maria' },
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set(['"preparing"', '"failed"', '{"ready":"choosing"}', '{"ready":"printable"}']),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const promises = settleablePromises(['prepareCopy']);
    const effects: string[] = [];
    const actor = createActor(
      personDataCopyMachine.provide({
        actors: { prepareCopy: promises.logic.prepareCopy },
        actions: {
          saveFile: () => effects.push('save'),
          print: () => effects.push('print'),
          logExport: () => effects.push('log'),
        },
      }),
      { input: { uid: 'maria' } },
    );
    actor.start();
    for (const step of path.steps) {
      await replayStep(actor, step.event, { promises });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context.logged).toBe(step.state.context.logged);
      // The export is logged once, and only once something was exported.
      expect(effects.filter((effect) => effect === 'log').length).toBe(
        snapshot.context.logged ? 1 : 0,
      );
      // Nothing is saved or printed before the copy is ready.
      if (!snapshot.hasTag('ready')) expect(effects).toEqual([]);
    }
    actor.stop();
  });
});
