import type { CardMembership } from '@amparo/shared-machines';
import { cardDosesOfDay, cardKeyOf, cardNodes, newCard } from '@amparo/shared-machines';
import { cardAppointment, cardSummaryOn } from '@amparo/shared-machines/records';
import { readAppointments } from '@amparo/shared-machines/patient';
import type { PersonLists } from './summaryOfLists';
import { canonical, summaryOfLists } from './summaryOfLists';

/**
 * A person's card in a carer's console (`carerOverview/{carer}/{person}`, shared-machines'
 * domain/overviewCards), built whole from her data as the administrator reads it: what a client would
 * have written there had it kept the card from the start. Pure; the rebuild, the links the carer
 * commands write and the demo seed all build cards here, so they agree on what a card holds.
 */
export interface PersonCardSources {
  /** `members/{uid}`: a card needs her registration name and `since`. */
  readonly member: unknown;
  /**
   * Her summary: as stored (`Newdata_{uid}/resumo`) or as the rebuild computed it. When it is not an
   * object (no summary yet), the card gets the one computed from her lists, as the rebuild would write.
   */
  readonly summary: unknown;
  readonly lists: PersonLists;
  /** `Newdata_{uid}/tomas/{today}`: the doses she took today (null when none). */
  readonly dosesToday: unknown;
  /** Today on the association's calendar ('YYYY-MM-DD', associationDayAt). */
  readonly today: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Her name and `since` from `members/{uid}`, or null when either is missing (no card can be made). */
export function cardMembership(member: unknown): CardMembership | null {
  if (!isObject(member)) return null;
  const { name, since } = member;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof since !== 'number' || !Number.isFinite(since)) return null;
  return { name, since };
}

/**
 * Her appointments on `today` or later, as a card keeps them (cardAppointment), by their key on a card.
 * Read through the screens' reader, so an appointment is on the card exactly when the summary counts
 * it; one whose day cannot be read is left out, as a client's copy leaves it out.
 */
export function upcomingAppointments(appointments: unknown, today: string): Record<string, string> {
  const upcoming: Record<string, string> = {};
  for (const { key, value } of readAppointments(appointments)) {
    const cardKey = cardKeyOf('appointment', key);
    const card = cardAppointment(value);
    if (cardKey !== null && card !== null && card.slice(0, 10) >= today) upcoming[cardKey] = card;
  }
  return upcoming;
}

/** Her card, or null when she has no membership to show (the console then reads her data itself). */
export function personCard(sources: PersonCardSources): Record<string, unknown> | null {
  const membership = cardMembership(sources.member);
  if (membership === null) return null;
  const card = newCard(membership);
  card[cardNodes.summary] = cardSummaryOn(
    isObject(sources.summary) ? sources.summary : summaryOfLists(sources.lists),
    sources.today,
  );
  const dosesToday = cardDosesOfDay(sources.dosesToday);
  if (dosesToday !== null) card[cardNodes.dosesTaken] = { [sources.today]: dosesToday };
  const appointments = upcomingAppointments(sources.lists.consultas, sources.today);
  if (Object.keys(appointments).length > 0) card[cardNodes.appointments] = appointments;
  return card;
}

/** A value as the database would keep it: no nulls, no empty objects (it stores neither). */
export function storedForm(value: unknown): unknown {
  if (!isObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const stored = storedForm(child);
    if (stored === null || stored === undefined) continue;
    if (isObject(stored) && Object.keys(stored).length === 0) continue;
    kept[key] = stored;
  }
  return kept;
}

/** Whether `stored` (as read) is exactly `value` once written: then writing it would change nothing. */
export function isStoredAs(stored: unknown, value: unknown): boolean {
  const written = storedForm(value);
  const empty = isObject(written) && Object.keys(written).length === 0;
  if (stored === null || stored === undefined) return written === null || empty;
  return canonical(stored) === canonical(written);
}
