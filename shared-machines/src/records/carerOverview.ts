import {
  carerPeoplePath,
  carerPendingPath,
  followedPeople,
  memberPath,
  pendingPeople,
} from '../domain/account';
import { compareNames } from '../domain/contactSearch';
import { appointmentsOfCard } from '../domain/overviewCardChanges';
import {
  cardNodes,
  carerOverviewPath,
  dosesOfCardDay,
  summaryOfCard,
} from '../domain/overviewCards';
import {
  appointmentsInDateOrder,
  isoCalendarDate,
  parseAppointmentDate,
} from '../domain/appointmentSchedule';
import { readMemberSince, readTakenDoses, type TakenMarks } from '../domain/doseSchedule';
import {
  dosesTakenPath,
  listPath,
  type AppointmentRecord,
  type Keyed,
} from '../domain/recordTypes';
import { addCalendarDays } from '../domain/spokenDate';
import type {
  DatabasePort,
  DatabasePortError,
  DatabaseQuery,
  Unsubscribe,
} from '../ports/backendPorts';
import {
  readRecordsSummary,
  summaryPath,
  type DoseTimesSince,
  type SummaryCounts,
} from './recordsSummary';
import { readAppointments } from './readRecords';

/**
 * One person in a carer's console, from a few small reads: their membership, their summary, the day's
 * doses taken and the appointments of the day and the next, never their lists or their past days.
 */
export interface PersonOverview {
  readonly uid: string;
  /** The registration name; null when the membership could not be read. */
  readonly name: string | null;
  /** When the person's days on the platform began (`members/{uid}/since`); null when unknown. */
  readonly memberSince: number | null;
  /** How many records each list holds; null when the summary is refused or there is none yet. */
  readonly counts: SummaryCounts | null;
  /** Medicine key → its dose times and when they were set (the summary's `horario`). */
  readonly horario: Readonly<Record<string, DoseTimesSince>>;
  /** The doses taken on `date` (from a card: only that they were). */
  readonly takenToday: TakenMarks;
  /** The day followed ('YYYY-MM-DD', the association's calendar). */
  readonly date: string;
  /** The appointments on `date` and the day after, by day and time. */
  readonly appointments: readonly Keyed<AppointmentRecord>[];
  /** She named this carer herself and the carer has not confirmed her yet (`carerPending`). */
  readonly toConfirm: boolean;
}

/** The day after a calendar day, both 'YYYY-MM-DD'. */
export function dayAfter(date: string): string {
  const parsed = parseAppointmentDate(date);
  if (parsed === null || isoCalendarDate(parsed) !== date)
    throw new RangeError('not a YYYY-MM-DD date');
  return isoCalendarDate(addCalendarDays(parsed, 1));
}

/** A person's appointments on `date` and the day after, by their date (`consultas` is indexed on it). */
export function appointmentsOfDayAndNext(date: string): DatabaseQuery {
  return { orderBy: { child: 'data_consulta' }, startAt: date, endAt: dayAfter(date) };
}

/** By day, then time (those without one last), then the order they were added (appointmentsInDateOrder). */
function readAppointmentsByTime(raw: unknown): Keyed<AppointmentRecord>[] {
  return appointmentsInDateOrder(readAppointments(raw));
}

function readMembership(raw: unknown): Pick<PersonOverview, 'name' | 'memberSince'> {
  const member = (raw ?? {}) as { name?: unknown; since?: unknown };
  return {
    name: typeof member.name === 'string' && member.name.trim() !== '' ? member.name : null,
    memberSince: readMemberSince(member.since),
  };
}

/** What each of a person's reads has answered (undefined: not yet). */
interface Answers {
  membership?: Pick<PersonOverview, 'name' | 'memberSince'>;
  summary?: Pick<PersonOverview, 'counts' | 'horario'>;
  takenToday?: TakenMarks;
  appointments?: readonly Keyed<AppointmentRecord>[];
}

interface Followed {
  readonly answers: Answers;
  /** Built when every read has answered, again after each change. */
  overview: PersonOverview | null;
  stop: Unsubscribe;
}

function overviewOf(uid: string, date: string, answers: Answers): PersonOverview | null {
  const { membership, summary, takenToday, appointments } = answers;
  if (!membership || !summary || !takenToday || !appointments) return null;
  return { uid, ...membership, ...summary, takenToday, date, appointments, toConfirm: false };
}

