import { createActor, waitFor, type AnyEventObject } from 'xstate';
import { AuthPortError, type AuthUser } from '../../ports/backendPorts';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { provideLoginEffects } from './loginEffects';
import { loginMachine, RESET_NEEDS_EMAIL_MESSAGE } from './loginMachine';

const maria: AuthUser = { uid: 'u1', email: 'maria.silva@gmail.com', displayName: null };
const LOGIN_FAILED = 'Ocorreu algum erro, por favor verifique os dados inseridos.';
const EMAIL_MISSING = 'Escreva o endereço de e-mail.';
const EMAIL_INCOMPLETE =
  'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).';
const PASSWORD_MISSING = 'Escreva a palavra-passe.';

/** A form that can be tried (the e-mail with spaces around it, as a keyboard's suggestion leaves it). */
const filledIn = { type: 'SUBMIT', email: ' maria.silva@gmail.com ', password: 'segredo1' };
const empty = { type: 'SUBMIT', email: '', password: '' };
const badEmail = { type: 'SUBMIT', email: 'maria.silva', password: 'segredo1' };

/** What the machine says of each refused form, field by field. */
const refusals = new Map<unknown, object>([
  [empty, { email: EMAIL_MISSING, password: PASSWORD_MISSING }],
  [badEmail, { email: EMAIL_INCOMPLETE }],
]);

