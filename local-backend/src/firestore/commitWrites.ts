import type { Caller } from '../auth/bearerToken';
import type { DocumentChange, DocumentStore, StoredDocument } from './documentStore';
import { getField, parseFieldPath, withField } from './fieldPaths';
import type { FirestoreFields, FirestoreValue } from './firestoreValues';
import {
  arrayValues,
  describeInvalidFields,
  describeInvalidValue,
  numberOf,
  valueKind,
  valuesEqual,
} from './firestoreValues';
import type { DatabaseId } from './resourceNames';
import { parseDocumentName } from './resourceNames';
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
} from './restErrors';
import { mayWriteDocument } from './usersAccessRules';

/**
 * `documents:commit`: the writes of `setDoc`, `addDoc` (a set with `currentDocument.exists: false`),
 * `updateDoc` (a set with an `updateMask` and `exists: true`) and `deleteDoc`, applied atomically:
 * every write is checked (names, values, preconditions, rules) before any is stored.
 */
interface FieldTransform {
  readonly fieldPath?: string;
  readonly setToServerValue?: string;
  readonly increment?: FirestoreValue;
  readonly maximum?: FirestoreValue;
  readonly minimum?: FirestoreValue;
  readonly appendMissingElements?: { readonly values?: readonly FirestoreValue[] };
  readonly removeAllFromArray?: { readonly values?: readonly FirestoreValue[] };
}

interface Write {
  readonly update?: { readonly name?: unknown; readonly fields?: unknown };
  readonly delete?: unknown;
  readonly updateMask?: { readonly fieldPaths?: readonly string[] };
  readonly updateTransforms?: readonly FieldTransform[];
  readonly currentDocument?: { readonly exists?: boolean; readonly updateTime?: string };
}

export interface CommitRequest {
  readonly writes?: readonly Write[];
  readonly transaction?: unknown;
}

export interface CommitResponse {
  readonly writeResults: { updateTime?: string; transformResults?: FirestoreValue[] }[];
  readonly commitTime: string;
}

/** Firestore's limit on one document's size (approximated by its JSON encoding). */
const maxDocumentBytes = 1_048_576;

function integerOrDouble(sum: number, bothIntegers: boolean): FirestoreValue {
  return bothIntegers && Number.isSafeInteger(sum)
    ? { integerValue: String(sum) }
    : { doubleValue: sum };
}

function applyTransform(
  current: FirestoreValue | undefined,
  transform: FieldTransform,
  commitTime: string,
): FirestoreValue {
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== 'REQUEST_TIME')
      throw invalidArgument(`unknown server value ${transform.setToServerValue}`);
    return { timestampValue: commitTime };
  }
  const isNumber = (value: FirestoreValue | undefined): value is FirestoreValue =>
    value !== undefined &&
    (valueKind(value) === 'integerValue' || valueKind(value) === 'doubleValue');
  const numericOperand = transform.increment ?? transform.maximum ?? transform.minimum;
  if (numericOperand !== undefined) {
    if (!isNumber(numericOperand)) throw invalidArgument('a numeric transform needs a number');
    if (!isNumber(current)) return numericOperand;
    const left = numberOf(current);
    const right = numberOf(numericOperand);
    if (transform.increment !== undefined) {
      const bothIntegers =
        valueKind(current) === 'integerValue' && valueKind(numericOperand) === 'integerValue';
      return integerOrDouble(left + right, bothIntegers);
    }
    if (transform.maximum !== undefined) return right > left ? numericOperand : current;
    return right < left ? numericOperand : current;
  }
  const existing =
    current !== undefined && valueKind(current) === 'arrayValue' ? arrayValues(current) : [];
  if (transform.appendMissingElements !== undefined) {
    const additions = transform.appendMissingElements.values ?? [];
    const values = [...existing];
    for (const element of additions)
      if (!values.some((value) => valuesEqual(value, element))) values.push(element);
    return { arrayValue: { values } };
  }
  if (transform.removeAllFromArray !== undefined) {
    const removals = transform.removeAllFromArray.values ?? [];
    return {
      arrayValue: {
        values: existing.filter(
          (value) => !removals.some((removal) => valuesEqual(value, removal)),
        ),
      },
    };
  }
  throw invalidArgument('unsupported field transform');
}

