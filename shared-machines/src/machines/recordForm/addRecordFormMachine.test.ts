import { createActor, type AnyEventObject } from 'xstate';
import { DatabasePortError } from '../../ports/backendPorts';
import {
  replayStep,
  settleablePromiseActor,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import {
  addRecordFormMachine,
  addSuccessDelayMs,
  type SaveRecordInput,
} from './addRecordFormMachine';

const validValues = { contacto_Nome: ' Maria ', contacto_telPesso: '912345678' };
/** The same record as validValues once trimmed: what an unsteady second tap sends. */
const sameValues = { contacto_Nome: 'Maria', contacto_telPesso: '912345678' };
const otherValues = { contacto_Nome: 'Joaquim', contacto_telPesso: '912345679' };
const invalidValues = { contacto_Nome: '   ', contacto_telPesso: '912345678' };
const afterSuccess = { type: 'xstate.after.addSuccessDelay.addRecordForm.saved' };
const saveDone = { type: 'xstate.done.actor.saveRecord', output: 'contacto_Contacto_1' };
const saveError = {
  type: 'xstate.error.actor.saveRecord',
  error: new DatabasePortError('permission_denied', 'PERMISSION_DENIED'),
};
const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', values: validValues },
  { type: 'SUBMIT', values: sameValues },
  { type: 'SUBMIT', values: otherValues },
  { type: 'SUBMIT', values: invalidValues },
  { type: 'FIELD_CHANGED', field: 'contacto_Nome' },
  { type: 'FIELD_CHANGED', field: 'contacto_telPesso' },
  saveDone,
  saveError,
  afterSuccess,
];

function describeEvent(event: AnyEventObject): string {
  if (event.type === 'SUBMIT') {
    const values = event.values as unknown;
    return values === validValues
      ? 'SUBMIT(valid)'
      : values === sameValues
        ? 'SUBMIT(same)'
        : values === otherValues
          ? 'SUBMIT(other)'
          : 'SUBMIT(invalid)';
  }
  if (event.type === 'FIELD_CHANGED') return `FIELD_CHANGED(${String(event.field)})`;
  return event.type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.addSuccessDelay\..*/, 'after 5 s');
}

