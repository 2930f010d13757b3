import * as targaryen from 'targaryen';
import type { TargaryenDatabase } from 'targaryen';
import { rulesAuthOf, type Identity } from '../../src/rtdb/authToken';
import type { JsonValue } from '../../src/rtdb/jsonValue';
import type { DataSnapshotSource } from '../../src/rtdb/rulesGate';

/**
 * The rules evaluated as the gate did before it checked views: by targaryen, against its copy of the
 * whole data. Here that copy is built again from the store's data whenever the store has changed, so
 * that it is the data itself (the old gate's copy, taken over from targaryen's writes, could differ
 * from the store's tree: a removal under a primitive drops the primitive in targaryen, not in the
 * store). The reference the gate's views are compared with. Checks only: the caller applies writes
 * to the store.
 */
export class WholeDataRules {
  private built: { version: number; database: TargaryenDatabase } | null = null;
  /** The rules parsed once (parsing them is most of the cost of building a database). */
  private readonly rules: unknown;

  constructor(
    rules: unknown,
    private readonly store: DataSnapshotSource,
  ) {
    this.rules = targaryen.database(rules, null).rules;
  }

  canRead(path: string, identity: Identity, now: number): boolean {
    if (identity.kind === 'admin') return true;
    return this.as(identity).read(rulesPath(path), { now }).allowed;
  }

  canWrite(path: string, value: JsonValue, identity: Identity, now: number): boolean {
    if (identity.kind === 'admin') return true;
    return this.as(identity).write(rulesPath(path), value, { now }).allowed;
  }

  canUpdate(
    path: string,
    patch: Record<string, JsonValue>,
    identity: Identity,
    now: number,
  ): boolean {
    if (identity.kind === 'admin') return true;
    return this.as(identity).update(rulesPath(path), patch, { now }).allowed;
  }

  /** As `identity`, from a database built without auth (targaryen's `as(null)` keeps the last one). */
  private as(identity: Identity): TargaryenDatabase {
    if (this.built?.version !== this.store.version) {
      this.built = {
        version: this.store.version,
        database: targaryen.database(this.rules, this.store.valueAt([])),
      };
    }
    const auth = rulesAuthOf(identity);
    return auth === null ? this.built.database : this.built.database.as(auth);
  }
}

function rulesPath(path: string): string {
  return `/${path
    .split('/')
    .filter((segment) => segment.length > 0)
    .join('/')}`;
}
