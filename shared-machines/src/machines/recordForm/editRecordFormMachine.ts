import { assign, setup } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import { describeRecordError } from '../../records/recordMessages';
import type { RecordKind } from '../../domain/recordTypes';
import type { RecordFieldErrors, RecordFormValues } from '../../records/recordValidation';
import { isRecordKeyOf, validateRecord } from '../../records/recordValidation';
import type { AnyRecord } from '../../domain/recordTypes';
import { withoutFieldError } from '../../records/recordValidation';

/**
 * An edit screen of the carers' area. The record's key travels in the address (`?key=`), so the
 * screen first loads the record by key: an unknown or malformed key ends in `notFound` (the screen
 * shows a message and a way back) without any write. Then (docs/product.md: The carers' screens over time): on a valid submit the record
 * is overwritten, 'Dados guardados com sucesso' shows, and after 3 s ('editSuccessDelay') the
 * injected action `returnToList` navigates back to the list. A failed write goes to `failed` with a
 * Portuguese message, the typed values kept.
 *
 * Deleting asks first: REQUEST_DELETE → confirmingDelete → CONFIRM_DELETE → deleting → deleted
 * (then `returnToList`); CANCEL_DELETE goes back to editing. Counters are never lowered.
 *
 * Nothing runs twice: while saving, after the save (until the list shows) and while deleting, a
 * further SUBMIT or CONFIRM_DELETE is ignored. A field's error disappears as soon as that field
 * changes (FIELD_CHANGED).
 *
 * Injected actors: `loadRecord` (kind, key → record or null), `updateRecord`, `deleteRecord`.
 */

export interface RecordKeyInput {
  readonly kind: RecordKind;
  readonly key: string;
}

export interface UpdateRecordInput extends RecordKeyInput {
  readonly record: AnyRecord;
}

export interface EditRecordFormContext {
  readonly kind: RecordKind;
  readonly key: string;
  /** The record as loaded, then the values last submitted. */
  readonly values: RecordFormValues;
  readonly fieldErrors: RecordFieldErrors;
  readonly record: AnyRecord | null;
  readonly errorMessage: string | null;
}

export type EditRecordFormEvent =
  | { readonly type: 'SUBMIT'; readonly values: RecordFormValues }
  | { readonly type: 'REQUEST_DELETE' }
  | { readonly type: 'CONFIRM_DELETE' }
  | { readonly type: 'CANCEL_DELETE' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'FIELD_CHANGED'; readonly field: string };

export const editSuccessDelayMs = 3000;

export const editRecordFormMachine = setup({
  types: {
    tags: {} as
      'loading' | 'loadFailed' | 'notFound' | 'saving' | 'saved' | 'deleting' | 'deleteQuestion',
    context: {} as EditRecordFormContext,
    events: {} as EditRecordFormEvent,
    input: {} as RecordKeyInput,
  },
  actors: {
    loadRecord: promiseToProvide<AnyRecord | null, RecordKeyInput>('loadRecord'),
    updateRecord: promiseToProvide<void, UpdateRecordInput>('updateRecord'),
    deleteRecord: promiseToProvide<void, RecordKeyInput>('deleteRecord'),
  },
  delays: {
    editSuccessDelay: editSuccessDelayMs,
  },
  guards: {
    hasValidKey: ({ context }) => isRecordKeyOf(context.kind, context.key),
    isValid: ({ context, event }) =>
      event.type === 'SUBMIT' && validateRecord(context.kind, 'edit', event.values).valid,
  },
  actions: {
    /** Provided by the screen: navigate back to the list. */
    returnToList: () => undefined,
    acceptValues: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = validateRecord(context.kind, 'edit', event.values);
      return {
        values: event.values,
        fieldErrors: {},
        errorMessage: null,
        record: result.valid ? result.value : null,
      };
    }),
    refuseValues: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = validateRecord(context.kind, 'edit', event.values);
      return {
        values: event.values,
        fieldErrors: result.valid ? {} : result.errors,
        errorMessage: null,
      };
    }),
    forgetFailure: assign({ errorMessage: null }),
    forgetFieldError: assign(({ context, event }) =>
      event.type === 'FIELD_CHANGED'
        ? { fieldErrors: withoutFieldError(context.fieldErrors, event.field) }
        : {},
    ),
  },
}).createMachine({
  id: 'editRecordForm',
  context: ({ input }) => ({
    kind: input.kind,
    key: input.key,
    values: {},
    fieldErrors: {},
    record: null,
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
            actions: assign(({ event }) => ({
              record: event.output,
              values: { ...(event.output as unknown as Record<string, string>) },
            })),
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
        SUBMIT: [
          { guard: 'isValid', target: 'saving', actions: 'acceptValues' },
          { target: 'editing', actions: 'refuseValues' },
        ],
        REQUEST_DELETE: { target: 'confirmingDelete', actions: 'forgetFailure' },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'updateRecord',
        src: 'updateRecord',
        input: ({ context }) => ({
          kind: context.kind,
          key: context.key,
          record: context.record as AnyRecord,
        }),
        onDone: { target: 'saved' },
        onError: {
          target: 'failed',
          actions: assign({
            errorMessage: ({ event }) => describeRecordError(event.error, 'save'),
          }),
        },
      },
    },
    /** 'Dados guardados com sucesso' shows for 3 s, then back to the list. */
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
        SUBMIT: [
          { guard: 'isValid', target: 'saving', actions: 'acceptValues' },
          { target: 'editing', actions: 'refuseValues' },
        ],
        REQUEST_DELETE: { target: 'confirmingDelete', actions: 'forgetFailure' },
      },
    },
    /** 'Tem a certeza que quer apagar este contacto?' */
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
