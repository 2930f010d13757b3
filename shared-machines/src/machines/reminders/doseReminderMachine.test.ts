import { createActor, type AnyEventObject } from 'xstate';
import type { Keyed, MedicationRecord } from '../../domain/recordTypes';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import {
  doseNotRecordedMessage,
  doseReminderMachine,
  snoozeMs,
  type DaySnoozes,
  type DoseReminderEvent,
  type DoseToRecord,
} from './doseReminderMachine';

// Lisbon is on UTC in November: the wall clock reads the UTC time.
const day = '2026-11-24';
const at = (time: string) => new Date(`${day}T${time}:00.000Z`).getTime();

const paracetamol: Keyed<MedicationRecord> = {
  key: 'medicamento_1',
  value: {
    medicamento: '1 comprimido de Paracetamol',
    momento_tomar: 'Ao pequeno-almoço e ao jantar',
    horas: '08:00,20:00',
  },
};
const vitaminD: Keyed<MedicationRecord> = {
  key: 'medicamento_3',
  value: { medicamento: 'Vitamina D', momento_tomar: 'De manhã', horas: '08:00' },
};
const medicines: DoseReminderEvent = { type: 'MEDICINES', medicines: [paracetamol] };
const takenElsewhere: DoseReminderEvent = {
  type: 'TAKEN_DOSES',
  date: day,
  taken: { medicamento_1: { '0800': at('08:01') } },
};
const nothingTaken: DoseReminderEvent = { type: 'TAKEN_DOSES', date: day, taken: {} };
const memberLongAgo: DoseReminderEvent = { type: 'MEMBER_SINCE', since: at('00:00') - 86_400_000 };
const memberUnknown: DoseReminderEvent = { type: 'MEMBER_SINCE', since: null };
/** The person joined at 08:01: the 08:00 dose came before, nobody owes it. */
const memberSince0801: DoseReminderEvent = { type: 'MEMBER_SINCE', since: at('08:01') };
/** The medicine's times were set at 08:01 (added then): its 08:00 dose of today is not owed. */
const medicinesSet0801: DoseReminderEvent = {
  type: 'MEDICINES',
  medicines: [{ ...paracetamol, value: { ...paracetamol.value, horasDesde: at('08:01') } }],
};
const recordDone = { type: 'xstate.done.actor.recordDose' };
const recordFailed = {
  type: 'xstate.error.actor.recordDose',
  error: new Error('permission_denied'),
};

function describeEvent(event: AnyEventObject): string {
  if (event === takenElsewhere) return 'TAKEN_DOSES(08:00 taken elsewhere)';
  if (event === nothingTaken) return 'TAKEN_DOSES(none)';
  if (event === memberLongAgo) return 'MEMBER_SINCE(long ago)';
  if (event === memberUnknown) return 'MEMBER_SINCE(unknown)';
  if (event === memberSince0801) return 'MEMBER_SINCE(08:01)';
  if (event === medicinesSet0801) return 'MEDICINES(times set at 08:01)';
  return event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
}

