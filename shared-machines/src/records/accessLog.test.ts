import { pushKeyPattern } from '../domain/pushKeys';
import type { AnyRecord, RecordKind } from '../domain/recordTypes';
import { createInMemoryBackend } from '../ports/inMemoryBackend';
import { checkedRecord } from '../testing/checkedRecord';
import {
  accessBy,
  accessLogShownEntries,
  changedFields,
  loggedRecordOf,
  logAccess,
  readAccessLog,
  watchAccessLog,
  type LoggedAccess,
} from './accessLog';

const ana = { uid: 'c1', name: 'Ana Costa' };
const serverNow = Date.UTC(2026, 10, 25, 10, 32);

describe('logAccess and watchAccessLog on the in-memory backend', () => {
  it('appends entries under push keys at the server’s time, fields joined; the watch sees them newest first', async () => {
    const backend = createInMemoryBackend({ now: () => serverNow });
    const seen: LoggedAccess[][] = [];
    const stop = watchAccessLog(backend.database, 'u1', (entries) => seen.push(entries));
    await logAccess(backend.database, 'u1', accessBy(ana, 'ver', 'pessoa'));
    await logAccess(
      backend.database,
      'u1',
      accessBy(ana, 'alterar', loggedRecordOf('medication', 'medicamento_3'), [
        'horas',
        'momento_tomar',
      ]),
    );
    const stored = backend.controls.snapshot('accessLog/u1') as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual([
      expect.stringMatching(pushKeyPattern),
      expect.stringMatching(pushKeyPattern),
    ]);
    expect(Object.values(stored)).toEqual([
      { who: 'c1', whoName: 'Ana Costa', action: 'ver', record: 'pessoa', at: serverNow },
      {
        who: 'c1',
        whoName: 'Ana Costa',
        action: 'alterar',
        record: 'medicamentos/medicamento_3',
        fields: 'horas,momento_tomar',
        at: serverNow,
      },
    ]);
    expect(seen.at(-1)?.map((entry) => entry.action)).toEqual(['alterar', 'ver']);
    expect(seen.at(-1)?.[0]?.fields).toEqual(['horas', 'momento_tomar']);
    stop();
  });

  it('a refused read is reported', async () => {
    const backend = createInMemoryBackend();
    backend.controls.failNext('subscribe', 'permission_denied');
    const failed = await new Promise((resolve) =>
      watchAccessLog(backend.database, 'u1', () => undefined, resolve),
    );
    expect(failed).toMatchObject({ code: 'permission_denied' });
  });
});

describe('readAccessLog', () => {
  const entry = (at: number, action = 'ver') => ({
    who: 'c1',
    whoName: 'Ana Costa',
    action,
    record: 'pessoa',
    at,
  });

  it.each<[string, unknown, string[]]>([
    ['nothing logged', null, []],
    ['not an object', 'x', []],
    [
      'newest first, by time then key',
      { '-Nb': entry(2), '-Na': entry(2), '-Nc': entry(1) },
      ['-Nb', '-Na', '-Nc'],
    ],
    [
      'malformed entries skipped',
      {
        '-Na': entry(1),
        '-Nb': { ...entry(2), action: 'copiar' },
        '-Nc': { ...entry(3), at: 'ontem' },
        '-Nd': { ...entry(4), whoName: 3 },
        '-Ne': 'texto',
      },
      ['-Na'],
    ],
  ])('%s', (_label, value, keys) => {
    expect(readAccessLog(value).map((read) => read.key)).toEqual(keys);
  });

  it(`keeps the newest ${accessLogShownEntries}`, () => {
    const value = Object.fromEntries(
      Array.from({ length: accessLogShownEntries + 5 }, (_, index) => [
        `-N${String(index).padStart(4, '0')}`,
        entry(index),
      ]),
    );
    const read = readAccessLog(value);
    expect(read).toHaveLength(accessLogShownEntries);
    expect(read[0]?.at).toBe(accessLogShownEntries + 4);
    expect(read.at(-1)?.at).toBe(5);
  });
});

describe('changedFields: the form’s original against what is saved', () => {
  const brufen = { medicamento: 'Brufen', momento_tomar: 'Ao almoço', horas: '08:00' };
  it.each<[string, RecordKind, AnyRecord | null, AnyRecord, string[]]>([
    ['nothing changed', 'medication', brufen, { ...brufen }, []],
    ['the times', 'medication', brufen, { ...brufen, horas: '08:00,20:00' }, ['horas']],
    [
      'the times, written differently but the same once stored',
      'medication',
      brufen,
      { ...brufen, horas: ' 08:00 ' },
      [],
    ],
    ['the times cleared', 'medication', brufen, { ...brufen, horas: '' }, ['horas']],
    [
      'the times set where there were none',
      'medication',
      { medicamento: 'Brufen', momento_tomar: 'Ao almoço' },
      brufen,
      ['horas'],
    ],
    [
      'two fields, in the kind’s order',
      'medication',
      brufen,
      { medicamento: 'Ben-u-ron', momento_tomar: 'Ao jantar', horas: '08:00' },
      ['medicamento', 'momento_tomar'],
    ],
    [
      'a name with spaces around it is the same name',
      'contact',
      { contacto_Nome: 'Filha', contacto_telPesso: '912000111' },
      { contacto_Nome: ' Filha ', contacto_telPesso: '912000112' },
      ['contacto_telPesso'],
    ],
    [
      'the time of an appointment',
      'appointment',
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-01', time_consulta: '' },
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-01', time_consulta: '10:30' },
      ['time_consulta'],
    ],
  ])('%s', (_label, kind, before, saved, fields) => {
    // What is saved is the edit form's checked record (trimmed, its times in their tidy form).
    expect(changedFields(kind, before, checkedRecord(kind, saved, 'edit'))).toEqual(fields);
  });
});
