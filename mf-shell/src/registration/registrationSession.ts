import { createActor } from 'xstate';
import {
  privacyNoticeVersion,
  provideRegistrationEffects,
  type BackendPorts,
  type RegistrationActorRef,
} from '@amparo/shared-machines';

/**
 * The registration in progress on this page, kept outside React: creating the account signs the
 * person in, and root-config may unmount and remount the shell while the new session settles. The
 * registration (and its registrationTexts.succeeded) must survive that.
 */
let current: {
  readonly associationCode: string;
  readonly backend: BackendPorts;
  readonly actor: RegistrationActorRef;
} | null = null;

export function registrationActorFor(
  backend: BackendPorts,
  associationCode: string,
): RegistrationActorRef {
  if (current && current.associationCode === associationCode && current.backend === backend)
    return current.actor;
  current?.actor.stop();
  const actor = createActor(provideRegistrationEffects(backend, privacyNoticeVersion), {
    input: { associationCode },
  }).start();
  current = { associationCode, backend, actor };
  return actor;
}

/**
 * The association's code of a registration that is creating the account or has just done so: its
 * screen stays (with registrationTexts.succeeded) even though the person is now signed in.
 */
export function finishedRegistrationAssociationCode(): string | null {
  if (!current) return null;
  const snapshot = current.actor.getSnapshot();
  return snapshot.hasTag('submitting') || snapshot.hasTag('succeeded')
    ? current.associationCode
    : null;
}

/** Called when the shell shows anything else: the next visit starts afresh. */
export function forgetRegistration(): void {
  current?.actor.stop();
  current = null;
}