beforeEach(() => jest.useFakeTimers({ now: at('08:00'), doNotFake: ['queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

function start(
  medicineList: readonly Keyed<MedicationRecord>[] = [paracetamol],
  options: { speak?: boolean; memberSince?: DoseReminderEvent; snoozes?: DaySnoozes } = {},
) {
  const promises = settleablePromises(['recordDose']);
  const spoken: string[] = [];
  const kept: DaySnoozes[] = [];
  const actor = createActor(
    doseReminderMachine.provide({
      actors: promises.logic,
      actions: {
        speakReminder: (_, params) => void (params.dose && spoken.push(params.dose.medicine)),
        keepSnoozes: (_, params) => void kept.push(params),
      },
    }),
    { input: { now: () => Date.now(), speak: options.speak, snoozes: options.snoozes } },
  ).start();
  actor.send({ type: 'MEDICINES', medicines: medicineList });
  actor.send(nothingTaken);
  actor.send(options.memberSince ?? memberLongAgo);
  return { actor, promises, spoken, kept };
}

const reminderOf = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.reminder;

describe("waiting for the day: the medicines, the day's taken doses and when the person joined", () => {
  function startBare() {
    return createActor(doseReminderMachine, { input: { now: () => Date.now() } }).start();
  }

  it('a dose taken elsewhere never comes up, even when the medicines come first', () => {
    const actor = startBare();
    const reminders: (string | null)[] = [];
    actor.subscribe((snapshot) => reminders.push(snapshot.context.reminder?.id ?? null));
    actor.send(medicines);
    actor.send(memberLongAgo);
    expect(actor.getSnapshot().value).toBe('waitingForTheDay');
    expect(actor.getSnapshot().context.reminder).toBeNull();
    actor.send(takenElsewhere);
    expect(actor.getSnapshot().value).toEqual({ day: 'quiet' });
    expect(reminders.every((reminder) => reminder === null)).toBe(true);
  });

  const orders = [
    [medicines, nothingTaken, memberLongAgo],
    [medicines, memberLongAgo, nothingTaken],
    [nothingTaken, medicines, memberLongAgo],
    [nothingTaken, memberLongAgo, medicines],
    [memberLongAgo, medicines, nothingTaken],
    [memberLongAgo, nothingTaken, medicines],
  ];
  it.each(orders.map((events) => [events.map(describeEvent).join(', '), events] as const))(
    '%s: the due dose comes up once all three have come',
    (_name, events) => {
      const actor = startBare();
      for (const event of events.slice(0, -1)) {
        actor.send(event);
        expect(actor.getSnapshot().value).toBe('waitingForTheDay');
        expect(actor.getSnapshot().context.doses).toEqual([]);
      }
      actor.send(events.at(-1) as DoseReminderEvent);
      expect(actor.getSnapshot().value).toEqual({ day: 'reminding' });
    },
  );

  it('someone who joined at 08:01 is never reminded of the 08:00 dose, not even for a moment', () => {
    jest.setSystemTime(at('08:05'));
    const actor = startBare();
    const seen: string[] = [];
    actor.subscribe((snapshot) =>
      seen.push(
        ...snapshot.context.doses.map((dose) => `${dose.time} ${dose.status}`),
        ...(snapshot.context.reminder === null ? [] : ['reminder']),
      ),
    );
    actor.send(medicines);
    actor.send(nothingTaken);
    expect(actor.getSnapshot().value).toBe('waitingForTheDay');
    actor.send(memberSince0801);
    expect(actor.getSnapshot().value).toEqual({ day: 'quiet' });
    expect(new Set(seen)).toEqual(new Set(['20:00 later']));
  });

  it('when `since` holds nothing (an account older than it), every dose is owed', () => {
    const actor = startBare();
    actor.send(medicines);
    actor.send(nothingTaken);
    actor.send(memberUnknown);
    expect(actor.getSnapshot().value).toEqual({ day: 'reminding' });
  });

  it("another day's taken doses do not count as today's", () => {
    const actor = startBare();
    actor.send(medicines);
    actor.send(memberLongAgo);
    actor.send({ type: 'TAKEN_DOSES', date: '2026-11-23', taken: {} });
    expect(actor.getSnapshot().value).toBe('waitingForTheDay');
  });
});

describe('the reminder model at 08:05: every event in every state, replayed on a real actor', () => {
  // The model is taken at one instant (08:05, the 08:00 dose due): the timers are the clock's, tested below with it.
  const input = { now: () => at('08:05') };
  const events: AnyEventObject[] = [
    medicines,
    medicinesSet0801,
    takenElsewhere,
    nothingTaken,
    memberLongAgo,
    memberSince0801,
    { type: 'TAKE' },
    { type: 'SNOOZE' },
    { type: 'HOLD' },
    { type: 'RELEASE' },
    recordDone,
    recordFailed,
  ];
  const paths = transitionCoveringPaths(doseReminderMachine, {
    input,
    events,
    describe: describeEvent,
    serialize: (snapshot) => [snapshot.value, { ...snapshot.context, doses: undefined }],
  });

  it('reaches waiting, quiet, reminding and recording', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set([
        '"waitingForTheDay"',
        '{"day":"quiet"}',
        '{"day":"reminding"}',
        '{"day":"recording"}',
      ]),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const promises = settleablePromises(['recordDose']);
    const actor = createActor(doseReminderMachine.provide({ actors: promises.logic }), {
      input,
    }).start();
    let recordings = 0;
    let wasRecording = false;
    for (const step of path.steps) {
      await replayStep(actor, step.event, { promises });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context.reminder).toEqual(step.state.context.reminder);
      expect(snapshot.context.error).toEqual(step.state.context.error);
      const recording = snapshot.hasTag('recording');
      if (recording && !wasRecording) recordings += 1;
      wasRecording = recording;
      // One write per 'Já tomei': a second tap while recording writes nothing more.
      expect(promises.inputs.recordDose).toHaveLength(recordings);
      // A reminder is up only while a due dose is neither snoozed, held back nor taken.
      expect(snapshot.hasTag('reminding')).toBe(snapshot.context.reminder !== null);
      if (snapshot.hasTag('reminding'))
        expect(snapshot.context.reminder?.id).toBe('medicamento_1/0800');
      // A dose that came before the person joined or before its times were set is neither reminded
      // nor listed (unless taken); a 'Já tomei' already being recorded finishes.
      const notOwed =
        snapshot.context.memberSince === at('08:01') ||
        snapshot.context.medicines.some((medicine) => medicine.value.horasDesde !== undefined);
      if (notOwed && !snapshot.hasTag('recording')) {
        expect(snapshot.context.reminder).toBeNull();
        expect(
          snapshot.context.doses.filter((dose) => dose.time === '08:00' && dose.status !== 'taken'),
        ).toEqual([]);
      }
    }
    actor.stop();
  });
});

describe('the reminder with the clock', () => {
  it('at 07:59 no reminder; at 08:00 the reminder for the 08:00 dose, with the medicine and its moment', async () => {
    jest.setSystemTime(at('07:59'));
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('quiet')).toBe(true);
    expect(reminderOf(actor)).toBeNull();
    await jest.advanceTimersByTimeAsync(59_999);
    expect(reminderOf(actor)).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(reminderOf(actor)).toMatchObject({
      medicine: '1 comprimido de Paracetamol',
      whenToTake: 'Ao pequeno-almoço e ao jantar',
      time: '08:00',
      status: 'due',
    });
  });

  it("'Já tomei' records the dose once, however many taps, and the day shows it taken at once", async () => {
    const { actor, promises } = start();
    actor.send({ type: 'TAKE' });
    actor.send({ type: 'TAKE' });
    actor.send({ type: 'TAKE' });
    expect(promises.inputs.recordDose).toEqual([
      { date: day, medicineKey: 'medicamento_1', doseKey: '0800' } satisfies DoseToRecord,
    ]);
    promises.resolve('recordDose', undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(reminderOf(actor)).toBeNull();
    expect(actor.getSnapshot().context.doses.map((dose) => [dose.time, dose.status])).toEqual([
      ['08:00', 'taken'],
      ['20:00', 'later'],
    ]);
    actor.send({ type: 'TAKE' });
    expect(promises.inputs.recordDose).toHaveLength(1);
  });

  it('a failed record says so and leaves the reminder up to try again', async () => {
    const { actor, promises } = start();
    actor.send({ type: 'TAKE' });
    promises.reject('recordDose', new Error('offline'));
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(doseNotRecordedMessage);
    expect(reminderOf(actor)?.time).toBe('08:00');
    actor.send({ type: 'TAKE' });
    expect(promises.inputs.recordDose).toHaveLength(2);
  });

  it("offline, the database's own copy showing the dose is enough to close the reminder", async () => {
    const { actor } = start();
    actor.send({ type: 'TAKE' });
    actor.send(takenElsewhere);
    expect(reminderOf(actor)).toBeNull();
    expect(actor.getSnapshot().context.doses[0]?.status).toBe('taken');
  });

  it("'Lembrar daqui a 10 minutos' brings it back after exactly 10 minutes", async () => {
    const { actor } = start();
    actor.send({ type: 'SNOOZE' });
    expect(reminderOf(actor)).toBeNull();
    await jest.advanceTimersByTimeAsync(snoozeMs - 1);
    expect(reminderOf(actor)).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(reminderOf(actor)?.time).toBe('08:00');
  });

  it('a snooze is handed to keepSnoozes (its day, the dose, when it ends), and emptied by a new day', async () => {
    jest.setSystemTime(at('20:00'));
    const { actor, kept } = start();
    actor.send({ type: 'SNOOZE' });
    expect(kept).toEqual([{ date: day, snoozedUntil: { 'medicamento_1/2000': at('20:10') } }]);
    await jest.advanceTimersByTimeAsync(at('24:00') - at('20:00') + 1000);
    expect(kept.at(-1)).toEqual({ date: '2026-11-25', snoozedUntil: {} });
  });

  // A page reloaded at 08:03 after 'Lembrar daqui a 10 minutos' at 08:00: what it was started with.
  it.each([
    ['the same day, still running: kept until it ends', day, at('08:10'), true],
    ["another day's: not used", '2026-11-23', at('08:10'), false],
    ['already over: not used', day, at('08:02'), false],
    ['ending further off than a snooze can (tampered): not used', day, at('09:00'), false],
    ['not a time: not used', day, Number.NaN, false],
  ])('a snooze kept before the reload, %s', async (_case, date, until, kept) => {
    jest.setSystemTime(at('08:03'));
    const { actor } = start([paracetamol], {
      snoozes: { date, snoozedUntil: { 'medicamento_1/0800': until } },
    });
    expect(reminderOf(actor)?.time ?? null).toBe(kept ? null : '08:00');
    await jest.advanceTimersByTimeAsync(at('08:10') - at('08:03'));
    expect(reminderOf(actor)?.time).toBe('08:00');
  });

  it("a dose not taken by the end of the next hour goes away and reads 'Não tomado'", async () => {
    const { actor } = start();
    await jest.advanceTimersByTimeAsync(at('10:00') - at('08:00') - 1);
    expect(reminderOf(actor)?.time).toBe('08:00');
    await jest.advanceTimersByTimeAsync(1);
    expect(reminderOf(actor)).toBeNull();
    expect(actor.getSnapshot().context.doses[0]?.status).toBe('missed');
  });

  it('a snooze running into the end of the window does not bring a missed dose back', async () => {
    jest.setSystemTime(at('09:55'));
    const { actor } = start();
    actor.send({ type: 'SNOOZE' });
    await jest.advanceTimersByTimeAsync(snoozeMs);
    expect(reminderOf(actor)).toBeNull();
    expect(actor.getSnapshot().context.doses[0]?.status).toBe('missed');
  });

  it('held (a carer typing), a due dose waits and comes up on release', async () => {
    jest.setSystemTime(at('07:59'));
    const { actor } = start();
    actor.send({ type: 'HOLD' });
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(reminderOf(actor)).toBeNull();
    actor.send({ type: 'RELEASE' });
    expect(reminderOf(actor)?.time).toBe('08:00');
  });

  it('two doses at 08:00: one reminder at a time, in the order the medicines were added', async () => {
    const { actor, promises } = start([paracetamol, vitaminD]);
    expect(reminderOf(actor)?.medicine).toBe('1 comprimido de Paracetamol');
    actor.send({ type: 'TAKE' });
    promises.resolve('recordDose', undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(reminderOf(actor)?.medicine).toBe('Vitamina D');
  });

  it("a dose recorded elsewhere (the carer's tablet) closes its reminder", () => {
    const { actor } = start();
    actor.send(takenElsewhere);
    expect(reminderOf(actor)).toBeNull();
  });

  it("a day's doses of another date are not taken as today's", () => {
    const { actor } = start();
    actor.send({
      type: 'TAKEN_DOSES',
      date: '2026-11-23',
      taken: { medicamento_1: { '0800': 1 } },
    });
    expect(reminderOf(actor)?.time).toBe('08:00');
  });

  it("at Lisbon's midnight a new day starts: new date, nothing taken, and the next morning's reminder comes", async () => {
    jest.setSystemTime(at('21:00'));
    const { actor } = start();
    actor.send({
      type: 'TAKEN_DOSES',
      date: day,
      taken: { medicamento_1: { '0800': 1, '2000': 2 } },
    });
    expect(actor.getSnapshot().context.doses.every((dose) => dose.status === 'taken')).toBe(true);
    await jest.advanceTimersByTimeAsync(at('24:00') - at('21:00') + 1000);
    expect(actor.getSnapshot().context.date).toBe('2026-11-25');
    expect(actor.getSnapshot().context.doses.map((dose) => dose.status)).toEqual([
      'later',
      'later',
    ]);
    await jest.advanceTimersByTimeAsync(8 * 60 * 60_000);
    expect(reminderOf(actor)?.time).toBe('08:00');
  });

  it('a medicine added at 15:01 with 08:00, 13:30 and 20:00: nothing due nor missed until 20:00', async () => {
    jest.setSystemTime(at('15:02'));
    const omeprazol: Keyed<MedicationRecord> = {
      key: 'medicamento_4',
      value: {
        medicamento: 'Omeprazol',
        momento_tomar: '',
        horas: '08:00,13:30,20:00',
        horasDesde: at('15:01'),
      },
    };
    const { actor } = start([omeprazol]);
    const statuses = () =>
      actor.getSnapshot().context.doses.map((dose) => `${dose.time} ${dose.status}`);
    expect(reminderOf(actor)).toBeNull();
    expect(statuses()).toEqual(['20:00 later']);
    await jest.advanceTimersByTimeAsync(at('20:00') - at('15:02'));
    expect(reminderOf(actor)?.time).toBe('20:00');
    await jest.advanceTimersByTimeAsync(at('22:00') - at('20:00'));
    expect(statuses()).toEqual(['20:00 missed']);
    await jest.advanceTimersByTimeAsync(at('24:00') - at('22:00') + 1000);
    expect(statuses()).toEqual(['08:00 later', '13:30 later', '20:00 later']);
  });

  it('someone who joined today at 10:00 is owed nothing before then', () => {
    jest.setSystemTime(at('13:30'));
    const omeprazol: Keyed<MedicationRecord> = {
      key: 'medicamento_4',
      value: { medicamento: 'Omeprazol', momento_tomar: '', horas: '08:00,13:30,20:00' },
    };
    const { actor } = start([omeprazol], {
      memberSince: { type: 'MEMBER_SINCE', since: at('10:00') },
    });
    expect(actor.getSnapshot().context.doses.map((dose) => dose.time)).toEqual(['13:30', '20:00']);
    expect(reminderOf(actor)?.time).toBe('13:30');
  });

  it('a dose taken before the times were set still shows taken', () => {
    jest.setSystemTime(at('15:02'));
    const { actor } = start([
      { ...paracetamol, value: { ...paracetamol.value, horasDesde: at('15:01') } },
    ]);
    actor.send({
      type: 'TAKEN_DOSES',
      date: day,
      taken: { medicamento_1: { '0800': at('08:05') } },
    });
    expect(actor.getSnapshot().context.doses.map((dose) => `${dose.time} ${dose.status}`)).toEqual([
      '08:00 taken',
      '20:00 later',
    ]);
  });

  it('speaks the reminder only when the tablet is set to', () => {
    const quiet = start();
    expect(quiet.spoken).toEqual([]);
    quiet.actor.stop();
    const speaking = start([paracetamol], { speak: true });
    expect(speaking.spoken).toEqual(['1 comprimido de Paracetamol']);
    speaking.actor.send({ type: 'SET_SPEECH', speak: false });
    speaking.actor.send({ type: 'SNOOZE' });
  });
});

describe('doseReminderMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(
    tagRows(doseReminderMachine, {
      dayKnown: ['day'],
      quiet: [{ day: 'quiet' }],
      reminding: [{ day: 'reminding' }, { day: 'recording' }],
      recording: [{ day: 'recording' }],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
