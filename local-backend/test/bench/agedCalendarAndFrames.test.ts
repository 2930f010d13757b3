import { parseAgedArguments, defaultAgedArguments } from '../../../bench/aged/agedArguments';
import { lisbonDayFrom, lisbonMoment } from '../../../bench/aged/lisbonCalendar';
import { patchBatches, type RootEntry } from '../../../bench/aged/patchBatches';
import {
  dataPattern,
  frameBytes,
  isListenFrame,
  listenPattern,
  pathPattern,
  rtdbActionOf,
} from '../../../bench/aged/rtdbFrames';
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

describe('path patterns', () => {
  const uid = 'Xk3ob8d2PqLmN4rT7vWy1zA9cE5f';

  it.each([
    [`/Newdata_${uid}/resumo`, 'Newdata_{uid}/resumo'],
    [`Newdata_${uid}/tomas/2026-11-25`, 'Newdata_{uid}/tomas/{date}'],
    [`/members/${uid}`, 'members/{uid}'],
    [`/carerPeople/${uid}`, 'carerPeople/{uid}'],
    ['/ProBrancaSec', 'ProBrancaSec'],
    ['/', ''],
  ])('%s → %s', (path, pattern) => {
    expect(pathPattern(path)).toBe(pattern);
  });

  it.each([
    [`{"t":"d","d":{"r":3,"a":"q","b":{"p":"/members/${uid}","h":""}}}`, 'members/{uid}'],
    [
      `{"t":"d","d":{"r":4,"a":"q","b":{"p":"/Newdata_${uid}/consultas","q":{"sp":"2026-11-25","i":"data_consulta"},"t":1,"h":""}}}`,
      'Newdata_{uid}/consultas (query)',
    ],
    [`{"t":"d","d":{"r":5,"a":"q","b":{"p":"/ProBrancaSec","q":{},"h":""}}}`, 'ProBrancaSec'],
    [`{"t":"d","d":{"r":6,"a":"n","b":{"p":"/members/${uid}"}}}`, null],
  ])('listen %s → %p', (payload, pattern) => {
    expect(listenPattern(payload)).toBe(pattern);
  });

  it.each([
    [
      `{"t":"d","d":{"a":"d","b":{"p":"Newdata_${uid}/resumo","d":{"contactos":20}}}}`,
      'Newdata_{uid}/resumo',
    ],
    [`{"t":"d","d":{"a":"m","b":{"p":"members/${uid}","d":{}}}}`, 'members/{uid}'],
    ['{"t":"d","d":{"r":3,"b":{"s":"ok","d":{}}}}', null],
  ])('data %s → %p', (message, pattern) => {
    expect(dataPattern(message)).toBe(pattern);
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
      listensByPath: { a: 1 },
      dataBytesByPath: {},
    });
  });

  it('puts a message split over frames together before reading its path', () => {
    const tally = createTrafficTally();
    const message = '{"t":"d","d":{"a":"d","b":{"p":"Newdata_abc/tomas","d":{"x":1}}}}';
    tally.frameReceived(1, '3');
    tally.frameReceived(1, message.slice(0, 10));
    tally.frameReceived(1, message.slice(10, 30));
    tally.frameReceived(1, message.slice(30));
    const whole = '{"t":"d","d":{"a":"d","b":{"p":"members/m","d":"Ana"}}}';
    tally.frameReceived(1, whole);
    expect(tally.snapshot()).toMatchObject({
      framesReceived: 5,
      dataBytesByPath: { 'Newdata_{uid}/tomas': message.length, 'members/m': whole.length },
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
