/** Dates and wall-clock times on the association's clock (Europe/Lisbon), for tests that set the page's clock. */

const lisbonParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD' in Lisbon, `offsetDays` days from now. */
export function lisbonDate(offsetDays = 0, from: Date = new Date()): string {
  const today = lisbonParts.format(from).slice(0, 10);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offsetDays)).toISOString().slice(0, 10);
}

/** The instant Lisbon's wall clock shows `time` ('HH:MM') on `date`. */
export function lisbonInstant(date: string, time: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  // Lisbon is UTC or UTC+1: try both and keep the one whose wall clock reads as wanted.
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(wanted - offsetHours * 3_600_000);
    if (lisbonParts.format(candidate).replace(', ', 'T') === `${date}T${time}`) return candidate;
  }
  throw new Error(`no instant shows ${date} ${time} in Lisbon`);
}
