import { readFileSync } from 'node:fs';
import * as targaryen from 'targaryen';
import type { TargaryenDatabase as RulesDatabase, TargaryenResult as RuleResult } from 'targaryen';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import {
  accessTable,
  everyone,
  fixtureWith,
  parentOf,
  registration,
  rulesNow,
  uidOf,
  valueToWrite,
  whoLabel,
  valueAt,
  withServerValues,
  writeTables,
  type Who,
  type WriteCase,
} from './rulesTables';

// database.rules.json evaluated by targaryen (an independent implementation of the Realtime Database
// rules language) directly, without a server: the same tables databaseRulesThroughSdk.test.ts runs through
// the firebase SDK and the local server. Fast, and it names the rule that refused in its message.

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
const now = rulesNow;

/** A database holding `data`, as `who`. Signed out is a database built without auth (as(null) keeps the last one). */
function databaseAs(who: Who, data: unknown): RulesDatabase {
  const database = targaryen.database(rules, data, now);
  const uid = uidOf[who];
  return uid === null ? database : database.as({ uid, token: { user_id: uid } });
}

function toRulesPath(path: string): string {
  return path === '/' ? '/' : `/${path}`;
}

const fixtureData = fixtureWith();
const cases = accessTable.flatMap((row) =>
  everyone.map((who) => ({ ...row, who, allowed: row.outcomes[who] })),
);

describe('who reads, writes and lists what (targaryen)', () => {
  it.each(cases)('$operation $path as $who: $allowed', ({ path, operation, who, allowed }) => {
    const database = databaseAs(who, fixtureData);
    const result =
      operation === 'read'
        ? database.read(toRulesPath(path), { now })
        : operation === 'list'
          ? database.read(toRulesPath(parentOf(path)), { now })
          : database.write(
              toRulesPath(path),
              withServerValues(valueToWrite(path, who), now, valueAt(fixtureData, path)),
              { now },
            );
    expect({ allowed: result.allowed, by: whoLabel[who] }).toEqual({ allowed, by: whoLabel[who] });
  });
});

function run(writeCase: WriteCase): RuleResult {
  const data = fixtureWith(writeCase.given);
  const database = databaseAs(writeCase.who, data);
  const path = toRulesPath(writeCase.path);
  switch (writeCase.op) {
    case 'set':
      return database.write(
        path,
        withServerValues(writeCase.value, now, valueAt(data, writeCase.path)),
        { now },
      );
    case 'update': {
      // Each of the update's paths resolves its server values against what it replaces.
      const patch = Object.entries(writeCase.value as Record<string, unknown>).map(
        ([relative, value]) => [
          relative,
          withServerValues(value, now, valueAt(data, `${writeCase.path}/${relative}`)),
        ],
      );
      return database.update(path, Object.fromEntries(patch) as Record<string, unknown>, { now });
    }
    case 'remove':
      return database.write(path, null, { now });
  }
}

describe.each(Object.entries(writeTables))('values: %s (targaryen)', (_table, writeCases) => {
  it.each(writeCases.map((writeCase) => [writeCase.title, writeCase] as const))(
    '%s',
    (_title, writeCase) => {
      const result = run(writeCase);
      if (result.allowed !== writeCase.allowed)
        throw new Error(`expected ${writeCase.allowed ? 'allowed' : 'refused'}:\n${result.info}`);
    },
  );
});

describe('the server time', () => {
  it('is what since and alteradoEm must equal: a millisecond off is refused', () => {
    const stranger = databaseAs('stranger', fixtureData);
    const registeredAt = (since: number) =>
      stranger.update('/', registration('estranho', { name: 'Joana', since }), { now }).allowed;
    expect(registeredAt(now)).toBe(true);
    expect(registeredAt(now - 1)).toBe(false);
    expect(registeredAt(now + 1)).toBe(false);
  });
});
