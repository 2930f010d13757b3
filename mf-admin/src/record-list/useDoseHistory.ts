import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { doseCorrectionsRoot, dosesTakenRoot } from '@amparo/shared-machines/records';
import { liveValueMachine } from '@amparo/shared-machines/patient';
import { useServices } from '@amparo/shared-ui';
import { doseHistoryQuery, readCorrectedDoseHistory, type DoseHistory } from './doseHistory';

/** The two key-range reads the adherence needs, sent on together once both have come. */
interface DosesAndCorrections {
  readonly doses: unknown;
  readonly corrections: unknown;
}

/**
 * A person's doses taken over the adherence's days up to `today`, live: one key-range query of
 * `Newdata_{uid}/tomas` (doseHistoryQuery) and the same of `tomasCorrigidas` (a corrected dose is not
 * taken), through the live-value machine. Null until both have come, or
 * when it was refused (the list then shows no adherence rather than a wrong one). The query is made
 * once per mount: a new `today` needs a new mount (key the component by it).
 */
export function useDoseHistory(uid: string, today: string): DoseHistory | null {
  const { backend } = useServices();
  const machine = useMemo(
    () =>
      liveValueMachine.provide({
        actors: {
          subscribeToValue: fromCallback<EventObject>(({ sendBack }) => {
            const query = doseHistoryQuery(today);
            const held: { doses?: unknown; corrections?: unknown } = {};
            const send = () => {
              if ('doses' in held && 'corrections' in held) {
                const value: DosesAndCorrections = {
                  doses: held.doses,
                  corrections: held.corrections,
                };
                sendBack({ type: 'VALUE', value });
              }
            };
            const failed = (error: { code: string }) =>
              sendBack({ type: 'FAILED', code: error.code });
            const stopDoses = backend.database.subscribeQuery(
              dosesTakenRoot(uid),
              query,
              (value) => {
                held.doses = value;
                send();
              },
              failed,
            );
            const stopCorrections = backend.database.subscribeQuery(
              doseCorrectionsRoot(uid),
              query,
              (value) => {
                held.corrections = value;
                send();
              },
              failed,
            );
            return () => {
              stopCorrections();
              stopDoses();
            };
          }),
        },
      }),
    [backend.database, uid, today],
  );
  const actor = useActorRef(machine);
  const live = useSelector(actor, (snapshot) => snapshot.hasTag('live'));
  const value = useSelector(actor, (snapshot) => snapshot.context.value);
  return useMemo(() => {
    if (!live || value === null || typeof value !== 'object') return null;
    const { doses, corrections } = value as DosesAndCorrections;
    return readCorrectedDoseHistory(doses, corrections);
  }, [live, value]);
}
