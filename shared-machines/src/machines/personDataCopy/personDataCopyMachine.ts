import { assign, fromPromise, setup } from 'xstate';
import type { PersonDataCopy } from '../../records/personDataCopy';

/** Whose copy: the person's uid. */
export interface PersonDataCopyInput {
  readonly uid: string;
}

export interface PersonDataCopyContext {
  readonly uid: string;
  readonly copy: PersonDataCopy | null;
  /** Whether this export was already logged in her access log (once per screen). */
  readonly logged: boolean;
}

export type PersonDataCopyEvent =
  | { readonly type: 'RETRY' }
  | { readonly type: 'DOWNLOAD' }
  | { readonly type: 'OPEN_PRINTABLE' }
  | { readonly type: 'PRINT' };

/**
 * A carer's export of one person's data: the copy is read once ('prepareCopy', provided by the screen)
 * when the screen opens; a failure offers to try again. Once ready, the carer downloads the file
 * ('saveFile') or opens the printable version, which prints ('print') only when asked again. The first
 * download or opening of the printable version is logged in her access log ('logExport'), once.
 */
export const personDataCopyMachine = setup({
  types: {
    input: {} as PersonDataCopyInput,
    context: {} as PersonDataCopyContext,
    events: {} as PersonDataCopyEvent,
  },
  actors: {
    prepareCopy: fromPromise<PersonDataCopy, PersonDataCopyInput>(() =>
      Promise.reject(new Error('prepareCopy not provided')),
    ),
  },
  actions: {
    saveFile: () => {},
    print: () => {},
    logExport: () => {},
    markLogged: assign({ logged: true }),
  },
  guards: {
    notLogged: ({ context }) => !context.logged,
  },
}).createMachine({
  id: 'personDataCopy',
  context: ({ input }) => ({ uid: input.uid, copy: null, logged: false }),
  initial: 'preparing',
  states: {
    preparing: {
      tags: ['preparing'],
      invoke: {
        id: 'prepareCopy',
        src: 'prepareCopy',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'ready', actions: assign({ copy: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'preparing' },
    },
    ready: {
      tags: ['ready'],
      initial: 'choosing',
      on: {
        DOWNLOAD: [
          { guard: 'notLogged', actions: ['saveFile', 'logExport', 'markLogged'] },
          { actions: 'saveFile' },
        ],
      },
      states: {
        choosing: {
          on: {
            OPEN_PRINTABLE: [
              { guard: 'notLogged', target: 'printable', actions: ['logExport', 'markLogged'] },
              { target: 'printable' },
            ],
          },
        },
        printable: {
          tags: ['printable'],
          on: { PRINT: { actions: 'print' } },
        },
      },
    },
  },
});