function startForm() {
  const save = settleablePromiseActor<string, SaveRecordInput>();
  const actor = createActor(addRecordFormMachine.provide({ actors: { saveRecord: save.logic } }), {
    input: { kind: 'contact' },
  });
  actor.start();
  return { actor, save };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('addRecordForm model: every transition on a real actor, the 5 s timer an explicit step', () => {
  const paths = transitionCoveringPaths(addRecordFormMachine, {
    input: { kind: 'contact' },
    events: modelEvents,
    describe: describeEvent,
  });

  it('reaches every state and takes every transition', () => {
    expect(new Set(paths.map((path) => path.steps.at(-1)?.state.value))).toEqual(
      new Set(['editing', 'saving', 'saved', 'failed']),
    );
    expect(paths.map((path) => path.name)).toEqual(
      expect.arrayContaining([
        'xstate.init → SUBMIT(valid) → done:saveRecord → after 5 s',
        'xstate.init → SUBMIT(valid) → done:saveRecord → SUBMIT(other)',
        'xstate.init → SUBMIT(valid) → done:saveRecord → after 5 s → SUBMIT(same)',
        'xstate.init → SUBMIT(valid) → error:saveRecord → SUBMIT(valid)',
        'xstate.init → SUBMIT(valid) → error:saveRecord → SUBMIT(invalid)',
        'xstate.init → SUBMIT(invalid) → FIELD_CHANGED(contacto_Nome)',
      ]),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const promises = settleablePromises(['saveRecord']);
    const actor = createActor(addRecordFormMachine.provide({ actors: promises.logic }), {
      input: { kind: 'contact' },
    }).start();
    let lastSubmitted: unknown = {};
    let entriesIntoSaving = 0;
    let previous: unknown = 'editing';
    for (const step of path.steps) {
      if (
        step.event.type === 'SUBMIT' &&
        (previous === 'saved' ? step.state.value !== 'saved' : previous !== 'saving')
      )
        lastSubmitted = step.event.values;
      if (step.event.type === afterSuccess.type) {
        await jest.advanceTimersByTimeAsync(addSuccessDelayMs - 1);
        expect(actor.getSnapshot().value).toBe('saved');
      }
      await replayStep(actor, step.event, {
        promises,
        delays: { addSuccessDelay: step.event.type === afterSuccess.type ? 1 : addSuccessDelayMs },
      });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      expect(snapshot.hasTag('failed')).toBe(snapshot.value === 'failed');
      if (snapshot.value === 'saving' && previous !== 'saving') entriesIntoSaving += 1;
      previous = snapshot.value;
      // One write per entry into 'saving': a repeated tap never writes again.
      expect(promises.inputs.saveRecord).toHaveLength(entriesIntoSaving);
      expect(promises.isRunning('saveRecord')).toBe(snapshot.matches('saving'));
      // The values the carer typed are always kept: after saving, after the 5 s, after a failure.
      expect(snapshot.context.values).toEqual(lastSubmitted);
      if (snapshot.matches('saved')) expect(snapshot.context.savedKey).toBe('contacto_Contacto_1');
      if (snapshot.matches('failed')) {
        expect(snapshot.context.errorMessage).toBe(
          'Não foi possível guardar os dados. Não tem permissão para alterar estes dados. O que escreveu continua no formulário.',
        );
      }
      if (step.event.type === 'FIELD_CHANGED')
        expect(snapshot.context.fieldErrors).not.toHaveProperty(String(step.event.field));
      if (step.event.type === 'SUBMIT' && step.event.values === invalidValues) {
        expect(snapshot.context.fieldErrors).toEqual({
          contacto_Nome: 'Escreva o nome do contacto.',
        });
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
    expect(save.inputs).toEqual([
      { kind: 'contact', record: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' } },
    ]);
  });

  it('invalid input never starts a write', () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: invalidValues });
    expect(save.inputs).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a second tap 150 ms later, after a quick save, does not save the same record again', async () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: validValues });
    save.resolve('contacto_Contacto_1');
    await jest.advanceTimersByTimeAsync(150);
    actor.send({ type: 'SUBMIT', values: validValues });
    actor.send({ type: 'SUBMIT', values: sameValues });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(save.inputs).toHaveLength(1);
    // The success message keeps its 5 s from the save.
    await jest.advanceTimersByTimeAsync(addSuccessDelayMs - 150);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('other values from the success message save a new record at once', async () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: validValues });
    save.resolve('contacto_Contacto_1');
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', values: otherValues });
    expect(actor.getSnapshot().value).toBe('saving');
    save.resolve('contacto_Contacto_2');
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.savedKey).toBe('contacto_Contacto_2');
    expect(save.inputs).toHaveLength(2);
  });

  it('the same record again, once the message has gone, is saved (the carer means it)', async () => {
    const { actor, save } = startForm();
    actor.send({ type: 'SUBMIT', values: validValues });
    save.resolve('contacto_Contacto_1');
    await jest.advanceTimersByTimeAsync(addSuccessDelayMs);
    actor.send({ type: 'SUBMIT', values: validValues });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save.inputs).toHaveLength(2);
  });

  it("a field's error goes as soon as that field changes, the others stay", () => {
    const { actor } = startForm();
    actor.send({ type: 'SUBMIT', values: { contacto_Nome: '', contacto_telPesso: '' } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([
      'contacto_Nome',
      'contacto_telPesso',
    ]);
    actor.send({ type: 'FIELD_CHANGED', field: 'contacto_Nome' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      contacto_telPesso: 'Escreva o número de telemóvel.',
    });
  });
});
