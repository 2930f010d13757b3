import { createActor, waitFor, type AnyEventObject } from 'xstate';
import { consentMessages, unansweredConsent, type ConsentForm } from '../../domain/consent';
import { pushKeyPattern } from '../../domain/pushKeys';
import { AuthPortError, DatabasePortError, type AuthUser } from '../../ports/backendPorts';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { provideRegistrationEffects } from './registrationEffects';
import { registrationMachine } from './registrationMachine';

const ana: AuthUser = { uid: 'u9', email: 'ana@sapo.pt', displayName: null };
const details = { name: 'Ana Costa', email: 'ana@sapo.pt', password: 'abcdef' };
const byHerself: ConsentForm = { ...unansweredConsent, giver: 'pessoa', noticeRead: true };
const noticeVersion = '2026-11-25';

const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', ...details, consent: byHerself },
  { type: 'SUBMIT', ...details, consent: unansweredConsent },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.checkAssociationCode', output: true },
  { type: 'xstate.done.actor.checkAssociationCode', output: false },
  {
    type: 'xstate.error.actor.checkAssociationCode',
    error: new DatabasePortError('permission_denied', 'PERMISSION_DENIED: Permission denied'),
  },
  {
    type: 'xstate.error.actor.checkAssociationCode',
    error: new DatabasePortError('unavailable', 'offline'),
  },
  { type: 'xstate.done.actor.signUp', output: ana },
  { type: 'xstate.error.actor.signUp', error: new AuthPortError('auth/weak-password', 'weak') },
  {
    type: 'xstate.error.actor.signUp',
    error: new AuthPortError('auth/email-already-in-use', 'in use'),
  },
  {
    type: 'xstate.error.actor.signUp',
    error: new AuthPortError('auth/internal-error', 'internal'),
  },
  { type: 'FIELD_CHANGED', field: 'name' },
  { type: 'FIELD_CHANGED', field: 'email' },
  { type: 'FIELD_CHANGED', field: 'password' },
  { type: 'FIELD_CHANGED', field: 'giver' },
  { type: 'FIELD_CHANGED', field: 'noticeRead' },
];

const describeEvent = (event: AnyEventObject) => {
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  if ('output' in event && typeof event.output === 'boolean') return `${name}(${event.output})`;
  if ('error' in event) return `${name}(${(event.error as { code: string }).code})`;
  if ('field' in event) return `${name}(${String(event.field)})`;
  if ('consent' in event)
    return `${name}(${(event.consent as ConsentForm).noticeRead ? 'consent' : 'no consent'})`;
  return name;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe.each([
  ['with an association code', 'segredo'],
  ['without an association code', null],
])(
  'registration model %s: every transition, replayed on a real actor',
  (_label, associationCode) => {
    const paths = transitionCoveringPaths(registrationMachine, {
      events: modelEvents,
      input: { associationCode },
      describe: describeEvent,
    });

    it('covers the states reachable from this address', () => {
      const reached = new Set(paths.map((path) => path.steps.at(-1)?.state.value));
      expect(reached).toEqual(
        associationCode === null
          ? new Set(['invalidCode'])
          : new Set([
              'checkingCode',
              'invalidCode',
              'unreachable',
              'editing',
              'submitting',
              'failed',
              'succeeded',
            ]),
      );
    });

    it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
      const promises = settleablePromises(['checkAssociationCode', 'signUp']);
      const logFailure = jest.fn();
      const actor = createActor(
        registrationMachine.provide({ actors: promises.logic, actions: { logFailure } }),
        { input: { associationCode } },
      ).start();
      let signUps = 0;
      let previous: unknown = null;
      let lastError: unknown = null;
      for (const step of path.steps) {
        if (step.event.type === 'xstate.error.actor.signUp') lastError = step.event.error;
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(promises.isRunning('checkAssociationCode')).toBe(snapshot.matches('checkingCode'));
        expect(promises.isRunning('signUp')).toBe(snapshot.matches('submitting'));
        // One account request per entry into 'submitting'.
        if (snapshot.matches('submitting') && previous !== 'submitting') signUps += 1;
        previous = snapshot.value;
        expect(promises.inputs.signUp).toHaveLength(signUps);
        if (snapshot.matches('checkingCode'))
          expect(promises.inputs.checkAssociationCode?.at(-1)).toEqual({ associationCode });
        if (snapshot.matches('submitting'))
          expect(promises.inputs.signUp?.at(-1)).toEqual({
            ...details,
            associationCode: associationCode ?? '',
            consent: { by: 'pessoa' },
          });
        // Nothing is sent while the consent is not answered: its refusals come with no request.
        if (Object.keys(snapshot.context.consentErrors).length > 0)
          expect(snapshot.matches('submitting')).toBe(false);
        if (step.event.type === 'SUBMIT' && !(step.event.consent as ConsentForm).noticeRead)
          expect(snapshot.context.consentErrors).toEqual({
            giver: consentMessages.giver,
            noticeRead: consentMessages.noticeRead,
          });
        if (snapshot.matches('failed')) {
          const code = ((lastError as { code?: string } | null) ?? {}).code;
          // Only a change of the field concerned takes the error away.
          expect(snapshot.context.errorField).toBe(
            code === 'auth/weak-password'
              ? 'password'
              : code === 'auth/email-already-in-use'
                ? 'email'
                : null,
          );
          expect(snapshot.context.error).toBe(
            code === 'auth/weak-password'
              ? 'A password deve conter no mínimo 6 caracteres'
              : code === 'auth/email-already-in-use'
                ? 'O email que inseriu já está registado'
                : 'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
          );
        } else {
          expect(snapshot.context.error).toBeNull();
        }
      }
      actor.stop();
    });
  },
);

