import * as targaryen from 'targaryen';
import type { TargaryenDatabase } from 'targaryen';
import { rulesAuthOf, type Identity } from './authToken';
import type { JsonValue } from './jsonValue';
import { RulesData, type DataChange } from './rulesData';
import { readPlan, writePlan, type ViewPlan } from './rulesReach';
import { dataNodeOf, rootOf, rulesetOf, type DataNode, type Ruleset } from './targaryenInternals';

export interface DataSnapshotSource {
  readonly version: number;
  valueAt(keys: readonly string[]): JsonValue;
}

/** The rules' copy of the data, as of a version of the store's. */
interface RulesCopy {
  version: number;
  readonly data: RulesData;
}

/** The changes of the write just checked, to apply to the copy it was checked against once applied. */
interface PendingChanges {
  readonly copy: RulesCopy;
  readonly version: number;
  readonly changes: readonly DataChange[];
}

/**
 * Enforces database.rules.json through targaryen: `.read` on listen and get, `.write` and `.validate` on writes.
 * Admin identities and a gate without rules allow everything.
 *
 * Each request is checked against a view of the data holding what its rules can look at (rulesReach.ts
 * finds it, rulesData.ts builds it) rather than the whole tree, so that a write costs the same with
 * 300 people at the root, or 365 days under a person, as with one. The rules' copy of the data is built
 * whole at the first check after a start (from the store's data), then kept up to date by the writes
 * this gate checked or let through (an admin's, or any while there are no rules), and rebuilt only
 * when it missed a change.
 */
export class RulesGate {
  private rulesDefinition: unknown | null;
  private ruleset: Ruleset | null = null;
  private copy: RulesCopy | null = null;
  private pending: PendingChanges | null = null;

  constructor(
    rules: unknown | null,
    private readonly data: DataSnapshotSource,
  ) {
    this.rulesDefinition = null;
    this.setRules(rules);
  }

  get rules(): unknown | null {
    return this.rulesDefinition;
  }

  /**
   * Replaces the rules; throws (and keeps the old ones) when targaryen cannot parse them. The copy of
   * the data does not depend on them: it stays.
   */
  setRules(rules: unknown | null): void {
    // Parses the rules, throwing on syntax or type errors.
    const ruleset = rules === null ? null : rulesetOf(targaryen.database(rules, null));
    this.rulesDefinition = rules;
    this.ruleset = ruleset;
    this.pending = null;
  }

  /** `now` is the rules' `now`: the services' clock when the request is evaluated. */
  canRead(path: string, identity: Identity, now: number): boolean {
    if (this.bypasses(identity) || !this.ruleset) return true;
    const keys = pathKeys(path);
    const view = this.viewAs(identity, readPlan(this.ruleset, keys));
    return view.read(toRulesPath(keys), { now }).allowed;
  }

  /**
   * What the read rules at `path` look at (readPlan), for an identity the rules check; null when no
   * rule does (an administrator, or no rules). A listen keeps it, to be checked again when a change
   * reaches it (ViewPlan.reachedBy): a carer taken off a person's list loses her listens at once.
   */
  readReach(path: string, identity: Identity): ViewPlan | null {
    if (this.bypasses(identity) || !this.ruleset) return null;
    return readPlan(this.ruleset, pathKeys(path));
  }

  /**
   * `value` is the stored form of the write (server values already resolved), `now` the instant they were
   * resolved with, so a timestamp written as `{".sv": "timestamp"}` equals the rules' `now`.
   */
  canWrite(path: string, value: JsonValue, identity: Identity, now: number): boolean {
    const keys = pathKeys(path);
    if (this.bypasses(identity) || !this.ruleset) {
      this.pendUnchecked(() => [{ keys, node: dataNodeOf(value, now) }]);
      return true;
    }
    const view = this.viewAs(identity, writePlan(this.ruleset, [keys]));
    const result = view.write(toRulesPath(keys), value, { now });
    this.pendAllowed(result.allowed && result.newDatabase, (newRoot) => [
      // The view after the write holds the value's node at its path (the null node for a removal):
      // taken rather than built again.
      { keys, node: newRoot.$child(keys.join('/')) },
    ]);
    return result.allowed;
  }

