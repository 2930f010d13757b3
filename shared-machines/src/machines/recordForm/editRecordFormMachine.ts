import { assertEvent, assign, setup } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import { describeRecordError } from '../../records/recordMessages';
import type { RecordKind } from '../../domain/recordTypes';
import type {
  AnyCheckedRecord,
  RecordFieldErrors,
  RecordFormValues,
} from '../../records/recordValidation';
import { isRecordKeyOf, validateRecord, withoutFieldError } from '../../records/recordValidation';
import type { AnyRecord } from '../../domain/recordTypes';
import type { LoadedRecord, UpdateOutcome } from '../../records/recordVersion';

/**
 * An edit screen of the carers' area. The record's key travels in the address (`?key=`), so the
 * screen first loads the record by key: an unknown or malformed key ends in `notFound` (the screen
 * shows a message and a way back) without any write. Then (docs/product.md: The carers' screens over
 * time): on a valid submit the record is overwritten, `recordTexts.saved` shows, and after
 * `editSuccessDelayMs` the injected action `returnToList` navigates back to the list. Each SUBMIT is
 * validated once (`judgeValues`); the transient `judging` states send a valid one to `saving`. A failed write goes to `failed` with a
 * Portuguese message, the typed values kept.
 *
 * Deleting asks first: REQUEST_DELETE → confirmingDelete → CONFIRM_DELETE → deleting → deleted
 * (then `returnToList`); CANCEL_DELETE goes back to editing. Counters are never lowered.
 *
 * Nothing runs twice: while saving, after the save (until the list shows) and while deleting, a
 * further SUBMIT or CONFIRM_DELETE is ignored. A field's error disappears as soon as that field
 * changes (FIELD_CHANGED).
 *
 * Two people editing one record: a save is based on the version the form opened (records/recordVersion)
 * and goes through only while the record is still that version. When someone else saved or deleted it
 * meanwhile, the machine goes to `conflict`, holding the record as it is now, with the carer's typed
 * values kept: SUBMIT then saves them over the current version (knowingly), USE_CURRENT puts the
 * current values in the form; a deleted record cannot be saved back (it would come back without its
 * count), only left or copied from.
 *
 * Injected actors: `loadRecord` (kind, key → the record with its version, or null), `updateRecord`
 * (→ saved, or what is there now), `deleteRecord`.
 */

export interface RecordKeyInput {
  readonly kind: RecordKind;
  readonly key: string;
}

export interface UpdateRecordInput extends RecordKeyInput {
  readonly record: AnyCheckedRecord;
  /** The version the save is based on (recordVersion's LoadedRecord.version). */
  readonly version: string;
}

export interface EditRecordFormContext {
  readonly kind: RecordKind;
  readonly key: string;
  /** The record as loaded, then the values last submitted. */
  readonly values: RecordFormValues;
  readonly fieldErrors: RecordFieldErrors;
  /** The record as loaded (or as it is now, after USE_CURRENT). */
  readonly record: AnyRecord | null;
  /** The last SUBMIT's values, checked, when they passed (null when they did not). */
  readonly checked: AnyCheckedRecord | null;
  /** The version of the stored record the next save is based on. */
  readonly version: string | null;
  /** How many times the form's values were set from the stored record (loaded, or USE_CURRENT). */
  readonly formFilled: number;
  /** After a save found the record changed or deleted: what is stored now (null: deleted). */
  readonly conflict: { readonly current: LoadedRecord | null } | null;
  readonly errorMessage: string | null;
}

export type EditRecordFormEvent =
  | { readonly type: 'SUBMIT'; readonly values: RecordFormValues }
  | { readonly type: 'REQUEST_DELETE' }
  | { readonly type: 'CONFIRM_DELETE' }
  | { readonly type: 'CANCEL_DELETE' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'USE_CURRENT' }
  | { readonly type: 'FIELD_CHANGED'; readonly field: string };

export const editSuccessDelayMs = 3000;

