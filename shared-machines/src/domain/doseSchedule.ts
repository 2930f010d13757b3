import type { Keyed, MedicationRecord } from './recordTypes';
import { doseKeyOf, doseTimesOf } from './doseTimes';
import { wallClockIn } from './spokenDate';
import { clockTimeAt } from './associationClock';
import type { DoseAdherence } from './doseAdherence';
import { doseTexts } from '../texts/doseTexts';

/**
 * The person's doses of one day, on the association's clock (Europe/Lisbon, whatever zone the tablet
 * is in). Each of a medicine's times ('horas') is one dose, in one of four states:
 * - 'later': its time has not come;
 * - 'due': from its time until the end of the next hour (08:00 and 08:30 are due until 09:59:59), the
 *   window in which the reminder comes up;
 * - 'missed' (`doseTexts.missed`): not taken by then. The day's list closes at midnight, so a dose at
 *   23:00 is due until midnight, not into the next day;
 * - 'taken': recorded at `tomas/{date}/{medicine}/{HHMM}` (whenever that was).
 * Times are compared as minutes of the wall-clock day, so on the two days a year the clocks change, a
 * dose at a time that does not exist (01:30 in late March) is due from 02:00, and one at a time that
 * happens twice (01:30 in late October) is due from the first.
 *
 * A dose whose moment (its date and time on the association's wall clock) came before its schedule
 * started is neither due nor missed, and is left out of the day, unless it was taken anyway: before the
 * medicine's times were set (`horasDesde`: a medicine added at 15:01 with 08:00 owes nothing at 08:00),
 * or before the person's days on the platform began (`members/{uid}/since`).
 */

export type DoseStatus = 'later' | 'due' | 'missed' | 'taken';

