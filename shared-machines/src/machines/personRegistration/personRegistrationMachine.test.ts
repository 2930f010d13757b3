import { createActor, type AnyEventObject } from 'xstate';
import { consentMessages, unansweredConsent, type ConsentForm } from '../../domain/consent';
import { AuthPortError, DatabasePortError } from '../../ports/backendPorts';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { personRegistrationMachine } from './personRegistrationMachine';

const byHerself: ConsentForm = { ...unansweredConsent, giver: 'pessoa', noticeRead: true };
const rosa = {
  name: '  Rosa Marques ',
  email: ' rosa@sapo.pt',
  password: 'abcdef',
  consent: byHerself,
};
const byHerDaughter: ConsentForm = {
  giver: 'representante',
  representativeName: ' Joana Marques',
  relationship: 'filha ',
  noticeRead: true,
};

const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', ...rosa },
  { type: 'SUBMIT', ...rosa, consent: byHerDaughter },
  { type: 'SUBMIT', name: '   ', email: 'x@y.pt', password: 'abcdef', consent: byHerself },
  { type: 'SUBMIT', name: '', email: 'maria.silva', password: '', consent: byHerself },
  { type: 'SUBMIT', ...rosa, consent: unansweredConsent },
  { type: 'FIELD_CHANGED', field: 'giver' },
  { type: 'FIELD_CHANGED', field: 'name' },
  { type: 'FIELD_CHANGED', field: 'email' },
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
  const paths = transitionCoveringPaths(personRegistrationMachine, {
    events: modelEvents,
    describe: (event) => {
      const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
      if ('field' in event) return `${name}(${String(event.field)})`;
      if (!('consent' in event)) return name;
      const consent = event.consent as ConsentForm;
      return `${name}(${String(event.name).trim() || 'no name'}, ${consent.giver ?? 'no consent'})`;
    },
  });

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
      expect(snapshot.hasTag('registering')).toBe(snapshot.matches('registering'));
      if (step.event.type.startsWith('xstate.error.actor.')) failures += 1;
      expect(logFailure).toHaveBeenCalledTimes(failures);
      // One account per registration: a tap while registering starts nothing more.
      if (snapshot.matches('registering') && step.event.type === 'SUBMIT') {
        starts += 1;
        expect(promises.inputs.registerPerson?.at(-1)).toEqual({
          name: 'Rosa Marques',
          email: 'rosa@sapo.pt',
          password: 'abcdef',
          consent:
            (step.event.consent as ConsentForm).giver === 'representante'
              ? { by: 'representante', representativeName: 'Joana Marques', relationship: 'filha' }
              : { by: 'pessoa' },
        });
      }
      expect(promises.inputs.registerPerson ?? []).toHaveLength(starts);
      // Nothing is created while the consent is not answered: its refusals come with no request.
      if (step.event.type === 'SUBMIT' && (step.event.consent as ConsentForm).giver === null)
        expect(snapshot.context.consentErrors).toEqual({
          giver: consentMessages.giver,
          noticeRead: consentMessages.noticeRead,
        });
      // A refused account field: its message, and nothing created.
      if (step.event.type === 'SUBMIT' && step.event.email === 'maria.silva')
        expect(snapshot.context.fieldErrors).toEqual({
          name: 'Escreva o nome e apelido da pessoa.',
          email:
            'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).',
          password: 'Escreva a palavra-passe.',
        });
      if (Object.keys(snapshot.context.fieldErrors).length > 0)
        expect(snapshot.matches('registering')).toBe(false);
      if (step.event.type === 'FIELD_CHANGED') {
        expect(snapshot.context.fieldErrors).not.toHaveProperty(String(step.event.field));
        expect(snapshot.context.consentErrors).not.toHaveProperty(String(step.event.field));
        expect(snapshot.context.error).toBeNull();
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

  it('a representative without a name or relationship: each said under its field, nothing created; each goes with a change of its field', () => {
    const promises = settleablePromises(['registerPerson']);
    const actor = createActor(
      personRegistrationMachine.provide({ actors: promises.logic }),
    ).start();
    actor.send({
      type: 'SUBMIT',
      ...rosa,
      consent: { ...byHerDaughter, representativeName: ' ', relationship: '' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.consentErrors).toEqual({
      representativeName: consentMessages.representativeName,
      relationship: consentMessages.relationship,
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(promises.inputs.registerPerson).toHaveLength(0);
    actor.send({ type: 'FIELD_CHANGED', field: 'representativeName' });
    expect(actor.getSnapshot().context.consentErrors).toEqual({
      relationship: consentMessages.relationship,
    });
  });

  it.each<[string, string, string, string]>([
    ['nothing written', '', '', 'Escreva o endereço de e-mail.'],
    [
      'an e-mail without @',
      'rosa.marques',
      'abcdef',
      'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).',
    ],
  ])(
    '%s: the e-mail says what is wrong, nothing is created',
    (_label, email, password, message) => {
      const promises = settleablePromises(['registerPerson']);
      const actor = createActor(
        personRegistrationMachine.provide({ actors: promises.logic }),
      ).start();
      actor.send({ type: 'SUBMIT', ...rosa, email, password });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors.email).toBe(message);
      expect(promises.inputs.registerPerson ?? []).toHaveLength(0);
      actor.send({ type: 'FIELD_CHANGED', field: 'email' });
      expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
    },
  );

  it.each<[string, unknown, 'email' | 'password' | null, string]>([
    ['an e-mail in use', new AuthPortError('auth/email-already-in-use', 'x'), 'email', 'já'],
    ['a weak password', new AuthPortError('auth/weak-password', 'x'), 'password', '6'],
    [
      'anything else',
      new DatabasePortError('permission_denied', 'x'),
      null,
      'Não foi possível concluir o registo',
    ],
  ])('%s: back to the form with a Portuguese message', async (_label, error, field, fragment) => {
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
    const { error: formError, fieldErrors } = actor.getSnapshot().context;
    if (field === null) {
      expect(formError).toContain(fragment);
      expect(fieldErrors).toEqual({});
    } else {
      // Under the field it is about.
      expect(formError).toBeNull();
      expect(Object.keys(fieldErrors)).toEqual([field]);
      expect(fieldErrors[field]).toContain(fragment);
    }
  });
});
