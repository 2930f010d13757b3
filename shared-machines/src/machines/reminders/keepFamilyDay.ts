import { createActor } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import { calendarDayMachine } from '../patientData/calendarDayMachine';
import { daySharedPath, familyDayPath } from '../../domain/familyCircle';
import { familyDayOf } from '../../domain/familyDay';
import { dosesTakenPath, listPath } from '../../domain/recordTypes';
import { isoCalendarDate } from '../../domain/appointmentSchedule';
import { calendarDateInTimeZone } from '../../domain/spokenDate';
import { readAppointments, readMedications } from '../../records/readRecords';

/**
 * While the person's tablet runs her day and her setting 'A família pode ver o meu dia' is on
 * (`family/{person}/settings/dayShared`), keeps `family/{person}/day` (familyDayOf: today's doses and
 * their state, today's and tomorrow's appointments — the shape the rules fix) up to date from her
 * medicines, her appointments and today's doses taken. A summary is written only when it changed;
 * a write the rules refuse (her setting just turned off, the calendar not open) is left for the next
 * change. At the association's midnight (calendarDayMachine) it moves on to the new day by itself:
 * the new day's doses taken are followed and the new summary written, so her family never reads
 * yesterday's doses as today's. Returns the unsubscribe.
 */
export function keepFamilyDay(
  database: DatabasePort,
  personUid: string,
  now: () => Date = () => new Date(),
): () => void {
  let shared = false;
  let medications: unknown;
  let appointments: unknown;
  let taken: unknown;
  let known = { medications: false, appointments: false, taken: false };
  let written: string | null = null;
  let takenDate: string | null = null;
  let stopTaken: () => void = () => undefined;

  const write = () => {
    if (!shared || !known.medications || !known.appointments || !known.taken) return;
    const today = calendarDateInTimeZone(now());
    const day = familyDayOf({
      medications: readMedications(medications ?? null),
      appointments: readAppointments(appointments ?? null),
      dosesTaken: taken,
      today,
    });
    const text = JSON.stringify(day);
    if (text === written) return;
    written = text;
    database.set(familyDayPath(personUid), day).catch(() => {
      written = null;
    });
  };

  const followTaken = () => {
    const date = isoCalendarDate(calendarDateInTimeZone(now()));
    if (date === takenDate) return;
    takenDate = date;
    stopTaken();
    known = { ...known, taken: false };
    stopTaken = database.subscribe(
      dosesTakenPath(personUid, date),
      (value) => {
        taken = value;
        known = { ...known, taken: true };
        write();
      },
      () => undefined,
    );
  };

  const stops = [
    database.subscribe(
      daySharedPath(personUid),
      (value) => {
        shared = value === true;
        written = null;
        write();
      },
      () => undefined,
    ),
    database.subscribe(
      listPath(personUid, 'medication'),
      (value) => {
        medications = value;
        known = { ...known, medications: true };
        followTaken();
        write();
      },
      () => undefined,
    ),
    database.subscribe(
      listPath(personUid, 'appointment'),
      (value) => {
        appointments = value;
        known = { ...known, appointments: true };
        followTaken();
        write();
      },
      () => undefined,
    ),
  ];
  followTaken();
  const calendarDay = createActor(calendarDayMachine).start();
  let today = calendarDay.getSnapshot().context.today;
  const stopCalendarDay = calendarDay.subscribe((snapshot) => {
    if (snapshot.context.today === today) return;
    today = snapshot.context.today;
    followTaken();
    write();
  });
  return () => {
    stopCalendarDay.unsubscribe();
    calendarDay.stop();
    stopTaken();
    stops.forEach((stop) => stop());
  };
}