/** A day's doses already taken: medicine key → dose key ('0800') → when (server time, ms). */
export type TakenDoses = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * Doses taken as dosesOfDay reads them: when (TakenDoses), or `true` where only that a dose was taken
 * is known (a card in a carer's console keeps no moment; domain/overviewCards).
 */
export type TakenMarks = Readonly<Record<string, Readonly<Record<string, number | true>>>>;

export interface Dose {
  /** `${medicineKey}/${doseKey}`: one dose of one day. */
  readonly id: string;
  readonly medicineKey: string;
  /** The medicine and dose, as the carers wrote it ('1 comprimido de Paracetamol 500 mg'). */
  readonly medicine: string;
  /** When to take it, as the carers wrote it ('Ao pequeno-almoço'); null when not given. */
  readonly whenToTake: string | null;
  /** 'HH:MM'. */
  readonly time: string;
  /** The key it is recorded under ('0800'). */
  readonly doseKey: string;
  readonly status: DoseStatus;
  /** When it was taken (ms since the epoch), when it was. */
  readonly takenAt: number | null;
}

const minutesPerDay = 24 * 60;

/** Minutes since the wall clock's midnight of 'HH:MM'. */
function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The minute a dose at `time` stops being due: the start of the hour after next, or midnight. */
export function missedFromMinute(time: string): number {
  return Math.min((Math.floor(minutesOf(time) / 60) + 2) * 60, minutesPerDay);
}

/** The association's wall clock at a moment: its calendar day ('YYYY-MM-DD') and the minutes (with fraction) since midnight. */
export function associationDayAt(moment: Date): {
  readonly date: string;
  readonly minuteOfDay: number;
} {
  const wall = wallClockIn(moment);
  const date = `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  const minuteOfDay =
    wall.hour * 60 + wall.minute + (wall.second + (moment.getTime() % 1000) / 1000) / 60;
  return { date, minuteOfDay };
}

/** Where a day's doses start: which day they are for, and when the person's days on the platform began. */
/**
 * Doses a carer corrected as not taken (domain/doseCorrections.ts): medicine key → dose key. Such a
 * dose is closed: shown as not taken ('missed') whatever the time, never reminded — it cannot be
 * recorded again (the rules keep the first record).
 */
export type ClosedDoses = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface DoseScheduleStart {
  /** The day the doses are for ('YYYY-MM-DD', the association's calendar: associationDayAt). */
  readonly date: string;
  /** When the person's days on the platform began (`members/{uid}/since`, server ms); null when unknown (no limit). */
  readonly memberSince: number | null;
}

/** A moment on the association's wall clock (associationDayAt). */
export type WallClockMoment = ReturnType<typeof associationDayAt>;

/**
 * From when a medicine's doses are owed, on the association's wall clock: the later of when its times
 * were set (`horasDesde`, absent on older records) and `memberSince` (null when unknown); null when
 * neither is known (no limit).
 */
export function doseScheduleStartOf(
  medicine: MedicationRecord,
  memberSince: number | null,
): WallClockMoment | null {
  const moments = [medicine.horasDesde, memberSince].filter(
    (moment): moment is number => typeof moment === 'number',
  );
  return moments.length === 0 ? null : scheduleStartAt(Math.max(...moments));
}

/**
 * The wall-clock reading of a schedule's start, remembered: a carer's console asks it for every
 * medicine of every person at each minute, and the starts are few distinct moments, while each
 * reading is an Intl formatting (the costliest step of drawing the console). At most
 * `rememberedStartsMax` are kept; past that the memory starts again.
 */
const rememberedStarts = new Map<number, WallClockMoment>();
const rememberedStartsMax = 4096;

function scheduleStartAt(moment: number): WallClockMoment {
  let start = rememberedStarts.get(moment);
  if (start === undefined) {
    if (rememberedStarts.size >= rememberedStartsMax) rememberedStarts.clear();
    start = associationDayAt(new Date(moment));
    rememberedStarts.set(moment, start);
  }
  return start;
}

/** Whether the dose at `time` on `date` came before `start` (doseScheduleStartOf): then it is not owed. */
export function isDoseBeforeStart(
  start: WallClockMoment | null,
  date: string,
  time: string,
): boolean {
  if (start === null) return false;
  return date < start.date || (date === start.date && minutesOf(time) < start.minuteOfDay);
}

function statusOf(time: string, taken: boolean, minuteOfDay: number): DoseStatus {
  if (taken) return 'taken';
  if (minuteOfDay < minutesOf(time)) return 'later';
  return minuteOfDay < missedFromMinute(time) ? 'due' : 'missed';
}

/** Tolerant reading of `tomas/{date}` as stored (anything that is not a time is ignored). */
export function readTakenDoses(raw: unknown): TakenDoses {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const taken: Record<string, Record<string, number>> = {};
  for (const [medicineKey, doses] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof doses !== 'object' || doses === null || Array.isArray(doses)) continue;
    for (const [doseKey, at] of Object.entries(doses as Record<string, unknown>)) {
      if (typeof at !== 'number' || !Number.isFinite(at)) continue;
      (taken[medicineKey] ??= {})[doseKey] = at;
    }
  }
  return taken;
}

/** Tolerant reading of `members/{uid}/since` as stored: the server's time, or null when it holds none. */
export function readMemberSince(raw: unknown): number | null {
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

/**
 * The day's doses in time order (then in the order the medicines were added), each with its status at
 * `minuteOfDay` (associationDayAt). With `scheduledFrom`, a dose not taken whose moment came before its
 * schedule started (isDoseBeforeStart) is left out; without it, every time of every medicine is listed.
 */
export function dosesOfDay(
  medicines: readonly Keyed<MedicationRecord>[],
  taken: TakenMarks,
  minuteOfDay: number,
  scheduledFrom?: DoseScheduleStart,
  corrected: ClosedDoses = {},
): Dose[] {
  const doses: { dose: Dose; position: number }[] = [];
  medicines.forEach((record, position) => {
    const whenToTake = record.value.momento_tomar.trim();
    const start =
      scheduledFrom === undefined
        ? null
        : doseScheduleStartOf(record.value, scheduledFrom.memberSince);
    for (const time of doseTimesOf(record.value.horas)) {
      const doseKey = doseKeyOf(time);
      const closed = corrected[record.key]?.[doseKey] !== undefined;
      const mark = closed ? undefined : taken[record.key]?.[doseKey];
      const takenAt = typeof mark === 'number' ? mark : null;
      // A dose not owed (before her medicine's times, or her days, began) stays out, corrected or not.
      if (
        mark === undefined &&
        scheduledFrom !== undefined &&
        isDoseBeforeStart(start, scheduledFrom.date, time)
      )
        continue;
      doses.push({
        position,
        dose: {
          id: `${record.key}/${doseKey}`,
          medicineKey: record.key,
          medicine: record.value.medicamento.trim(),
          whenToTake: whenToTake === '' ? null : whenToTake,
          time,
          doseKey,
          status: closed ? 'missed' : statusOf(time, mark !== undefined, minuteOfDay),
          takenAt,
        },
      });
    }
  });
  doses.sort((a, b) =>
    a.dose.time === b.dose.time ? a.position - b.position : a.dose.time < b.dose.time ? -1 : 1,
  );
  return doses.map(({ dose }) => dose);
}

/**
 * The next minute of the day (after `minuteOfDay`) at which a dose not yet taken changes status: its
 * time comes, or it becomes missed. Null when nothing changes before midnight.
 */
export function nextDoseChangeMinute(doses: readonly Dose[], minuteOfDay: number): number | null {
  let next: number | null = null;
  for (const dose of doses) {
    if (dose.status === 'taken') continue;
    for (const minute of [minutesOf(dose.time), missedFromMinute(dose.time)]) {
      if (minute > minuteOfDay && minute < minutesPerDay && (next === null || minute < next))
        next = minute;
    }
  }
  return next;
}

/** What home's panel of the day and the carers' list say of a dose's state (`doseTexts`). */
export function doseStatusText(dose: Dose): string {
  switch (dose.status) {
    case 'taken':
      return dose.takenAt === null ? doseTexts.taken : doseTexts.takenAt(clockTimeAt(dose.takenAt));
    case 'due':
      return doseTexts.due;
    case 'later':
      return doseTexts.later;
    case 'missed':
      return doseTexts.missed;
  }
}

/**
 * A medicine's adherence as the carers read it (domain/doseAdherence, `doseTexts.adherence`): the
 * period, the doses taken of those due, then the details (`takenLate`, `notTaken`) when there are any.
 */
export function adherenceText(adherence: DoseAdherence): string {
  const period =
    adherence.days === 1 ? doseTexts.adherenceLastDay : doseTexts.adherenceLastDays(adherence.days);
  if (adherence.due === 0) return doseTexts.adherenceNoneDue(period);
  const details = [
    ...(adherence.takenLate > 0 ? [doseTexts.takenLate(adherence.takenLate)] : []),
    ...(adherence.missed > 0 ? [doseTexts.notTaken(adherence.missed)] : []),
  ];
  const summary = doseTexts.adherence(period, adherence.taken, adherence.due);
  return details.length === 0 ? summary : doseTexts.adherenceWithDetails(summary, details);
}
