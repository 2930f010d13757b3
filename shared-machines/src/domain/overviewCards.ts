import { carerLinkPath, pendingLinkPath } from './account';
import { dosesTakenNode, recordLayouts, type RecordKind } from './recordTypes';
import { emptySummary, summaryNode, summaryScheduleNode } from './summaryLayout';

/**
 * A carer's console reads one node: `carerOverview/{carerUid}`, a card per person they follow, instead
 * of four small reads per person (a listen each: 1,200 for 300 people, which the database client in a
 * tablet's browser takes seconds to handle). A card is a copy, kept by whoever changes the person's data,
 * of what the console shows of her, in a short layout of its own (every byte of it is downloaded 300
 * times when a carer signs in):
 *
 * - `membro`: her registration name and `since` (as `members/{uid}` holds them);
 * - `resumo`: her summary's counts as `Newdata_{uid}/resumo` holds them, and under `horario` each
 *   medicine's dose times and when they were set, as `{h, d}` (cardScheduleFields); `d` only while
 *   it is from today (it tells which of the day's doses are owed only on its own day: cardSummaryOn);
 * - `tomas/{YYYY-MM-DD}/{medicine}/{HHMM}`: `true` for each dose taken on her latest day (the moment is
 *   on her own data; the console only tells taken from not taken);
 * - `consultas/{appointment}`: 'YYYY-MM-DD HH:MM' (or the day alone) for each appointment from today on.
 *
 * Medicines and appointments go by a short key on a card: their kind's letter and number
 * (`medicamento_12` is `m12`, `consulta_ID_3` is `c3`; cardKeyOf). The writes to a card are the same
 * path writes as to her own data, in this layout, under every card of hers (overviewCardChanges.ts),
 * so two people writing at once leave the cards as they leave her data. Who her carers
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

/** The kinds of record a card names by a short key, and the letter that starts it. */
export const cardKeyLetters = { medication: 'm', appointment: 'c' } as const;
export type CardKeyKind = keyof typeof cardKeyLetters;

/** A medicine's dose times on a card: `{ h: horas, d: desde }` (the summary's `horario` entry). */
export const cardScheduleFields = { times: 'h', since: 'd' } as const;

/** What a card holds for a dose taken: that it was. */
export const cardDoseTaken = true;

const recordNumber = /^[0-9]{1,15}$/;

/** A record's key on a card (`medicamento_12` → `m12`); null when it is not a key of that kind. */
export function cardKeyOf(kind: CardKeyKind, recordKey: string): string | null {
  const prefix = recordLayouts[kind].keyPrefix;
  const digits = recordKey.startsWith(prefix) ? recordKey.slice(prefix.length) : '';
  return recordNumber.test(digits) ? `${cardKeyLetters[kind]}${digits}` : null;
}

