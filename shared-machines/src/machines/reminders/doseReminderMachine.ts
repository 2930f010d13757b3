import { promiseToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Keyed, MedicationRecord } from '../../domain/recordTypes';
import {
  associationDayAt,
  dosesOfDay,
  missedFromMinute,
  nextDoseChangeMinute,
  type ClosedDoses,
  type Dose,
  type TakenDoses,
} from '../../domain/doseSchedule';
import { msUntilNextDayInTimeZone } from '../../domain/spokenDate';
import { doseTexts } from '../../texts/doseTexts';

/**
 * The person's medicine reminders, on the association's clock (domain/doseSchedule):
 *
 *   waitingForTheDay ──(the medicines, the day's taken doses and MEMBER_SINCE have all come)──▶ day
 *   (never a reminder, nor a dose shown as due, before the database has said what was taken today:
 *   a dose taken earlier or recorded on the carer's tablet must not come up as due, not even briefly;
 *   nor before it has said when the person's days on the platform began (`members/{uid}/since`): a
 *   dose before then is owed by nobody and must not come up as due or missed, not even briefly)
 *   day: deciding ─(a dose is due, not snoozed, not held)─▶ reminding ──TAKE──▶ recording ──done──▶ deciding
 *                 └────────────────(otherwise)────────────▶ quiet                └─error──▶ reminding (with the message)
 *        reminding ──SNOOZE──▶ deciding (the dose comes back `snoozeMs` later)
 *
 * Timers, each a named delay computed from the clock when its state is entered:
 * - 'untilDoseTime': the next moment a dose's status changes (a dose's time comes, or its due window ends);
 * - 'untilSnoozeEnds': the end of the earliest snooze (`snoozeMs` after the person asked for it);
 * - 'untilMissed': the end of the reminded dose's due window (the end of the next hour): missed;
 * - 'untilMidnight': the day's roll-over in Lisbon: a new date, nothing taken yet, snoozes forgotten.
 * A delay with nothing to wait for is a day long; the next decision recomputes it.
 *
 * The snoozes are handed to the injected `keepSnoozes` each time they change (a SNOOZE, a new day), and
 * those kept before a reload come back as the input's `snoozes`: a page reloaded (a release taken at a
 * calm moment, a refresh) does not bring a put-off reminder back at once. Another day's are not used.
 *
 * HOLD and RELEASE say when a reminder must not come up (a carer typing a form, a dialog open): a dose
 * that falls due meanwhile waits and comes up at RELEASE. One reminder at a time, the earliest first;
 * a dose taken (TAKE) is recorded once (a second tap while recording does nothing), and the dose counts
 * as taken at once, before the database's copy confirms it. A dose recorded elsewhere (the carer's
 * tablet) closes its reminder. The record is the injected `recordDose` actor; the clock is `now`.
 *
 * A dose whose moment came before its medicine's times were set (`horasDesde`) or before the person
 * joined (MEMBER_SINCE) is left out of the day (dosesOfDay with its DoseScheduleStart): never reminded,
 * never missed (`doseTexts.missed`).
 */

export const snoozeMs = 10 * 60_000;
/** When there is nothing to wait for (the decision that follows recomputes the next wait). */
const nothingToWaitForMs = 24 * 60 * 60_000;

export interface DoseToRecord {
  readonly date: string;
  readonly medicineKey: string;
  readonly doseKey: string;
}

/** The reminders put off on a day: dose id → when its snooze ends (ms). */
export interface DaySnoozes {
  /** Lisbon's date the snoozes are for ('YYYY-MM-DD'). */
  readonly date: string;
  readonly snoozedUntil: Readonly<Record<string, number>>;
}

export interface DoseReminderInput {
  /** The clock (ms since the epoch). */
  readonly now?: () => number;
  /** Speak each reminder aloud (a setting of the tablet, off by default). */
  readonly speak?: boolean;
  /** The snoozes kept before the page was loaded (`keepSnoozes`); used only for the same day. */
  readonly snoozes?: DaySnoozes | null;
}

