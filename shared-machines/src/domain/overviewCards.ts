import { carerLinkPath } from './account';
import { dosesTakenNode, recordLayouts } from './recordTypes';
import { emptySummary, summaryNode } from './summaryLayout';

/**
 * A carer's console reads one node: `carerOverview/{carerUid}`, a card per person they follow, instead
 * of four small reads per person (a listen each: 1,200 for 300 people, which the database client in a
 * tablet's browser takes seconds to handle). A card is a copy, kept by whoever changes the person's data,
 * of what the console shows of her:
 *
 * - `membro`: her registration name and `since` (as `members/{uid}` holds them);
 * - `resumo`: her summary, in the layout of `Newdata_{uid}/resumo` (summaryLayout);
 * - `tomas/{YYYY-MM-DD}`: the doses taken on her latest day, in the layout of `Newdata_{uid}/tomas`;
 * - `consultas/{key}`: the day and time of each of her appointments from today on.
 *
 * The writes to a card are the same path writes as to her own data, under every card of hers
 * (overviewCardChanges.ts), so two people writing at once leave the cards as they leave her data. Who her carers
 * are is `personCarers/{personUid}` (`{ [carerUid]: true }`), written with `carerPeople` when a carer
 * is linked. A person in `carerPeople` without a card (data older than the cards) is followed the old
 * way, by her four reads, until the administrator's rebuild writes her cards.
 */

export const carerOverviewRoot = 'carerOverview';
export const personCarersRoot = 'personCarers';

/** The children of a card. */
export const cardNodes = {
  membership: 'membro',
  summary: summaryNode,
  dosesTaken: dosesTakenNode,
  appointments: recordLayouts.appointment.listNode,
} as const;

/** The appointment fields a card keeps: the console shows when, not what. */
export const cardAppointmentFields = ['data_consulta', 'time_consulta'] as const;

/** `carerOverview/{carerUid}`: every card of the people a carer follows. */
export function carerOverviewPath(carerUid: string): string {
  return `${carerOverviewRoot}/${carerUid}`;
}

/** `carerOverview/{carerUid}/{personUid}`: one person's card in one carer's console. */
export function overviewCardPath(carerUid: string, personUid: string): string {
  return `${carerOverviewPath(carerUid)}/${personUid}`;
}

/** `personCarers/{personUid}`: the carers who follow a person, `{ [carerUid]: true }`. */
export function personCarersPath(personUid: string): string {
  return `${personCarersRoot}/${personUid}`;
}

/** The carers' uids from `personCarers/{personUid}`, in a stable order. */
export function carersOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, linked]) => linked === true)
    .map(([uid]) => uid)
    .sort();
}

/** A person's name and when her days on the platform began, as a card keeps them. */
export interface CardMembership {
  readonly name: string;
  readonly since: number;
}

/** A new card: her membership and an empty summary (no doses, no appointments yet). */
export function newCard(membership: CardMembership): Record<string, unknown> {
  return {
    [cardNodes.membership]: { name: membership.name, since: membership.since },
    [cardNodes.summary]: emptySummary(),
  };
}

/**
 * Linking a carer to a person, as one multi-path update at the root: both indexes and the carer's card
 * of her (`card`, newCard or built from her data). Unlinking is `unlinkCarerPatch`.
 */
export function linkCarerPatch(
  carerUid: string,
  personUid: string,
  card: Record<string, unknown>,
): Record<string, unknown> {
  return {
    [carerLinkPath(carerUid, personUid)]: true,
    [`${personCarersPath(personUid)}/${carerUid}`]: true,
    [overviewCardPath(carerUid, personUid)]: card,
  };
}

/** Removing a carer's link to a person: both indexes and the card. */
export function unlinkCarerPatch(carerUid: string, personUid: string): Record<string, unknown> {
  return {
    [carerLinkPath(carerUid, personUid)]: null,
    [`${personCarersPath(personUid)}/${carerUid}`]: null,
    [overviewCardPath(carerUid, personUid)]: null,
  };
}
