import { createActor, fromPromise, setup, toPromise } from 'xstate';
import { ActorNotProvidedError, callbackToProvide, promiseToProvide } from './actorsToProvide';

describe('actors a machine declares for its user to provide', () => {
  it('a promise actor left unprovided rejects, naming itself', async () => {
    const actor = createActor(promiseToProvide<string>('saveRecord')).start();
    await expect(toPromise(actor)).rejects.toThrow(new ActorNotProvidedError('saveRecord').message);
  });

  it("sends a machine to its invoke's error path", async () => {
    const machine = setup({ actors: { save: promiseToProvide<string>('save') } }).createMachine({
      initial: 'saving',
      states: {
        saving: { invoke: { src: 'save', onError: 'failed' } },
        failed: { type: 'final' },
      },
    });
    const actor = createActor(machine).start();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a callback actor left unprovided stops its machine with the error, naming itself', () => {
    const machine = setup({ actors: { watch: callbackToProvide('watchList') } }).createMachine({
      invoke: { src: 'watch' },
    });
    const actor = createActor(machine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors).toEqual([new ActorNotProvidedError('watchList')]);
  });

  it('gives way to what the user provides', async () => {
    const machine = setup({ actors: { save: promiseToProvide<string>('save') } })
      .createMachine({
        initial: 'saving',
        states: {
          saving: { invoke: { src: 'save', onDone: 'saved', onError: 'failed' } },
          saved: { type: 'final' },
          failed: { type: 'final' },
        },
      })
      .provide({ actors: { save: fromPromise(async () => 'key-1') } });
    const actor = createActor(machine).start();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('saved');
  });
});
