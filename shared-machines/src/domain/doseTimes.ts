/**
 * A medicine's dose times ('horas'): one or more 'HH:MM' on the association's clock (Europe/Lisbon),
 * stored as one string separated by commas, in order and without repeats: '08:00,20:00'. The carers'
 * form accepts what people type ('8h, 20:00', '20:00 ; 8:00') and stores the tidy form; the database
 * rules accept only the tidy form. A dose is recorded under its time without the colon ('0800').
 */
import { doseTexts } from '../texts/doseTexts';

/** The most dose times one medicine may have (one every hour and a half, all day). */
export const maxDoseTimesPerMedicine = 16;

/** A stored dose time: 'HH:MM', 00:00 to 23:59. */
const storedTime = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** What a person may type for one time: '8', '8h', '8:00', '08h30', '8.30', '20 h'. */
const typedTime = /^([01]?[0-9]|2[0-3])\s*(?:[:h.]\s*([0-5][0-9])?)?$/i;

/** The stored times of a medicine, in order; [] when it has none or the value is not in the stored form. */
export function doseTimesOf(horas: string | undefined | null): string[] {
  if (horas === undefined || horas === null || horas === '') return [];
  const times = horas.split(',');
  return times.every((time) => storedTime.test(time)) ? times : [];
}

export type DoseTimesInput =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string };

/** The message when the dose times cannot be read (`doseTexts.doseTimesFormat`). */
export const doseTimesMessage = doseTexts.doseTimesFormat;

/**
 * Reads the dose times as typed in the carers' form: times separated by commas, semicolons, 'e' or
 * spaces.
 * Empty is allowed (a medicine without reminders) and stored as ''.
 */
export function readDoseTimes(typed: string): DoseTimesInput {
  const text = typed.trim();
  if (text === '') return { ok: true, value: '' };
  const pieces = text
    .split(/\s*(?:[,;]|\be\b)\s*|\s{2,}/i)
    .flatMap((piece) =>
      piece.includes(' ') && !/\s+h$/i.test(piece) ? piece.split(/\s+/) : [piece],
    )
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const minutes = new Set<number>();
  for (const piece of pieces) {
    const match = typedTime.exec(piece);
    if (match === null) return { ok: false, message: doseTexts.doseTimesFormat };
    minutes.add(Number(match[1]) * 60 + Number(match[2] ?? '0'));
  }
  if (minutes.size === 0) return { ok: false, message: doseTexts.doseTimesFormat };
  if (minutes.size > maxDoseTimesPerMedicine) {
    return { ok: false, message: doseTexts.tooManyDoseTimes(maxDoseTimesPerMedicine) };
  }
  const value = [...minutes]
    .sort((a, b) => a - b)
    .map(
      (total) =>
        `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`,
    )
    .join(',');
  return { ok: true, value };
}

/** The key a dose taken at a stored time is recorded under: '08:00' → '0800'. */
export function doseKeyOf(time: string): string {
  return time.replace(':', '');
}