/** A card's appointments (`consultas`) on `date` and the day after, as the query of her list selects them. */
function appointmentsOnDays(raw: unknown, date: string): Keyed<AppointmentRecord>[] {
  const tomorrow = dayAfter(date);
  return readAppointmentsByTime(appointmentsOfCard(raw)).filter((appointment) => {
    const day = parseAppointmentDate(appointment.value.data_consulta);
    const iso = day === null ? null : isoCalendarDate(day);
    return iso === date || iso === tomorrow;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A person's overview from her card in the carer's console (domain/overviewCards); null without one. */
export function overviewFromCard(uid: string, date: string, card: unknown): PersonOverview | null {
  if (!isPlainObject(card) || !isPlainObject(card[cardNodes.membership])) return null;
  const days = card[cardNodes.dosesTaken];
  return {
    uid,
    ...readMembership(card[cardNodes.membership]),
    ...readRecordsSummary(summaryOfCard(card[cardNodes.summary])),
    takenToday: dosesOfCardDay(isPlainObject(days) ? days[date] : null),
    date,
    appointments: appointmentsOnDays(card[cardNodes.appointments], date),
    toConfirm: false,
  };
}

/**
 * A person without a card, followed by her four small reads: `members/{uid}` (name, since),
 * `Newdata_{uid}/resumo`, `Newdata_{uid}/tomas/{date}` and the query of `Newdata_{uid}/consultas` for
 * `date` and the day after. `changed` is called on each answer.
 */
function followByFourReads(
  database: DatabasePort,
  uid: string,
  date: string,
  changed: () => void,
): Followed {
  const person: Followed = { answers: {}, overview: null, stop: () => undefined };
  const answer = <K extends keyof Answers>(part: K, value: Answers[K]) => {
    person.answers[part] = value;
    person.overview = overviewOf(uid, date, person.answers);
    changed();
  };
  const stops = [
    database.subscribe(
      memberPath(uid),
      (value) => answer('membership', readMembership(value)),
      () => answer('membership', { name: null, memberSince: null }),
    ),
    database.subscribe(
      summaryPath(uid),
      (value) => answer('summary', readRecordsSummary(value)),
      () => answer('summary', { counts: null, horario: {} }),
    ),
    database.subscribe(
      dosesTakenPath(uid, date),
      (value) => answer('takenToday', readTakenDoses(value)),
      () => answer('takenToday', {}),
    ),
    database.subscribeQuery(
      listPath(uid, 'appointment'),
      appointmentsOfDayAndNext(date),
      (value) => answer('appointments', readAppointmentsByTime(value)),
      () => answer('appointments', []),
    ),
  ];
  person.stop = () => stops.forEach((stop) => stop());
  return person;
}

/**
 * Follows a carer's people for the console, live, with three reads whatever their number:
 * `carerPeople/{carerUid}` (who they are; only that carer may read it), `carerOverview/{carerUid}`
 * (a card per person, domain/overviewCards) and `carerPending/{carerUid}` (who named the carer herself
 * and waits to be confirmed: `toConfirm`). A person listed without a card (data older than the cards,
 * or cards the rules refuse) is followed by her four small reads instead (followByFourReads) until her
 * card comes. Never a person's lists or past days. Calls back with every person, ordered by name, once
 * each has answered and again on every change; a person whose data the rules refuse is listed without
 * counts, times, doses or appointments rather than failing the whole list. `onError` is for the carer's
 * own list only. Follow a new day by calling again.
 */
export function followCarerOverview(
  database: DatabasePort,
  carerUid: string,
  date: string,
  onPeople: (people: readonly PersonOverview[]) => void,
  onError?: (error: DatabasePortError) => void,
): Unsubscribe {
  /** The people without a card, each followed by her four reads. */
  const withoutCard = new Map<string, Followed>();
  /** The carer's people (null until `carerPeople` answers) and their cards (null until they answer), read once per answer. */
  let listed: readonly string[] | null = null;
  let fromCards: ReadonlyMap<string, PersonOverview> | null = null;
  /** Who waits to be confirmed (null until `carerPending` answers). */
  let toConfirm: ReadonlySet<string> | null = null;

  const emit = () => {
    if (listed === null || fromCards === null || toConfirm === null) return;
    const people: PersonOverview[] = [];
    for (const uid of listed) {
      const overview = fromCards.get(uid) ?? withoutCard.get(uid)?.overview;
      if (overview === null || overview === undefined) return;
      people.push(toConfirm.has(uid) ? { ...overview, toConfirm: true } : overview);
    }
    people.sort((a, b) => compareNames(a.name ?? '', b.name ?? '') || (a.uid < b.uid ? -1 : 1));
    onPeople(people);
  };

  /** Follows by four reads exactly the listed people who have no card, then calls back. */
  const reconcile = () => {
    if (listed === null || fromCards === null) return;
    const carded = fromCards;
    const needed = new Set(listed.filter((uid) => !carded.has(uid)));
    for (const [uid, person] of withoutCard) {
      if (needed.has(uid)) continue;
      person.stop();
      withoutCard.delete(uid);
    }
    for (const uid of needed)
      if (!withoutCard.has(uid)) withoutCard.set(uid, followByFourReads(database, uid, date, emit));
    emit();
  };

  const stopList = database.subscribe(
    carerPeoplePath(carerUid),
    (value) => {
      listed = followedPeople(value);
      reconcile();
    },
    onError,
  );
  const stopCards = database.subscribe(
    carerOverviewPath(carerUid),
    (value) => {
      const overviews = new Map<string, PersonOverview>();
      if (isPlainObject(value))
        for (const [uid, card] of Object.entries(value)) {
          const overview = overviewFromCard(uid, date, card);
          if (overview !== null) overviews.set(uid, overview);
        }
      fromCards = overviews;
      reconcile();
    },
    () => {
      fromCards = new Map();
      reconcile();
    },
  );

  const stopPending = database.subscribe(
    carerPendingPath(carerUid),
    (value) => {
      toConfirm = pendingPeople(value);
      emit();
    },
    // Nobody is shown as waiting rather than nobody shown at all.
    () => {
      toConfirm = new Set();
      emit();
    },
  );

  return () => {
    stopList();
    stopCards();
    stopPending();
    for (const person of withoutCard.values()) person.stop();
    withoutCard.clear();
  };
}
