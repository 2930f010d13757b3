import { fromPromise } from 'xstate';
import { serverTimestamp } from '../../domain/account';
import { doseCorrectionPath, doseCorrectionValue } from '../../domain/doseCorrections';
import {
  cardKeyOf,
  cardNodes,
  overviewCardPath,
  personCarersPath,
} from '../../domain/overviewCards';
import type { DatabasePort } from '../../ports/backendPorts';
import { doseCorrectionMachine, type DoseToCorrect } from './doseCorrectionMachine';

/** Who corrects: the carer's uid and her registered name (`carers/{uid}/name`, which the rules check). */
export interface Corrector {
  readonly uid: string;
  readonly name: string;
}

/**
 * The paths that take the corrected dose off the cards of the person's carers (`personCarers`), as a
 * dose taken is copied onto them (docs/carer-console.md): the card shows only doses taken.
 */
export function cardDoseRemovals(
  carers: unknown,
  dose: DoseToCorrect,
): Readonly<Record<string, null>> {
  const cardKey = cardKeyOf('medication', dose.medicineKey);
  if (cardKey === null || carers === null || typeof carers !== 'object') return {};
  return Object.fromEntries(
    Object.keys(carers).map((carer) => [
      `${overviewCardPath(carer, dose.personUid)}/${cardNodes.dosesTaken}/${dose.date}/${cardKey}/${dose.doseKey}`,
      null,
    ]),
  );
}

/**
 * The correction saved by `corrector`: written once with the server's time; then, not waited for by
 * the carer's answer, the dose off the cards (a card that cannot be changed never fails a correction).
 */
export function provideDoseCorrectionEffects(database: DatabasePort, corrector: Corrector) {
  return doseCorrectionMachine.provide({
    actors: {
      saveCorrection: fromPromise<void, DoseToCorrect>(async ({ input }) => {
        await database.set(
          doseCorrectionPath(input.personUid, input.date, input.medicineKey, input.doseKey),
          doseCorrectionValue(corrector.uid, corrector.name, serverTimestamp),
        );
        void database
          .get(personCarersPath(input.personUid))
          .then((carers) => {
            const removals = cardDoseRemovals(carers, input);
            return Object.keys(removals).length === 0
              ? undefined
              : database.update('', { ...removals });
          })
          .catch(() => undefined);
      }),
    },
  });
}
