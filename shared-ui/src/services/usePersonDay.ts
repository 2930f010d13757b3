import { useSyncExternalStore } from 'react';
import type { DoseReminderActorRef } from '@amparo/shared-machines/patient';
import { useServices } from './ServicesContext';

/**
 * The signed-in person's running day (the root's `services.day`): the reminder actor her doses and
 * reminders come from; null for a carer, while signed out, and while it is loading.
 */
export function usePersonDay(): DoseReminderActorRef | null {
  const { day } = useServices();
  return useSyncExternalStore(day.subscribe, day.current, () => null);
}
