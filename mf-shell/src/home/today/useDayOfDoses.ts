import { useSelector } from '@xstate/react';
import type {
  Dose,
  DoseReminderActorRef,
  DoseReminderSnapshot,
} from '@amparo/shared-machines/patient';

const noDoses: readonly Dose[] = [];

function dosesOf(snapshot: DoseReminderSnapshot | undefined): readonly Dose[] {
  return snapshot?.context.doses ?? noDoses;
}

/** Today's doses with their status, live; null while the reminders have not started. */
export function useDayOfDoses(actor: DoseReminderActorRef | null): {
  readonly doses: readonly Dose[];
  readonly known: boolean;
} {
  const doses = useSelector(actor ?? undefined, dosesOf);
  const known = useSelector(
    actor ?? undefined,
    (snapshot) => snapshot !== undefined && snapshot.hasTag('dayKnown'),
  );
  return { doses, known: known ?? false };
}
