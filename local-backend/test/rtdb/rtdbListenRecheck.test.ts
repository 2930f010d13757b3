import { onValue, ref, set, update, type Query } from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { NAMESPACE, startTestServer, TestClients, valueWhere } from './rtdbTestClients';

/**
 * Rules of the product's shape, small: a carer reads a person's notes while `followers/{person}/{carer}`
 * says she follows her (as `carerPeople` does); `followers` and the notes are written by the person.
 */
const FOLLOWING_RULES = {
  rules: {
    followers: {
      $person: {
        '.read': 'auth != null && auth.uid === $person',
        '.write': 'auth != null && auth.uid === $person',
      },
    },
    notes: {
      $person: {
        '.read':
          "auth != null && (auth.uid === $person || root.child('followers').child($person).child(auth.uid).val() === true)",
        '.write': 'auth != null && auth.uid === $person',
      },
    },
    open: { '.read': true, '.write': true },
  },
};

/** Everything a listen receives, and its cancel when one comes. */
function follow(query: Query): { values: unknown[]; cancelled: Promise<Error> } {
  const values: unknown[] = [];
  let cancel: (error: Error) => void = () => undefined;
  const cancelled = new Promise<Error>((resolve) => {
    cancel = resolve;
  });
  onValue(
    query,
    (snapshot) => values.push(snapshot.val()),
    (error) => cancel(error),
  );
  return { values, cancelled };
}

describe('Realtime Database server: an open listen is checked again when what its rules read changes', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();

  beforeAll(async () => {
    server = await startTestServer({ rules: FOLLOWING_RULES });
  });

  afterAll(async () => {
    await clients.deleteAll();
    await server.stop();
  });

  it('a carer taken off the list has her open listen cancelled at once, and gets nothing written after', async () => {
    const maria = clients.create(server.port, 'maria');
    const ana = clients.create(server.port, 'ana');
    await update(ref(maria.db), {
      'followers/maria/ana': true,
      'notes/maria/consulta': 'Cardiologia, 10:00',
    });
    const notes = follow(ref(ana.db, 'notes/maria'));
    await valueWhere(ref(ana.db, 'notes/maria'), (value) => value !== null);

    await set(ref(maria.db, 'followers/maria/ana'), null);
    const error = await notes.cancelled;
    expect(error.message).toMatch(/permission_denied/);

    await set(ref(maria.db, 'notes/maria/consulta'), 'Oftalmologia, 15:30');
    // A second client that may read sees the change; Ana's listen has had nothing more.
    await valueWhere(
      ref(maria.db, 'notes/maria/consulta'),
      (value) => value === 'Oftalmologia, 15:30',
    );
    expect(notes.values).toEqual([{ consulta: 'Cardiologia, 10:00' }]);
  });

  it('the same through an update of the whole list, by the administrator', async () => {
    const maria = clients.create(server.port, 'maria');
    const rui = clients.create(server.port, 'rui');
    await update(ref(maria.db), { 'followers/maria/rui': true, 'notes/maria/dose': '08:00' });
    const notes = follow(ref(rui.db, 'notes/maria'));
    await valueWhere(ref(rui.db, 'notes/maria'), (value) => value !== null);

    const response = await fetch(`http://127.0.0.1:${server.port}/followers.json?ns=${NAMESPACE}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({ maria: { ana: true } }),
    });
    expect(response.status).toBe(200);
    expect((await notes.cancelled).message).toMatch(/permission_denied/);
  });

  it('listens whose rules do not read what changed stay open, and a listen its reader may still read too', async () => {
    const maria = clients.create(server.port, 'maria');
    const ana = clients.create(server.port, 'ana');
    await update(ref(maria.db), { 'followers/maria/ana': true, 'notes/maria/dose': '08:00' });
    const anas = follow(ref(ana.db, 'notes/maria'));
    const own = follow(ref(maria.db, 'notes/maria'));
    await valueWhere(ref(ana.db, 'notes/maria'), (value) => value !== null);

    // Another follower added, and a public node written: Ana may still read, Maria's own listen is hers.
    await set(ref(maria.db, 'followers/maria/rui'), true);
    await set(ref(ana.db, 'open/x'), 1);
    await set(ref(maria.db, 'notes/maria/dose'), '09:00');
    await valueWhere(ref(ana.db, 'notes/maria/dose'), (value) => value === '09:00');
    const outcome = await Promise.race([
      anas.cancelled.then(() => 'cancelled'),
      own.cancelled.then(() => 'cancelled'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 200)),
    ]);
    expect(outcome).toBe('open');
    expect(anas.values.at(-1)).toMatchObject({ dose: '09:00' });
  });
});
