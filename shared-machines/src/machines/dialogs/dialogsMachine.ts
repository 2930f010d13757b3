import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The dialogs of every inner page: info, emergency, ProBranca, and the question before signing out
 * (whether the person really wants to leave). They open and close independently — one parallel region
 * each. CLOSE_ALL
 * closes every one (on navigation).
 */

export type DialogName = 'info' | 'emergency' | 'probranca' | 'signOut';

export const dialogNames: readonly DialogName[] = ['info', 'emergency', 'probranca', 'signOut'];

export type DialogsEvent =
  | { readonly type: 'OPEN'; readonly dialog: DialogName }
  | { readonly type: 'CLOSE'; readonly dialog: DialogName }
  | { readonly type: 'CLOSE_ALL' };

const region = (name: DialogName) => ({
  initial: 'closed' as const,
  states: {
    closed: {
      on: { OPEN: { guard: { type: 'isFor' as const, params: { dialog: name } }, target: 'open' } },
    },
    open: {
      on: {
        CLOSE: { guard: { type: 'isFor' as const, params: { dialog: name } }, target: 'closed' },
        CLOSE_ALL: { target: 'closed' },
      },
    },
  },
});

export const dialogsMachine = setup({
  types: {
    events: {} as DialogsEvent,
  },
  guards: {
    isFor: ({ event }, params: { readonly dialog: DialogName }) =>
      'dialog' in event && event.dialog === params.dialog,
  },
}).createMachine({
  id: 'dialogs',
  type: 'parallel',
  states: {
    info: region('info'),
    emergency: region('emergency'),
    probranca: region('probranca'),
    signOut: region('signOut'),
  },
});

export type DialogsActorRef = ActorRefFrom<typeof dialogsMachine>;
export type DialogsSnapshot = SnapshotFrom<typeof dialogsMachine>;

export function isDialogOpen(snapshot: DialogsSnapshot, dialog: DialogName): boolean {
  return snapshot.matches({ [dialog]: 'open' } as never);
}
