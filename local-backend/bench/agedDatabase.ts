import { fullScale, scaleWithPeople, type AgedScale } from '../../bench/aged/agedScale';
import { personLists, personWrites, type PersonLists } from '../../bench/aged/personRecords';
import { DataTree } from '../src/rtdb/dataTree';
import { parsePath } from '../src/rtdb/databasePath';
import type { JsonObject, JsonValue } from '../src/rtdb/jsonValue';

// An association's database after a year of use, built in memory for the write-rate bench and its
// test: the aged-association bench's people (bench/aged: the same lists, scale and records, there
// written through the platform), each a member of the association. Pure and the same on every run.
// At full scale, 300 people, about 60 MB.

export { fullScale as yearOfData, scaleWithPeople };

/** The day the year of data ends: fixed, so that every run builds the same tree. */
const lastDay = new Date('2026-11-25T12:00:00Z');
const firstDayMs = lastDay.getTime() - 365 * 24 * 3600_000;

export function agedPersonUid(index: number): string {
  return `agedperson${String(index + 1).padStart(3, '0')}`;
}

/** A person's membership of the association (`members/{uid}`), which the rules ask of a writer. */
export function agedMembership(person: number): JsonObject {
  return { name: `Pessoa ${person + 1}`, code: `codigo${person}`, since: firstDayMs };
}

/**
 * The whole tree for `scale`, as JSON: `members/{uid}` and `Newdata_{uid}` for each person.
 * Generating a person's year takes a while (every dose's time on Lisbon's clock), so a test may ask
 * for only `distinctPeople` different ones, the others holding copies of their lists.
 */
export function agedDatabaseJson(scale: AgedScale, distinctPeople = scale.people): string {
  const tree = new DataTree();
  const author = { uid: 'agedcarer', name: 'Carla Matos' };
  const lists = Array.from({ length: Math.min(distinctPeople, scale.people) }, (_, index) =>
    personLists({ index, author, now: lastDay, scale }),
  );
  for (let person = 0; person < scale.people; person += 1) {
    const uid = agedPersonUid(person);
    tree.setAt(['members', uid], agedMembership(person));
    // A copy's lists are the same objects as the original's: fine for JSON, which is all that leaves.
    for (const [path, value] of personWrites(uid, lists[person % lists.length] as PersonLists))
      tree.setAt(parsePath(path), value as JsonValue);
  }
  return JSON.stringify(tree.toJSON());
}
