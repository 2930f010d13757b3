import { assign, fromPromise, setup } from 'xstate';
import { describeRecordError } from '../../records/recordMessages';
import type { RecordByKind, RecordKind } from '../../records/recordTypes';
import type { RecordFieldErrors, RecordFormValues } from '../../records/recordValidation';
import { validateRecord } from '../../records/recordValidation';

/**
 * An add screen of the carers' area (SPEC.md §4): valid input is saved, 'Dados guardados com
 * sucesso' shows and hides after 5 s ('addSuccessDelay'); the form keeps its values and there is no
 * redirect. Invalid input stays in `editing` with one Portuguese message per field (the old app did
 * silently nothing). A failed save goes to `failed` with a Portuguese message; the values are kept
 * (the screen never clears them), so the carer can send them again.
 *
 * The write is the injected promise actor `saveRecord` (input: kind and the validated record;
 * output: the new record's key).
 */

export type AnyRecord = RecordByKind[RecordKind];

export interface SaveRecordInput {
  readonly kind: RecordKind;
  readonly record: AnyRecord;
}

export interface AddRecordFormContext {
  readonly kind: RecordKind;
  /** The values last submitted (kept after saving and after a failure). */
  readonly values: RecordFormValues;
  readonly fieldErrors: RecordFieldErrors;
  /** The validated record being saved or last saved. */
  readonly record: AnyRecord | null;
  readonly savedKey: string | null;
  readonly errorMessage: string | null;
}

export type AddRecordFormEvent = { readonly type: 'SUBMIT'; readonly values: RecordFormValues };

export const addSuccessDelayMs = 5000;

export const addRecordFormMachine = setup({
  types: {
    context: {} as AddRecordFormContext,
    events: {} as AddRecordFormEvent,
    input: {} as { readonly kind: RecordKind },
  },
  actors: {
    saveRecord: fromPromise<string, SaveRecordInput>(async () => {
      throw new Error('saveRecord was not provided');
    }),
  },
  delays: {
    addSuccessDelay: addSuccessDelayMs,
  },
  guards: {
    isValid: ({ context, event }) => validateRecord(context.kind, 'add', event.values).valid,
  },
  actions: {
    acceptValues: assign(({ context, event }) => {
      const result = validateRecord(context.kind, 'add', event.values);
      return { values: event.values, fieldErrors: {}, errorMessage: null, record: result.valid ? result.value : null };
    }),
    refuseValues: assign(({ context, event }) => {
      const result = validateRecord(context.kind, 'add', event.values);
      return { values: event.values, fieldErrors: result.valid ? {} : result.errors, errorMessage: null };
    }),
  },
}).createMachine({
  id: 'addRecordForm',
  context: ({ input }) => ({
    kind: input.kind,
    values: {},
    fieldErrors: {},
    record: null,
    savedKey: null,
    errorMessage: null,
  }),
  initial: 'editing',
  on: {
    SUBMIT: [
      { guard: 'isValid', target: '.saving', actions: 'acceptValues' },
      { target: '.editing', actions: 'refuseValues' },
    ],
  },
  states: {
    editing: {},
    saving: {
      // While saving, a second press does nothing: the first write is on its way.
      on: { SUBMIT: {} },
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context }) => ({ kind: context.kind, record: context.record as AnyRecord }),
        onDone: {
          target: 'saved',
          actions: assign({ savedKey: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({ errorMessage: ({ event }) => describeRecordError(event.error, 'save') }),
        },
      },
    },
    /** 'Dados guardados com sucesso' shows for 5 s. */
    saved: {
      after: { addSuccessDelay: 'editing' },
    },
    failed: {},
  },
});
