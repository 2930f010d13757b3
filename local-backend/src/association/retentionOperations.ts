import {
  cardKeyOf,
  cardNodes,
  cardScheduleFields,
  carerOverviewRoot,
  overviewCardPath,
} from '@amparo/shared-machines';
import {
  appointmentsOfCard,
  doseCorrectionsPath,
  doseCorrectionsRoot,
  cardSchedulesPast,
  cardSummaryOn,
  dosesTakenPath,
  dosesTakenRoot,
  familyBefore,
  familyPostsPath,
  familyRepliesPath,
  historyBefore,
  historyCutoffAt,
  listPath,
  readAppointments,
  recordPath,
  retentionMonthsProblem,
  summaryScheduleNode,
} from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import { memberUids } from './members';
import { familyPhotoFiles } from './familyPhotoFiles';
import { removeAll } from './patchInBatches';
import { rebuildSummary } from './summaryRebuild';

/**
 * The association's history retention, as the administrator (the database rules let no one else
 * delete a dose taken): for each member, the days of doses taken (`tomas/{date}`) and the appointments
 * dated before the earliest day kept are removed, nothing later; then the person's summary is rebuilt.
 *
 * The cards in the carers' consoles (shared-machines' domain/overviewCards) hold only today: the days
 * of doses taken and the appointments dated before today are removed from every card, and a corrected
 * summary is copied onto the person's cards. A client drops a day from a card only when it writes the
 * next day's first dose, and a past appointment only when it edits it, so without this a card would
 * keep what a person did on the last day anyone wrote for her.
 *
 * "Today" is the target's (AdminBackend.now), on the association's calendar. Running it again the same
 * day removes nothing.
 */
export interface RetentionSetting {
  readonly months: number;
  /** Today on the association's calendar ('YYYY-MM-DD'). */
  readonly today: string;
  /** The earliest day kept. */
  readonly cutoff: string;
}

/** What was removed from cards: how many cards lost something, and what they lost in all. */
export interface CardsTrimmed {
  readonly cards: number;
  readonly doseDays: number;
  readonly appointments: number;
}

export const noCardsTrimmed: CardsTrimmed = { cards: 0, doseDays: 0, appointments: 0 };

export interface PersonHistoryRemoved {
  readonly uid: string;
  /** Days of doses taken removed. */
  readonly doseDays: number;
  readonly appointments: number;
  /** Her family's posts (photos and messages) sent before the cutoff, removed with her answers to them. */
  readonly familyPosts: number;
  /** Their photos' files deleted from storage by the command (0 where a Cloud Function deletes them). */
  readonly familyPhotos: number;
  /** Whether the person's summary had to be written. */
  readonly summaryCorrected: boolean;
  /** What was removed from her cards in her carers' consoles. */
  readonly cards: CardsTrimmed;
}

export interface RetentionRun extends RetentionSetting {
  /** Every member, in uid order. */
  readonly people: readonly PersonHistoryRemoved[];
  /**
   * The cards of people who are no members (left behind by data older than the cards; `summaries
   * rebuild` removes them), kept to today like the others.
   */
  readonly otherCards: CardsTrimmed;
}

export async function retentionSetting(
  admin: AdminBackend,
  months: number,
): Promise<RetentionSetting> {
  const problem = retentionMonthsProblem(months);
  if (problem !== null) throw new AssociationError(problem);
  return { months, ...historyCutoffAt(await admin.now(), months) };
}

/** A person's cards, by carer. */
export type PersonCards = ReadonlyMap<string, unknown>;

/** Every card (`carerOverview/{carer}/{person}`) grouped by person, from one read of `carerOverview`. */
export function cardsByPerson(carerOverview: unknown): Map<string, Map<string, unknown>> {
  const byPerson = new Map<string, Map<string, unknown>>();
  if (carerOverview === null || typeof carerOverview !== 'object') return byPerson;
  for (const [carer, cards] of Object.entries(carerOverview as Record<string, unknown>)) {
    if (cards === null || typeof cards !== 'object') continue;
    for (const [person, card] of Object.entries(cards as Record<string, unknown>)) {
      const hers = byPerson.get(person) ?? new Map<string, unknown>();
      hers.set(carer, card);
      byPerson.set(person, hers);
    }
  }
  return byPerson;
}

/**
 * What a card holds from before `today`, as root paths: its days of doses taken and its appointments.
 * What cannot be read as a day stays, as in the person's own data (historyBefore).
 */
export function cardHistoryBefore(
  carer: string,
  person: string,
  card: unknown,
  today: string,
): {
  readonly doseDays: string[];
  readonly appointments: string[];
  readonly scheduleMoments: string[];
} {
  const held = (card !== null && typeof card === 'object' ? card : {}) as Record<string, unknown>;
  const days = held[cardNodes.dosesTaken];
  const before = historyBefore(
    today,
    days !== null && typeof days === 'object' ? Object.keys(days) : [],
    readAppointments(appointmentsOfCard(held[cardNodes.appointments])),
  );
  const cardPath = overviewCardPath(carer, person);
  const summary = held[cardNodes.summary];
  const schedule = `${cardPath}/${cardNodes.summary}/${summaryScheduleNode}`;
  return {
    doseDays: before.doseDays.map((day) => `${cardPath}/${cardNodes.dosesTaken}/${day}`),
    appointments: before.appointmentKeys.map(
      (key) => `${cardPath}/${cardNodes.appointments}/${cardKeyOf('appointment', key) ?? key}`,
    ),
    scheduleMoments: cardSchedulesPast(
      summary !== null && typeof summary === 'object'
        ? (summary as Record<string, unknown>)[summaryScheduleNode]
        : null,
      today,
    ).map((key) => `${schedule}/${key}/${cardScheduleFields.since}`),
  };
}

