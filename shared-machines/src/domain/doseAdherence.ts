import type { Keyed, MedicationRecord } from './recordTypes';
import { doseKeyOf, doseTimesOf } from './doseTimes';
import {
  associationDayAt,
  doseScheduleStartOf,
  isDoseBeforeStart,
  missedFromMinute,
  type TakenDoses,
} from './doseSchedule';
import { addCalendarDays } from './spokenDate';
import { isoCalendarDate } from './appointmentSchedule';

/**
 * How well a medicine's doses were taken over the last days (today included), for the carers. Each of
 * its times on each day is one dose (domain/doseSchedule), counted once its due window has ended or
 * once it was taken; a dose still 'later' or 'due' today is not owed yet. A dose is:
 * - taken: recorded before its due window ended (missedFromMinute) on its day;
 * - taken late: recorded after that, on its day or a later one;
 * - missed: not recorded.
 * A dose whose moment came before its schedule started (before the medicine's times were set, or before
 * the person's days on the platform began) is not counted at all, taken or not: counting only the taken
 * ones would flatter the rate.
 *
 * The medicine's current times (`horas`) are used for every day: past changes of its times are not
 * kept, so a day before a change is read with today's times (and, since a change sets `horasDesde`, the
 * days before it are not counted).
 */

/** How many days back (today included) the carers' adherence looks. */
export const adherenceDays = 30;

export interface DoseAdherence {
  /** The days looked at, today included. */
  readonly days: number;
  /** The doses owed: taken + takenLate + missed. */
  readonly due: number;
  /** Taken before their due window ended. */
  readonly taken: number;
  /** Taken after their due window ended. */
  readonly takenLate: number;
  /** Not taken, their due window over. */
  readonly missed: number;
}

/** The 'YYYY-MM-DD' date `count` days before `date`. */
function daysBefore(date: string, count: number): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return isoCalendarDate(addCalendarDays({ year, month, day }, -count));
}

/** Whether a dose at `time` on `date`, recorded at `takenAt` (ms), was recorded after its due window. */
function wasTakenLate(date: string, time: string, takenAt: number): boolean {
  const recorded = associationDayAt(new Date(takenAt));
  return (
    recorded.date > date ||
    (recorded.date === date && recorded.minuteOfDay >= missedFromMinute(time))
  );
}

/**
 * A medicine's adherence over the `days` days up to `today` (Lisbon's date; `minuteOfDay` its wall
 * clock now: associationDayAt), from the doses recorded by date (`tomas/{date}`, read with
 * readTakenDoses) and when the person's days on the platform began (`members/{uid}/since`; null when
 * unknown).
 */
export function adherenceOf(
  medicine: Keyed<MedicationRecord>,
  takenByDate: Readonly<Record<string, TakenDoses>>,
  today: string,
  minuteOfDay: number,
  memberSince: number | null,
  days: number = adherenceDays,
): DoseAdherence {
  const times = doseTimesOf(medicine.value.horas);
  const start = doseScheduleStartOf(medicine.value, memberSince);
  let taken = 0;
  let takenLate = 0;
  let missed = 0;
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = daysBefore(today, back);
    for (const time of times) {
      if (isDoseBeforeStart(start, date, time)) continue;
      const takenAt = takenByDate[date]?.[medicine.key]?.[doseKeyOf(time)];
      if (takenAt !== undefined) {
        if (wasTakenLate(date, time, takenAt)) takenLate += 1;
        else taken += 1;
      } else if (back > 0 || minuteOfDay >= missedFromMinute(time)) {
        missed += 1;
      }
    }
  }
  return { days, due: taken + takenLate + missed, taken, takenLate, missed };
}
