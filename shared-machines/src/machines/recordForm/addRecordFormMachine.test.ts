import { createActor, type AnyEventObject } from 'xstate';
import { DatabasePortError } from '../../ports/backendPorts';
import { addRecordFormMachine, addSuccessDelayMs, type SaveRecordInput } from './addRecordFormMachine';
import { transitionCoveringPaths } from './modelPaths.testkit';
import { settleablePromiseActor } from './settleablePromiseActor.testkit';

const validValues = { contacto_Nome: ' Maria ', contacto_telPesso: '912345678' };
const invalidValues = { contacto_Nome: '   ', contacto_telPesso: '912345678' };
const afterSuccess = { type: 'xstate.after.addSuccessDelay.addRecordForm.saved' };
const saveDone = { type: 'xstate.done.actor.saveRecord', output: 'contacto_Contacto_1' };
const saveError = { type: 'xstate.error.actor.saveRecord', error: new DatabasePortError('permission_denied', 'PERMISSION_DENIED') };
const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', values: validValues },
  { type: 'SUBMIT', values: invalidValues },
  saveDone,
  saveError,
  afterSuccess,
];

function startForm() {
  const save = settleablePromiseActor<string, SaveRecordInput>();
  const actor = createActor(addRecordFormMachine.provide({ actors: { saveRecord: save.logic } }), { input: { kind: 'contact' } });
  actor.start();
  return { actor, save };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('addRecordForm model: every transition on a real actor, the 5 s timer an explicit step', () => {
  const paths = transitionCoveringPaths(addRecordFormMachine, {
    input: { kind: 'contact' },
    events: modelEvents,
    describe: (event) => event.type + ('values' in event ? (event.values === validValues ? '(valid)' : '(invalid)') : ''),
  });

  it('reaches every state and takes every transition', () => {
    expect(new Set(paths.map((path) => path.steps.at(-1)?.state.value))).toEqual(new Set(['editing', 'saving', 'saved', 'failed']));
    expect(paths.map((path) => path.name)).toEqual(
      expect.arrayContaining([
        'xstate.init → SUBMIT(valid) → xstate.done.actor.saveRecord → xstate.after.addSuccessDelay.addRecordForm.saved',
        'xstate.init → SUBMIT(valid) → xstate.done.actor.saveRecord → SUBMIT(valid)',
        'xstate.init → SUBMIT(valid) → xstate.error.actor.saveRecord → SUBMIT(valid)',
        'xstate.init → SUBMIT(valid) → xstate.error.actor.saveRecord → SUBMIT(invalid)',
      ]),
    );
  });

  const named = paths.map((path) => [path.name, path] as const);

  it.each(named)('%s', async (_name, path) => {
    const { actor, save } = startForm();
    let lastSubmitted: unknown = {};
    for (const step of path.steps) {
      const event = step.event as AnyEventObject;
      if (event.type === 'xstate.init') {
        // started
      } else if (event.type === 'SUBMIT') {
        actor.send({ type: 'SUBMIT', values: event.values });
        lastSubmitted = event.values;
      } else if (event.type === saveDone.type) {
        save.resolve(saveDone.output);
        await jest.advanceTimersByTimeAsync(0);
      } else if (event.type === saveError.type) {
        save.reject(saveError.error);
        await jest.advanceTimersByTimeAsync(0);
      } else if (event.type === afterSuccess.type) {
        await jest.advanceTimersByTimeAsync(addSuccessDelayMs - 1);
        expect(actor.getSnapshot().value).toBe('saved');
        await jest.advanceTimersByTimeAsync(1);
      } else {
        throw new Error(`unexpected step ${event.type}`);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      // The values the carer typed are always kept: after saving, after the 5 s, after a failure.
      expect(snapshot.context.values).toEqual(lastSubmitted);
      if (snapshot.matches('saved')) expect(snapshot.context.savedKey).toBe('contacto_Contacto_1');
      if (snapshot.matches('failed')) {
        expect(snapshot.context.errorMessage).toBe(
          'Não foi possível guardar os dados. Não tem permissão para alterar estes dados. O que escreveu continua no formulário.',
        );
      }
      if (snapshot.matches('editing') && lastSubmitted === invalidValues) {
        expect(snapshot.context.fieldErrors).toEqual({ contacto_Nome: 'Escreva o nome do contacto.' });
      }
    }
    actor.stop();
  });
});

describe('addRecordForm: what is written', () => {
  it('writes the validated, trimmed record, once, however often the button is pressed meanwhile', async () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: validValues });
    actor.send({ type: 'SUBMIT', values: validValues });
    expect(save.inputs).toEqual([{ kind: 'contact', record: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' } }]);
  });

  it('invalid input never starts a write', () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: invalidValues });
    expect(save.inputs).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a second save from the success message saves again (a new record)', async () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: validValues });
    save.resolve('contacto_Contacto_1');
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', values: validValues });
    expect(actor.getSnapshot().value).toBe('saving');
    save.resolve('contacto_Contacto_2');
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.savedKey).toBe('contacto_Contacto_2');
  });
});
