import { promiseToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup } from 'xstate';
import { describeRecordError } from '../../records/recordMessages';
import type { AnyRecord, RecordKind } from '../../domain/recordTypes';
import type { RecordFieldErrors, RecordFormValues } from '../../records/recordValidation';
import {
  sameRecordValues,
  validateRecord,
  withoutFieldError,
} from '../../records/recordValidation';

/**
 * An add screen of the carers' area (docs/product.md: The carers' screens over time): valid input is saved, 'Dados guardados com
 * sucesso' shows and hides after 5 s ('addSuccessDelay'); the form keeps its values and there is no
 * redirect. Invalid input stays in `editing` with one Portuguese message per field (the old app did
 * silently nothing). A failed save goes to `failed` with a Portuguese message; the values are kept
 * (the screen never clears them), so the carer can send them again.
 *
 * A tap never saves twice: while `saving` a SUBMIT is ignored, and while the success message shows a
 * SUBMIT whose validated values equal the record just saved is ignored too (an unsteady double tap
 * lands there when the first write confirms quickly). Different values save a new record at once, and
 * the same values again once the message has gone (the carer means it then).
 *
 * A field's error disappears as soon as that field changes (FIELD_CHANGED).
 *
 * The write is the injected promise actor `saveRecord` (input: kind and the validated record;
 * output: the new record's key).
 */

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

export type AddRecordFormEvent =
  | { readonly type: 'SUBMIT'; readonly values: RecordFormValues }
  | { readonly type: 'FIELD_CHANGED'; readonly field: string };

export const addSuccessDelayMs = 5000;

export const addRecordFormMachine = setup({
  types: {
    tags: {} as 'saving' | 'saved' | 'failed',
    context: {} as AddRecordFormContext,
    events: {} as AddRecordFormEvent,
    input: {} as { readonly kind: RecordKind },
  },
  actors: {
    saveRecord: promiseToProvide<string, SaveRecordInput>('saveRecord'),
  },
  delays: {
    addSuccessDelay: addSuccessDelayMs,
  },
  guards: {
    isValid: ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return validateRecord(context.kind, 'add', event.values).valid;
    },
    repeatsSavedRecord: ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const result = validateRecord(context.kind, 'add', event.values);
      return result.valid && sameRecordValues(result.value as AnyRecord, context.record);
    },
  },
  actions: {
    acceptValues: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const result = validateRecord(context.kind, 'add', event.values);
      return {
        values: event.values,
        fieldErrors: {},
        errorMessage: null,
        record: result.valid ? result.value : null,
      };
    }),
    refuseValues: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const result = validateRecord(context.kind, 'add', event.values);
      return {
        values: event.values,
        fieldErrors: result.valid ? {} : result.errors,
        errorMessage: null,
      };
    }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return { fieldErrors: withoutFieldError(context.fieldErrors, event.field) };
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
    FIELD_CHANGED: { actions: 'forgetFieldError' },
  },
  states: {
    editing: {},
    saving: {
      tags: ['saving'],
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
          actions: assign({
            errorMessage: ({ event }) => describeRecordError(event.error, 'save'),
          }),
        },
      },
    },
    /**
     * 'Dados guardados com sucesso' shows for 5 s. The same record again is a repeated tap and does
     * nothing; anything else falls through to the form's SUBMIT above.
     */
    saved: {
      tags: ['saved'],
      on: { SUBMIT: { guard: 'repeatsSavedRecord' } },
      after: { addSuccessDelay: 'editing' },
    },
    failed: { tags: ['failed'] },
  },
});