  canUpdate(
    path: string,
    patch: Record<string, JsonValue>,
    identity: Identity,
    now: number,
  ): boolean {
    const keys = pathKeys(path);
    // targaryen writes each child of the patch at the path joined to its key, in the patch's order.
    const written = Object.keys(patch).map((relative) => joinedKeys(keys, relative));
    if (this.bypasses(identity) || !this.ruleset) {
      this.pendUnchecked(() =>
        Object.values(patch).map((value, index) => ({
          keys: written[index] as string[],
          node: dataNodeOf(value, now),
        })),
      );
      return true;
    }
    const view = this.viewAs(identity, writePlan(this.ruleset, written));
    const result = view.update(toRulesPath(keys), patch, { now });
    this.pendAllowed(result.allowed && result.newDatabase, (newRoot) => {
      // Each child as the store applies it: in order, one after the other. When none is below
      // another, the view after the update holds each one's node as written; otherwise a later one
      // may have changed an earlier one's, and each is built again from its value.
      const values = Object.values(patch);
      const nested = nestsAny(written);
      return written.map((childKeys, index) => ({
        keys: childKeys,
        node: nested ? dataNodeOf(values[index], now) : newRoot.$child(childKeys.join('/')),
      }));
    });
    return result.allowed;
  }

  /**
   * Called by the store after each write it applied. When that write is the one this gate just checked
   * (or let through), its changes are applied to the rules' copy of the data; otherwise the copy is
   * out of date, and rebuilt from the whole data when next needed.
   */
  noteWriteApplied(newVersion: number, checkedByThisGate: boolean): void {
    const pending = this.pending;
    this.pending = null;
    if (!checkedByThisGate || !pending || pending.copy !== this.copy) return;
    if (pending.copy.version !== pending.version) return;
    for (const change of pending.changes) pending.copy.data.apply(change);
    pending.copy.version = newVersion;
  }

  private bypasses(identity: Identity): boolean {
    return this.rulesDefinition === null || identity.kind === 'admin';
  }

  /**
   * A write the rules do not check (an admin's, or any without rules): its changes, when the copy is
   * up to date. Otherwise there is nothing to update: the copy is rebuilt from the whole data when next
   * needed (which takes seconds with tens of MB).
   */
  private pendUnchecked(changes: () => DataChange[]): void {
    const copy = this.copy;
    this.pending =
      copy && copy.version === this.data.version
        ? { copy, version: copy.version, changes: changes() }
        : null;
  }

  /**
   * The changes of an allowed write (`newDatabase`: the view after it; false when refused), applied to
   * the copy as the store applies the write to its tree (rulesData.ts).
   */
  private pendAllowed(
    newDatabase: TargaryenDatabase | false | undefined,
    changes: (newRoot: DataNode) => DataChange[],
  ): void {
    const copy = this.copy;
    this.pending =
      newDatabase && copy
        ? { copy, version: copy.version, changes: changes(rootOf(newDatabase)) }
        : null;
  }

  /**
   * A targaryen database holding the view of the data `plan` asks for, as `identity`. It is built
   * without auth first: targaryen's `as(null)` keeps the previous auth, so a signed-out view must never
   * derive from a signed-in one.
   */
  private viewAs(identity: Identity, plan: ViewPlan): TargaryenDatabase {
    const signedOut = targaryen.database(this.ruleset, this.currentCopy().data.view(plan));
    const auth = rulesAuthOf(identity);
    return auth === null ? signedOut : signedOut.as(auth);
  }

  private currentCopy(): RulesCopy {
    const version = this.data.version;
    if (this.copy?.version !== version) {
      this.copy = { version, data: new RulesData(dataNodeOf(this.data.valueAt([]))) };
    }
    return this.copy;
  }
}

/** A request's path as keys (slashes at either end, and doubled ones, ignored). */
function pathKeys(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The keys of a patch's child as targaryen's update splits them: the path joined to its key, trimmed. */
function joinedKeys(keys: readonly string[], relative: string): string[] {
  const trimmed = relative.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? [...keys] : [...keys, ...trimmed.split('/')];
}

/** Whether one of `paths` is at or below another. */
function nestsAny(paths: ReadonlyArray<readonly string[]>): boolean {
  const joined = new Set<string>();
  for (const keys of paths) {
    const path = keys.join('/');
    if (joined.has(path)) return true;
    joined.add(path);
  }
  // A proper prefix, the root's ('') included.
  return paths.some((keys) =>
    keys.some((_key, depth) => joined.has(keys.slice(0, depth).join('/'))),
  );
}

function toRulesPath(keys: readonly string[]): string {
  return `/${keys.join('/')}`;
}
