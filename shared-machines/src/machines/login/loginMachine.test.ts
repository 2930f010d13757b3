import { createActor, waitFor, type AnyEventObject } from 'xstate';
import { AuthPortError, type AuthUser } from '../../ports/backendPorts';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { replayStep, settleablePromises, transitionCoveringPaths } from '../auth/modelReplay.testkit';
import { provideLoginEffects } from './loginEffects';
import { loginMachine } from './loginMachine';

const maria: AuthUser = { uid: 'u1', email: 'maria.silva@gmail.com', displayName: null };
const LOGIN_FAILED = 'Ocorreu algum erro, por favor verifique os dados inseridos.';

const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', email: 'maria.silva@gmail.com', password: 'segredo1' },
  { type: 'xstate.done.actor.signIn', output: maria },
  { type: 'xstate.error.actor.signIn', error: new AuthPortError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).') },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('login model: every transition, replayed on a real actor', () => {
  const paths = transitionCoveringPaths(loginMachine, { events: modelEvents });

  it('reaches editing, submitting, failed and succeeded', () => {
    expect(new Set(paths.map((path) => path.steps.at(-1)?.state.value))).toEqual(new Set(['editing', 'submitting', 'failed', 'succeeded']));
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const promises = settleablePromises(['signIn']);
    const logFailure = jest.fn();
    const actor = createActor(loginMachine.provide({ actors: promises.logic, actions: { logFailure } })).start();
    let failures = 0;
    for (const step of path.steps) {
      await replayStep(actor, step.event, { promises });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      if (step.event.type === 'xstate.error.actor.signIn') failures += 1;
      expect(logFailure).toHaveBeenCalledTimes(failures);
      expect(promises.isRunning('signIn')).toBe(snapshot.matches('submitting'));
      if (snapshot.matches('failed')) expect(snapshot.context.error).toBe(LOGIN_FAILED);
      if (snapshot.matches('submitting')) {
        expect(snapshot.context.error).toBeNull();
        expect(promises.inputs.signIn?.at(-1)).toEqual({ email: 'maria.silva@gmail.com', password: 'segredo1' });
      }
    }
    actor.stop();
  });
});

describe('login on the in-memory backend', () => {
  beforeEach(() => jest.useRealTimers());

  it.each([
    ['wrong password', 'maria.silva@gmail.com', 'errada', 'failed', LOGIN_FAILED],
    ['unknown account', 'ninguem@gmail.com', 'segredo1', 'failed', LOGIN_FAILED],
    ['no @', 'maria', 'segredo1', 'failed', LOGIN_FAILED],
    ['empty fields', '', '', 'failed', LOGIN_FAILED],
    ['right credentials', 'maria.silva@gmail.com', 'segredo1', 'succeeded', null],
  ])('%s -> %s', async (_label, email, password, final, error) => {
    const backend = createInMemoryBackend({ users: [{ email: 'maria.silva@gmail.com', password: 'segredo1', uid: 'u1' }] });
    const log = jest.fn();
    const actor = createActor(provideLoginEffects(backend, log)).start();
    actor.send({ type: 'SUBMIT', email, password });
    const snapshot = await waitFor(actor, (s) => s.matches('failed') || s.matches('succeeded'));
    expect(snapshot.value).toBe(final);
    expect(snapshot.context.error).toBe(error);
    expect(backend.controls.currentUser()?.uid ?? null).toBe(final === 'succeeded' ? 'u1' : null);
    expect(log).toHaveBeenCalledTimes(final === 'failed' ? 1 : 0);
  });
});
