import * as targaryen from 'targaryen';
import type { TargaryenDatabase } from 'targaryen';
import { rulesAuthOf, type Identity } from './authToken';
import type { JsonValue } from './jsonValue';

export interface DataSnapshotSource {
  readonly version: number;
  valueAt(keys: readonly string[]): JsonValue;
}

/** targaryen's immutable data node (a database's `root`): a copy with a write applied, sharing the rest. */
interface TargaryenDataNode {
  $set(path: string, value: unknown, priority: undefined, now: number): TargaryenDataNode;
  $merge(path: string, patch: Record<string, unknown>, now: number): TargaryenDataNode;
}

/**
 * Enforces database.rules.json through targaryen: `.read` on listen and get, `.write` and `.validate` on writes.
 * Admin identities and a gate without rules allow everything. The evaluator's copy of the data is taken
 * over from the write it just allowed (or, for an admin's write, updated along its path), and rebuilt
 * from the whole data only when it missed a change.
 */
export class RulesGate {
  private rulesDefinition: unknown | null;
  private evaluator: { version: number; database: TargaryenDatabase } | null = null;
  private allowedWrite: TargaryenDatabase | null = null;

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

  /** Replaces the rules; throws (and keeps the old ones) when targaryen cannot parse them. */
  setRules(rules: unknown | null): void {
    if (rules !== null) targaryen.database(rules, null); // parses the rules, throwing on syntax or type errors
    this.rulesDefinition = rules;
    this.evaluator = null;
    this.allowedWrite = null;
  }

  /** `now` is the rules' `now`: the services' clock when the request is evaluated. */
  canRead(path: string, identity: Identity, now: number): boolean {
    if (this.bypasses(identity)) return true;
    return this.databaseAs(identity).read(toRulesPath(path), { now }).allowed;
  }

  /**
   * `value` is the stored form of the write (server values already resolved), `now` the instant they were
   * resolved with, so a timestamp written as `{".sv": "timestamp"}` equals the rules' `now`.
   */
  canWrite(path: string, value: JsonValue, identity: Identity, now: number): boolean {
    if (this.bypasses(identity)) {
      this.allowedWrite = this.evaluatorAfter((root) =>
        root.$set(toRulesPath(path), value, undefined, now),
      );
      return true;
    }
    const result = this.databaseAs(identity).write(toRulesPath(path), value, { now });
    this.rememberAllowed(result.allowed, result.newDatabase);
    return result.allowed;
  }

  canUpdate(
    path: string,
    patch: Record<string, JsonValue>,
    identity: Identity,
    now: number,
  ): boolean {
    if (this.bypasses(identity)) {
      this.allowedWrite = this.evaluatorAfter((root) => root.$merge(toRulesPath(path), patch, now));
      return true;
    }
    const result = this.databaseAs(identity).update(toRulesPath(path), patch, { now });
    this.rememberAllowed(result.allowed, result.newDatabase);
    return result.allowed;
  }

  private bypasses(identity: Identity): boolean {
    return this.rulesDefinition === null || identity.kind === 'admin';
  }

  /**
   * Called by the store after each write it applied. When that write is the one this gate just allowed, the
   * evaluator's resulting database already holds the new data and replaces a full rebuild.
   */
  noteWriteApplied(newVersion: number, checkedByThisGate: boolean): void {
    if (checkedByThisGate && this.allowedWrite) {
      this.evaluator = { version: newVersion, database: signedOutView(this.allowedWrite) };
    }
    this.allowedWrite = null;
  }

  /**
   * The current evaluator with a write the rules do not check (an admin's) applied, copying only the
   * nodes along its path; null when there is none to update (it is then rebuilt from the whole data
   * when next needed, which takes seconds with tens of MB).
   */
  private evaluatorAfter(
    write: (root: TargaryenDataNode) => TargaryenDataNode,
  ): TargaryenDatabase | null {
    if (this.rulesDefinition === null || this.evaluator?.version !== this.data.version) return null;
    const current = this.evaluator.database;
    return targaryen.database(current.rules, write(current.root as TargaryenDataNode));
  }

  private rememberAllowed(allowed: boolean, newDatabase: TargaryenDatabase | undefined): void {
    this.allowedWrite = allowed && newDatabase ? newDatabase : null;
  }

  /**
   * The evaluator as `identity`. targaryen's `as(null)` keeps the previous auth, so the signed-out view is
   * always a database built without auth, never one derived from a signed-in one.
   */
  private databaseAs(identity: Identity): TargaryenDatabase {
    const signedOut = this.database();
    const auth = rulesAuthOf(identity);
    return auth === null ? signedOut : signedOut.as(auth);
  }

  private database(): TargaryenDatabase {
    const version = this.data.version;
    if (this.evaluator?.version === version) return this.evaluator.database;
    const database = targaryen.database(this.rulesDefinition, this.data.valueAt([]));
    this.evaluator = { version, database };
    return database;
  }
}

function toRulesPath(path: string): string {
  return `/${path
    .split('/')
    .filter((segment) => segment.length > 0)
    .join('/')}`;
}

/** The same rules and data with no auth at all (a write's resulting database carries the writer's auth). */
function signedOutView(database: TargaryenDatabase): TargaryenDatabase {
  return targaryen.database(database.rules, database.root);
}