const modelEvents: AnyEventObject[] = [
  filledIn,
  empty,
  badEmail,
  { type: 'xstate.done.actor.signIn', output: maria },
  {
    type: 'xstate.error.actor.signIn',
    error: new AuthPortError(
      'auth/invalid-credential',
      'Firebase: Error (auth/invalid-credential).',
    ),
  },
  { type: 'FIELD_CHANGED', field: 'email' },
  { type: 'FIELD_CHANGED', field: 'password' },
  { type: 'FORGOT_PASSWORD', email: ' maria.silva@gmail.com ' },
  { type: 'FORGOT_PASSWORD', email: '  ' },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function describeEvent(event: AnyEventObject): string {
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  if (event === empty) return `${name}(empty)`;
  if (event === badEmail) return `${name}(bad e-mail)`;
  if (event.type === 'FIELD_CHANGED') return `${name}(${String(event.field)})`;
  if (event.type === 'FORGOT_PASSWORD')
    return `${name}(${String(event.email).trim() === '' ? 'no e-mail' : 'e-mail'})`;
  return name;
}

describe('login model: every transition, replayed on a real actor', () => {
  const paths = transitionCoveringPaths(loginMachine, {
    events: modelEvents,
    describe: describeEvent,
  });

  it('reaches editing, submitting, failed and succeeded', () => {
    expect(new Set(paths.map((path) => path.steps.at(-1)?.state.value))).toEqual(
      new Set(['editing', 'submitting', 'failed', 'succeeded']),
    );
    expect(paths.map((path) => path.name)).toEqual(
      expect.arrayContaining([
        'xstate.init → SUBMIT → error:signIn → FIELD_CHANGED(email)',
        'xstate.init → FORGOT_PASSWORD(no e-mail) → FIELD_CHANGED(email)',
        'xstate.init → SUBMIT(empty) → FIELD_CHANGED(password)',
        'xstate.init → SUBMIT → error:signIn → SUBMIT(bad e-mail)',
      ]),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const promises = settleablePromises(['signIn']);
    const logFailure = jest.fn();
    const requestPasswordReset = jest.fn();
    const actor = createActor(
      loginMachine.provide({
        actors: promises.logic,
        actions: { logFailure, requestPasswordReset },
      }),
    ).start();
    let failures = 0;
    let signIns = 0;
    let resets = 0;
    let resetAskedFor: string | null = null;
    let previous: unknown = 'editing';
    for (const step of path.steps) {
      await replayStep(actor, step.event, { promises });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      if (step.event.type === 'xstate.error.actor.signIn') failures += 1;
      expect(logFailure).toHaveBeenCalledTimes(failures);
      expect(promises.isRunning('signIn')).toBe(snapshot.matches('submitting'));
      // One sign-in request per entry into 'submitting'.
      if (snapshot.matches('submitting') && previous !== 'submitting') signIns += 1;
      previous = snapshot.value;
      expect(promises.inputs.signIn).toHaveLength(signIns);
      // A reset is asked for only with an e-mail, and then to that e-mail, trimmed, and not twice in a row.
      if (step.event.type === 'FIELD_CHANGED' && step.event.field === 'email')
        expect(snapshot.context.resetEmail).toBeNull();
      if (step.event.type === 'FORGOT_PASSWORD' && String(step.event.email).trim() !== '') {
        if (resetAskedFor === null) resets += 1;
        resetAskedFor = 'maria.silva@gmail.com';
        expect(snapshot.context.resetEmail).toBe('maria.silva@gmail.com');
        expect(requestPasswordReset).toHaveBeenLastCalledWith(expect.anything(), {
          email: 'maria.silva@gmail.com',
        });
      }
      expect(requestPasswordReset).toHaveBeenCalledTimes(resets);
      resetAskedFor = snapshot.context.resetEmail;
      if (step.event.type === 'FIELD_CHANGED') {
        expect(snapshot.context.error).toBeNull();
        // Only the field that changed loses its message.
        expect(snapshot.context.fieldErrors).not.toHaveProperty(String(step.event.field));
      }
      // A refused form: every field's message, no attempt, the whole form's error gone.
      const refusal = refusals.get(step.event);
      if (refusal !== undefined) {
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.fieldErrors).toEqual(refusal);
        expect(snapshot.context.error).toBeNull();
      }
      if (snapshot.matches('failed')) {
        expect(snapshot.context.error).toBe(
          step.event.type === 'FORGOT_PASSWORD' ? RESET_NEEDS_EMAIL_MESSAGE : LOGIN_FAILED,
        );
      }
      if (snapshot.matches('submitting')) {
        expect(snapshot.context.error).toBeNull();
        expect(snapshot.context.fieldErrors).toEqual({});
        expect(promises.inputs.signIn?.at(-1)).toEqual({
          email: 'maria.silva@gmail.com',
          password: 'segredo1',
        });
      }
    }
    actor.stop();
  });
});

describe('login: one sign-in per tap that counts', () => {
  it('a double and a triple tap on Entrar make one sign-in request', async () => {
    const promises = settleablePromises(['signIn']);
    const actor = createActor(loginMachine.provide({ actors: promises.logic })).start();
    const submit = {
      type: 'SUBMIT',
      email: 'maria.silva@gmail.com',
      password: 'segredo1',
    } as const;
    actor.send(submit);
    actor.send(submit);
    actor.send(submit);
    expect(promises.inputs.signIn).toHaveLength(1);
    promises.reject('signIn', new AuthPortError('auth/invalid-credential', 'x'));
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'FIELD_CHANGED', field: 'password' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });
});

describe('login: the password reset', () => {
  it('a double tap asks once; after the e-mail changes it can be asked again', () => {
    const requestPasswordReset = jest.fn();
    const actor = createActor(loginMachine.provide({ actions: { requestPasswordReset } })).start();
    actor.send({ type: 'FORGOT_PASSWORD', email: 'maria.silva@gmail.com' });
    actor.send({ type: 'FORGOT_PASSWORD', email: 'maria.silva@gmail.com' });
    expect(requestPasswordReset).toHaveBeenCalledTimes(1);
    actor.send({ type: 'FIELD_CHANGED', field: 'email' });
    actor.send({ type: 'FORGOT_PASSWORD', email: 'maria.silva@gmail.com' });
    expect(requestPasswordReset).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('with no e-mail, asks for it and requests nothing', () => {
    const requestPasswordReset = jest.fn();
    const actor = createActor(loginMachine.provide({ actions: { requestPasswordReset } })).start();
    actor.send({ type: 'FORGOT_PASSWORD', email: '   ' });
    expect(actor.getSnapshot().context.error).toBe(RESET_NEEDS_EMAIL_MESSAGE);
    expect(requestPasswordReset).not.toHaveBeenCalled();
    actor.send({ type: 'FIELD_CHANGED', field: 'email' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });
});

describe('login: the form judged before any attempt', () => {
  it.each<[string, string, string, object]>([
    ['empty', '', '', { email: EMAIL_MISSING, password: PASSWORD_MISSING }],
    ['spaces for an e-mail', '   ', 'segredo1', { email: EMAIL_MISSING }],
    ['no @', 'maria.silva', 'segredo1', { email: EMAIL_INCOMPLETE }],
    ['no dot after the @', 'maria.silva@gmail', 'segredo1', { email: EMAIL_INCOMPLETE }],
    ['no password', 'maria.silva@gmail.com', '', { password: PASSWORD_MISSING }],
  ])('%s: each field says what is wrong, nothing is tried', (_label, email, password, errors) => {
    const promises = settleablePromises(['signIn']);
    const logFailure = jest.fn();
    const actor = createActor(
      loginMachine.provide({ actors: promises.logic, actions: { logFailure } }),
    ).start();
    actor.send({ type: 'SUBMIT', email, password });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(errors);
    expect(promises.inputs.signIn ?? []).toHaveLength(0);
    expect(logFailure).not.toHaveBeenCalled();
    actor.stop();
  });

  it("after a failed attempt, a refused form replaces the attempt's message with the fields' own", async () => {
    const promises = settleablePromises(['signIn']);
    const actor = createActor(loginMachine.provide({ actors: promises.logic })).start();
    actor.send(filledIn as never);
    promises.reject('signIn', new AuthPortError('auth/invalid-credential', 'x'));
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(LOGIN_FAILED);
    actor.send({ type: 'SUBMIT', email: '', password: 'segredo1' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: EMAIL_MISSING });
    actor.send({ type: 'FIELD_CHANGED', field: 'email' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.stop();
  });
});

describe('login on the in-memory backend', () => {
  beforeEach(() => jest.useRealTimers());

  it.each([
    ['wrong password', 'maria.silva@gmail.com', 'errada', 'failed', LOGIN_FAILED],
    ['unknown account', 'ninguem@gmail.com', 'segredo1', 'failed', LOGIN_FAILED],
    ['right credentials', 'maria.silva@gmail.com', 'segredo1', 'succeeded', null],
    [
      'right credentials, spaces around the e-mail',
      ' maria.silva@gmail.com ',
      'segredo1',
      'succeeded',
      null,
    ],
  ])('%s -> %s', async (_label, email, password, final, error) => {
    const backend = createInMemoryBackend({
      users: [{ email: 'maria.silva@gmail.com', password: 'segredo1', uid: 'u1' }],
    });
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

describe('loginMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(tagRows(loginMachine, { submitting: ['submitting', 'succeeded'], failed: ['failed'] }))(
    '%s',
    (_state, tags, intended) => expect(tags).toEqual(intended),
  );
});
