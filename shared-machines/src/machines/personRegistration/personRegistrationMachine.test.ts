import { createActor, type AnyEventObject } from 'xstate';
import { AuthPortError, DatabasePortError } from '../../ports/backendPorts';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { personRegistrationMachine } from './personRegistrationMachine';

const rosa = { name: '  Rosa Marques ', email: ' rosa@sapo.pt', password: 'abcdef' };

const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', ...rosa },
  { type: 'SUBMIT', name: '   ', email: 'x@y.pt', password: 'abcdef' },
  { type: 'REGISTER_ANOTHER' },
  { type: 'xstate.done.actor.registerPerson', output: { uid: 'u9', name: 'Rosa Marques' } },
  {
    type: 'xstate.error.actor.registerPerson',
    error: new AuthPortError('auth/email-already-in-use', 'in use'),
  },
  {
    type: 'xstate.error.actor.registerPerson',
    error: new DatabasePortError('permission_denied', 'denied'),
  },
];

describe('a carer registering a person: every transition, replayed on a real actor', () => {
  const paths = transitionCoveringPaths(personRegistrationMachine, { events: modelEvents });

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.steps.at(-1)?.state.value))).toEqual(
      new Set(['editing', 'registering', 'registered']),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const promises = settleablePromises(['registerPerson']);
    const logFailure = jest.fn();
    const actor = createActor(
      personRegistrationMachine.provide({ actors: promises.logic, actions: { logFailure } }),
    ).start();
    let failures = 0;
    let starts = 0;
    for (const step of path.steps) {
      await replayStep(actor, step.event, { promises });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      if (step.event.type.startsWith('xstate.error.actor.')) failures += 1;
      expect(logFailure).toHaveBeenCalledTimes(failures);
      // One account per registration: a tap while registering starts nothing more.
      if (snapshot.matches('registering') && step.event.type === 'SUBMIT') {
        starts += 1;
        expect(promises.inputs.registerPerson).toHaveLength(starts);
        expect(promises.inputs.registerPerson?.at(-1)).toEqual({
          name: 'Rosa Marques',
          email: 'rosa@sapo.pt',
          password: 'abcdef',
        });
      }
      if (snapshot.matches('registered'))
        expect(snapshot.context.registered).toEqual({ uid: 'u9', name: 'Rosa Marques' });
    }
    actor.stop();
  });
});

describe('a carer registering a person: scenarios', () => {
  it('a double and a triple tap on Registar start one registration', async () => {
    const promises = settleablePromises(['registerPerson']);
    const actor = createActor(
      personRegistrationMachine.provide({ actors: promises.logic }),
    ).start();
    actor.send({ type: 'SUBMIT', ...rosa });
    actor.send({ type: 'SUBMIT', ...rosa });
    actor.send({ type: 'SUBMIT', ...rosa });
    expect(promises.inputs.registerPerson).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['an e-mail in use', new AuthPortError('auth/email-already-in-use', 'x'), 'já'],
    ['a weak password', new AuthPortError('auth/weak-password', 'x'), '6'],
    [
      'anything else',
      new DatabasePortError('permission_denied', 'x'),
      'Não foi possível concluir o registo',
    ],
  ])('%s: back to the form with a Portuguese message', async (_label, error, fragment) => {
    const promises = settleablePromises(['registerPerson']);
    const actor = createActor(
      personRegistrationMachine.provide({
        actors: promises.logic,
        actions: { logFailure: () => undefined },
      }),
    ).start();
    actor.send({ type: 'SUBMIT', ...rosa });
    await replayStep(actor, { type: 'xstate.error.actor.registerPerson', error }, { promises });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toContain(fragment);
  });
});