/** A person's cards without what is dated before `today`; with `summary` too unless it is null. */
async function trimPersonCards(
  admin: AdminBackend,
  uid: string,
  today: string,
  cards: PersonCards,
  summary: unknown,
): Promise<CardsTrimmed> {
  const paths: string[] = [];
  const summaries: Record<string, unknown> = {};
  let trimmed = 0;
  let doseDays = 0;
  let appointments = 0;
  for (const [carer, card] of cards) {
    const before = cardHistoryBefore(carer, uid, card, today);
    // A past moment of a medicine's times (scheduleMoments) is tidying, not history: not counted.
    if (before.doseDays.length + before.appointments.length > 0) trimmed += 1;
    doseDays += before.doseDays.length;
    appointments += before.appointments.length;
    if (summary !== null)
      summaries[`${overviewCardPath(carer, uid)}/${cardNodes.summary}`] = cardSummaryOn(
        summary,
        today,
      );
    else paths.push(...before.scheduleMoments);
    paths.push(...before.doseDays, ...before.appointments);
  }
  await removeAll(admin, paths);
  if (Object.keys(summaries).length > 0) await admin.database.patch('', summaries);
  return { cards: trimmed, doseDays, appointments };
}

/**
 * One person's history before `cutoff`, removed; then the summary rebuilt; then her `cards` (by
 * carer, as read before) kept to `today`, with the summary when it was corrected.
 */
export async function trimPersonHistory(
  admin: AdminBackend,
  uid: string,
  setting: Pick<RetentionSetting, 'cutoff' | 'today'>,
  cards: PersonCards,
): Promise<PersonHistoryRemoved> {
  const [doseDays, correctionDays, appointments, posts, replies] = await Promise.all([
    admin.database.keys(dosesTakenRoot(uid)),
    admin.database.keys(doseCorrectionsRoot(uid)),
    admin.database.get(listPath(uid, 'appointment')),
    admin.database.get(familyPostsPath(uid)),
    admin.database.get(familyRepliesPath(uid)),
  ]);
  // Her family's posts follow the same retention (domain/familyRetention.ts), and their photos' files
  // with them: first, so that a run stopped half-way still finds the posts, and their files, next time
  // (on a real project the Cloud Function deletes a file when its post goes: adminBackend.ts, photos).
  const family = familyBefore(setting.cutoff, posts, replies);
  const familyPhotos =
    admin.photos === undefined
      ? 0
      : await admin.photos.remove(familyPhotoFiles(uid, posts, family.postKeys));
  const before = historyBefore(setting.cutoff, doseDays, readAppointments(appointments));
  // Carers' corrections of doses (domain/doseCorrections.ts) go with the days of doses they correct.
  const correctionsBefore = historyBefore(setting.cutoff, correctionDays, []).doseDays;
  await removeAll(admin, [
    ...before.doseDays.map((day) => dosesTakenPath(uid, day)),
    ...correctionsBefore.map((day) => doseCorrectionsPath(uid, day)),
    ...before.appointmentKeys.map((key) => recordPath(uid, 'appointment', key)),
    ...family.postKeys.map((key) => `${familyPostsPath(uid)}/${key}`),
    ...family.replyKeys.map((key) => `${familyRepliesPath(uid)}/${key}`),
  ]);
  const { corrected, summary } = await rebuildSummary(admin, uid);
  return {
    uid,
    doseDays: before.doseDays.length,
    appointments: before.appointmentKeys.length,
    familyPosts: family.postKeys.length,
    familyPhotos,
    summaryCorrected: corrected,
    cards: await trimPersonCards(admin, uid, setting.today, cards, corrected ? summary : null),
  };
}

const added = (a: CardsTrimmed, b: CardsTrimmed): CardsTrimmed => ({
  cards: a.cards + b.cards,
  doseDays: a.doseDays + b.doseDays,
  appointments: a.appointments + b.appointments,
});

/** Every member's history before the cutoff of today, removed, one person after the other. */
export async function applyRetention(admin: AdminBackend, months: number): Promise<RetentionRun> {
  const setting = await retentionSetting(admin, months);
  // Read once, before any person's turn: a client only adds today's days and appointments to a card,
  // which this never removes, so what the read says is before today stays so.
  const cards = cardsByPerson(await admin.database.get(carerOverviewRoot));
  const members = await memberUids(admin);
  const people: PersonHistoryRemoved[] = [];
  for (const uid of members)
    people.push(await trimPersonHistory(admin, uid, setting, cards.get(uid) ?? new Map()));
  let otherCards = noCardsTrimmed;
  const memberSet = new Set(members);
  for (const [uid, hers] of [...cards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!memberSet.has(uid))
      otherCards = added(otherCards, await trimPersonCards(admin, uid, setting.today, hers, null));
  }
  return { ...setting, people, otherCards };
}
