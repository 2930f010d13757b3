import type { AnyRecord, RecordAuthor, RecordKind } from '../domain/recordTypes';
import type { DatabasePort } from '../ports/backendPorts';
import {
  accessBy,
  changedFields,
  loggedRecordOf,
  logAccess,
  type AccessLogEntry,
} from './accessLog';
import type { RecordsRepository } from './recordsRepository';

/**
 * A carer's records repository for one person that logs what the carer does (records/accessLog): an
 * add logs 'criar', a delete 'apagar', a change 'alterar' with the fields it changed — compared with
 * the record as this repository last read it for the form (`read`, `load`), which is what the edit
 * screen loads. Each entry is written once the save itself has succeeded; a log write that fails never fails
 * the save (it is reported to `onLogFailure`, without the record's contents).
 */
export function withAccessLog(
  repository: RecordsRepository,
  database: DatabasePort,
  personUid: string,
  author: RecordAuthor,
  onLogFailure: (error: unknown) => void,
): RecordsRepository {
  const loaded = new Map<string, AnyRecord | null>();
  const loadedKey = (kind: RecordKind, key: string) => `${kind}/${key}`;
  const log = (entry: AccessLogEntry) => {
    logAccess(database, personUid, entry).catch(onLogFailure);
  };
  return {
    ...repository,
    async read(kind, key) {
      const record = await repository.read(kind, key);
      loaded.set(loadedKey(kind, key), record);
      return record;
    },
    async load(kind, key) {
      const found = await repository.load(kind, key);
      loaded.set(loadedKey(kind, key), found?.record ?? null);
      return found;
    },
    async add(kind, value) {
      const key = await repository.add(kind, value);
      log(accessBy(author, 'criar', loggedRecordOf(kind, key)));
      return key;
    },
    async update(kind, key, value) {
      const before = loaded.get(loadedKey(kind, key)) ?? null;
      await repository.update(kind, key, value);
      loaded.set(loadedKey(kind, key), value);
      // Which fields changed is said only when the record was read here first (the edit screen's way).
      const fields = before === null ? undefined : changedFields(kind, before, value);
      log(accessBy(author, 'alterar', loggedRecordOf(kind, key), fields));
    },
    async updateUnlessChanged(kind, key, value, version) {
      const before = loaded.get(loadedKey(kind, key)) ?? null;
      const outcome = await repository.updateUnlessChanged(kind, key, value, version);
      if (!outcome.saved) {
        // The next save is compared with what the carer was shown of the record as it is now.
        loaded.set(loadedKey(kind, key), outcome.current?.record ?? null);
        return outcome;
      }
      loaded.set(loadedKey(kind, key), value);
      const fields = before === null ? undefined : changedFields(kind, before, value);
      log(accessBy(author, 'alterar', loggedRecordOf(kind, key), fields));
      return outcome;
    },
    async remove(kind, key) {
      await repository.remove(kind, key);
      loaded.delete(loadedKey(kind, key));
      log(accessBy(author, 'apagar', loggedRecordOf(kind, key)));
    },
  };
}
