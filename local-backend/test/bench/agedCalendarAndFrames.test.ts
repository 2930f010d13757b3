import { parseAgedArguments, defaultAgedArguments } from '../../../bench/aged/agedArguments';
import { lisbonDayFrom, lisbonMoment } from '../../../bench/aged/lisbonCalendar';
import { patchBatches, type RootEntry } from '../../../bench/aged/patchBatches';
import { frameBytes, isListenFrame, rtdbActionOf } from '../../../bench/aged/rtdbFrames';
import { createTrafficTally, trafficSince } from '../../../bench/aged/trafficTally';

// The aged bench's pure parts: Lisbon's calendar, cutting writes to the database's limit, reading the
// Realtime Database's websocket frames, and its command line.

describe('lisbonMoment', () => {
  it.each([
    ['winter', '2026-01-15', 8 * 60, Date.UTC(2026, 0, 15, 8, 0)],
    ['summer', '2026-07-15', 8 * 60, Date.UTC(2026, 6, 15, 7, 0)],
    ['the spring change, before it', '2026-03-29', 30, Date.UTC(2026, 2, 29, 0, 30)],
    ['the spring change, after it', '2026-03-29', 3 * 60, Date.UTC(2026, 2, 29, 2, 0)],
    ['the autumn change, after it', '2026-10-25', 12 * 60, Date.UTC(2026, 9, 25, 12, 0)],
    ['midnight in summer', '2026-07-01', 0, Date.UTC(2026, 5, 30, 23, 0)],
  ])('%s: %s at minute %i', (_case, date, minute, expected) => {
    expect(lisbonMoment(date, minute)).toBe(expected);
  });
});

describe('lisbonDayFrom', () => {
  it.each([
    ['2026-03-28T23:30:00Z', 0, '2026-03-28'],
    ['2026-06-30T23:30:00Z', 0, '2026-07-01'],
    ['2026-11-25T15:00:00Z', -365, '2025-11-25'],
    ['2028-03-01T12:00:00Z', -1, '2028-02-29'],
    ['2026-12-31T12:00:00Z', 1, '2027-01-01'],
  ])('%s %+i days: %s', (moment, offset, expected) => {
    expect(lisbonDayFrom(new Date(moment), offset)).toBe(expected);
  });
});

describe('patchBatches', () => {
  const entries: RootEntry[] = Array.from({ length: 50 }, (_, index) => [
    `Newdata_u/tomas/day${index}`,
    { medicamento_1: { '0800': 1_700_000_000_000 + index } },
  ]);

  it.each([100, 300, 1000, 100_000])(
    'bodies of at most %i bytes, every entry once, in order',
    (max) => {
      const batches = [...patchBatches(entries, max)];
      for (const batch of batches)
        expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThanOrEqual(max);
      expect(batches.flatMap((batch) => Object.entries(batch))).toEqual(entries);
    },
  );

  it('one body when everything fits', () => {
    expect([...patchBatches(entries, 100_000)]).toHaveLength(1);
  });

  it('nothing for no entries', () => {
    expect([...patchBatches([], 100)]).toEqual([]);
  });

  it('refuses a value larger than one write', () => {
    expect(() => [...patchBatches([['a', 'x'.repeat(200)]], 100)]).toThrow('larger than a write');
  });
});

describe('Realtime Database frames', () => {
  it.each([
    ['{"t":"d","d":{"r":3,"a":"q","b":{"p":"/carerPeople/c1","h":""}}}', 'q', true],
    ['{"t":"d","d":{"r":4,"a":"l","b":{"p":"/members/u1"}}}', 'l', true],
    ['{"t":"d","d":{"r":5,"a":"n","b":{"p":"/members/u1"}}}', 'n', false],
    ['{"t":"d","d":{"r":6,"a":"p","b":{"p":"/x","d":1}}}', 'p', false],
    ['{"t":"d","d":{"r":1,"a":"auth","b":{"cred":"token"}}}', 'auth', false],
    ['{"t":"c","d":{"t":"h","d":{"ts":1}}}', null, false],
    ['2', null, false],
    ['{"t":"d","d":{"b":{}}}', null, false],
    ['not json', null, false],
  ])('%s: action %p, listen %p', (payload, action, listen) => {
    expect(rtdbActionOf(payload)).toBe(action);
    expect(isListenFrame(payload)).toBe(listen);
  });

  it.each([
    [1, 'ação', 6],
    [1, '{}', 2],
    [2, Buffer.from([1, 2, 3, 4]).toString('base64'), 4],
  ])('opcode %i %p: %i bytes', (opcode, payload, bytes) => {
    expect(frameBytes(opcode, payload)).toBe(bytes);
  });
});

describe('trafficTally', () => {
  it('adds HTTP bytes per request (the larger of chunks and total), frames and listens', () => {
    const tally = createTrafficTally();
    tally.dataReceived('r1', 100);
    tally.dataReceived('r1', 50);
    tally.loadingFinished('r1', 120); // chunks say more: 150
    tally.dataReceived('r2', 0);
    tally.loadingFinished('r2', 400); // only the total: 400
    const before = tally.snapshot();
    tally.dataReceived('r3', 30); // still loading: counted so far
    tally.frameReceived(1, '{"t":"d"}');
    tally.frameSent(1, '{"t":"d","d":{"r":1,"a":"q","b":{"p":"/a"}}}');
    tally.frameSent(1, '{"t":"d","d":{"r":2,"a":"n","b":{"p":"/a"}}}');
    const after = tally.snapshot();
    expect(before.httpBytes).toBe(550);
    expect(trafficSince(after, before)).toEqual({
      httpBytes: 30,
      websocketBytes: 9,
      framesReceived: 1,
      framesSent: 2,
      listensSent: 1,
    });
  });
});

describe('parseAgedArguments', () => {
  it.each([
    [[], defaultAgedArguments],
    [['--people', '20'], { ...defaultAgedArguments, people: 20 }],
    [
      ['--runs', '7', '--timeout', '30', '--throttle-network'],
      { ...defaultAgedArguments, runs: 7, timeoutMs: 30_000, throttleNetwork: true },
    ],
  ])('%j', (argv, expected) => {
    expect(parseAgedArguments(argv)).toEqual(expected);
  });

  it.each([
    [['--people'], '--people needs a whole number ≥ 1'],
    [['--people', '0'], '--people needs a whole number ≥ 1'],
    [['--runs', 'x'], '--runs needs a whole number ≥ 1'],
    [['--fast'], 'unknown argument --fast'],
  ])('%j: %s', (argv, problem) => {
    expect(parseAgedArguments(argv)).toEqual({ problem });
  });
});
