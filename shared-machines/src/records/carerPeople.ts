import { carerPeoplePath, followedPeople, memberPath } from '../domain/account';
import type { DatabasePort, DatabasePortError, Unsubscribe } from '../ports/backendPorts';
import { readRecordList } from './readRecords';
import { userRoot, recordLayouts, type RecordKind } from '../domain/recordTypes';

/** One person in a carer's console: their registration name and how many records each list holds. */
export interface PersonSummary {
  readonly uid: string;
  /** The registration name; null when the person's membership could not be read. */
  readonly name: string | null;
  readonly counts: { readonly [K in RecordKind]: number };
}

interface Followed {
  name?: string | null;
  counts?: PersonSummary['counts'];
  stop: Unsubscribe;
}

function countsIn(tree: unknown): PersonSummary['counts'] {
  const node = (tree ?? {}) as Record<string, unknown>;
  const count = (kind: RecordKind) =>
    readRecordList(kind, node[recordLayouts[kind].listNode]).length;
  return {
    contact: count('contact'),
    appointment: count('appointment'),
    medication: count('medication'),
  };
}

const byName = new Intl.Collator('pt-PT', { sensitivity: 'base' });

/**
 * Follows a carer's people live: `carerPeople/{carerUid}` (which the rules let only that carer read),
 * and for each person their membership (`members/{uid}`: the registration name) and their data
 * (`Newdata_{uid}`: the counts). Calls back with every person, ordered by name, once each has
 * answered and again on every change; a person whose data the rules refuse is shown without counts
 * rather than failing the whole list. `onError` is for the carer's own list only.
 */
export function watchCarerPeople(
  database: DatabasePort,
  carerUid: string,
  onPeople: (people: readonly PersonSummary[]) => void,
  onError?: (error: DatabasePortError) => void,
): Unsubscribe {
  const followed = new Map<string, Followed>();
  let listed = false;

  const emit = () => {
    if (!listed) return;
    const entries = [...followed.entries()];
    if (entries.some(([, person]) => person.name === undefined || person.counts === undefined))
      return;
    const people = entries.map(([uid, person]) => ({
      uid,
      name: person.name ?? null,
      counts: person.counts ?? { contact: 0, appointment: 0, medication: 0 },
    }));
    people.sort((a, b) => byName.compare(a.name ?? '', b.name ?? '') || (a.uid < b.uid ? -1 : 1));
    onPeople(people);
  };

  const follow = (uid: string): Followed => {
    const person: Followed = { stop: () => undefined };
    const refused = { contact: 0, appointment: 0, medication: 0 };
    const stopMember = database.subscribe(
      memberPath(uid),
      (value) => {
        const name = (value as { name?: unknown } | null)?.name;
        person.name = typeof name === 'string' && name.trim() !== '' ? name : null;
        emit();
      },
      () => {
        person.name = null;
        emit();
      },
    );
    const stopData = database.subscribe(
      userRoot(uid),
      (value) => {
        person.counts = countsIn(value);
        emit();
      },
      () => {
        person.counts = refused;
        emit();
      },
    );
    person.stop = () => {
      stopMember();
      stopData();
    };
    return person;
  };

  const stopList = database.subscribe(
    carerPeoplePath(carerUid),
    (value) => {
      const uids = followedPeople(value);
      for (const [uid, person] of followed) {
        if (!uids.includes(uid)) {
          person.stop();
          followed.delete(uid);
        }
      }
      for (const uid of uids) if (!followed.has(uid)) followed.set(uid, follow(uid));
      listed = true;
      emit();
    },
    onError,
  );

  return () => {
    stopList();
    for (const person of followed.values()) person.stop();
    followed.clear();
  };
}
