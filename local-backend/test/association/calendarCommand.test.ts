import { readFileSync } from 'node:fs';
import * as targaryen from 'targaryen';
import { adminAt, association, type Tree } from './memoryAdmin';
import { databaseRulesPath } from '../../src/ports/repoLayout';

// `npm run association -- calendar write [--years n]`: the association's calendar the dose rules read
// (calendarDays), written from 1 January of yesterday's year on the target's clock, only what is
// missing or wrong, counts only; then the rules accept a dose for today and yesterday in Lisbon by it,
// and nothing else. The target is an administrator's database held in memory.

/** 00:30 in Lisbon (winter time, UTC) on Sunday 28 March 2027, the night the clocks go forward. */
const springNight = Date.parse('2027-03-28T00:30:00Z');

describe('calendar write', () => {
  it('writes every day of the years asked, then nothing; puts a wrong entry right', async () => {
    const tree: Tree = {};
    const admin = adminAt(springNight, tree);
    expect(await association(['calendar', 'write', '--years', '2'], admin)).toEqual({
      code: 0,
      out: [
        'Calendar on a test database (the days a dose may be recorded on), 2027-01-01 to 2028-12-31: 731 days written, 0 already right.',
      ],
      err: [],
    });
    const calendar = tree.calendarDays as Record<string, { from: number; until: number }>;
    expect(Object.keys(calendar)).toHaveLength(731);
    // The spring change day is 23 hours long: its window ends at 23:00 UTC of the next day.
    expect(calendar['2027-03-28']).toEqual({
      from: Date.parse('2027-03-28T00:00:00Z'),
      until: Date.parse('2027-03-29T23:00:00Z'),
    });

    const writes = admin.database.writes;
    expect((await association(['calendar', 'write', '--years', '2'], admin)).out).toEqual([
      'Calendar on a test database (the days a dose may be recorded on), 2027-01-01 to 2028-12-31: 0 days written, 731 already right.',
    ]);
    expect(admin.database.writes).toBe(writes);

    calendar['2027-06-01'] = { from: 0, until: 1 };
    delete calendar['2027-06-02'];
    expect((await association(['calendar', 'write', '--years', '2'], admin)).out[0]).toMatch(
      /: 2 days written, 729 already right\.$/,
    );
    expect(calendar['2027-06-01']?.until).toBe(calendar['2027-06-03']?.from);
  });

  it('writes ten years by default, from the year of yesterday (on 1 January, the year before)', async () => {
    const tree: Tree = {};
    const newYearMorning = Date.parse('2027-01-01T08:00:00Z');
    const { out } = await association(['calendar', 'write'], adminAt(newYearMorning, tree));
    expect(out[0]).toMatch(/, 2026-01-01 to 2035-12-31: 3652 days written, 0 already right\.$/);
  });

  it.each([
    ['0', ['calendar', 'write', '--years', '0']],
    ['a fraction', ['calendar', 'write', '--years', '1.5']],
    ['101', ['calendar', 'write', '--years', '101']],
    ['words', ['calendar', 'write', '--years', 'dez']],
  ])('refuses --years %s and writes nothing', async (_title, argv) => {
    const admin = adminAt(springNight, {});
    const { code, err } = await association(argv, admin);
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/--years needs a whole number from 1 to 100/);
    expect(admin.database.writes).toBe(0);
  });

  it('refuses an argument or another option', async () => {
    const admin = adminAt(springNight, {});
    expect((await association(['calendar', 'write', '2'], admin)).err.join('\n')).toMatch(
      /usage: calendar write \[--years <n>\]/,
    );
    expect(
      (await association(['calendar', 'write', '--people', 'a@b.pt'], admin)).err.join('\n'),
    ).toMatch(/calendar write takes no --people/);
  });

  it('is what the dose rules read: today and yesterday in Lisbon, by the server’s clock', async () => {
    const tree: Tree = {
      members: { maria: { name: 'Maria Silva', since: 0 } },
      Newdata_maria: {
        medicamentos: {
          medicamento_1: { medicamento: 'Paracetamol', momento_tomar: 'Manhã', horas: '08:00' },
        },
      },
    };
    await association(['calendar', 'write', '--years', '1'], adminAt(springNight, tree));
    const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
    const maria = targaryen
      .database(rules, JSON.parse(JSON.stringify(tree)), springNight)
      .as({ uid: 'maria', token: { user_id: 'maria' } });
    const recordable = (date: string, now: number) =>
      maria.write(`/Newdata_maria/tomas/${date}/medicamento_1/0800`, now, { now }).allowed;
    expect(recordable('2027-03-28', springNight)).toBe(true);
    expect(recordable('2027-03-27', springNight)).toBe(true);
    expect(recordable('2027-03-26', springNight)).toBe(false);
    expect(recordable('2027-03-29', springNight)).toBe(false);
    // 23:30 in Lisbon (summer time) on 29 March is 22:30 UTC: the 28th is still yesterday.
    const lateOnThe29th = Date.parse('2027-03-29T22:30:00Z');
    expect(recordable('2027-03-28', lateOnThe29th)).toBe(true);
    // 00:30 in Lisbon on the 30th (23:30 UTC of the 29th): the 28th is now two days ago.
    const earlyOnThe30th = Date.parse('2027-03-29T23:30:00Z');
    expect(recordable('2027-03-28', earlyOnThe30th)).toBe(false);
    expect(recordable('2027-03-30', earlyOnThe30th)).toBe(true);
  });
});
