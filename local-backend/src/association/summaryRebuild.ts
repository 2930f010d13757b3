import {
  carerOverviewPath,
  carerOverviewRoot,
  carerPeopleRoot,
  overviewCardPath,
  personCarersPath,
  personCarersRoot,
} from '@amparo/shared-machines';
import { listPath, summaryPath } from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import { memberUids } from './members';
import { patchInBatches } from './patchInBatches';
import { personCard } from './personCard';
import type { CardsWritten } from './personCards';
import { associationToday, carersByPerson, readCardSources, writePersonCards } from './personCards';
import type { StoredRecordsSummary } from './summaryOfLists';
import { isStoredSummary, summaryOfLists } from './summaryOfLists';

/**
 * Recomputes people's summaries (`Newdata_{uid}/resumo`) from their lists, as the administrator: after
 * the retention command removes old appointments, and once over existing data (`summaries rebuild`).
 * A summary already right is not written again, so the carers' consoles see no change.
 *
 * `summaries rebuild` also brings the carers' cards (shared-machines' domain/overviewCards) in line
 * with the links, for data older than the cards and after anything that left them behind: every link
 * `carerPeople/{carer}/{person}` gets its reverse `personCarers/{person}/{carer}` and the carer's card
 * of her, built from her data; an index entry or a card without a link goes. Safe to run again: what
 * is already right is not written. A card is written whole from what was read of her data just
 * before, so a change a client copies onto it in between is undone until her next change or the next
 * run: run it when few people are writing, as after an update of the platform.
 */
export interface RebuiltSummary {
  readonly summary: StoredRecordsSummary;
  /** Whether the stored summary was missing or differed, and was written. */
  readonly corrected: boolean;
}

export async function rebuildSummary(admin: AdminBackend, uid: string): Promise<RebuiltSummary> {
  const [contactos, consultas, medicamentos, stored] = await Promise.all([
    admin.database.get(listPath(uid, 'contact')),
    admin.database.get(listPath(uid, 'appointment')),
    admin.database.get(listPath(uid, 'medication')),
    admin.database.get(summaryPath(uid)),
  ]);
  return writeSummary(admin, uid, summaryOfLists({ contactos, consultas, medicamentos }), stored);
}

async function writeSummary(
  admin: AdminBackend,
  uid: string,
  summary: StoredRecordsSummary,
  stored: unknown,
): Promise<RebuiltSummary> {
  if (isStoredSummary(stored, summary)) return { summary, corrected: false };
  await admin.database.put(summaryPath(uid), summary);
  return { summary, corrected: true };
}

export interface RebuiltPerson extends RebuiltSummary {
  readonly cards: CardsWritten;
}

/**
 * One person's summary, then her card in each of `carers`' consoles, built from the same reads with
 * the summary just computed (so card and summary agree). `today` is the association's calendar day.
 */
export async function rebuildPerson(
  admin: AdminBackend,
  uid: string,
  carers: readonly string[],
  today: string,
): Promise<RebuiltPerson> {
  const sources = await readCardSources(admin, uid, today);
  const rebuilt = await writeSummary(admin, uid, summaryOfLists(sources.lists), sources.summary);
  const card = personCard({ ...sources, summary: rebuilt.summary });
  return { ...rebuilt, cards: await writePersonCards(admin, uid, carers, card) };
}

export interface SummariesRebuilt {
  readonly people: number;
  readonly corrected: number;
  readonly cards: {
    readonly written: number;
    readonly right: number;
    /** Cards without a link, or of someone who is no member (nothing to show), removed. */
    readonly removed: number;
  };
  readonly personCarers: { readonly written: number; readonly removed: number };
}

const keysOf = (value: unknown): string[] =>
  value !== null && typeof value === 'object' ? Object.keys(value) : [];

/**
 * `personCarers` as the links say it should be: an entry for every link, none without one. Written
 * before the cards, so that a client writing to a person's data from then on keeps her new cards too.
 */
async function alignPersonCarers(
  admin: AdminBackend,
  carersOf: ReadonlyMap<string, readonly string[]>,
): Promise<SummariesRebuilt['personCarers']> {
  const index = ((await admin.database.get(personCarersRoot)) ?? {}) as Record<string, unknown>;
  const update: Record<string, unknown> = {};
  let written = 0;
  let removed = 0;
  for (const [person, carers] of carersOf) {
    const entries = (index[person] ?? {}) as Record<string, unknown>;
    for (const carer of carers) {
      if (entries[carer] === true) continue;
      update[`${personCarersPath(person)}/${carer}`] = true;
      written += 1;
    }
  }
  for (const person of keysOf(index)) {
    const linked = new Set(carersOf.get(person) ?? []);
    for (const carer of keysOf(index[person])) {
      if (linked.has(carer)) continue;
      update[`${personCarersPath(person)}/${carer}`] = null;
      removed += 1;
    }
  }
  await patchInBatches(admin, update);
  return { written, removed };
}

/** Every card whose link is gone, or whose person is no member (no card can be built), removed. */
async function removeUnlinkedCards(
  admin: AdminBackend,
  carersOf: ReadonlyMap<string, readonly string[]>,
  members: ReadonlySet<string>,
): Promise<number> {
  const update: Record<string, unknown> = {};
  for (const carer of await admin.database.keys(carerOverviewRoot)) {
    for (const person of await admin.database.keys(carerOverviewPath(carer))) {
      if (members.has(person) && (carersOf.get(person) ?? []).includes(carer)) continue;
      update[overviewCardPath(carer, person)] = null;
    }
  }
  await patchInBatches(admin, update);
  return Object.keys(update).length;
}

/** Every member's summary and cards, one person after the other; then the cards left without a link. */
export async function rebuildAllSummaries(admin: AdminBackend): Promise<SummariesRebuilt> {
  const today = await associationToday(admin);
  const uids = await memberUids(admin);
  const carersOf = carersByPerson(await admin.database.get(carerPeopleRoot));
  const personCarers = await alignPersonCarers(admin, carersOf);
  let corrected = 0;
  let written = 0;
  let right = 0;
  let removed = 0;
  for (const uid of uids) {
    const rebuilt = await rebuildPerson(admin, uid, carersOf.get(uid) ?? [], today);
    if (rebuilt.corrected) corrected += 1;
    written += rebuilt.cards.written;
    right += rebuilt.cards.right;
    removed += rebuilt.cards.removed;
  }
  removed += await removeUnlinkedCards(admin, carersOf, new Set(uids));
  return {
    people: uids.length,
    corrected,
    cards: { written, right, removed },
    personCarers,
  };
}
