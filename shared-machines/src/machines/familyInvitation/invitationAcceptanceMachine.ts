import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import {
  accountErrorField,
  hasAccountProblems,
  newAccountProblems,
  type AccountField,
  type AccountFieldErrors,
  type NewAccountFields,
} from '../../domain/accountFields';
import { registrationErrorMessage } from '../../domain/authErrors';
import { invitationStatus, type InvitationStatus } from '../../domain/invitationStatus';
import { normalisedInvitationCode } from '../../domain/invitationCode';
import { familyInvitationTexts } from '../../texts/familyInvitationTexts';

/**
 * A relative accepting an invitation to a person's family circle (docs/family-circle.md): signed out, she
 * creates her account through it; already a relative (signed in, `joinAs: 'signedInRelative'`), she only
 * joins one more circle.
 *
 *   enteringCode ──CODE.SUBMIT (a code)──▶ checking ──open──▶ ready ──SUBMIT (fields valid) / JOIN──▶ joining ──done──▶ joined (final)
 *        ▲                                   │   └─used / expired / unknown──▶ refused ──CODE.SUBMIT──▶ checking
 *        └─CODE.SUBMIT (empty): codeMissing  └─error─▶ checkFailed ──RETRY──▶ checking
 *                                                         joining ──error──▶ checking (joinFailed, if still open)
 *                                                         joining ──account refused──▶ ready (under its field)
 *
 * `readInvitation` hashes the code and reads `invitations/{codeHash}` with the server's time; the
 * invitation's worth (domain/invitationStatus) decides whether she may go on, so that she is told why
 * not before she fills anything, and she may type another code. The invitation names the person
 * (`personName`), which the screen shows and the join copies into her reverse entry. `joinCircle` joins
 * the circle in one update (`joinCirclePatch`), creating her account first when she has none (SUBMIT,
 * with the account's fields); a signed-in relative sends JOIN and nothing else. The rules decide. A
 * refused join is checked again: an invitation used or revoked meanwhile then says so, one still open
 * lets her try again with the failure shown.
 */
export type InvitationJoiner = 'newAccount' | 'signedInRelative';

export interface InvitationAcceptanceInput {
  /** The code she arrived with (the address's fragment), or '' to type it. */
  readonly code: string;
  readonly joinAs: InvitationJoiner;
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
  /** The person's name as the invitation carries it (the rules compare the two). */
  readonly personName: string;
  /** Her new account's fields; null when she is already a relative, signed in. */
  readonly account: NewAccountFields | null;
}

export interface InvitationAcceptanceContext {
  readonly joinAs: InvitationJoiner;
  readonly code: string;
  readonly codeHash: string | null;
  readonly personUid: string | null;
  /** The person's name the open invitation carries. */
  readonly personName: string | null;
  /** Why she may not join (refused), once known. */
  readonly refusal: Exclude<InvitationStatus, 'open'> | null;
  readonly fieldErrors: AccountFieldErrors;
  readonly account: NewAccountFields | null;
  /** The code field's message after an empty CODE.SUBMIT. */
  readonly codeError: string | null;
  /** The last failure (`familyInvitationTexts`), until the next try. */
  readonly error: string | null;
}

export type InvitationAcceptanceEvent =
  | { readonly type: 'CODE.SUBMIT'; readonly code: string }
  | { readonly type: 'SUBMIT'; readonly account: NewAccountFields }
  | { readonly type: 'JOIN' }
  | { readonly type: 'RETRY' };

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

