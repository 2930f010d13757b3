import { followedPeople, memberPath, overviewCardPath } from '@amparo/shared-machines';
import { associationDayAt } from '@amparo/shared-machines/patient';
import {
  doseCorrectionsPath,
  dosesTakenPath,
  listPath,
  readDayCorrections,
  readTakenDoses,
  summaryPath,
  takenWithoutCorrected,
} from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import type { PersonCardSources } from './personCard';
import { isStoredAs, personCard } from './personCard';

/**
 * The administrator's reads and writes of people's cards in the carers' consoles (personCard builds
 * them): what one person's card is now, from her data, and writing it under her carers' consoles where
 * it differs, so a card already right is not written again and the consoles see no change.
 */

/** Today on the association's calendar, on the target's clock (the same day the clients count in). */
export async function associationToday(admin: AdminBackend): Promise<string> {
  return associationDayAt(new Date(await admin.now())).date;
}

/** What a card is built from, as stored now (today's doses less those a carer corrected as not taken). */
export async function readCardSources(
  admin: AdminBackend,
  uid: string,
  today: string,
): Promise<PersonCardSources> {
  const [member, summary, contactos, consultas, medicamentos, taken, corrections] =
    await Promise.all([
      admin.database.get(memberPath(uid)),
      admin.database.get(summaryPath(uid)),
      admin.database.get(listPath(uid, 'contact')),
      admin.database.get(listPath(uid, 'appointment')),
      admin.database.get(listPath(uid, 'medication')),
      admin.database.get(dosesTakenPath(uid, today)),
      admin.database.get(doseCorrectionsPath(uid, today)),
    ]);
  const dosesToday = takenWithoutCorrected(readTakenDoses(taken), readDayCorrections(corrections));
  return { member, summary, lists: { contactos, consultas, medicamentos }, dosesToday, today };
}

/** Her card as her data stands, or null when she has no membership to show. */
export async function currentCard(
  admin: AdminBackend,
  uid: string,
  today: string,
): Promise<Record<string, unknown> | null> {
  return personCard(await readCardSources(admin, uid, today));
}

/** The carers who follow each person, from `carerPeople` (the links, which the rules trust). */
export function carersByPerson(carerPeople: unknown): Map<string, string[]> {
  const byPerson = new Map<string, string[]>();
  if (carerPeople === null || typeof carerPeople !== 'object') return byPerson;
  for (const [carer, people] of Object.entries(carerPeople as Record<string, unknown>).sort(
    ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
  )) {
    for (const person of followedPeople(people)) {
      const carers = byPerson.get(person) ?? [];
      carers.push(carer);
      byPerson.set(person, carers);
    }
  }
  return byPerson;
}

export interface CardsWritten {
  /** Cards written because they were missing or differed. */
  readonly written: number;
  /** Cards already exactly right. */
  readonly right: number;
  /** Cards removed because she has no membership to show (null card). */
  readonly removed: number;
}

/**
 * `card` as her card in each of `carers`' consoles, in one update, only where the stored card differs;
 * a null card (no membership) removes the stored ones, and the consoles read her data themselves.
 */
export async function writePersonCards(
  admin: AdminBackend,
  uid: string,
  carers: readonly string[],
  card: Record<string, unknown> | null,
): Promise<CardsWritten> {
  const stored = await Promise.all(
    carers.map((carer) => admin.database.get(overviewCardPath(carer, uid))),
  );
  const update: Record<string, unknown> = {};
  let written = 0;
  let right = 0;
  let removed = 0;
  carers.forEach((carer, index) => {
    const current = stored[index] ?? null;
    if (card === null) {
      if (current === null) return;
      update[overviewCardPath(carer, uid)] = null;
      removed += 1;
    } else if (isStoredAs(current, card)) {
      right += 1;
    } else {
      update[overviewCardPath(carer, uid)] = card;
      written += 1;
    }
  });
  if (Object.keys(update).length > 0) await admin.database.patch('', update);
  return { written, right, removed };
}
