import { promiseToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup } from 'xstate';
import { describeRecordError } from '../../records/recordMessages';
import type { RecordKind } from '../../domain/recordTypes';
import type {
  AnyCheckedRecord,
  RecordFieldErrors,
  RecordFormValues,
} from '../../records/recordValidation';
import { validateRecord, withoutFieldError } from '../../records/recordValidation';
import { sameFormValues } from './sameFormValues';

/**
 * An add screen of the carers' area (docs/product.md: The carers' screens over time): valid input is
 * saved, `recordTexts.saved` shows and hides after `addSuccessDelayMs`; the form keeps its values and
 * there is no redirect. Invalid input stays in `editing` with one Portuguese message per field (the old app did
 * silently nothing). A failed save goes to `failed` with a Portuguese message; the values are kept
 * (the screen never clears them), so the carer can send them again.
 *
 * A tap never saves twice: while `saving` a SUBMIT is ignored, and while the success message shows a
 * SUBMIT with the same values as the record just saved is ignored too (an unsteady double tap
 * lands there when the first write confirms quickly). Different values save a new record at once, and
 * the same values again once the message has gone (the carer means it then).
 *
 * A field's error disappears as soon as that field changes (FIELD_CHANGED).
 *
 * Each SUBMIT is validated once (`judgeValues`), and the transient `judging` state sends a valid one
 * to `saving`. The write is the injected promise actor `saveRecord` (input: kind and the checked
 * record; output: the new record's key).
 */

export interface SaveRecordInput {
  readonly kind: RecordKind;
  readonly record: AnyCheckedRecord;
}

export interface AddRecordFormContext {
  readonly kind: RecordKind;
  /** The values last submitted (kept after saving and after a failure). */
  readonly values: RecordFormValues;
  readonly fieldErrors: RecordFieldErrors;
  /** The checked record being saved or last saved. */
  readonly record: AnyCheckedRecord | null;
  /** Whether the last SUBMIT's values passed (then `record` holds them, checked). */
  readonly submitValid: boolean;
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
    judgedValid: ({ context }) => context.submitValid,
    repeatsSavedValues: ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return sameFormValues(context.kind, event.values, context.values);
    },
  },
  actions: {
    /** The one validation of a SUBMIT: its values kept, and either the checked record or the field errors. */
    judgeValues: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const result = validateRecord(context.kind, 'add', event.values);
      return {
        values: event.values,
        fieldErrors: result.valid ? {} : result.errors,
        errorMessage: null,
        record: result.valid ? result.value : context.record,
        submitValid: result.valid,
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
    submitValid: false,
    savedKey: null,
    errorMessage: null,
  }),
  initial: 'editing',
  on: {
    SUBMIT: { target: '.judging', actions: 'judgeValues' },
    FIELD_CHANGED: { actions: 'forgetFieldError' },
  },
  states: {
    editing: {},
    judging: {
      always: [{ guard: 'judgedValid', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      tags: ['saving'],
      // While saving, a second press does nothing: the first write is on its way.
      on: { SUBMIT: {} },
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context }) => ({
          kind: context.kind,
          record: context.record as AnyCheckedRecord,
        }),
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
     * `recordTexts.saved` shows for `addSuccessDelayMs`. The same values again are a repeated tap and do
     * nothing; anything else falls through to the form's SUBMIT above.
     */
    saved: {
      tags: ['saved'],
      on: { SUBMIT: { guard: 'repeatsSavedValues' } },
      after: { addSuccessDelay: 'editing' },
    },
    failed: { tags: ['failed'] },
  },
});