export interface DoseReminderContext {
  readonly now: () => number;
  readonly speak: boolean;
  /** Lisbon's date the doses are for ('YYYY-MM-DD'). */
  readonly date: string;
  readonly medicines: readonly Keyed<MedicationRecord>[];
  /** Whether the medicines have come from the database. */
  readonly medicinesKnown: boolean;
  /** Doses recorded for `date`, as the database holds them. */
  readonly taken: TakenDoses;
  /** Doses of `date` a carer corrected as not taken (closed: shown not taken, never reminded). */
  readonly corrected: ClosedDoses;
  /** Whether the doses taken on `date` have come from the database (a new day starts with none). */
  readonly takenKnown: boolean;
  /** When the person's days on the platform began (`members/{uid}/since`, ms); null when unknown. */
  readonly memberSince: number | null;
  /** Whether `memberSince` has come from the database (it never changes afterwards). */
  readonly memberSinceKnown: boolean;
  /** Doses recorded from this tablet that the database's copy does not show yet: dose id → when. */
  readonly takenHere: Readonly<Record<string, number>>;
  /** Dose id → when its snooze ends (ms). */
  readonly snoozedUntil: Readonly<Record<string, number>>;
  readonly held: boolean;
  /** The day's doses with their status at the last decision (for home's day panel and the carers). */
  readonly doses: readonly Dose[];
  /** The dose whose reminder is up, or null. */
  readonly reminder: Dose | null;
  /** Why the last TAKE was not recorded (`doseTexts.notRecorded`). */
  readonly error: string | null;
}

export type DoseReminderEvent =
  | { readonly type: 'MEDICINES'; readonly medicines: readonly Keyed<MedicationRecord>[] }
  | {
      readonly type: 'TAKEN_DOSES';
      readonly date: string;
      readonly taken: TakenDoses;
      /** The day's doses a carer corrected as not taken: closed, never reminded (dosesOfDay). */
      readonly corrected?: ClosedDoses;
    }
  /** When the person's days on the platform began (`members/{uid}/since`); null when it holds none. */
  | { readonly type: 'MEMBER_SINCE'; readonly since: number | null }
  | { readonly type: 'TAKE' }
  | { readonly type: 'SNOOZE' }
  | { readonly type: 'HOLD' }
  | { readonly type: 'RELEASE' }
  | { readonly type: 'SET_SPEECH'; readonly speak: boolean };

/** Said when a dose taken could not be recorded (`doseTexts.notRecorded`). */
export const doseNotRecordedMessage = doseTexts.notRecorded;

function mergedTaken(context: Pick<DoseReminderContext, 'taken' | 'takenHere'>): TakenDoses {
  if (Object.keys(context.takenHere).length === 0) return context.taken;
  const merged: Record<string, Record<string, number>> = {};
  for (const [medicineKey, doses] of Object.entries(context.taken))
    merged[medicineKey] = { ...doses };
  for (const [id, at] of Object.entries(context.takenHere)) {
    const [medicineKey = '', doseKey = ''] = id.split('/');
    const doses = (merged[medicineKey] ??= {});
    if (doses[doseKey] === undefined) doses[doseKey] = at;
  }
  return merged;
}

function evaluate(context: DoseReminderContext): { doses: Dose[]; minuteOfDay: number } {
  const { minuteOfDay } = associationDayAt(new Date(context.now()));
  const doses = dosesOfDay(
    context.medicines,
    mergedTaken(context),
    minuteOfDay,
    { date: context.date, memberSince: context.memberSince },
    context.corrected,
  );
  return { doses, minuteOfDay };
}

/** The dose to remind of now: the earliest due one that is not snoozed. */
function dueReminder(context: DoseReminderContext): Dose | null {
  const now = context.now();
  return (
    evaluate(context).doses.find(
      (dose) => dose.status === 'due' && (context.snoozedUntil[dose.id] ?? 0) <= now,
    ) ?? null
  );
}

function isTakenIn(taken: TakenDoses, dose: Dose | null): boolean {
  return dose !== null && taken[dose.medicineKey]?.[dose.doseKey] !== undefined;
}

/** Milliseconds until a minute of Lisbon's wall-clock day (at least one second, so a wait never spins). */
function msUntilMinute(context: DoseReminderContext, minute: number | null): number {
  if (minute === null) return nothingToWaitForMs;
  const { minuteOfDay } = associationDayAt(new Date(context.now()));
  return Math.max(1000, Math.ceil((minute - minuteOfDay) * 60_000));
}

