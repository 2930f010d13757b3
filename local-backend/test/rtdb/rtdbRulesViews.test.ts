import { readFileSync } from 'node:fs';
import * as targaryen from 'targaryen';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { ADMIN, SIGNED_OUT, type Identity } from '../../src/rtdb/authToken';
import { DataTree } from '../../src/rtdb/dataTree';
import { parsePath } from '../../src/rtdb/databasePath';
import type { JsonValue } from '../../src/rtdb/jsonValue';
import type { RulesData } from '../../src/rtdb/rulesData';
import { RulesGate } from '../../src/rtdb/rulesGate';
import { normalizeValue } from '../../src/rtdb/valueNormalization';
import { readPlan, writePlan, type ViewPlan } from '../../src/rtdb/rulesReach';
import { rulesetOf } from '../../src/rtdb/targaryenInternals';
import {
  accessTable,
  everyone,
  fixture,
  mariaCard,
  names,
  PAST,
  parentOf,
  uidOf,
  valueToWrite,
  writeTables,
  type Who,
  type WriteCase,
} from '../rules/rulesTables';
import { WholeDataRules } from './wholeDataRules';

// The rules gate checks each request against a view of the data (rulesReach.ts, rulesData.ts): what
// the request's rules can look at, not the whole tree. These tests replay thousands of random
// requests, allowed and refused, from several people, through the gate and through the gate as it
// was (every request against targaryen's copy of the whole data, wholeDataRules.ts), applying each
// allowed write to both, and require the same decision every time and the same data at the end.

const productRules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
const firstNow = Date.UTC(2026, 2, 1, 9, 30);
/** Each request a second after the previous one: the rules' `now` moves as on a server. */
const secondMs = 1000;

type Random = () => number;

/** A small seeded generator (mulberry32): the same requests on every run of a seed. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function user(uid: string): Identity {
  return { kind: 'user', auth: { uid, token: { sub: uid } }, expiresAtMs: null };
}

/**
 * A request as a client sends it: its values may hold server timestamps and increments, resolved as the
 * server does, against the data and the clock when it is checked. A `set` that is not `applied` is
 * checked only (an onDisconnect write when registered).
 */
type Request =
  | { kind: 'set'; path: string; value: unknown; identity: Identity; applied: boolean }
  | { kind: 'update'; path: string; patch: Record<string, unknown>; identity: Identity }
  | { kind: 'read'; path: string; identity: Identity }
  /** A change the gate is not told it checked (an import): its copy must be rebuilt. */
  | { kind: 'unseen'; path: string; value: unknown };

/** The store, the gate under test and the reference, side by side. */
class Replay {
  private readonly tree: DataTree;
  /** What the gate reads: the store's version (one more per applied write) and its data. */
  private readonly store = {
    version: 0,
    valueAt: (keys: readonly string[]): JsonValue => {
      if (keys.length === 0) this.wholeDataReads += 1;
      return this.tree.valueAt(keys);
    },
  };
  /** How often the whole data was read: by the reference, and by the gate to rebuild its copy. */
  wholeDataReads = 0;
  /** Changes the gate was not told about: each one may make it rebuild its copy once. */
  unseenChanges = 0;
  private readonly gate: RulesGate;
  private readonly reference: WholeDataRules;

  constructor(rules: unknown, data: JsonValue) {
    this.tree = new DataTree(data);
    this.gate = new RulesGate(rules, this.store);
    // The reference reads the store's data through a source of its own, not counted.
    const store = this.store;
    this.reference = new WholeDataRules(rules, {
      get version() {
        return store.version;
      },
      valueAt: (keys) => this.tree.valueAt(keys),
    });
  }

