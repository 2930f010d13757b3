import {
  auditFields,
  doseKeyOf,
  doseTimesOf,
  recordKey,
  recordLayouts,
  userRoot,
  type AppointmentRecord,
  type ContactRecord,
  type MedicationRecord,
  type RecordAuthor,
} from '@amparo/shared-machines/records';
import {
  createSeededRandom,
  randomIndex,
} from '../../shared-machines/src/games/random/seededRandom';
import type { AgedScale } from './agedScale';
import { lisbonDayFrom, lisbonMinuteOf, lisbonMoment, minuteOfTime } from './lisbonCalendar';
import { firstNames, medicineNames, specialties, surnames } from './portugueseNames';

/**
 * One person's lists after a year with the association (`Newdata_{uid}`), pure and the same on every
 * run for the same person and day: contacts, appointments spread over the year (one today, one
 * tomorrow), medicines with dose times set a year ago, every day's doses taken (most of them), and the
 * counters.
 */

type Audited<T> = T & {
  readonly [auditFields.byUid]: string;
  readonly [auditFields.byName]: string;
  readonly [auditFields.at]: number;
};

/** A day's doses taken: medicine key → dose key ('0800') → when (ms). */
export type DayOfDoses = Record<string, Record<string, number>>;

export interface PersonLists {
  readonly contactos: Readonly<Record<string, Audited<ContactRecord>>>;
  readonly consultas: Readonly<Record<string, Audited<AppointmentRecord>>>;
  readonly medicamentos: Readonly<Record<string, Audited<MedicationRecord>>>;
  /** Day ('YYYY-MM-DD') → that day's doses taken. */
  readonly tomas: Readonly<Record<string, DayOfDoses>>;
}

export interface PersonInput {
  /** The person's place in the association (0-based): varies the records between people. */
  readonly index: number;
  /** Who saved the records (a carer who follows the person). */
  readonly author: RecordAuthor;
  readonly now: Date;
  readonly scale: AgedScale;
}

/** The times a medicine is taken, 1 to 3 a day, cycled through a person's medicines. */
export const doseTimePatterns: readonly string[] = [
  '08:00',
  '08:00,20:00',
  '08:00,14:00,20:00',
  '09:00,21:00',
  '13:00',
  '22:00',
  '07:30,19:30',
  '08:00,13:00,19:00',
  '10:00',
  '09:00,21:00',
];

const appointmentTimes = ['09:00', '09:30', '10:15', '11:00', '14:30', '15:00', '16:45'];

/** Days from today of a person's appointments: today, tomorrow, a quarter in the next weeks, the rest spread over the past year. */
export function appointmentDayOffsets(count: number, personIndex: number): number[] {
  const offsets = [0, 1].slice(0, count);
  const rest = count - offsets.length;
  const upcoming = Math.floor(rest / 4);
  const past = rest - upcoming;
  for (let k = 0; k < upcoming; k += 1) offsets.push(7 + k * 14 + (personIndex % 5));
  // Evenly from a year ago to a week ago, shifted by up to 6 days from one person to the next.
  const shift = personIndex % 7;
  for (let k = 0; k < past; k += 1) {
    const step = past === 1 ? 0 : Math.round((k * (364 - 7)) / (past - 1));
    offsets.push(-364 + step + shift);
  }
  return offsets;
}

/** When the association began following the person and set every medicine's times: a year ago, at 09:00. */
export function yearAgoMoment(now: Date, scale: AgedScale): number {
  return lisbonMoment(lisbonDayFrom(now, -scale.daysOfDoses), 9 * 60);
}

function whenToTake(horas: string): string {
  const first = minuteOfTime(horas.slice(0, 5));
  if (first < 11 * 60) return 'Ao pequeno-almoço';
  if (first < 16 * 60) return 'Ao almoço';
  return 'Ao jantar';
}