export const editRecordFormMachine = setup({
  types: {
    tags: {} as
      | 'loading'
      | 'loadFailed'
      | 'notFound'
      | 'saving'
      | 'saved'
      | 'deleting'
      | 'deleteQuestion'
      | 'conflict',
    context: {} as EditRecordFormContext,
    events: {} as EditRecordFormEvent,
    input: {} as RecordKeyInput,
  },
  actors: {
    loadRecord: promiseToProvide<LoadedRecord | null, RecordKeyInput>('loadRecord'),
    updateRecord: promiseToProvide<UpdateOutcome, UpdateRecordInput>('updateRecord'),
    deleteRecord: promiseToProvide<void, RecordKeyInput>('deleteRecord'),
  },
  delays: {
    editSuccessDelay: editSuccessDelayMs,
  },
  guards: {
    hasValidKey: ({ context }) => isRecordKeyOf(context.kind, context.key),
    judgedValid: ({ context }) => context.checked !== null,
    /** The conflict's record still exists (a deleted one is not saved back). */
    stillStored: ({ context }) => context.conflict?.current != null,
  },
  actions: {
    /** Provided by the screen: navigate back to the list. */
    returnToList: () => undefined,
    /** The one validation of a SUBMIT: its values kept, and either the checked record or the field errors. */
    judgeValues: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const result = validateRecord(context.kind, 'edit', event.values);
      return {
        values: event.values,
        fieldErrors: result.valid ? {} : result.errors,
        errorMessage: null,
        checked: result.valid ? result.value : null,
      };
    }),
    forgetFailure: assign({ errorMessage: null }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return { fieldErrors: withoutFieldError(context.fieldErrors, event.field) };
    }),
  },
}).createMachine({
  id: 'editRecordForm',
  context: ({ input }) => ({
    kind: input.kind,
    key: input.key,
    values: {},
    fieldErrors: {},
    record: null,
    checked: null,
    version: null,
    formFilled: 0,
    conflict: null,
    errorMessage: null,
  }),
  initial: 'checkingKey',
  on: {
    FIELD_CHANGED: { actions: 'forgetFieldError' },
  },
  states: {
    /** A key that is not one of this kind's keys is never read. */
    checkingKey: {
      tags: ['loading'],
      always: [{ guard: 'hasValidKey', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ kind: context.kind, key: context.key }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'editing',
            actions: assign(({ context, event }) => {
              const loaded = event.output as LoadedRecord;
              return {
                record: loaded.record,
                version: loaded.version,
                values: { ...(loaded.record as unknown as Record<string, string>) },
                formFilled: context.formFilled + 1,
              };
            }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({
            errorMessage: ({ event }) => describeRecordError(event.error, 'load'),
          }),
        },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { RETRY: { target: 'loading', actions: 'forgetFailure' } },
    },
    notFound: { tags: ['notFound'] },
    editing: {
      on: {
        SUBMIT: { target: 'judging', actions: 'judgeValues' },
        REQUEST_DELETE: { target: 'confirmingDelete', actions: 'forgetFailure' },
      },
    },
    judging: {
      always: [{ guard: 'judgedValid', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'updateRecord',
        src: 'updateRecord',
        input: ({ context }) => ({
          kind: context.kind,
          key: context.key,
          record: context.checked as AnyCheckedRecord,
          version: context.version as string,
        }),
        onDone: [
          { guard: ({ event }) => event.output.saved, target: 'saved' },
          {
            target: 'conflict',
            actions: assign(({ event }) => {
              const current = event.output.saved ? null : event.output.current;
              return { conflict: { current }, version: current?.version ?? null };
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            errorMessage: ({ event }) => describeRecordError(event.error, 'save'),
          }),
        },
      },
    },
    /** `recordTexts.saved` shows for `editSuccessDelayMs`, then back to the list. */
    saved: {
      tags: ['saved'],
      after: { editSuccessDelay: 'returned' },
    },
    returned: {
      tags: ['saved'],
      type: 'final',
      entry: 'returnToList',
    },
    failed: {
      on: {
        SUBMIT: { target: 'judging', actions: 'judgeValues' },
        REQUEST_DELETE: { target: 'confirmingDelete', actions: 'forgetFailure' },
      },
    },
    /**
     * Someone else saved or deleted the record since the form opened: who and when (recordVersion's
     * `conflictMessage`), the current values beside the carer's.
     */
    /** Values typed over a conflict: saved over the current version when valid, else the conflict stays. */
    judgingOverConflict: {
      always: [
        { guard: 'judgedValid', target: 'saving', actions: assign({ conflict: null }) },
        { target: 'conflict' },
      ],
    },
    conflict: {
      tags: ['conflict'],
      on: {
        SUBMIT: { guard: 'stillStored', target: 'judgingOverConflict', actions: 'judgeValues' },
        USE_CURRENT: {
          guard: 'stillStored',
          target: 'editing',
          actions: assign(({ context }) => {
            const current = context.conflict?.current as LoadedRecord;
            return {
              record: current.record,
              version: current.version,
              values: { ...(current.record as unknown as Record<string, string>) },
              fieldErrors: {},
              formFilled: context.formFilled + 1,
              conflict: null,
            };
          }),
        },
        REQUEST_DELETE: {
          guard: 'stillStored',
          target: 'confirmingDelete',
          actions: assign({ conflict: null, errorMessage: null }),
        },
      },
    },
    /** The question before a delete (whether the carer is sure). */
    confirmingDelete: {
      tags: ['deleteQuestion'],
      on: {
        CONFIRM_DELETE: 'deleting',
        CANCEL_DELETE: 'editing',
      },
    },
    deleting: {
      tags: ['deleting', 'deleteQuestion'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => ({ kind: context.kind, key: context.key }),
        onDone: { target: 'deleted' },
        onError: {
          target: 'failed',
          actions: assign({
            errorMessage: ({ event }) => describeRecordError(event.error, 'delete'),
          }),
        },
      },
    },
    deleted: {
      type: 'final',
      entry: 'returnToList',
    },
  },
});
