import { readFileSync } from 'node:fs';
import os from 'node:os';
import { agedDatabaseJson, agedMembership, agedPersonUid, yearOfData } from './agedDatabase';
import { databaseRulesPath } from '../src/ports/repoLayout';
import { ADMIN, type Identity } from '../src/rtdb/authToken';
import { DataTree } from '../src/rtdb/dataTree';
import { parsePath } from '../src/rtdb/databasePath';
import type { JsonObject, JsonValue } from '../src/rtdb/jsonValue';
import { RulesGate } from '../src/rtdb/rulesGate';

// The rules gate alone, without a server: the time `canWrite` / `canUpdate` and `noteWriteApplied`
// take per write, with the product's rules, on an empty database (the writer's membership and her
// medicines) and on the aged one (bench/agedDatabase.ts: a year of data for 300 people, about 60 MB),
// each with a carer who follows everyone (her console, `carerOverview/{carer}`, has a card per
// person). Four kinds of write, each allowed and applied to the store as the server does:
//
// - contact: a person saves one of her contacts (`Newdata_{uid}/contactos/...`, the write-rate bench's);
// - dose:    a person takes a dose (`Newdata_{uid}/tomas/{day}/{medicine}/{time}`: 365 days beside it);
// - card:    the same dose on her carer's card (`carerOverview/{carer}/{uid}/tomas/...`: 300 cards
//            beside hers);
// - carer:   the carer saves a contact of one of her people (an update with her audit fields).
//
// A dose is removed again (by the admin, not timed) once measured, so the data keeps its shape.
//
//   npx tsx local-backend/bench/rulesGateBench.ts
//
// Prints, per kind and database, the median time per write over `batches` batches and their range.

const writesPerBatch = 400;
const batches = 7;
const warmupWrites = 1000;
const carer = 'agedcarer';
const carerName = 'Carla Matos';
const person = agedPersonUid(0);
/** The day after the aged data's last one: every dose written there is new. */
const firstNewDay = Date.UTC(2026, 10, 26);

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));

interface Store {
  version: number;
  readonly tree: DataTree;
  valueAt(keys: readonly string[]): JsonValue;
}

function storeOf(data: JsonValue): Store {
  const tree = new DataTree(data);
  return { version: 0, tree, valueAt: (keys) => tree.valueAt(keys) };
}

function user(uid: string): Identity {
  return { kind: 'user', auth: { uid, token: { sub: uid } }, expiresAtMs: null };
}

/** The carer, linked to every person, each with a card in her console, as the association keeps them. */
function withCarer(data: JsonObject, people: readonly string[]): JsonObject {
  const members = data.members as JsonObject;
  const card = (uid: string): JsonObject => ({
    membro: { name: (members[uid] as JsonObject).name as string, since: 0 },
    resumo: { contactos: 0, consultas: 0, medicamentos: 0 },
  });
  return {
    ...data,
    carers: { [carer]: { name: carerName } },
    carerPeople: { [carer]: Object.fromEntries(people.map((uid) => [uid, true])) },
    personCarers: Object.fromEntries(people.map((uid) => [uid, { [carer]: true }])),
    carerOverview: { [carer]: Object.fromEntries(people.map((uid) => [uid, card(uid)])) },
  };
}

/** A write: its check, its application to the store, and what puts the data back (not timed). */
type Write = (
  index: number,
  now: number,
) => { check: () => boolean; apply: () => void; undo?: string };

/** The kinds of write, against `store` and `gate`; `doses`: the person's medicines and their times. */
function writes(
  store: Store,
  gate: RulesGate,
  doses: ReadonlyArray<readonly [string, string]>,
): Record<string, Write> {
  const set = (path: string, value: JsonValue, identity: Identity) => (now: number) => ({
    check: () => gate.canWrite(path, value, identity, now),
    apply: () => store.tree.setAt(parsePath(path), value),
  });
  // A dose of the day after the year's last (a dose is written once), removed again by the admin once
  // measured, so that the person keeps her 365 days plus that one.
  const doseAt = (index: number) => {
    const [medicine, time] = doses[index % doses.length] as readonly [string, string];
    return `${new Date(firstNewDay).toISOString().slice(0, 10)}/${medicine}/${time}`;
  };
  const dose = (path: string) => (now: number) => ({
    ...set(path, now, user(person))(now),
    undo: path,
  });
  return {
    contact: (index, now) =>
      set(
        `Newdata_${person}/contactos/contacto_Contacto_${index % 50}`,
        { contacto_Nome: `Contacto ${index}`, contacto_telPesso: '912345678' },
        user(person),
      )(now),
    dose: (index, now) => dose(`Newdata_${person}/tomas/${doseAt(index)}`)(now),
    card: (index, now) => dose(`carerOverview/${carer}/${person}/tomas/${doseAt(index)}`)(now),
    carer: (index, now) => {
      const path = `Newdata_${person}/contactos`;
      const patch: JsonObject = {
        [`contacto_Contacto_${index % 50}`]: {
          contacto_Nome: `Contacto ${index}`,
          contacto_telPesso: '912345678',
          alteradoPor: carer,
          alteradoPorNome: carerName,
          alteradoEm: now,
        },
      };
      return {
        check: () => gate.canUpdate(path, patch, user(carer), now),
        apply: () => {
          for (const [key, value] of Object.entries(patch))
            store.tree.setAt([...parsePath(path), key], value);
        },
      };
    },
  };
}

