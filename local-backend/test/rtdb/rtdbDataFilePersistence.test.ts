import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ref, set } from 'firebase/database';
import { changeLogFile } from '../../src/rtdb/dataFilePersistence';
import type { RtdbServerHandle } from '../../src/rtdb';
import { RawProtocolClient } from './rawProtocolClient';
import { NAMESPACE, startTestServer, TestClients } from './rtdbTestClients';

// The data file and its change log, through the server: a write is in the log before it is
// confirmed, the log is folded into the data file as it grows and on stop, and a start replays
// whatever a crash left, at any step of a compaction.

describe('Realtime Database server: the data file and its change log', () => {
  const clients = new TestClients();
  let folder: string;
  let cases = 0;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'amparo-persistence-'));
  });
  afterAll(async () => {
    await clients.deleteAll();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A fresh data file path, in a folder of its own. */
  function freshDataFile(): string {
    cases += 1;
    const caseFolder = join(folder, `case-${cases}`);
    mkdirSync(caseFolder);
    return join(caseFolder, 'database.json');
  }

  const logFilesBeside = (dataFile: string): string[] =>
    readdirSync(join(dataFile, '..')).filter((name) => name.includes('.log.'));

  const restPut = (server: RtdbServerHandle, path: string, value: unknown) =>
    fetch(`http://127.0.0.1:${server.port}/${path}.json?ns=${NAMESPACE}`, {
      method: 'PUT',
      body: JSON.stringify(value),
    });

  const lines = (file: string): unknown[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as unknown);

  it('a write is in the change log before it is confirmed; a stop leaves it in the data file and no log', async () => {
    const dataFile = freshDataFile();
    const server = await startTestServer({ dataFile });
    try {
      expect((await restPut(server, 'open/rest', { n: 1 })).status).toBe(200);
      expect(lines(changeLogFile(dataFile, 1))).toEqual([{ set: 'open/rest', value: { n: 1 } }]);
      const client = clients.create(server.port);
      await set(ref(client.db, 'open/sdk'), 'olá');
      expect(lines(changeLogFile(dataFile, 1))).toContainEqual({ set: 'open/sdk', value: 'olá' });
    } finally {
      await server.stop();
    }
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({
      open: { rest: { n: 1 }, sdk: 'olá' },
    });
    expect(logFilesBeside(dataFile)).toEqual([]);
  });

  it('a write that cannot be saved is not confirmed, by websocket or REST, and is saved once the log can be written', async () => {
    const dataFile = freshDataFile();
    const lines: string[] = [];
    const server = await startTestServer({ dataFile, log: (line) => lines.push(line) });
    // A folder where the log should be (it is opened at the first write): opening it fails.
    mkdirSync(changeLogFile(dataFile, 1));
    const raw = await RawProtocolClient.connect(server.port);
    try {
      expect(await raw.request('p', { p: 'open/unsaved', d: 'a' })).toEqual({
        s: 'internal_error',
        d: 'The server could not save this write',
      });
      const rest = await restPut(server, 'open/unsavedRest', 'b');
      expect(rest.status).toBe(500);
      expect(await rest.json()).toEqual({ error: 'The server could not save this write' });
      expect(lines).toContainEqual(expect.stringMatching(/could not save a change to the log/));

      rmSync(changeLogFile(dataFile, 1), { recursive: true });
      expect(await raw.request('p', { p: 'open/saved', d: 'c' })).toEqual({ s: 'ok', d: '' });
      // The next compaction (started because a change was not logged) saves the whole tree.
      await waitFor(() => existsSync(dataFile));
      expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({
        open: { unsaved: 'a', unsavedRest: 'b', saved: 'c' },
      });
    } finally {
      await raw.close();
      await server.stop();
    }
  });

  it('folds the log into the data file once it outgrows the set size, while writes go on', async () => {
    const dataFile = freshDataFile();
    const server = await startTestServer({ dataFile, compactionLogBytes: 20_000 });
    try {
      const text = 'x'.repeat(1000);
      for (let index = 0; index < 40; index += 1)
        expect((await restPut(server, `open/big/${index}`, text)).status).toBe(200);
      // Saved, then the log it holds removed.
      await waitFor(() => existsSync(dataFile) && !existsSync(changeLogFile(dataFile, 1)));
      const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as { open: { big: string[] } };
      expect(Object.keys(saved.open.big).length).toBeGreaterThanOrEqual(20);
    } finally {
      await server.stop();
    }
    const all = JSON.parse(readFileSync(dataFile, 'utf8')) as { open: { big: string[] } };
    expect(Object.keys(all.open.big)).toHaveLength(40);
    expect(logFilesBeside(dataFile)).toEqual([]);
  });

  const set1 = (path: string, value: unknown) => JSON.stringify({ set: path, value });
  it.each<[string, unknown, Record<number, string[]>]>([
    [
      'before the new data file was saved: the old data file and both logs',
      { open: { a: 0 } },
      { 1: [set1('open/a', 1), set1('open/b', 1)], 2: [set1('open/a', 2), set1('open/c', 3)] },
    ],
    [
      'after the new data file was saved (it holds some of the new log already), before the old log was removed',
      { open: { a: 2, b: 1 } },
      { 1: [set1('open/a', 1), set1('open/b', 1)], 2: [set1('open/a', 2), set1('open/c', 3)] },
    ],
    [
      'after the old log was removed',
      { open: { a: 1, b: 1 } },
      { 2: [set1('open/a', 2), set1('open/c', 3)] },
    ],
  ])('a crash during a compaction, %s, loses nothing', async (_moment, data, logs) => {
    const dataFile = freshDataFile();
    writeFileSync(dataFile, JSON.stringify(data));
    for (const [number, written] of Object.entries(logs))
      writeFileSync(changeLogFile(dataFile, Number(number)), `${written.join('\n')}\n`);
    const lines: string[] = [];
    const server = await startTestServer({ dataFile, log: (line) => lines.push(line) });
    const expected = { open: { a: 2, b: 1, c: 3 } };
    try {
      const read = await fetch(`http://127.0.0.1:${server.port}/open.json?ns=${NAMESPACE}`);
      expect(await read.json()).toEqual(expected.open);
      // Saved at once, the logs removed: the server runs with no log left from before.
      expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual(expected);
      expect(logFilesBeside(dataFile)).toEqual([]);
      expect(lines).toContainEqual(expect.stringMatching(/replayed \d change\(s\)/));
    } finally {
      await server.stop();
    }
  });

  it('skips a last line a crash cut off, saying so', async () => {
    const dataFile = freshDataFile();
    writeFileSync(changeLogFile(dataFile, 1), `${set1('open/a', 1)}\n{"set":"open/b","va`);
    const lines: string[] = [];
    const server = await startTestServer({ dataFile, log: (line) => lines.push(line) });
    await server.stop();
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ open: { a: 1 } });
    expect(lines).toContainEqual(
      `rtdb: ${changeLogFile(dataFile, 1)}: skipped the last 1 line(s), cut off by a crash before they were saved (no client was told they were)`,
    );
  });

  it('removes the temporary file of a save a crash interrupted', async () => {
    const dataFile = freshDataFile();
    writeFileSync(dataFile, '{"open":{"a":1}}');
    const unfinished = `${dataFile}.3677928518`;
    writeFileSync(unfinished, '{"open":{"a":');
    const server = await startTestServer({ dataFile });
    await server.stop();
    expect(existsSync(unfinished)).toBe(false);
    expect(readFileSync(dataFile, 'utf8')).toBe('{"open":{"a":1}}');
  });

  it('does not start on a log with a bad line before saved changes, naming the file and the line', async () => {
    const dataFile = freshDataFile();
    writeFileSync(dataFile, '{"open":{"a":0}}');
    writeFileSync(
      changeLogFile(dataFile, 1),
      `${set1('open/a', 1)}\n{"set":"open/b"}\n${set1('open/c', 1)}\n`,
    );
    await expect(startTestServer({ dataFile })).rejects.toThrow(
      `The Realtime Database change log ${changeLogFile(dataFile, 1)} is damaged at line 2 (not a change)`,
    );
    // Nothing was changed: the data file and the log are as they were.
    expect(readFileSync(dataFile, 'utf8')).toBe('{"open":{"a":0}}');
    expect(logFilesBeside(dataFile)).toEqual(['database.json.log.1']);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
