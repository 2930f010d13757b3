import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChangeLog } from '../../src/rtdb/changeLog';

// The change log's group commit: what is appended in one turn is saved with one write and one flush,
// and `whenSaved` resolves only once the lines are in the file.

describe('change log (group commit)', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'amparo-change-log-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function openLog(file: string) {
    const groups: number[] = [];
    const failures: string[] = [];
    const log = new ChangeLog(
      file,
      (bytes) => groups.push(bytes),
      (error) => failures.push(error.message),
    );
    return { log, groups, failures };
  }

  it('saves the lines of one turn as one group, and says when they are saved', async () => {
    const file = join(folder, 'data.json.log.1');
    const { log, groups } = openLog(file);
    expect(log.whenSaved()).toBeNull();
    for (let index = 0; index < 100; index += 1) log.append(`{"n":${index}}`);
    const saved = log.whenSaved();
    expect(saved).not.toBeNull();
    await saved;
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(101);
    expect(lines[99]).toBe('{"n":99}');
    expect(lines[100]).toBe('');
    expect(groups).toEqual([readFileSync(file).length]);
    expect(log.whenSaved()).toBeNull();
    await log.close();
  });

  it('gathers the lines appended while a group is being saved into the next group', async () => {
    const file = join(folder, 'data.json.log.1');
    const { log, groups } = openLog(file);
    log.append('"first"');
    const first = log.whenSaved();
    // The first group is saved after this turn; these come while it is being written.
    setImmediate(() => {
      log.append('"second"');
      log.append('"third"');
    });
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    await log.whenSaved();
    expect(readFileSync(file, 'utf8')).toBe('"first"\n"second"\n"third"\n');
    expect(groups.length).toBeLessThanOrEqual(2);
    await log.close();
  });

  it('switches to a new file after the lines appended before the switch', async () => {
    const first = join(folder, 'data.json.log.1');
    const second = join(folder, 'data.json.log.2');
    const { log } = openLog(first);
    log.append('"before"');
    const switched = log.switchTo(second);
    log.append('"after"');
    await switched;
    expect(readFileSync(first, 'utf8')).toBe('"before"\n');
    await log.whenSaved();
    expect(readFileSync(second, 'utf8')).toBe('"after"\n');
    expect(log.bytes).toBe('"after"\n'.length);
    await log.close();
  });

  it('rejects the waiters of a group it cannot save, and saves later groups once it can', async () => {
    const missingFolder = join(folder, 'not-yet');
    const file = join(missingFolder, 'data.json.log.1');
    const { log, failures } = openLog(file);
    log.append('"lost"');
    await expect(log.whenSaved()).rejects.toThrow(/ENOENT/);
    expect(failures).toEqual([expect.stringMatching(/ENOENT/)]);
    mkdirSync(missingFolder);
    log.append('"kept"');
    await log.whenSaved();
    expect(readFileSync(file, 'utf8')).toBe('"kept"\n');
    await log.close();
  });
});
