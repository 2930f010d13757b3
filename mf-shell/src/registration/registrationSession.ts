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
 * registration (and its 'Sucesso') must survive that.
 */
let current: {
  readonly suffix: string;
  readonly backend: BackendPorts;
  readonly actor: RegistrationActorRef;
} | null = null;

export function registrationActorFor(backend: BackendPorts, suffix: string): RegistrationActorRef {
  if (current && current.suffix === suffix && current.backend === backend) return current.actor;
  current?.actor.stop();
  const actor = createActor(provideRegistrationEffects(backend, privacyNoticeVersion), {
    input: { suffix },
  }).start();
  current = { suffix, backend, actor };
  return actor;
}

/**
 * The suffix of a registration that is creating the account or has just done so: its screen stays
 * (with 'Sucesso') even though the person is now signed in.
 */
export function finishedRegistrationSuffix(): string | null {
  if (!current) return null;
  const snapshot = current.actor.getSnapshot();
  return snapshot.matches('submitting') || snapshot.matches('succeeded') ? current.suffix : null;
}

/** Called when the shell shows anything else: the next visit starts afresh. */
export function forgetRegistration(): void {
  current?.actor.stop();
  current = null;
}
