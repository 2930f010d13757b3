import type { DoseReminderActorRef } from '@amparo/shared-machines/patient';

/**
 * The page's running dose-reminder actor, published by the chrome (which runs it on every screen of a
 * person's session) for home's 'Hoje' panel, which shows the same day. Both exposed modules of the
 * shell share this module, so they share the actor; null while no person is signed in.
 */
let current: DoseReminderActorRef | null = null;
const listeners = new Set<() => void>();

export function publishDoseReminders(actor: DoseReminderActorRef | null): void {
  current = actor;
  for (const listener of listeners) listener();
}

export function currentDoseReminders(): DoseReminderActorRef | null {
  return current;
}

export function subscribeToDoseReminders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