  /** Both decisions; an allowed write is applied to the store, as the server applies it. */
  run(request: Request, now: number): { gate: boolean; reference: boolean } {
    switch (request.kind) {
      case 'read':
        return {
          gate: this.gate.canRead(request.path, request.identity, now),
          reference: this.reference.canRead(request.path, request.identity, now),
        };
      case 'unseen':
        this.unseenChanges += 1;
        this.apply([[request.path, this.resolved(request.value, request.path, now)]], false);
        return { gate: true, reference: true };
      case 'set': {
        const value = this.resolved(request.value, request.path, now);
        const gate = this.gate.canWrite(request.path, value, request.identity, now);
        const reference = this.reference.canWrite(request.path, value, request.identity, now);
        if (gate && reference && request.applied) this.apply([[request.path, value]], true);
        return { gate, reference };
      }
      case 'update': {
        const patch = Object.fromEntries(
          Object.entries(request.patch).map(([relative, value]) => [
            relative,
            this.resolved(value, `${request.path}/${relative}`, now),
          ]),
        );
        const gate = this.gate.canUpdate(request.path, patch, request.identity, now);
        const reference = this.reference.canUpdate(request.path, patch, request.identity, now);
        if (gate && reference) {
          this.apply(
            Object.entries(patch).map(([relative, value]) => [
              `${request.path}/${relative}`,
              value,
            ]),
            true,
          );
        }
        return { gate, reference };
      }
    }
  }

  valueAt(path: string): JsonValue {
    return this.tree.valueAt(parsePath(path));
  }

  /** The store's data, and the gate's own copy of it when up to date (looked at from outside). */
  copies(): { store: unknown; gate: unknown } {
    const copy = (this.gate as unknown as { copy: { version: number; data: RulesData } | null })
      .copy;
    const store = this.tree.toJSON();
    return {
      store,
      gate: copy?.version === this.store.version ? copy.data.whole().$value() : store,
    };
  }

  /** The stored form of a value, as the server makes it before the rules check it. */
  private resolved(value: unknown, path: string, now: number): JsonValue {
    return normalizeValue(value, this.tree.valueAt(parsePath(path)), now);
  }

  private apply(changes: Array<[string, JsonValue]>, checkedByGate: boolean): void {
    for (const [path, value] of changes) this.tree.setAt(parsePath(path), value);
    this.store.version += 1;
    this.gate.noteWriteApplied(this.store.version, checkedByGate);
  }
}

/** How often the replay compares the gate's copy of the data with the store's. */
const copyCheckEvery = 250;

/**
 * Replays `requests`, failing at the first decision that differs (named), then compares the gate's
 * copy of the data with the store's. Counts the writes the rules checked, allowed and refused.
 */
function replayAll(
  replay: Replay,
  requests: Iterable<Request>,
  seed: number,
): { allowed: number; refused: number } {
  const writes = { allowed: 0, refused: 0 };
  let step = 0;
  for (const request of requests) {
    const now = firstNow + step * secondMs;
    const { gate, reference } = replay.run(request, now);
    if (gate !== reference) {
      throw new Error(
        `seed ${seed}, request ${step}: the view ${gate ? 'allowed' : 'refused'} what the whole data ` +
          `${reference ? 'allowed' : 'refused'}: ${JSON.stringify(request)}`,
      );
    }
    if ((request.kind === 'set' || request.kind === 'update') && request.identity.kind !== 'admin')
      writes[gate ? 'allowed' : 'refused'] += 1;
    step += 1;
    if (step % copyCheckEvery === 0) {
      const { store, gate } = replay.copies();
      expect({ step, gate }).toEqual({ step, gate: store });
    }
  }
  const { store, gate } = replay.copies();
  expect(gate).toEqual(store);
  // The gate kept its copy up to date: built once, then again only after a change it was not told of.
  expect(replay.wholeDataReads).toBeLessThanOrEqual(1 + replay.unseenChanges);
  return writes;
}

// ---------------------------------------------------------------------------------------------------------
// The product's rules, with the rules tables' requests (test/rules) replayed in random order on one
// database that grows and changes, for several people: the tables' person as herself or as one of many
// others like her, so that the root, her carer's console and her days have many siblings.

const otherPeople = 30;
const daysEach = 20;

function personUid(index: number): string {
  return `pessoa${index + 1}`;
}

function dayOf(index: number): string {
  return new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
}

