import { createActor, type AnyEventObject } from 'xstate';
import { DatabasePortError } from '../../ports/backendPorts';
import { loadedRecordOf, type LoadedRecord, type UpdateOutcome } from '../../records/recordVersion';
import {
  editRecordFormMachine,
  editSuccessDelayMs,
  type RecordKeyInput,
  type UpdateRecordInput,
} from './editRecordFormMachine';
import {
  settleablePromiseActor,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';

const key = 'contacto_Contacto_10';
const stored = { contacto_Nome: 'Maria', contacto_telPesso: '912345678' };
const loaded = loadedRecordOf('contact', stored) as LoadedRecord;
/** What Rui saved meanwhile, with his stamp. */
const byRui = loadedRecordOf('contact', {
  contacto_Nome: 'Maria Pereira',
  contacto_telPesso: '912345678',
  alteradoPor: 'rui',
  alteradoPorNome: 'Rui Pereira',
  alteradoEm: Date.parse('2026-11-26T10:32:00Z'),
}) as LoadedRecord;
const validValues = { contacto_Nome: 'Maria Silva ', contacto_telPesso: '912345679' };
const invalidValues = { contacto_Nome: 'Maria', contacto_telPesso: '' };
const refused = new DatabasePortError('permission_denied', 'PERMISSION_DENIED');

const synthetic = {
  loaded: { type: 'xstate.done.actor.loadRecord', output: loaded },
  missing: { type: 'xstate.done.actor.loadRecord', output: null },
  loadError: {
    type: 'xstate.error.actor.loadRecord',
    error: new DatabasePortError('unavailable', 'offline'),
  },
  updated: { type: 'xstate.done.actor.updateRecord', output: { saved: true } },
  changedMeanwhile: {
    type: 'xstate.done.actor.updateRecord',
    output: { saved: false, current: byRui },
  },
  deletedMeanwhile: {
    type: 'xstate.done.actor.updateRecord',
    output: { saved: false, current: null },
  },
  updateError: { type: 'xstate.error.actor.updateRecord', error: refused },
  deleted: { type: 'xstate.done.actor.deleteRecord', output: undefined },
  deleteError: { type: 'xstate.error.actor.deleteRecord', error: refused },
  afterSuccess: { type: 'xstate.after.editSuccessDelay.editRecordForm.saved' },
};

const modelEvents: AnyEventObject[] = [
  { type: 'SUBMIT', values: validValues },
  { type: 'SUBMIT', values: invalidValues },
  { type: 'REQUEST_DELETE' },
  { type: 'CONFIRM_DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'RETRY' },
  { type: 'USE_CURRENT' },
  { type: 'FIELD_CHANGED', field: 'contacto_telPesso' },
  ...Object.values(synthetic),
];

function describeEvent(event: AnyEventObject): string {
  if (event.type === 'SUBMIT')
    return event.values === validValues ? 'SUBMIT(valid)' : 'SUBMIT(invalid)';
  if (event === synthetic.missing) return 'load → null';
  if (event === synthetic.changedMeanwhile) return 'save → changed by Rui';
  if (event === synthetic.deletedMeanwhile) return 'save → deleted meanwhile';
  return event.type.replace(/^xstate\./, '');
}

function startEditForm(recordKey = key) {
  const load = settleablePromiseActor<LoadedRecord | null, RecordKeyInput>();
  const update = settleablePromiseActor<UpdateOutcome, UpdateRecordInput>();
  const remove = settleablePromiseActor<void, RecordKeyInput>();
  const returnToList = jest.fn();
  const actor = createActor(
    editRecordFormMachine.provide({
      actors: { loadRecord: load.logic, updateRecord: update.logic, deleteRecord: remove.logic },
      actions: { returnToList },
    }),
    { input: { kind: 'contact', key: recordKey } },
  );
  actor.start();
  return { actor, load, update, remove, returnToList };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('editRecordForm model: every transition on a real actor, the 3 s timer an explicit step', () => {
  const paths = transitionCoveringPaths(editRecordFormMachine, {
    serialize: (snapshot) => snapshot.value,
    input: { kind: 'contact', key },
    events: modelEvents,
    describe: describeEvent,
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.steps.at(-1)?.state.value))).toEqual(
      new Set([
        'loading',
        'loadFailed',
        'notFound',
        'editing',
        'saving',
        'saved',
        'returned',
        'failed',
        'confirmingDelete',
        'deleting',
        'deleted',
        'conflict',
      ]),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const form = startEditForm();
    let previous: unknown = null;
    let saves = 0;
    let deletes = 0;
    for (const step of path.steps) {
      const event = step.event;
      switch (event) {
        case synthetic.loaded:
          form.load.resolve(loaded);
          break;
        case synthetic.missing:
          form.load.resolve(null);
          break;
        case synthetic.loadError:
          form.load.reject(synthetic.loadError.error);
          break;
        case synthetic.updated:
          form.update.resolve({ saved: true });
          break;
        case synthetic.changedMeanwhile:
          form.update.resolve({ saved: false, current: byRui });
          break;
        case synthetic.deletedMeanwhile:
          form.update.resolve({ saved: false, current: null });
          break;
        case synthetic.updateError:
          form.update.reject(refused);
          break;
        case synthetic.deleted:
          form.remove.resolve();
          break;
        case synthetic.deleteError:
          form.remove.reject(refused);
          break;
        case synthetic.afterSuccess:
          await jest.advanceTimersByTimeAsync(editSuccessDelayMs - 1);
          expect(form.actor.getSnapshot().value).toBe('saved');
          expect(form.returnToList).not.toHaveBeenCalled();
          await jest.advanceTimersByTimeAsync(1);
          break;
        default:
          if (event.type.startsWith('xstate.') && event.type !== 'xstate.init')
            throw new Error(`unreplayed ${event.type}`);
          if (event.type !== 'xstate.init') form.actor.send(event as never);
      }
      await jest.advanceTimersByTimeAsync(0);
      const snapshot = form.actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      // One write per entry into 'saving' or 'deleting': a repeated tap never writes again.
      if (snapshot.value === 'saving' && previous !== 'saving') saves += 1;
      if (snapshot.value === 'deleting' && previous !== 'deleting') deletes += 1;
      previous = snapshot.value;
      expect(form.update.inputs).toHaveLength(saves);
      expect(form.remove.inputs).toHaveLength(deletes);
      if (event.type === 'FIELD_CHANGED')
        expect(snapshot.context.fieldErrors).not.toHaveProperty('contacto_telPesso');
      // What the screen shows and does in each state.
      expect(form.returnToList).toHaveBeenCalledTimes(
        snapshot.matches('returned') || snapshot.matches('deleted') ? 1 : 0,
      );
      if (snapshot.matches('loadFailed'))
        expect(snapshot.context.errorMessage).toContain('Não foi possível carregar os dados.');
      if (snapshot.matches('failed')) {
        expect(snapshot.context.errorMessage).toMatch(
          /^Não foi possível (guardar os dados|apagar o registo)\. Não tem permissão/,
        );
      }
      // Every save is based on the version the carer last saw: as loaded, or as it is after a conflict.
      const lastSave = form.update.inputs.at(-1);
      if (lastSave !== undefined)
        expect([loaded.version, byRui.version]).toContain(lastSave.version);
      if (snapshot.matches('conflict')) {
        // The carer's typed values (the last submitted) are kept; the current record is beside them.
        const typed = path.steps
          .slice(0, path.steps.indexOf(step) + 1)
          .filter((s) => s.event.type === 'SUBMIT')
          .at(-1)?.event.values;
        expect(snapshot.context.values).toBe(typed);
        expect(snapshot.context.conflict?.current).toBeDefined();
      }
      if (snapshot.matches('editing') || snapshot.matches('failed') || snapshot.matches('saved')) {
        const submitted = path.steps.some((s) => s.event.type === 'SUBMIT');
        // The values shown are the record as loaded, or what the carer last submitted: never lost.
        const tookCurrent = path.steps.some((s) => s.event.type === 'USE_CURRENT');
        if (!submitted && !tookCurrent) expect(snapshot.context.values).toEqual(stored);
      }
    }
    // The writes went to the key from the address, never elsewhere.
    for (const input of [...form.load.inputs, ...form.update.inputs, ...form.remove.inputs])
      expect(input.key).toBe(key);
    form.actor.stop();
  });
});

describe('editRecordForm: by key, from the address', () => {
  it.each(['consulta_ID_3', 'contacto_Contacto_3/../x', '', '<script>'])(
    'the malformed key %j is never read: notFound',
    (badKey) => {
      const form = startEditForm(badKey);
      expect(form.actor.getSnapshot().value).toBe('notFound');
      expect(form.load.inputs).toEqual([]);
    },
  );

  it('overwrites the record under its own key with the trimmed values, then returns after 3 s', async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    expect(form.update.inputs).toEqual([
      {
        kind: 'contact',
        key,
        record: { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345679' },
        version: loaded.version,
      },
    ]);
    form.update.resolve({ saved: true });
    await jest.advanceTimersByTimeAsync(editSuccessDelayMs);
    expect(form.returnToList).toHaveBeenCalledTimes(1);
    expect(form.actor.getSnapshot().status).toBe('done');
  });

  it('a double tap on Guardar, and on Sim, apagar, writes once', async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.update.resolve({ saved: true });
    await jest.advanceTimersByTimeAsync(150);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    expect(form.update.inputs).toHaveLength(1);
    expect(form.actor.getSnapshot().value).toBe('saved');

    const other = startEditForm();
    other.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    other.actor.send({ type: 'REQUEST_DELETE' });
    other.actor.send({ type: 'CONFIRM_DELETE' });
    other.actor.send({ type: 'CONFIRM_DELETE' });
    other.actor.send({ type: 'CONFIRM_DELETE' });
    expect(other.remove.inputs).toHaveLength(1);
  });

  it("a field's error goes as soon as that field changes", async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: invalidValues });
    expect(form.actor.getSnapshot().context.fieldErrors).toEqual({
      contacto_telPesso: 'Escreva o número de telemóvel.',
    });
    form.actor.send({ type: 'FIELD_CHANGED', field: 'contacto_Nome' });
    expect(form.actor.getSnapshot().context.fieldErrors).toEqual({
      contacto_telPesso: 'Escreva o número de telemóvel.',
    });
    form.actor.send({ type: 'FIELD_CHANGED', field: 'contacto_telPesso' });
    expect(form.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a failed save keeps the values typed', async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.update.reject(refused);
    await jest.advanceTimersByTimeAsync(0);
    expect(form.actor.getSnapshot().context.values).toBe(validValues);
    expect(form.actor.getSnapshot().context.errorMessage).toContain(
      'O que escreveu continua no formulário.',
    );
  });

  it('an edited appointment needs its time', async () => {
    const load = settleablePromiseActor<LoadedRecord | null, RecordKeyInput>();
    const actor = createActor(
      editRecordFormMachine.provide({ actors: { loadRecord: load.logic } }),
      {
        input: { kind: 'appointment', key: 'consulta_ID_1' },
      },
    );
    actor.start();
    load.resolve(
      loadedRecordOf('appointment', {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2026-12-03',
        time_consulta: '',
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    actor.send({
      type: 'SUBMIT',
      values: { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-03', time_consulta: '' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      time_consulta:
        'Ao alterar uma consulta, a hora é obrigatória (só pode ficar em branco ao adicionar). Escolha a hora da consulta.',
    });
  });
});

describe('editRecordForm: two people editing one record', () => {
  it("someone else's save: nothing overwritten, the typed values kept; Guardar then saves over it knowingly", async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.update.resolve({ saved: false, current: byRui });
    await jest.advanceTimersByTimeAsync(0);
    expect(form.actor.getSnapshot().value).toBe('conflict');
    expect(form.actor.getSnapshot().context.values).toBe(validValues);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    expect(form.update.inputs.at(-1)?.version).toBe(byRui.version);
  });

  it('Usar os valores atuais puts the current record in the form, based on its version', async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.update.resolve({ saved: false, current: byRui });
    await jest.advanceTimersByTimeAsync(0);
    const filledBefore = form.actor.getSnapshot().context.formFilled;
    form.actor.send({ type: 'USE_CURRENT' });
    const after = form.actor.getSnapshot();
    expect(after.value).toBe('editing');
    expect(after.context.values).toEqual(byRui.record);
    expect(after.context.version).toBe(byRui.version);
    expect(after.context.formFilled).toBe(filledBefore + 1);
  });

  it('a record deleted meanwhile is never saved back', async () => {
    const form = startEditForm();
    form.load.resolve(loaded);
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.update.resolve({ saved: false, current: null });
    await jest.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'SUBMIT', values: validValues });
    form.actor.send({ type: 'USE_CURRENT' });
    form.actor.send({ type: 'REQUEST_DELETE' });
    expect(form.actor.getSnapshot().value).toBe('conflict');
    expect(form.update.inputs).toHaveLength(1);
  });
});
