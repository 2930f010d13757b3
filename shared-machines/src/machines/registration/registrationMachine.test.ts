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
/** The same details as a person may leave them: spaces around the name and the e-mail. */
const spacedDetails = { name: ' Ana Costa ', email: ' ana@sapo.pt ', password: 'abcdef' };
const byHerself: ConsentForm = { ...unansweredConsent, giver: 'pessoa', noticeRead: true };
const noticeVersion = '2026-11-25';
const NAME_MISSING = 'Escreva o seu nome e apelido.';
const EMAIL_MISSING = 'Escreva o endereço de e-mail.';
const EMAIL_INCOMPLETE =
  'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).';
const PASSWORD_MISSING = 'Escreva a palavra-passe.';
const PASSWORD_TOO_SHORT = 'A palavra-passe é demasiado curta: deve ter pelo menos 6 caracteres.';

/** Account fields the machine refuses before anything is sent (a bad e-mail, a short password). */
const badAccount = { type: 'SUBMIT', name: 'Ana Costa', email: 'maria.silva', password: '123' };

const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', ...spacedDetails, consent: byHerself },
  { type: 'SUBMIT', ...details, consent: unansweredConsent },
  { ...badAccount, consent: byHerself },
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
  if ('consent' in event) {
    const account = event.email === badAccount.email ? 'bad account, ' : '';
    return `${name}(${account}${(event.consent as ConsentForm).noticeRead ? 'consent' : 'no consent'})`;
  }
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
        // Nothing is sent while a field is refused: its refusals come with no request.
        if (
          Object.keys(snapshot.context.consentErrors).length > 0 ||
          Object.keys(snapshot.context.fieldErrors).length > 0
        )
          expect(snapshot.matches('submitting')).toBe(false);
        if (step.event.type === 'SUBMIT' && !(step.event.consent as ConsentForm).noticeRead)
          expect(snapshot.context.consentErrors).toEqual({
            giver: consentMessages.giver,
            noticeRead: consentMessages.noticeRead,
          });
        if (step.event.type === 'SUBMIT' && step.event.email === badAccount.email) {
          expect(snapshot.matches('editing')).toBe(true);
          expect(snapshot.context.fieldErrors).toEqual({
            email: EMAIL_INCOMPLETE,
            password: PASSWORD_TOO_SHORT,
          });
        }
        if (step.event.type === 'FIELD_CHANGED') {
          // The changed field's message goes, and the whole form's error; the other fields keep theirs.
          expect(snapshot.context.fieldErrors).not.toHaveProperty(String(step.event.field));
          expect(snapshot.context.consentErrors).not.toHaveProperty(String(step.event.field));
          expect(snapshot.context.error).toBeNull();
        }
        if (step.event.type === 'xstate.error.actor.signUp') {
          // The identity service's refusal: under the field it is about, else for the whole form.
          expect(snapshot.matches('editing')).toBe(true);
          const code = (lastError as { code: string }).code;
          expect({
            error: snapshot.context.error,
            fieldErrors: snapshot.context.fieldErrors,
          }).toEqual(
            code === 'auth/weak-password'
              ? {
                  error: null,
                  fieldErrors: { password: 'A palavra-passe deve ter pelo menos 6 caracteres.' },
                }
              : code === 'auth/email-already-in-use'
                ? { error: null, fieldErrors: { email: 'O e-mail que inseriu já está registado' } }
                : {
                    error:
                      'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
                    fieldErrors: {},
                  },
          );
        }
        if (step.event.type === 'SUBMIT' || snapshot.matches('submitting'))
          expect(snapshot.context.error).toBeNull();
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
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'O e-mail que inseriu já está registado',
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'name' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'O e-mail que inseriu já está registado',
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'email' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a failure about the whole form goes with a change of any field', async () => {
    const { actor, promises } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...details, consent: byHerself });
    promises.reject('signUp', new AuthPortError('auth/network-request-failed', 'offline'));
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toMatch(/tente novamente/);
    actor.send({ type: 'FIELD_CHANGED', field: 'noticeRead' });
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

  it.each<[string, { name: string; email: string; password: string }, object]>([
    [
      'nothing written',
      { name: '', email: '', password: '' },
      { name: NAME_MISSING, email: EMAIL_MISSING, password: PASSWORD_MISSING },
    ],
    ['a blank name', { ...details, name: '   ' }, { name: NAME_MISSING }],
    ['an e-mail without @', { ...details, email: 'maria.silva' }, { email: EMAIL_INCOMPLETE }],
    ['an e-mail without a dot', { ...details, email: 'ana@sapo' }, { email: EMAIL_INCOMPLETE }],
    ['a short password', { ...details, password: '12345' }, { password: PASSWORD_TOO_SHORT }],
  ])('%s and no consent: every message at once, nothing sent', async (_label, form, errors) => {
    const { actor, promises } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...form, consent: unansweredConsent });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(errors);
    expect(Object.keys(actor.getSnapshot().context.consentErrors)).toEqual(['giver', 'noticeRead']);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(promises.inputs.signUp ?? []).toHaveLength(0);
  });

  it("a field's message goes when that field changes, and only then", async () => {
    const { actor } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...details, name: '   ', password: '', consent: byHerself });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: NAME_MISSING,
      password: PASSWORD_MISSING,
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'password' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: NAME_MISSING });
    actor.send({ type: 'FIELD_CHANGED', field: 'name' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('sends the name and the e-mail trimmed', async () => {
    const { actor, promises } = await startAtForm();
    actor.send({ type: 'SUBMIT', ...spacedDetails, consent: byHerself });
    expect(promises.inputs.signUp).toEqual([
      { ...details, associationCode: 'segredo', consent: { by: 'pessoa' } },
    ]);
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

  it.each<[string, string, string, string, object]>([
    ['a new account', 'ana@sapo.pt', 'abcdef', 'succeeded', {}],
    ['a short password', 'ana@sapo.pt', 'abc', 'editing', { password: PASSWORD_TOO_SHORT }],
    [
      'an e-mail in use',
      'maria.silva@gmail.com',
      'abcdef',
      'editing',
      { email: 'O e-mail que inseriu já está registado' },
    ],
    ['an e-mail without @', 'ana', 'abcdef', 'editing', { email: EMAIL_INCOMPLETE }],
  ])('registering %s', async (_label, email, password, final, fieldErrors) => {
    const backend = createInMemoryBackend(seed);
    const actor = createActor(provideRegistrationEffects(backend, noticeVersion, jest.fn()), {
      input: { associationCode: 'segredo' },
    }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SUBMIT', name: 'Ana Costa', email, password, consent: byHerself });
    const snapshot = await waitFor(actor, (s) => !s.matches('submitting'));
    expect(snapshot.value).toBe(final);
    expect(snapshot.context.fieldErrors).toEqual(fieldErrors);
    expect(snapshot.context.error).toBeNull();
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
      editing: ['editing'],
      submitting: ['submitting'],
      succeeded: ['succeeded'],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
