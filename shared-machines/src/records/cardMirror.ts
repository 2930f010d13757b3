import { associationDayAt } from '../domain/doseSchedule';
import { cardChanges, cardPatch } from '../domain/overviewCardChanges';
import { carersOf, personCarersPath } from '../domain/overviewCards';
import type { DatabasePort } from '../ports/backendPorts';

/**
 * Copies a write to a person's data onto her cards in her carers' consoles (domain/overviewCards):
 * `patch` is relative to `Newdata_{uid}`, as written there; whatever of it a card holds is written, in
 * one update, under the card of every carer in `personCarers/{uid}`. Called after her data's own write
 * succeeded and not waited for by it: a card that could not be written fails no save, and the
 * administrator's rebuild writes it whole. Resolves when written, or at once when nothing is on a card.
 */
export type CardMirror = (patch: Readonly<Record<string, unknown>>) => Promise<void>;

export function createCardMirror(
  database: DatabasePort,
  personUid: string,
  now: () => Date = () => new Date(),
): CardMirror {
  return async (patch) => {
    const changes = cardChanges(patch, associationDayAt(now()).date);
    if (Object.keys(changes).length === 0) return;
    const carers = carersOf(await database.get(personCarersPath(personUid)));
    const update = cardPatch(carers, personUid, changes);
    if (Object.keys(update).length > 0) await database.update('', update);
  };
}