export function personLists({ index, author, now, scale }: PersonInput): PersonLists {
  const random = createSeededRandom(20260401 + index);
  const pick = <T>(list: readonly T[]): T => list[randomIndex(random, list.length)] as T;
  const yearAgo = yearAgoMoment(now, scale);
  const dayMs = 24 * 60 * 60 * 1000;
  const audit = (at: number) => ({
    [auditFields.byUid]: author.uid,
    [auditFields.byName]: author.name,
    [auditFields.at]: at,
  });

  const contactos: Record<string, Audited<ContactRecord>> = {};
  for (let n = 1; n <= scale.contactsPerPerson; n += 1) {
    contactos[recordKey('contact', n)] = {
      contacto_Nome: `${pick(firstNames)} ${pick(surnames)}`,
      contacto_telPesso: `9${pick(['1', '2', '3', '6'])}${String(1_000_000 + randomIndex(random, 8_999_999))}`,
      ...audit(yearAgo + n * 9 * dayMs),
    };
  }

  const consultas: Record<string, Audited<AppointmentRecord>> = {};
  appointmentDayOffsets(scale.appointmentsPerPerson, index).forEach((offset, position) => {
    consultas[recordKey('appointment', position + 1)] = {
      contacto_Nome: pick(specialties),
      data_consulta: lisbonDayFrom(now, offset),
      time_consulta: pick(appointmentTimes),
      ...audit(yearAgo + (position + 1) * 7 * dayMs),
    };
  });

  const medicamentos: Record<string, Audited<MedicationRecord>> = {};
  for (let n = 1; n <= scale.medicinesPerPerson; n += 1) {
    const horas = doseTimePatterns[(n + index) % doseTimePatterns.length] as string;
    medicamentos[recordKey('medication', n)] = {
      medicamento: `1 comprimido de ${medicineNames[(n - 1 + index) % medicineNames.length]}`,
      momento_tomar: whenToTake(horas),
      horas,
      horasDesde: yearAgo,
      ...audit(yearAgo),
    };
  }

  const tomas: Record<string, DayOfDoses> = {};
  const minuteNow = lisbonMinuteOf(now);
  for (let offset = -(scale.daysOfDoses - 1); offset <= 0; offset += 1) {
    const date = lisbonDayFrom(now, offset);
    const day: DayOfDoses = {};
    for (const [key, medicine] of Object.entries(medicamentos)) {
      for (const time of doseTimesOf(medicine.horas)) {
        const minute = minuteOfTime(time);
        if (offset === 0 && minute > minuteNow) continue;
        if (random() >= scale.takenShare) continue;
        // Taken within 45 minutes of its time, as the server stamped it.
        const takenAt = lisbonMoment(date, minute) + Math.floor(random() * 45 * 60_000);
        (day[key] ??= {})[doseKeyOf(time)] = takenAt;
      }
    }
    if (Object.keys(day).length > 0) tomas[date] = day;
  }
  return { contactos, consultas, medicamentos, tomas };
}

/**
 * What one person's data writes, as root-relative paths for multi-path updates: each list whole, the
 * counters, and each day's doses taken under its own path (so no single value is large). The summary
 * (`resumo`) is the association command's to compute from the lists.
 */
export function* personWrites(
  uid: string,
  lists: PersonLists,
): Generator<readonly [string, unknown]> {
  const root = userRoot(uid);
  yield [`${root}/${recordLayouts.contact.listNode}`, lists.contactos];
  yield [`${root}/${recordLayouts.appointment.listNode}`, lists.consultas];
  yield [`${root}/${recordLayouts.medication.listNode}`, lists.medicamentos];
  const counts = {
    contact: Object.keys(lists.contactos).length,
    appointment: Object.keys(lists.consultas).length,
    medication: Object.keys(lists.medicamentos).length,
  };
  for (const kind of ['contact', 'appointment', 'medication'] as const) {
    const { counterNode, counterField } = recordLayouts[kind];
    yield [`${root}/${counterNode}/${counterField}`, counts[kind]];
  }
  for (const [date, day] of Object.entries(lists.tomas)) yield [`${root}/tomas/${date}`, day];
}