describe('registration: taps and errors', () => {
  async function startAtForm() {
    const promises = settleablePromises(['checkAssociationCode', 'signUp']);
    const actor = createActor(registrationMachine.provide({ actors: promises.logic }), {
      input: { associationCode: 'segredo' },
    }).start();
    promises.resolve('checkAssociationCode', true);
    await jest.advanceTimersByTimeAsync(0);
    return { actor, promises };
  }

  it('a double and a triple tap on Registar ask for one account', async () => {
    const { actor, promises } = await startAtForm();
    for (let tap = 0; tap < 3; tap += 1)
      actor.send({ type: 'SUBMIT', ...details, consent: byHerself });
    expect(promises.inputs.signUp).toHaveLength(1);
    actor.stop();
  });

  it("an e-mail's error stays while the name changes and goes when the e-mail changes", async () => {
    const { actor, promises } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...details, consent: byHerself });
    promises.reject('signUp', new AuthPortError('auth/email-already-in-use', 'in use'));
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'FIELD_CHANGED', field: 'name' });
    expect(actor.getSnapshot().context.error).toBe('O email que inseriu já está registado');
    actor.send({ type: 'FIELD_CHANGED', field: 'email' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an unanswered consent: every field says what is missing, nothing is sent, each message goes with its field', async () => {
    const { actor, promises } = await startAtForm();
    actor.send({
      type: 'SUBMIT',
      ...details,
      consent: { ...unansweredConsent, giver: 'representante' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.consentErrors).toEqual({
      representativeName: consentMessages.representativeName,
      relationship: consentMessages.relationship,
      noticeRead: consentMessages.noticeRead,
    });
    expect(promises.inputs.signUp).toHaveLength(0);
    actor.send({ type: 'FIELD_CHANGED', field: 'relationship' });
    actor.send({ type: 'FIELD_CHANGED', field: 'email' });
    expect(actor.getSnapshot().context.consentErrors).toEqual({
      representativeName: consentMessages.representativeName,
      noticeRead: consentMessages.noticeRead,
    });
    actor.send({
      type: 'SUBMIT',
      ...details,
      consent: {
        giver: 'representante',
        representativeName: ' Joana Costa ',
        relationship: 'filha',
        noticeRead: true,
      },
    });
    expect(actor.getSnapshot().context.consentErrors).toEqual({});
    expect(promises.inputs.signUp).toEqual([
      {
        ...details,
        associationCode: 'segredo',
        consent: { by: 'representante', representativeName: 'Joana Costa', relationship: 'filha' },
      },
    ]);
  });

  it('a blank name and no consent: both said at once', async () => {
    const { actor } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...details, name: ' ', consent: unansweredConsent });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Escreva o seu nome e apelido.');
    expect(Object.keys(actor.getSnapshot().context.consentErrors)).toEqual(['giver', 'noticeRead']);
  });

  it("a blank name's error goes when the name changes", async () => {
    const { actor } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...details, name: '   ', consent: byHerself });
    expect(actor.getSnapshot().context.errorField).toBe('name');
    actor.send({ type: 'FIELD_CHANGED', field: 'password' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'FIELD_CHANGED', field: 'name' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

const serverNow = Date.UTC(2026, 10, 25, 10, 32);

describe('registration on the in-memory backend', () => {
  beforeEach(() => jest.useRealTimers());
  const seed = {
    users: [{ email: 'maria.silva@gmail.com', password: 'segredo1', uid: 'u1' }],
    data: { ProBrancaSec: 'segredo', registrationCodes: { segredo: true } },
    now: () => serverNow,
  };

  it.each<[string, string | null, string]>([
    ['the right code', 'segredo', 'editing'],
    ['a wrong code', 'errado', 'invalidCode'],
    ['no code', null, 'invalidCode'],
    ['a code with path characters', '../ProBrancaSec', 'invalidCode'],
  ])('checking %s', async (_label, associationCode, expected) => {
    const backend = createInMemoryBackend(seed);
    const actor = createActor(provideRegistrationEffects(backend, noticeVersion), {
      input: { associationCode },
    }).start();
    const snapshot = await waitFor(actor, (s) => !s.matches('checkingCode'));
    expect(snapshot.value).toBe(expected);
  });

  it('an unreachable backend, then RETRY', async () => {
    const backend = createInMemoryBackend(seed);
    backend.controls.failNext('get', 'unavailable');
    const actor = createActor(provideRegistrationEffects(backend, noticeVersion, jest.fn()), {
      input: { associationCode: 'segredo' },
    }).start();
    await waitFor(actor, (s) => s.matches('unreachable'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('editing'));
  });

  it.each<[string, string, string, string, string | null]>([
    ['a new account', 'ana@sapo.pt', 'abcdef', 'succeeded', null],
    [
      'a weak password',
      'ana@sapo.pt',
      'abc',
      'failed',
      'A password deve conter no mínimo 6 caracteres',
    ],
    [
      'an e-mail in use',
      'maria.silva@gmail.com',
      'abcdef',
      'failed',
      'O email que inseriu já está registado',
    ],
    [
      'an e-mail without @',
      'ana',
      'abcdef',
      'failed',
      'O email que inseriu não é válido. Verifique se inclui um @.',
    ],
  ])('registering %s', async (_label, email, password, final, error) => {
    const backend = createInMemoryBackend(seed);
    const actor = createActor(provideRegistrationEffects(backend, noticeVersion, jest.fn()), {
      input: { associationCode: 'segredo' },
    }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SUBMIT', name: 'Ana Costa', email, password, consent: byHerself });
    const snapshot = await waitFor(actor, (s) => s.matches('failed') || s.matches('succeeded'));
    expect(snapshot.value).toBe(final);
    expect(snapshot.context.error).toBe(error);
    if (final === 'succeeded') {
      expect(backend.controls.currentUser()?.email).toBe('ana@sapo.pt');
      expect(backend.controls.userDocuments()).toContainEqual(
        expect.objectContaining({ name: 'Ana Costa', authProvider: 'local', email: 'ana@sapo.pt' }),
      );
      // Her consent, recorded by herself right after her membership, at the server's time.
      const uid = backend.controls.currentUser()?.uid as string;
      const consents = backend.controls.snapshot(`consents/${uid}`) as Record<string, unknown>;
      expect(Object.keys(consents)).toEqual([expect.stringMatching(pushKeyPattern)]);
      expect(Object.values(consents)).toEqual([
        { kind: 'dado', by: 'pessoa', noticeVersion, recordedBy: uid, at: serverNow },
      ]);
      // And her empty summary, so a carer's console counts her at once.
      expect(backend.controls.snapshot(`Newdata_${uid}/resumo`)).toEqual({
        contactos: 0,
        consultas: 0,
        medicamentos: 0,
      });
    } else {
      expect(backend.controls.snapshot('consents')).toBeNull();
    }
  });
});

describe('registrationMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(
    tagRows(registrationMachine, {
      invalidCode: ['invalidCode'],
      unreachable: ['unreachable'],
      editing: ['editing', 'failed'],
      failed: ['failed'],
      submitting: ['submitting'],
      succeeded: ['succeeded'],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