function productData(): JsonValue {
  const data = JSON.parse(JSON.stringify(fixture)) as Record<string, Record<string, unknown>>;
  const maria = data.Newdata_maria as Record<string, unknown>;
  for (let index = 0; index < otherPeople; index += 1) {
    const uid = personUid(index);
    // Her registered name is maria's, so the tables' audit fields hold for her too.
    (data.members as Record<string, unknown>)[uid] = {
      name: names.maria,
      code: 'segredo',
      since: PAST,
    };
    const tomas = Object.fromEntries(
      Array.from({ length: daysEach }, (_, day) => [
        dayOf(day),
        { medicamento_1: { '0800': PAST } },
      ]),
    );
    data[`Newdata_${uid}`] = JSON.parse(JSON.stringify({ ...maria, tomas })) as Record<
      string,
      unknown
    >;
    if (index % 2 === 0) {
      (data.carerPeople as Record<string, Record<string, unknown>>).ana![uid] = true;
      data.personCarers![uid] = { ana: true };
      (data.carerOverview as Record<string, Record<string, unknown>>).ana![uid] = mariaCard;
    }
  }
  // A copy of its own: the store's tree is edited in place, and the people share the tables' objects.
  return JSON.parse(JSON.stringify(data)) as JsonValue;
}

/** A case as written for one of the other people instead of maria. */
function castAs<T>(value: T, uid: string): T {
  return JSON.parse(JSON.stringify(value).replace(/maria/g, uid)) as T;
}

function identityOf(who: Who, person: string): Identity {
  const uid = who === 'person' ? person : uidOf[who];
  return uid === null ? SIGNED_OUT : user(uid);
}

const writeCases: readonly WriteCase[] = Object.values(writeTables).flat();
const allowedCases = writeCases.filter((writeCase) => writeCase.allowed);

function* productRequests(random: Random, count: number): Generator<Request> {
  let made = 0;
  while (made < count) {
    const person = random() < 0.5 ? 'maria' : personUid(Math.floor(random() * otherPeople));
    const roll = random();
    if (roll < 0.6) {
      // Half of them from the cases the tables allow, with what the table gives them.
      const likelyAllowed = random() < 0.5;
      const writeCase = castAs(pick(random, likelyAllowed ? allowedCases : writeCases), person);
      const who = likelyAllowed || random() < 0.75 ? writeCase.who : pick(random, everyone);
      if (writeCase.given && (likelyAllowed || random() < 0.6)) {
        for (const [path, value] of Object.entries(writeCase.given)) {
          yield { kind: 'set', path, value, identity: ADMIN, applied: true };
          made += 1;
        }
      }
      yield requestOf(writeCase, identityOf(who, person), random() < 0.95);
    } else if (roll < 0.85) {
      const tableRow = pick(random, accessTable);
      const who = pick(random, everyone);
      const identity = identityOf(who, person);
      const row = castAs(tableRow, person);
      if (row.operation === 'write') {
        const value = castAs(valueToWrite(tableRow.path, who), person);
        yield { kind: 'set', path: row.path, value, identity, applied: true };
      } else {
        const path = row.operation === 'list' ? parentOf(row.path) : row.path;
        yield { kind: 'read', path: path === '/' ? '' : path, identity };
      }
    } else if (roll < 0.97) {
      // An admin's write: a case's value, whoever it was meant for.
      const writeCase = castAs(pick(random, writeCases), person);
      yield requestOf(writeCase, ADMIN, true);
    } else {
      const writeCase = castAs(pick(random, writeCases), person);
      const request = requestOf(writeCase, ADMIN, true);
      if (request.kind === 'set')
        yield { kind: 'unseen', path: request.path, value: request.value };
    }
    made += 1;
  }
}

/** The request of a case. */
function requestOf(writeCase: WriteCase, identity: Identity, applied: boolean): Request {
  const { path } = writeCase;
  switch (writeCase.op) {
    case 'set':
      return { kind: 'set', path, value: writeCase.value, identity, applied };
    case 'remove':
      return { kind: 'set', path, value: null, identity, applied };
    case 'update':
      return { kind: 'update', path, patch: writeCase.value as Record<string, unknown>, identity };
  }
}

