import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import {
  hasAccountProblems,
  newAccountProblems,
  type AccountFieldErrors,
  type NewAccountFields,
} from '../../domain/accountFields';
import { invitationStatus, type InvitationStatus } from '../../domain/invitationStatus';
import { familyInvitationTexts } from '../../texts/familyInvitationTexts';

/**
 * A relative accepting an invitation to a person's family circle: she followed the link (or typed the
 * code) she was given, and creates her account through it (docs/family-circle.md).
 *
 *   checking ──open──▶ ready ──SUBMIT (fields valid)──▶ joining ──done──▶ joined (final)
 *      │   └─used / expired / unknown──▶ refused        └─error─▶ checking (joinFailed, if still open)
 *      └─error─▶ checkFailed ──RETRY──▶ checking
 *
 * `readInvitation` hashes the code and reads `invitations/{codeHash}` with the server's time; the
 * invitation's worth (domain/invitationStatus) decides whether she may go on, so that she is told why
 * not before she fills anything. `joinCircle` creates her account and writes `joinCirclePatch` in one
 * update; the rules decide. A refused join is checked again: an invitation used or revoked meanwhile
 * then says so, one still open lets her try again with the failure shown.
 */
export interface InvitationAcceptanceInput {
  readonly code: string;
}

export interface InvitationRead {
  readonly codeHash: string;
  /** What `invitations/{codeHash}` holds (null when nothing). */
  readonly invitation: unknown;
  /** The server's time when it was read (ms). */
  readonly now: number;
}

export interface JoinRequest {
  readonly codeHash: string;
  readonly personUid: string;
  readonly account: NewAccountFields;
}

export interface InvitationAcceptanceContext {
  readonly code: string;
  readonly codeHash: string | null;
  readonly personUid: string | null;
  /** Why she may not join (refused), once known. */
  readonly refusal: Exclude<InvitationStatus, 'open'> | null;
  readonly fieldErrors: AccountFieldErrors;
  readonly account: NewAccountFields | null;
  /** The last failure (`familyInvitationTexts`), until the next try. */
  readonly error: string | null;
}

export type InvitationAcceptanceEvent =
  { readonly type: 'SUBMIT'; readonly account: NewAccountFields } | { readonly type: 'RETRY' };

const refusalTexts: Readonly<Record<Exclude<InvitationStatus, 'open'>, string>> = {
  used: familyInvitationTexts.usedCode,
  expired: familyInvitationTexts.expiredCode,
  unknown: familyInvitationTexts.unknownCode,
};

/** The text a refused invitation shows. */
export function refusalText(refusal: Exclude<InvitationStatus, 'open'>): string {
  return refusalTexts[refusal];
}

function statusOf(read: InvitationRead): InvitationStatus {
  return invitationStatus(read.invitation, read.now);
}

function personOf(read: InvitationRead): string | null {
  const person = (read.invitation as { person?: unknown } | null)?.person;
  return typeof person === 'string' ? person : null;
}

export const invitationAcceptanceMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as InvitationAcceptanceContext,
    events: {} as InvitationAcceptanceEvent,
    input: {} as InvitationAcceptanceInput,
  },
  actors: {
    readInvitation: promiseToProvide<InvitationRead, { readonly code: string }>('readInvitation'),
    joinCircle: promiseToProvide<void, JoinRequest>('joinCircle'),
  },
  guards: {
    isOpen: ({ event }) =>
      statusOf((event as unknown as { output: InvitationRead }).output) === 'open',
    fieldsValid: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return !hasAccountProblems(newAccountProblems(event.account));
    },
  },
}).createMachine({
  id: 'invitationAcceptance',
  context: ({ input }) => ({
    code: input.code,
    codeHash: null,
    personUid: null,
    refusal: null,
    fieldErrors: {},
    account: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'readInvitation',
        src: 'readInvitation',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: 'isOpen',
            target: 'ready',
            actions: assign(({ event }) => ({
              codeHash: event.output.codeHash,
              personUid: personOf(event.output),
            })),
          },
          {
            target: 'refused',
            actions: assign(({ event }) => ({
              refusal: statusOf(event.output) as Exclude<InvitationStatus, 'open'>,
              error: null,
            })),
          },
        ],
        onError: {
          target: 'checkFailed',
          actions: assign({ error: familyInvitationTexts.checkFailed }),
        },
      },
    },
    checkFailed: {
      on: { RETRY: { target: 'checking', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        SUBMIT: [
          {
            guard: 'fieldsValid',
            target: 'joining',
            actions: assign(({ event }) => ({
              account: event.account,
              fieldErrors: {},
              error: null,
            })),
          },
          {
            actions: assign(({ event }) => ({ fieldErrors: newAccountProblems(event.account) })),
          },
        ],
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinCircle',
        src: 'joinCircle',
        input: ({ context }) => ({
          codeHash: context.codeHash ?? '',
          personUid: context.personUid ?? '',
          account: context.account as NewAccountFields,
        }),
        onDone: 'joined',
        onError: {
          target: 'checking',
          actions: assign({ error: familyInvitationTexts.joinFailed }),
        },
      },
    },
    refused: { type: 'final' },
    joined: { type: 'final' },
  },
});

export type InvitationAcceptanceActorRef = ActorRefFrom<typeof invitationAcceptanceMachine>;
export type InvitationAcceptanceSnapshot = SnapshotFrom<typeof invitationAcceptanceMachine>;