function textIn(read: InvitationRead, key: 'person' | 'personName'): string | null {
  const value = (read.invitation as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
}

/** A code typed (or followed): checked, or the field says it is missing. */
const codeSubmitted = [
  { guard: 'codeGiven', target: 'checking', actions: 'takeCode' },
  { actions: 'sayCodeMissing' },
] as const;

export const invitationAcceptanceMachine = setup({
  types: {
    /**
     * What the screens read: a code is wanted (typing it, after a refusal or a failed check); it is
     * being checked; it was refused or could not be checked; the invitation is open (her account's
     * fields, or the button to join); she is joining; she has joined. `busy` while anything runs.
     */
    tags: {} as
      | 'busy'
      | 'codeWanted'
      | 'checking'
      | 'refused'
      | 'checkFailed'
      | 'open'
      | 'joining'
      | 'joined',
    context: {} as InvitationAcceptanceContext,
    events: {} as InvitationAcceptanceEvent,
    input: {} as InvitationAcceptanceInput,
  },
  actors: {
    readInvitation: promiseToProvide<InvitationRead, { readonly code: string }>('readInvitation'),
    joinCircle: promiseToProvide<void, JoinRequest>('joinCircle'),
  },
  actions: {
    takeCode: assign(({ event }) => {
      assertEvent(event, 'CODE.SUBMIT');
      return { code: event.code, codeError: null, error: null };
    }),
    sayCodeMissing: assign({ codeError: familyInvitationTexts.codeMissing }),
  },
  guards: {
    isOpen: ({ event }) =>
      statusOf((event as unknown as { output: InvitationRead }).output) === 'open',
    codeGiven: ({ event }) => {
      assertEvent(event, 'CODE.SUBMIT');
      return normalisedInvitationCode(event.code) !== '';
    },
    makesAccount: ({ context }) => context.joinAs === 'newAccount',
    fieldsValid: ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return (
        context.joinAs === 'newAccount' && !hasAccountProblems(newAccountProblems(event.account))
      );
    },
    signedIn: ({ context }) => context.joinAs === 'signedInRelative',
  },
}).createMachine({
  id: 'invitationAcceptance',
  context: ({ input }) => ({
    joinAs: input.joinAs,
    code: input.code,
    codeHash: null,
    personUid: null,
    personName: null,
    refusal: null,
    fieldErrors: {},
    account: null,
    codeError: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        {
          guard: ({ context }) => normalisedInvitationCode(context.code) !== '',
          target: 'checking',
        },
        { target: 'enteringCode' },
      ],
    },
    enteringCode: {
      tags: ['codeWanted'],
      on: { 'CODE.SUBMIT': codeSubmitted },
    },
    checking: {
      tags: ['busy', 'checking'],
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
              personUid: textIn(event.output, 'person'),
              personName: textIn(event.output, 'personName'),
              refusal: null,
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
      tags: ['codeWanted', 'checkFailed'],
      on: { RETRY: { target: 'checking', actions: assign({ error: null }) } },
    },
    refused: {
      tags: ['codeWanted', 'refused'],
      on: { 'CODE.SUBMIT': codeSubmitted },
    },
    ready: {
      tags: ['open'],
      on: {
        JOIN: { guard: 'signedIn', target: 'joining', actions: assign({ error: null }) },
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
            guard: 'makesAccount',
            actions: assign(({ event }) => ({ fieldErrors: newAccountProblems(event.account) })),
          },
        ],
      },
    },
    joining: {
      tags: ['busy', 'open', 'joining'],
      invoke: {
        id: 'joinCircle',
        src: 'joinCircle',
        input: ({ context }) => ({
          codeHash: context.codeHash ?? '',
          personUid: context.personUid ?? '',
          personName: context.personName ?? '',
          account: context.joinAs === 'newAccount' ? context.account : null,
        }),
        onDone: 'joined',
        onError: [
          {
            // Her account was refused before anything was made (an e-mail already in use, a weak
            // password): said under that field, as the registration says it; the code stays good.
            guard: ({ event }) => accountErrorField(event.error) !== null,
            target: 'ready',
            actions: assign(({ event }) => ({
              fieldErrors: {
                [accountErrorField(event.error) as AccountField]: registrationErrorMessage(
                  event.error,
                ),
              },
            })),
          },
          {
            target: 'checking',
            actions: assign({ error: familyInvitationTexts.joinFailed }),
          },
        ],
      },
    },
    joined: { type: 'final', tags: ['joined'] },
  },
});

export type InvitationAcceptanceActorRef = ActorRefFrom<typeof invitationAcceptanceMachine>;
export type InvitationAcceptanceSnapshot = SnapshotFrom<typeof invitationAcceptanceMachine>;