describe('the rules checked against views decide as against the whole data', () => {
  it.each([1, 2, 3, 4])(
    "the product's rules: the rules tables' requests in a random order (seed %i)",
    (seed) => {
      const replay = new Replay(productRules, productData());
      const random = seeded(seed);
      // 2,400 requests: the tables' rows grow (the family circle's refusals left one seed of 1,800
      // with 130 allowed writes), and each seed must still try enough writes of both kinds.
      const writes = replayAll(replay, productRequests(random, 2400), seed);
      // Enough of both kinds to mean something.
      expect(writes.allowed).toBeGreaterThan(150);
      expect(writes.refused).toBeGreaterThan(150);
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
// Rules made to catch a view that leaves out too much: chains that climb to the root and come down
// elsewhere, computed keys, a wildcard's key used at another level, values of whole nodes (a parent's,
// the root's), existence and children of nodes along the path; random writes, updates and reads of
// random values at random paths, by several users and the admin.

const trickyRules = {
  rules: {
    '.read': "auth != null && auth.uid === 'u3'",
    $top: {
      '.read': "auth != null && root.child($top).child('owner').val() === auth.uid",
      '.write':
        "auth != null && (root.child($top).child('owner').val() === auth.uid || !data.exists())",
      '.validate': 'newData.hasChildren()',
      owner: { '.validate': 'newData.isString()' },
      items: {
        '.validate':
          "newData.parent().child('count').val() === null || newData.hasChildren(['k1'])",
        $item: {
          '.write': "auth != null && root.child('shared').child(auth.uid).exists()",
          '.validate':
            "newData.parent().parent().parent().child('limits').child($item).val() !== false && !newData.parent().hasChild('locked')",
          n: {
            '.validate':
              "newData.isNumber() && newData.val() < root.child('limits').child('max').val() && (!data.exists() || newData.val() >= data.val())",
          },
        },
      },
      count: {
        '.validate':
          "newData.parent().child('items').hasChildren() || newData.parent().parent().child('limits').exists()",
      },
      mirror: { '.write': 'auth != null', '.validate': 'newData.val() === data.parent().val()' },
    },
    shared: {
      $u: {
        '.write': 'auth != null && auth.uid === $u',
        '.read': 'data.parent().parent().child(auth.uid).exists()',
      },
    },
    limits: {
      '.read': true,
      '.write': "auth != null && root.child('admins').child(auth.uid).exists()",
      $limit: { '.validate': 'newData.isNumber() || newData.isBoolean()' },
    },
    admins: { '.read': "auth != null && root.child('admins').child(auth.uid).exists()" },
    once: { $k: { '.write': 'auth != null && !data.exists()' } },
    peek: {
      '.read': "auth != null && root.child('shared/' + auth.uid).exists()",
      $any: {
        '.write': 'auth != null && newData.isString() && root.child(newData.val()).exists()',
        '.read': 'root.val() !== null',
      },
    },
  },
};

/** Keys by depth: the rules' names and a few others, so that paths often meet and often miss. */
const keysByDepth: readonly (readonly string[])[] = [
  // The people's nodes twice as often as the others.
  ['a', 'b', 'c', 'a', 'b', 'c', 'shared', 'limits', 'admins', 'peek', 'once', 'u1'],
  ['owner', 'items', 'count', 'mirror', 'u1', 'u2', 'u3', 'max', 'k1', 'a'],
  ['k1', 'k2', 'locked', 'n', 'owner', 'x'],
  ['n', 'x', 'k1'],
];
const users = ['u1', 'u2', 'u3'];

function randomPath(random: Random, from = 0): string {
  const depth = 1 + Math.floor(random() * (keysByDepth.length - from));
  return Array.from({ length: depth }, (_, index) =>
    pick(random, keysByDepth[from + index] as readonly string[]),
  ).join('/');
}

function randomValue(random: Random, depth: number): JsonValue {
  const roll = random();
  if (roll < 0.1) return null;
  if (roll < 0.3) return Math.floor(random() * 20);
  if (roll < 0.5) return pick(random, [...users, 'a', 'b', 'shared', 'limits', 'peek']);
  if (roll < 0.6 || depth >= keysByDepth.length - 1) return random() < 0.5;
  const children = 1 + Math.floor(random() * 3);
  const value: Record<string, JsonValue> = {};
  for (let index = 0; index < children; index += 1)
    value[pick(random, keysByDepth[depth + 1] as readonly string[])] = randomValue(
      random,
      depth + 1,
    );
  return value;
}

/** A value the rules may well accept at `path`: a user for an owner, a small number for a count. */
function plausibleValue(random: Random, path: string): JsonValue {
  const keys = path.split('/');
  const last = keys[keys.length - 1] as string;
  const number = () => Math.floor(random() * 12);
  if (last === 'owner') return pick(random, users);
  if (last === 'n' || last === 'count' || last === 'max') return number();
  if (keys.length === 3 && keys[1] === 'items') return { n: number(), x: number() };
  if (last === 'items')
    return { k1: { n: number() }, [pick(random, ['x', 'k2'])]: { n: number() } };
  if (keys.length === 1) return { owner: pick(random, users), count: number() };
  return randomValue(random, keys.length - 1);
}

function* trickyRequests(
  random: Random,
  count: number,
  ownerOf: (top: string) => JsonValue,
): Generator<Request> {
  for (let made = 0; made < count; made += 1) {
    const roll = random();
    const path = randomPath(random);
    // Most of them by the owner of the node they write, so that many are allowed; one that lost its
    // owner to an earlier write is given one by the admin.
    const top = path.split('/')[0] as string;
    let owner = ownerOf(top);
    if (typeof owner !== 'string' && top.length === 1) {
      owner = pick(random, users);
      yield { kind: 'set', path: `${top}/owner`, value: owner, identity: ADMIN, applied: true };
    }
    const identity =
      typeof owner === 'string' && random() < 0.75
        ? user(owner)
        : random() < 0.15
          ? SIGNED_OUT
          : user(pick(random, users));
    const depth = path.split('/').length - 1;
    const value = random() < 0.5 ? plausibleValue(random, path) : randomValue(random, depth);
    if (roll < 0.45) {
      yield { kind: 'set', path, value, identity, applied: true };
    } else if (roll < 0.65 && depth + 1 < keysByDepth.length) {
      const patch: Record<string, JsonValue> = {};
      const children = 1 + Math.floor(random() * 3);
      for (let index = 0; index < children; index += 1) {
        const relative = randomPath(random, depth + 1);
        patch[relative] =
          random() < 0.5
            ? plausibleValue(random, `${path}/${relative}`)
            : randomValue(random, depth + relative.split('/').length);
      }
      yield { kind: 'update', path, patch, identity };
    } else if (roll < 0.9) {
      yield { kind: 'read', path: random() < 0.1 ? '' : path, identity };
    } else if (roll < 0.98) {
      yield {
        kind: 'set',
        path,
        value: randomValue(random, depth),
        identity: ADMIN,
        applied: true,
      };
    } else {
      yield { kind: 'unseen', path, value: randomValue(random, depth) };
    }
  }
}

function trickyData(random: Random): JsonValue {
  const tree = new DataTree(null);
  for (let index = 0; index < 30; index += 1) {
    const path = randomPath(random);
    const value = normalizeValue(randomValue(random, path.split('/').length - 1), null, 0);
    tree.setAt(parsePath(path), value);
  }
  const start: Record<string, JsonValue> = {
    limits: { max: 10, k1: true, k2: false },
    admins: { u3: true },
    'shared/u1': true,
    'shared/u2': 'yes',
    a: { owner: 'u1', items: { k1: { n: 5 }, k2: { n: 7, x: 1 } }, count: 2 },
    'b/owner': 'u2',
    'b/items/k1/n': 1,
    'c/owner': 'u3',
  };
  for (const [path, value] of Object.entries(start)) tree.setAt(parsePath(path), value);
  return tree.toJSON();
}

describe('the rules checked against views decide as against the whole data, with rules that look far', () => {
  it.each([11, 12, 13, 14, 15, 16])('random requests on random data (seed %i)', (seed) => {
    const random = seeded(seed);
    const replay = new Replay(trickyRules, trickyData(random));
    const requests = trickyRequests(random, 2000, (top) => replay.valueAt(`${top}/owner`));
    const writes = replayAll(replay, requests, seed);
    expect(writes.allowed).toBeGreaterThan(200);
    expect(writes.refused).toBeGreaterThan(200);
  });
});

describe('what a view must hold, one rule at a time (the rules above)', () => {
  const data = {
    limits: { max: 10, k1: true, k2: false },
    admins: { u3: true },
    shared: { u1: true },
    a: { owner: 'u1', items: { k1: { n: 5 }, x: { n: 2 } }, count: 2, mirror: 7 },
    b: { owner: 'u2', items: { k1: { n: 1 } } },
    c: { owner: 'u3' },
    once: { k1: { x: 1 } },
  };
  const requests: ReadonlyArray<[string, Request, boolean]> = [
    [
      'an old value below the written node, under a wildcard',
      {
        kind: 'set',
        path: 'a/items',
        value: { k1: { n: 3 } },
        identity: user('u1'),
        applied: false,
      },
      false,
    ],
    [
      'the same, allowed',
      {
        kind: 'set',
        path: 'a/items',
        value: { k1: { n: 6 } },
        identity: user('u1'),
        applied: false,
      },
      true,
    ],
    [
      'another top-level node by name',
      { kind: 'set', path: 'a/items/k1/n', value: 11, identity: user('u1'), applied: false },
      false,
    ],
    [
      'a wildcard key under another node',
      { kind: 'set', path: 'a/items/k2', value: { n: 1 }, identity: user('u1'), applied: false },
      false,
    ],
    [
      'a top-level node whose name is computed',
      { kind: 'set', path: 'peek/q', value: 'c', identity: user('u2'), applied: false },
      true,
    ],
    [
      'whether the written node existed, when no rule reads any of its children',
      { kind: 'set', path: 'once/k1', value: { y: 2 }, identity: user('u1'), applied: false },
      false,
    ],
    [
      'a sibling of the written node, in the data after the write',
      { kind: 'set', path: 'b/items/locked', value: true, identity: user('u1'), applied: false },
      false,
    ],
    [
      'the whole data (a read below peek)',
      { kind: 'read', path: 'peek/q', identity: user('u2') },
      true,
    ],
  ];
  it.each(requests)('%s', (_title, request, allowed) => {
    const replay = new Replay(trickyRules, data);
    expect(replay.run(request, firstNow)).toEqual({ gate: allowed, reference: allowed });
  });
});

describe("what a view holds under the product's rules", () => {
  const ruleset = rulesetOf(targaryen.database(productRules, null));

  /** A plan as nested objects: the names it keeps whole, `all` / `whole`, and its paths' nodes. */
  function summary(plan: ViewPlan): Record<string, unknown> {
    const described: Record<string, unknown> = {};
    if (plan.whole) described.whole = true;
    if (plan.allChildren) described.all = true;
    const kept = [...plan.keep].filter((key) => !plan.children.has(key)).sort();
    if (kept.length > 0) described.keep = kept;
    for (const [key, child] of plan.children) described[key] = summary(child);
    return described;
  }

  /** What every write of a person or a carer needs at the root: who is a member, a carer, whose. */
  const roles = ['carerPeople', 'carers', 'members'];

  it("a person's contact: her node down to it, and no one else's", () => {
    expect(
      summary(writePlan(ruleset, [['Newdata_p', 'contactos', 'contacto_Contacto_1']])),
    ).toEqual({ keep: roles, Newdata_p: { contactos: { contacto_Contacto_1: {} } } });
  });

  it('a dose taken: her medicines, and none of her other days', () => {
    const dose = ['Newdata_p', 'tomas', '2026-11-26', 'medicamento_1', '0800'];
    // The calendar (calendarDays) decides which days a dose may be recorded on.
    expect(summary(writePlan(ruleset, [dose]))).toEqual({
      keep: ['calendarDays', ...roles],
      Newdata_p: {
        keep: ['medicamentos'],
        tomas: { '2026-11-26': { medicamento_1: { '0800': {} } } },
      },
    });
  });

  it("a dose on her carer's card: none of the console's other cards", () => {
    const card = ['carerOverview', 'c', 'p', 'tomas', '2026-11-26', 'm1', '0800'];
    expect(summary(writePlan(ruleset, [card]))).toEqual({
      keep: ['calendarDays', ...roles],
      carerOverview: { c: { p: { tomas: { '2026-11-26': { m1: { '0800': {} } } } } } },
    });
  });

  it("reading a person's node or a carer's console", () => {
    expect(summary(readPlan(ruleset, ['Newdata_p']))).toEqual({ keep: roles, Newdata_p: {} });
    expect(summary(readPlan(ruleset, ['carerOverview', 'c']))).toEqual({
      keep: ['carers'],
      carerOverview: { c: {} },
    });
  });

  it('a put at the root: every child (the rules check each one)', () => {
    expect(summary(writePlan(ruleset, [[]])).all).toBe(true);
  });
});
