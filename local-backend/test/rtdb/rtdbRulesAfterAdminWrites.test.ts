import { ADMIN, type Identity } from '../../src/rtdb/authToken';
import { RealtimeDatabase } from '../../src/rtdb/realtimeDatabase';

// An admin's write (the association's commands, imports) bypasses the rules, but the rules of the
// next requests must see it. The rules' copy of the data is updated along the write's path instead of
// being rebuilt from the whole data, which takes seconds with a year of data.

const rules = {
  rules: {
    allowed: { '.read': true, '.write': false },
    users: {
      $uid: {
        '.read': "root.child('allowed').child($uid).val() === true",
        '.write': "root.child('allowed').child($uid).val() === true",
      },
    },
  },
};

const user = (uid: string): Identity => ({
  kind: 'user',
  auth: { uid, token: { sub: uid } },
  expiresAtMs: null,
});

describe("the rules after an admin's writes", () => {
  it('see each admin put and update, without reading the whole data again', () => {
    const database = new RealtimeDatabase({ users: { bob: { note: 1 } } }, rules);
    const alice = user('alice');
    expect(database.set('users/alice/note', 1, alice).status).toBe('permission_denied');
    const wholeDataReads = jest.spyOn(database, 'valueAt');

    expect(database.set('allowed/alice', true, ADMIN).status).toBe('ok');
    expect(database.set('users/alice/note', 2, alice).status).toBe('ok');
    expect(database.update('allowed', { alice: null, bob: true }, ADMIN).status).toBe('ok');
    expect(database.set('users/alice/note', 3, alice).status).toBe('permission_denied');
    expect(database.read('users/bob', user('bob'), undefined)).toEqual({
      status: 'ok',
      value: { note: 1 },
    });
    expect(wholeDataReads.mock.calls.filter(([keys]) => keys.length === 0)).toEqual([]);

    // A put at the root (an import) replaces everything the rules see.
    expect(database.set('', { allowed: { carol: true } }, ADMIN).status).toBe('ok');
    expect(database.set('users/carol/note', 4, user('carol')).status).toBe('ok');
    expect(database.set('users/bob/note', 5, user('bob')).status).toBe('permission_denied');
    expect(database.toJSON()).toEqual({ allowed: { carol: true }, users: { carol: { note: 4 } } });
  });
});
