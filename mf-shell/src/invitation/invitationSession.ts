import { createActor } from 'xstate';
import {
  provideInvitationAcceptanceEffects,
  type BackendPorts,
  type InvitationAcceptanceActorRef,
} from '@amparo/shared-machines';

/**
 * The acceptance in progress on this page, kept outside React as the registration's is
 * (registrationSession.ts): creating her account signs the relative in, and root-config may unmount
 * and remount the shell while the new session settles; the acceptance must survive that.
 */
let current: {
  readonly backend: BackendPorts;
  readonly actor: InvitationAcceptanceActorRef;
} | null = null;

/**
 * The acceptance for this page, started with the code `arrivedWith` reads ('' if none), once.
 * `onJoined` runs when she has joined, whatever the shell shows then: her session has become a
 * relative's, and root-config may already have put her section in the acceptance screen's place.
 */
export function invitationActorFor(
  backend: BackendPorts,
  arrivedWith: () => string,
  onJoined: () => void,
): InvitationAcceptanceActorRef {
  if (current && current.backend === backend) return current.actor;
  current?.actor.stop();
  const actor = createActor(provideInvitationAcceptanceEffects(backend), {
    input: { code: arrivedWith(), joinAs: 'newAccount' },
  });
  actor.subscribe({
    complete: () => {
      if (actor.getSnapshot().hasTag('joined')) onJoined();
    },
  });
  actor.start();
  current = { backend, actor };
  return actor;
}

/** Whether her account is being made or she has just joined: the screen stays while she is signed in. */
export function invitationJoinInProgress(): boolean {
  if (!current) return false;
  const snapshot = current.actor.getSnapshot();
  return snapshot.hasTag('joining') || snapshot.hasTag('joined');
}

/** Called when the shell shows anything else: the next visit starts afresh. */
export function forgetInvitation(): void {
  current?.actor.stop();
  current = null;
}
