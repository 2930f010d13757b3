/**
 * Figures from the association's own tablets: each page view's Core Web Vitals (LCP, INP, CLS) and
 * its time to first byte, as the `web-vitals` library measures them, kept in the Realtime Database
 * under `vitals/{day}/{pushKey}` (database.rules.json: append-only, written by members and carers,
 * read by nobody but the association's admin credentials) and summed up by
 * `npm run association -- vitals` (the 75th percentile per screen, web.dev's way of reading them).
 *
 * A record holds what the figure needs and nothing that says whose tablet it came from: the metric
 * (its name), its value (rounded), web-vitals' rating, the screen the page view began on (a route-table
 * `ScreenId`, never the address: addresses carry uids and the association's code), how the page was
 * reached, and a coarse device class (processor cores, memory in GB) when the browser says it. The
 * day is the record's path, on the association's calendar. No uid, no e-mail, no user agent.
 */
import { isoCalendarDate } from '../domain/appointmentSchedule';
import { isHistoryDay } from '../domain/historyRetention';
import { addCalendarDays, calendarDateInTimeZone } from '../domain/spokenDate';
import type { ScreenId } from '../routes/routeTable';

/** The top-level node (docs/privacy/record-of-processing.md). */
export const vitalsRoot = 'vitals';

/** `vitals/{day}`: one day's records. */
export function vitalsDayPath(day: string): string {
  return `${vitalsRoot}/${day}`;
}

export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof vitalRatings)[number];

/** How the page was reached (web-vitals' `navigationType`). */
export const vitalNavigations = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export type VitalNavigation = (typeof vitalNavigations)[number];

/**
 * Every screen of the route table (routes/routeTable.ts), as the rules list them: a record's screen
 * is one of these words, never free text. The check below fails to compile when a screen is added
 * to the table and not here.
 */
export const vitalScreens = [
  'login',
  'registration',
  'home',
  'videos',
  'calls',
  'health',
  'gamesHub',
  'solitaire',
  'ticTacToe',
  'adminContacts',
  'adminAddContact',
  'adminEditContact',
  'adminAppointments',
  'adminAddAppointment',
  'adminEditAppointment',
  'adminMedications',
  'adminAddMedication',
  'adminEditMedication',
  'carerConsole',
  'carerRegisterPerson',
  'noAccess',
  'carersAreaClosed',
  'privacyNotice',
  'myAccessLog',
  'family',
  'myFamily',
  'carerAccessLog',
  'carerPersonExport',
  'carerPersonFamily',
  'familyCircles',
  'invitationAcceptance',
] as const satisfies readonly ScreenId[];
type ScreensLeftOut = Exclude<ScreenId, (typeof vitalScreens)[number]>;
export const everyScreenListed: [ScreensLeftOut] extends [never] ? true : never = true;

/**
 * web.dev's thresholds (https://web.dev/articles/vitals): at most `good` is good, above `poor` is
 * poor, between them needs improvement. The same as web-vitals' own `LCPThresholds` and friends (a
 * test holds them together); milliseconds, CLS a score.
 */
export const vitalThresholds: Readonly<
  Record<VitalName, { readonly good: number; readonly poor: number }>
> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest value a record may hold (the rules refuse more): a page whose first byte or largest
 * paint takes longer than `maxVitalMs` was not measured, it was left; CLS grows without bound on
 * paper but a score above `maxLayoutShift` is a broken page, not a figure.
 */
export const maxVitalMs = 120_000;
export const maxLayoutShift = 10;

/** CLS is kept to this many decimal places; the times to whole milliseconds. */
const layoutShiftDecimals = 3;

/** Processor cores above this are not a tablet's: the count is left out. */
export const maxVitalCores = 64;

/** What `navigator.deviceMemory` may say (GB, a power of two; Chrome says at most 8). */
export const vitalMemorySizes = [0.25, 0.5, 1, 2, 4, 8, 16, 32] as const;

/** How many days of records are kept: `retention apply` removes older days. */
export const vitalsKeptDays = 31;

