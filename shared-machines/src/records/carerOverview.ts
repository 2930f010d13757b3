import { carerPeoplePath, followedPeople, memberPath } from '../domain/account';
import { isoCalendarDate, parseAppointmentDate } from '../domain/appointmentSchedule';
import { readMemberSince, readTakenDoses, type TakenDoses } from '../domain/doseSchedule';
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
  /** The doses taken on `date`. */
  readonly takenToday: TakenDoses;
  /** The day followed ('YYYY-MM-DD', the association's calendar). */
  readonly date: string;
  /** The appointments on `date` and the day after, by day and time. */
  readonly appointments: readonly Keyed<AppointmentRecord>[];
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

/** By day, then time (those without one last), then the order they were added. */
function byDayAndTime(
  a: Keyed<AppointmentRecord>,
  b: Keyed<AppointmentRecord>,
  position: ReadonlyMap<string, number>,
): number {
  if (a.value.data_consulta !== b.value.data_consulta)
    return a.value.data_consulta < b.value.data_consulta ? -1 : 1;
  const timeA = a.value.time_consulta || '99:99';
  const timeB = b.value.time_consulta || '99:99';
  if (timeA !== timeB) return timeA < timeB ? -1 : 1;
  return (position.get(a.key) ?? 0) - (position.get(b.key) ?? 0);
}

function readAppointmentsByTime(raw: unknown): Keyed<AppointmentRecord>[] {
  const appointments = readAppointments(raw);
  const position = new Map(appointments.map((record, index) => [record.key, index]));
  return appointments.sort((a, b) => byDayAndTime(a, b, position));
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
  takenToday?: TakenDoses;
  appointments?: readonly Keyed<AppointmentRecord>[];
}

interface Followed {
  readonly answers: Answers;
  /** Built when every read has answered, again after each change. */
  overview: PersonOverview | null;
  stop: Unsubscribe;
}

const byName = new Intl.Collator('pt-PT', { sensitivity: 'base' });

function overviewOf(uid: string, date: string, answers: Answers): PersonOverview | null {
  const { membership, summary, takenToday, appointments } = answers;
  if (!membership || !summary || !takenToday || !appointments) return null;
  return { uid, ...membership, ...summary, takenToday, date, appointments };
}

/**
 * Follows a carer's people for the console, live: `carerPeople/{carerUid}` (which the rules let only
 * that carer read), and for each person only `members/{uid}` (name, since), `Newdata_{uid}/resumo`,
 * `Newdata_{uid}/tomas/{date}` and the query of `Newdata_{uid}/consultas` for `date` and the day after.
 * Calls back with every person, ordered by name, once each has answered and again on every change; a
 * person whose data the rules refuse is listed without counts, times, doses or appointments rather than
 * failing the whole list. `onError` is for the carer's own list only. Follow a new day by calling again.
 */
export function followCarerOverview(
  database: DatabasePort,
  carerUid: string,
  date: string,
  onPeople: (people: readonly PersonOverview[]) => void,
  onError?: (error: DatabasePortError) => void,
): Unsubscribe {
  const twoDays = appointmentsOfDayAndNext(date);
  const followed = new Map<string, Followed>();
  let listed = false;

  const emit = () => {
    if (!listed) return;
    const people: PersonOverview[] = [];
    for (const person of followed.values()) {
      if (person.overview === null) return;
      people.push(person.overview);
    }
    people.sort((a, b) => byName.compare(a.name ?? '', b.name ?? '') || (a.uid < b.uid ? -1 : 1));
    onPeople(people);
  };

  const follow = (uid: string): Followed => {
    const person: Followed = { answers: {}, overview: null, stop: () => undefined };
    const answer = <K extends keyof Answers>(part: K, value: Answers[K]) => {
      person.answers[part] = value;
      person.overview = overviewOf(uid, date, person.answers);
      emit();
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
        twoDays,
        (value) => answer('appointments', readAppointmentsByTime(value)),
        () => answer('appointments', []),
      ),
    ];
    person.stop = () => stops.forEach((stop) => stop());
    return person;
  };

  const stopList = database.subscribe(
    carerPeoplePath(carerUid),
    (value) => {
      const uids = followedPeople(value);
      const listedNow = new Set(uids);
      for (const [uid, person] of followed) {
        if (!listedNow.has(uid)) {
          person.stop();
          followed.delete(uid);
        }
      }
      for (const uid of uids) if (!followed.has(uid)) followed.set(uid, follow(uid));
      listed = true;
      emit();
    },
    onError,
  );

  return () => {
    stopList();
    for (const person of followed.values()) person.stop();
    followed.clear();
  };
}
