import {
  assertEvent,
  assign,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { callbackToProvide, promiseToProvide } from '../actorsToProvide';
import { emailProblem } from '../../domain/accountFields';
import { invitationLifetimeMs } from '../../domain/familyCircle';
import { familyInvitationTexts } from '../../texts/familyInvitationTexts';

/**
 * The person (on her tablet, 'A minha família' → 'Convidar') or her carer inviting a relative by e-mail
 * (domain/familyCircle, docs/family-circle.md).
 *
 *   editing ──SEND (e-mail valid)──▶ issuing ──done──▶ issued ═ waiting ⇄ revoking
 *      ▲  └─SEND (not valid): the field's message   └─error─▶ editing (issueFailed)
 *      │                                     issued ──INVITATION.ACCEPTED──▶ accepted
 *      │                                            ──INVITATION.GONE / revoke done──▶ revoked
 *      │                                            ──after invitationLifetime──▶ expired
 *      └──────────── NEW_INVITATION (from accepted, revoked, expired) ────────────┘
 *
 * `issueInvitation` makes a random code, writes only its hash with the server's time
 * (`invitationRecord`) and answers the code, its hash and `createdAt`; the code is shown once, to be given
 * to the relative. While it is open, `watchInvitation` follows the invitation: it reports
 * INVITATION.ACCEPTED when the relative has used it (she joined the circle as she created her account) and
 * INVITATION.GONE when it was revoked elsewhere (her carer's console). It expires `invitationLifetimeMs`
 * after it was issued, as the rules count it from `createdAt`. 'Cancelar convite' (REVOKE) runs
 * `revokeInvitation` while the watch and the clock go on: a relative who joins meanwhile has joined.
 */
export interface FamilyInvitationInput {
  readonly personUid: string;
}

export interface IssuedInvitation {
  /** The code to give the relative (never stored: the database keeps its hash). */
  readonly code: string;
  readonly codeHash: string;
  /** The server's time it was made (ms). */
  readonly createdAt: number;
}

export interface FamilyInvitationContext {
  readonly personUid: string;
  readonly email: string;
  /** The e-mail field's message after a SEND it refused; null when none. */
  readonly emailError: string | null;
  readonly invitation: IssuedInvitation | null;
  /** The name of the relative who accepted it. */
  readonly relativeName: string | null;
  /** The last failure (`familyInvitationTexts`), until the next try. */
  readonly error: string | null;
}

export type FamilyInvitationEvent =
  | { readonly type: 'EMAIL.CHANGED'; readonly email: string }
  | { readonly type: 'SEND' }
  | { readonly type: 'REVOKE' }
  | { readonly type: 'INVITATION.ACCEPTED'; readonly relativeName: string }
  | { readonly type: 'INVITATION.GONE' }
  | { readonly type: 'NEW_INVITATION' };

function fresh(personUid: string): FamilyInvitationContext {
  return {
    personUid,
    email: '',
    emailError: null,
    invitation: null,
    relativeName: null,
    error: null,
  };
}

export const familyInvitationMachine = setup({
  types: {
    /** What the screen reads: a write runs (its button waits); the code may be shown and given. */
    tags: {} as 'busy' | 'codeShown',
    context: {} as FamilyInvitationContext,
    events: {} as FamilyInvitationEvent,
    input: {} as FamilyInvitationInput,
  },
  actors: {
    issueInvitation: promiseToProvide<
      IssuedInvitation,
      { readonly personUid: string; readonly email: string }
    >('issueInvitation'),
    // It receives nothing; it sends INVITATION.ACCEPTED and INVITATION.GONE.
    watchInvitation: callbackToProvide<EventObject, { readonly codeHash: string }>(
      'watchInvitation',
    ),
    revokeInvitation: promiseToProvide<void, { readonly codeHash: string }>('revokeInvitation'),
  },
  delays: {
    invitationLifetime: invitationLifetimeMs,
  },
  guards: {
    emailIsValid: ({ context }) => emailProblem(context.email) === null,
  },
  actions: {
    noteEmail: assign(({ event }) => {
      assertEvent(event, 'EMAIL.CHANGED');
      return { email: event.email, emailError: null };
    }),
    refuseEmail: assign(({ context }) => ({ emailError: emailProblem(context.email) })),
    startAgain: assign(({ context }) => fresh(context.personUid)),
  },
}).createMachine({
  id: 'familyInvitation',
  context: ({ input }) => fresh(input.personUid),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'EMAIL.CHANGED': { actions: 'noteEmail' },
        SEND: [
          { guard: 'emailIsValid', target: 'issuing', actions: assign({ error: null }) },
          { actions: 'refuseEmail' },
        ],
      },
    },
    issuing: {
      tags: ['busy'],
      invoke: {
        id: 'issueInvitation',
        src: 'issueInvitation',
        input: ({ context }) => ({ personUid: context.personUid, email: context.email.trim() }),
        onDone: { target: 'issued', actions: assign({ invitation: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: familyInvitationTexts.issueFailed }),
        },
      },
    },
    issued: {
      tags: ['codeShown'],
      invoke: {
        id: 'watchInvitation',
        src: 'watchInvitation',
        input: ({ context }) => ({ codeHash: context.invitation?.codeHash ?? '' }),
      },
      after: { invitationLifetime: 'expired' },
      on: {
        'INVITATION.ACCEPTED': {
          target: 'accepted',
          actions: assign(({ event }) => ({ relativeName: event.relativeName, error: null })),
        },
        'INVITATION.GONE': { target: 'revoked', actions: assign({ error: null }) },
      },
      initial: 'waiting',
      states: {
        waiting: { on: { REVOKE: { target: 'revoking', actions: assign({ error: null }) } } },
        revoking: {
          tags: ['busy'],
          invoke: {
            id: 'revokeInvitation',
            src: 'revokeInvitation',
            input: ({ context }) => ({ codeHash: context.invitation?.codeHash ?? '' }),
            onDone: '#familyInvitation.revoked',
            onError: {
              target: 'waiting',
              actions: assign({ error: familyInvitationTexts.revokeFailed }),
            },
          },
        },
      },
    },
    accepted: { on: { NEW_INVITATION: { target: 'editing', actions: 'startAgain' } } },
    revoked: { on: { NEW_INVITATION: { target: 'editing', actions: 'startAgain' } } },
    expired: { on: { NEW_INVITATION: { target: 'editing', actions: 'startAgain' } } },
  },
});

export type FamilyInvitationActorRef = ActorRefFrom<typeof familyInvitationMachine>;
export type FamilyInvitationSnapshot = SnapshotFrom<typeof familyInvitationMachine>;