/** The record's key from its key on a card (`m12` → `medicamento_12`); null when it is not one. */
export function recordKeyOfCard(kind: CardKeyKind, cardKey: string): string | null {
  const letter = cardKeyLetters[kind];
  const digits = cardKey.startsWith(letter) ? cardKey.slice(letter.length) : '';
  return recordNumber.test(digits) ? `${recordLayouts[kind].keyPrefix}${digits}` : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A `horario` entry (`{horas, desde}`, desde possibly the server's time still to come) as a card keeps
 * it; null for none (a medicine without times).
 */
export function cardSchedule(entry: unknown): Record<string, unknown> | null {
  if (!isObject(entry) || entry.horas === undefined) return null;
  return { [cardScheduleFields.times]: entry.horas, [cardScheduleFields.since]: entry.desde };
}

/** A card's `horario` entry back in the summary's layout (`{horas, desde}`); null when it is not one. */
export function scheduleOfCard(entry: unknown): { horas: unknown; desde: unknown } | null {
  if (!isObject(entry)) return null;
  return { horas: entry[cardScheduleFields.times], desde: entry[cardScheduleFields.since] };
}

/**
 * A summary (`Newdata_{uid}/resumo`, or its `horario` alone with `scheduleOnly`) in a card's layout:
 * the counts as they are, each medicine's times under its short key. Anything else is left out.
 */
export function cardSummary(summary: unknown, scheduleOnly = false): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  if (!isObject(summary)) return card;
  const schedule = scheduleOnly ? summary : summary[summaryScheduleNode];
  if (!scheduleOnly)
    for (const kind of Object.keys(recordLayouts) as RecordKind[]) {
      const count = summary[recordLayouts[kind].listNode];
      if (count !== undefined) card[recordLayouts[kind].listNode] = count;
    }
  const times: Record<string, unknown> = {};
  if (isObject(schedule))
    for (const [key, entry] of Object.entries(schedule)) {
      const cardKey = cardKeyOf('medication', key);
      const value = cardSchedule(entry);
      if (cardKey !== null && value !== null) times[cardKey] = value;
    }
  if (scheduleOnly) return times;
  if (Object.keys(times).length > 0) card[summaryScheduleNode] = times;
  return card;
}

/** A card's summary back in the layout of `Newdata_{uid}/resumo` (what recordsSummary reads). */
export function summaryOfCard(cardSummaryValue: unknown): Record<string, unknown> | null {
  if (!isObject(cardSummaryValue)) return null;
  const summary: Record<string, unknown> = { ...cardSummaryValue };
  const times = cardSummaryValue[summaryScheduleNode];
  delete summary[summaryScheduleNode];
  if (isObject(times)) {
    const horario: Record<string, unknown> = {};
    for (const [cardKey, entry] of Object.entries(times)) {
      const key = recordKeyOfCard('medication', cardKey);
      const value = scheduleOfCard(entry);
      if (key !== null && value !== null) horario[key] = value;
    }
    summary[summaryScheduleNode] = horario;
  }
  return summary;
}

/**
 * A day of doses taken (`tomas/{date}`: medicine → dose → when) as a card keeps it: short keys and
 * `true`. Null when nothing of it is a dose.
 */
export function cardDosesOfDay(day: unknown): Record<string, Record<string, true>> | null {
  if (!isObject(day)) return null;
  const card: Record<string, Record<string, true>> = {};
  for (const [key, doses] of Object.entries(day)) {
    const cardKey = cardKeyOf('medication', key);
    if (cardKey === null || !isObject(doses)) continue;
    for (const [dose, at] of Object.entries(doses))
      if (at !== null && at !== undefined) (card[cardKey] ??= {})[dose] = cardDoseTaken;
  }
  return Object.keys(card).length > 0 ? card : null;
}

/** A card's day of doses back under the medicines' own keys: medicine → dose → `true`. */
export function dosesOfCardDay(day: unknown): Record<string, Record<string, true>> {
  const doses: Record<string, Record<string, true>> = {};
  if (!isObject(day)) return doses;
  for (const [cardKey, taken] of Object.entries(day)) {
    const key = recordKeyOfCard('medication', cardKey);
    if (key === null || !isObject(taken)) continue;
    for (const [dose, mark] of Object.entries(taken))
      if (mark === cardDoseTaken) (doses[key] ??= {})[dose] = cardDoseTaken;
  }
  return doses;
}

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
 * Linking a carer to a person as the association does (its administrator, or a carer confirming),
 * as one multi-path update at the root: both indexes and the carer's card of her (`card`, newCard or
 * built from her data), and no mark of a link still to confirm. Unlinking is `unlinkCarerPatch`.
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
    [pendingLinkPath(carerUid, personUid)]: null,
  };
}

/**
 * A person naming a carer herself (her own session, as a carer's registration of her runs): the link
 * as linkCarerPatch writes it, marked as still to confirm (`carerPending`), so the carer's console
 * shows her as new until the carer confirms (confirmPersonPatch) or refuses (refusePersonPatch).
 */
export function personAsksCarerPatch(
  carerUid: string,
  personUid: string,
  card: Record<string, unknown>,
): Record<string, unknown> {
  return {
    ...linkCarerPatch(carerUid, personUid, card),
    [pendingLinkPath(carerUid, personUid)]: true,
  };
}

/** The carer confirms a person who named her: the mark goes, the link stays. */
export function confirmPersonPatch(carerUid: string, personUid: string): Record<string, unknown> {
  return { [pendingLinkPath(carerUid, personUid)]: null };
}

/** Removing a carer's link to a person: both indexes, the card and any mark still to confirm. */
export function unlinkCarerPatch(carerUid: string, personUid: string): Record<string, unknown> {
  return {
    [carerLinkPath(carerUid, personUid)]: null,
    [`${personCarersPath(personUid)}/${carerUid}`]: null,
    [overviewCardPath(carerUid, personUid)]: null,
    [pendingLinkPath(carerUid, personUid)]: null,
  };
}

/**
 * The carer refuses a person who named her and is not hers: the link goes whole, as unlinkCarerPatch
 * removes it (the rules let a carer do it only while the link is still to confirm).
 */
export const refusePersonPatch = unlinkCarerPatch;