/** web-vitals' rating of a value, by the thresholds above. */
export function vitalRating(name: VitalName, value: number): VitalRating {
  const { good, poor } = vitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** What a metric from web-vitals brings (its `id`, `delta`, `entries` and the rest are not read). */
export interface MeasuredVital {
  readonly name: string;
  readonly value: number;
  readonly rating: string;
  readonly navigationType: string;
}

/** Where the page view was, from the page itself. */
export interface VitalContext {
  /** The screen the page view began on (the route answer's `screen`). */
  readonly screen: string;
  /** The moment of the report (ms since the epoch, the tablet's clock). */
  readonly now: number;
  /** `navigator.hardwareConcurrency` and `navigator.deviceMemory`, when the browser gives them. */
  readonly cores?: number;
  readonly memory?: number;
}

/** One record as the database keeps it at `vitals/{day}/{pushKey}`: these fields and no others. */
export interface VitalEntry {
  /** The metric's name (`name` elsewhere in the database is always a person's). */
  readonly metric: VitalName;
  readonly value: number;
  readonly rating: VitalRating;
  readonly screen: ScreenId;
  readonly navigation: VitalNavigation;
  readonly cores?: number;
  readonly memory?: number;
}

export interface VitalReport {
  /** The association's calendar day of the report, 'YYYY-MM-DD': the record's path. */
  readonly day: string;
  readonly entry: VitalEntry;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The association's calendar day of a moment, 'YYYY-MM-DD' (Europe/Lisbon, spokenDate.ts). */
export function vitalsDayAt(moment: number): string {
  return isoCalendarDate(calendarDateInTimeZone(new Date(moment)));
}

/** A value as kept: whole milliseconds, CLS to `layoutShiftDecimals` places; null out of range. */
export function roundedVitalValue(name: VitalName, value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  if (name === 'CLS') {
    const scale = 10 ** layoutShiftDecimals;
    const rounded = Math.round(value * scale) / scale;
    return rounded <= maxLayoutShift ? rounded : null;
  }
  const rounded = Math.round(value);
  return rounded <= maxVitalMs ? rounded : null;
}

function deviceClass(context: VitalContext): Pick<VitalEntry, 'cores' | 'memory'> {
  const { cores, memory } = context;
  return {
    ...(typeof cores === 'number' && Number.isInteger(cores) && cores >= 1 && cores <= maxVitalCores
      ? { cores }
      : {}),
    ...(typeof memory === 'number' && (vitalMemorySizes as readonly number[]).includes(memory)
      ? { memory }
      : {}),
  };
}

/**
 * The record of one measured metric, or null when there is nothing the rules would take: a name,
 * rating, navigation or screen outside their lists, a value out of range. Built field by field from
 * the list above, so nothing else the metric or the page carries can reach the database.
 */
export function vitalReport(metric: MeasuredVital, context: VitalContext): VitalReport | null {
  const { name, rating, navigationType } = metric;
  if (!isOneOf(vitalNames, name) || !isOneOf(vitalRatings, rating)) return null;
  if (!isOneOf(vitalNavigations, navigationType) || !isOneOf(vitalScreens, context.screen))
    return null;
  const value = roundedVitalValue(name, metric.value);
  if (value === null || !Number.isFinite(context.now)) return null;
  return {
    day: vitalsDayAt(context.now),
    entry: {
      metric: name,
      value,
      rating,
      screen: context.screen,
      navigation: navigationType,
      ...deviceClass(context),
    },
  };
}

/**
 * The 75th percentile by nearest rank: the smallest value that at least three quarters of the values
 * are at or below (of 4 values, the 3rd smallest; of 1, itself); null for none.
 */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

/** One record as read back, or null when it is not one (the admin may have written anything). */
export function readVitalEntry(value: unknown): VitalEntry | null {
  if (value === null || typeof value !== 'object') return null;
  const held = value as Record<string, unknown>;
  const { metric, rating, screen, navigation } = held;
  if (!isOneOf(vitalNames, metric) || !isOneOf(vitalRatings, rating)) return null;
  if (!isOneOf(vitalScreens, screen) || !isOneOf(vitalNavigations, navigation)) return null;
  if (typeof held.value !== 'number' || roundedVitalValue(metric, held.value) === null) return null;
  return { metric, value: held.value, rating, screen, navigation };
}

export interface VitalSummaryRow {
  readonly screen: ScreenId;
  readonly metric: VitalName;
  readonly count: number;
  readonly p75: number;
  /** The rating of the 75th percentile (web.dev: a screen is good when its p75 is). */
  readonly rating: VitalRating;
}

/**
 * The records of some days (`vitals/{day}` values, keyed by day) summed up per screen and metric:
 * how many, their 75th percentile and its rating; screens in the route table's order, metrics in
 * `vitalNames`' order. Records that cannot be read are left out.
 */
export function summariseVitals(days: Readonly<Record<string, unknown>>): VitalSummaryRow[] {
  const values = new Map<string, number[]>();
  for (const records of Object.values(days)) {
    if (records === null || typeof records !== 'object') continue;
    for (const record of Object.values(records as Record<string, unknown>)) {
      const entry = readVitalEntry(record);
      if (entry === null) continue;
      const key = `${entry.screen} ${entry.metric}`;
      const held = values.get(key) ?? [];
      held.push(entry.value);
      values.set(key, held);
    }
  }
  return vitalScreens.flatMap((screen) =>
    vitalNames.flatMap((metric): VitalSummaryRow[] => {
      const held = values.get(`${screen} ${metric}`) ?? [];
      const p75 = percentile75(held);
      return p75 === null
        ? []
        : [{ screen, metric, count: held.length, p75, rating: vitalRating(metric, p75) }];
    }),
  );
}

/** The `days` days up to `today` ('YYYY-MM-DD'), oldest first. */
export function vitalsDaysUpTo(today: string, days: number): string[] {
  if (!isHistoryDay(today)) throw new RangeError(`"${today}" is not a calendar day (YYYY-MM-DD)`);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const list: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1)
    list.push(isoCalendarDate(addCalendarDays({ year, month, day }, -back)));
  return list;
}

/**
 * The stored days (`vitals/{day}` keys) that `retention apply` removes on `today`: the days before the
 * last `vitalsKeptDays`, and keys that are no day at all (the rules never let one in).
 */
export function vitalsDaysToRemove(today: string, stored: readonly string[]): string[] {
  const earliestKept = vitalsDaysUpTo(today, vitalsKeptDays)[0] ?? today;
  return stored.filter((day) => !isHistoryDay(day) || day < earliestKept).sort();
}