/** The snoozes kept before the page loaded that still count: the same day's, not yet over. */
function keptSnoozes(
  kept: DaySnoozes | null | undefined,
  date: string,
  now: number,
): Readonly<Record<string, number>> {
  if (!kept || kept.date !== date) return {};
  return Object.fromEntries(
    Object.entries(kept.snoozedUntil).filter(
      ([, until]) => Number.isFinite(until) && until > now && until <= now + snoozeMs,
    ),
  );
}

const snoozesOf = ({ context }: { context: DoseReminderContext }): DaySnoozes => ({
  date: context.date,
  snoozedUntil: context.snoozedUntil,
});

export const doseReminderMachine = setup({
  types: {
    /**
     * 'dayKnown' once the database has said what the day holds (never in waitingForTheDay); then
     * 'quiet', or 'reminding' while a reminder is up ('recording' too while its dose is written).
     */
    tags: {} as 'dayKnown' | 'quiet' | 'reminding' | 'recording',
    context: {} as DoseReminderContext,
    events: {} as DoseReminderEvent,
    input: {} as DoseReminderInput,
  },
  actors: {
    recordDose: promiseToProvide<void, DoseToRecord>('recordDose'),
  },
  actions: {
    storeMedicines: assign({
      medicines: ({ event }) => {
        assertEvent(event, 'MEDICINES');
        return event.medicines;
      },
      medicinesKnown: true,
    }),
    storeTaken: assign(({ context, event }) => {
      assertEvent(event, 'TAKEN_DOSES');
      if (event.date !== context.date) return {};
      // What the database shows now needs no local copy any more.
      const takenHere = Object.fromEntries(
        Object.entries(context.takenHere).filter(([id]) => {
          const [medicineKey = '', doseKey = ''] = id.split('/');
          return event.taken[medicineKey]?.[doseKey] === undefined;
        }),
      );
      return { taken: event.taken, corrected: event.corrected ?? {}, takenHere, takenKnown: true };
    }),
    storeMemberSince: assign({
      memberSince: ({ event }) => {
        assertEvent(event, 'MEMBER_SINCE');
        return event.since;
      },
      memberSinceKnown: true,
    }),
    hold: assign({ held: true }),
    release: assign({ held: false }),
    setSpeech: assign({
      speak: ({ event }) => {
        assertEvent(event, 'SET_SPEECH');
        return event.speak;
      },
    }),
    decide: assign(({ context }) => {
      const { doses } = evaluate(context);
      return { doses, reminder: context.held ? null : dueReminder(context) };
    }),
    snooze: assign({
      snoozedUntil: ({ context }) =>
        context.reminder === null
          ? context.snoozedUntil
          : { ...context.snoozedUntil, [context.reminder.id]: context.now() + snoozeMs },
      reminder: null,
      error: null,
    }),
    /** Keeps the day's snoozes beyond the page (provided by the tablet: its session storage). */
    keepSnoozes: (_, _params: DaySnoozes) => undefined,
    markTakenHere: assign({
      takenHere: ({ context }) =>
        context.reminder === null
          ? context.takenHere
          : { ...context.takenHere, [context.reminder.id]: context.now() },
      reminder: null,
      error: null,
    }),
    storeError: assign({ error: doseTexts.notRecorded }),
    startNewDay: assign(({ context }) => ({
      date: associationDayAt(new Date(context.now())).date,
      taken: {},
      corrected: {},
      takenKnown: true,
      takenHere: {},
      snoozedUntil: {},
      reminder: null,
      error: null,
    })),
    /** Speaks the reminder (provided by the tablet: speechSynthesis); `dose` is null when speech is off. */
    speakReminder: (_, _params: { readonly dose: Dose | null }) => undefined,
  },
  guards: {
    dayKnown: ({ context }) =>
      context.medicinesKnown && context.takenKnown && context.memberSinceKnown,
    hasReminder: ({ context }) => context.reminder !== null,
    reminderTakenElsewhere: ({ context, event }) => {
      assertEvent(event, 'TAKEN_DOSES');
      return event.date === context.date && isTakenIn(event.taken, context.reminder);
    },
  },
  delays: {
    untilDoseTime: ({ context }) => {
      const { doses, minuteOfDay } = evaluate(context);
      return msUntilMinute(context, nextDoseChangeMinute(doses, minuteOfDay));
    },
    untilSnoozeEnds: ({ context }) => {
      const now = context.now();
      const ends = Object.values(context.snoozedUntil).filter((end) => end > now);
      return ends.length === 0 ? nothingToWaitForMs : Math.min(...ends) - now;
    },
    untilMissed: ({ context }) =>
      msUntilMinute(
        context,
        context.reminder === null ? null : missedFromMinute(context.reminder.time),
      ),
    untilMidnight: ({ context }) => msUntilNextDayInTimeZone(new Date(context.now())),
  },
}).createMachine({
  id: 'doseReminders',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    const startedAt = now();
    const date = associationDayAt(new Date(startedAt)).date;
    return {
      now,
      speak: input.speak ?? false,
      date,
      medicines: [],
      medicinesKnown: false,
      taken: {},
      corrected: {},
      takenKnown: false,
      memberSince: null,
      memberSinceKnown: false,
      takenHere: {},
      snoozedUntil: keptSnoozes(input.snoozes, date, startedAt),
      held: false,
      doses: [],
      reminder: null,
      error: null,
    };
  },
  initial: 'waitingForTheDay',
  on: {
    SET_SPEECH: { actions: 'setSpeech' },
  },
  states: {
    waitingForTheDay: {
      always: { guard: 'dayKnown', target: 'day' },
      on: {
        MEDICINES: { actions: 'storeMedicines' },
        TAKEN_DOSES: { actions: 'storeTaken' },
        MEMBER_SINCE: { actions: 'storeMemberSince' },
        HOLD: { actions: 'hold' },
        RELEASE: { actions: 'release' },
      },
    },
    day: {
      tags: ['dayKnown'],
      initial: 'deciding',
      after: {
        untilMidnight: {
          target: '.deciding',
          reenter: true,
          actions: ['startNewDay', { type: 'keepSnoozes', params: snoozesOf }],
        },
      },
      on: {
        MEDICINES: { target: '.deciding', actions: 'storeMedicines' },
        TAKEN_DOSES: { target: '.deciding', actions: 'storeTaken' },
        MEMBER_SINCE: { target: '.deciding', actions: 'storeMemberSince' },
        HOLD: { actions: 'hold' },
        RELEASE: { target: '.deciding', actions: 'release' },
      },
      states: {
        deciding: {
          entry: 'decide',
          always: [{ guard: 'hasReminder', target: 'reminding' }, { target: 'quiet' }],
        },
        quiet: {
          tags: ['quiet'],
          after: { untilDoseTime: 'deciding', untilSnoozeEnds: 'deciding' },
        },
        reminding: {
          tags: ['reminding'],
          entry: {
            type: 'speakReminder',
            params: ({ context }) => ({ dose: context.speak ? context.reminder : null }),
          },
          on: {
            TAKE: 'recording',
            SNOOZE: {
              target: 'deciding',
              actions: ['snooze', { type: 'keepSnoozes', params: snoozesOf }],
            },
            HOLD: { actions: 'hold' },
          },
          after: { untilMissed: 'deciding' },
        },
        recording: {
          tags: ['reminding', 'recording'],
          invoke: {
            src: 'recordDose',
            input: ({ context }): DoseToRecord => ({
              date: context.date,
              medicineKey: context.reminder?.medicineKey ?? '',
              doseKey: context.reminder?.doseKey ?? '',
            }),
            onDone: { target: 'deciding', actions: 'markTakenHere' },
            onError: { target: 'reminding', actions: 'storeError' },
          },
          on: {
            // The database's copy may show the dose before the write is confirmed (offline, it is all there is).
            TAKEN_DOSES: [
              {
                guard: 'reminderTakenElsewhere',
                target: 'deciding',
                actions: ['storeTaken', 'markTakenHere'],
              },
              { actions: 'storeTaken' },
            ],
            MEDICINES: { actions: 'storeMedicines' },
            MEMBER_SINCE: { actions: 'storeMemberSince' },
            RELEASE: { actions: 'release' },
          },
        },
      },
    },
  },
});

export type DoseReminderActorRef = ActorRefFrom<typeof doseReminderMachine>;
export type DoseReminderSnapshot = SnapshotFrom<typeof doseReminderMachine>;