/** Microseconds per write of `count` writes of `write`, from `first` on, each checked and applied. */
function timeWrites(
  store: Store,
  gate: RulesGate,
  write: Write,
  first: number,
  count: number,
): number {
  let spent = 0;
  for (let index = first; index < first + count; index += 1) {
    const now = firstNewDay + index * 1000;
    const { check, apply, undo } = write(index, now);
    const started = performance.now();
    const allowed = check();
    if (!allowed) throw new Error(`write ${index} refused`);
    apply();
    store.version += 1;
    gate.noteWriteApplied(store.version, true);
    spent += performance.now() - started;
    if (undo !== undefined) {
      gate.canWrite(undo, null, ADMIN, now);
      store.tree.setAt(parsePath(undo), null);
      store.version += 1;
      gate.noteWriteApplied(store.version, true);
    }
  }
  return (spent * 1000) / count;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function measure(label: string, data: JsonObject): Record<string, number[]> {
  const store = storeOf(data);
  const gate = new RulesGate(rules, store);
  const medicines = (store.tree.valueAt([`Newdata_${person}`, 'medicamentos']) ?? {}) as JsonObject;
  const doses = Object.entries(medicines).flatMap(([medicine, record]) =>
    ((record as JsonObject).horas as string)
      .split(',')
      .map((time) => [medicine, time.replace(':', '')] as const),
  );
  const kinds = writes(store, gate, doses);
  const startedAt = performance.now();
  gate.canRead(`Newdata_${person}`, user(person), firstNewDay); // builds the rules' copy of the data
  process.stderr.write(`${label}: first check ${Math.round(performance.now() - startedAt)} ms\n`);
  // Every kind warmed up first, then their batches in turn, so that the machine's changing load falls
  // on all of them.
  let next = 0;
  for (const write of Object.values(kinds)) {
    timeWrites(store, gate, write, next, warmupWrites);
    next += warmupWrites;
  }
  const results: Record<string, number[]> = Object.fromEntries(
    Object.keys(kinds).map((kind) => [kind, []]),
  );
  for (let batch = 0; batch < batches; batch += 1) {
    for (const [kind, write] of Object.entries(kinds)) {
      results[kind]?.push(timeWrites(store, gate, write, next, writesPerBatch));
      next += writesPerBatch;
    }
  }
  return results;
}

function main(): void {
  const people = Array.from({ length: yearOfData.people }, (_, index) => agedPersonUid(index));
  const agedJson = agedDatabaseJson(yearOfData);
  // Empty: the writer's membership, and her medicines (a dose names one).
  const medicines = (JSON.parse(agedJson) as Record<string, JsonObject>)[`Newdata_${person}`]
    ?.medicamentos as JsonObject;
  const empty = withCarer(
    {
      members: { [person]: agedMembership(0) },
      [`Newdata_${person}`]: { medicamentos: medicines },
    },
    [person],
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const emptyResults = measure('empty', empty);
  const agedResults = measure('aged', withCarer(JSON.parse(agedJson) as JsonObject, people));
  const format = (values: readonly number[]) =>
    `${median(values).toFixed(0)} µs (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
  process.stdout.write(
    `rules gate, µs per write, median of ${batches} batches of ${writesPerBatch} ` +
      `(range); load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  process.stdout.write('| write | empty | aged | aged / empty |\n|---|---|---|---|\n');
  for (const kind of Object.keys(emptyResults)) {
    const emptyValues = emptyResults[kind] as number[];
    const agedValues = agedResults[kind] as number[];
    process.stdout.write(
      `| ${kind} | ${format(emptyValues)} | ${format(agedValues)} | ${(median(agedValues) / median(emptyValues)).toFixed(2)} |\n`,
    );
  }
}

main();