function checkPrecondition(
  name: string,
  before: StoredDocument | undefined,
  precondition: Write['currentDocument'],
): void {
  if (precondition === undefined) return;
  if (precondition.exists === true && before === undefined)
    throw notFound(`No document to update: ${name}`);
  if (precondition.exists === false && before !== undefined)
    throw alreadyExists(`Document already exists: ${name}`);
  if (precondition.updateTime !== undefined && before?.updateTime !== precondition.updateTime) {
    throw failedPrecondition(`the document ${name} was changed since ${precondition.updateTime}`);
  }
}

function fieldPathSegments(text: string | undefined): string[] {
  const segments = typeof text === 'string' ? parseFieldPath(text) : null;
  if (segments === null) throw invalidArgument(`invalid field path ${JSON.stringify(text)}`);
  return segments;
}

function fieldsAfterUpdate(write: Write, before: StoredDocument | undefined): FirestoreFields {
  const problem = describeInvalidFields(write.update?.fields ?? {});
  if (problem !== null) throw invalidArgument(`Invalid document: ${problem}`);
  const given = (write.update?.fields ?? {}) as FirestoreFields;
  if (write.updateMask === undefined) return given;
  let fields: FirestoreFields = before?.fields ?? {};
  for (const text of write.updateMask.fieldPaths ?? []) {
    const segments = fieldPathSegments(text);
    fields = withField(fields, segments, getField(given, segments));
  }
  return fields;
}

export function commitWrites(
  store: DocumentStore,
  databaseId: DatabaseId,
  caller: Caller,
  request: CommitRequest,
): CommitResponse {
  if (request.transaction !== undefined)
    throw invalidArgument('transactions are not supported by the local Firestore server');
  const writes = request.writes ?? [];
  if (!Array.isArray(writes)) throw invalidArgument('writes must be a list');
  const commitTime = store.nextTime();
  const pending = new Map<string, StoredDocument | null>();
  const writeResults: CommitResponse['writeResults'] = [];
  for (const write of writes) {
    const name = write.update !== undefined ? write.update.name : write.delete;
    if (write.update === undefined && write.delete === undefined)
      throw invalidArgument('only update and delete writes are supported');
    const path = parseDocumentName(name, databaseId);
    if (path === null || typeof name !== 'string')
      throw invalidArgument(`invalid document name ${JSON.stringify(name)}`);
    const before = pending.has(name) ? (pending.get(name) ?? undefined) : store.get(name);
    checkPrecondition(name, before, write.currentDocument);
    let fields: FirestoreFields | null =
      write.update !== undefined ? fieldsAfterUpdate(write, before) : null;
    const transformResults: FirestoreValue[] = [];
    for (const transform of write.updateTransforms ?? []) {
      if (fields === null) throw invalidArgument('a delete cannot carry field transforms');
      const segments = fieldPathSegments(transform.fieldPath);
      const result = applyTransform(getField(fields, segments), transform, commitTime);
      const problem = describeInvalidValue(result);
      if (problem !== null) throw invalidArgument(problem);
      fields = withField(fields, segments, result);
      transformResults.push(result);
    }
    if (fields !== null && Buffer.byteLength(JSON.stringify(fields)) > maxDocumentBytes) {
      throw invalidArgument(
        `Document ${name} cannot be written because its size exceeds the maximum allowed size.`,
      );
    }
    if (!mayWriteDocument(caller, path, before?.fields, fields)) throw permissionDenied();
    pending.set(
      name,
      fields === null
        ? null
        : { fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime },
    );
    writeResults.push(
      fields === null
        ? {}
        : { updateTime: commitTime, ...(transformResults.length > 0 ? { transformResults } : {}) },
    );
  }
  const changes: DocumentChange[] = [...pending.entries()].map(([name, document]) => ({
    name,
    document,
  }));
  store.apply(changes);
  return { writeResults, commitTime };
}
