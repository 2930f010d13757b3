import { AuthPortError, DatabasePortError, type AuthUser } from './backendPorts';
import { compareKeys, createInMemoryBackend } from './inMemoryBackend';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const demo = {
  email: 'maria.silva@gmail.com',
  password: 'segredo1',
  uid: 'u1',
  name: 'Maria Silva',
};

describe('auth: sign-in', () => {
  it.each([
    ['right password', demo.email, demo.password, null],
    ['e-mail in another case', 'Maria.Silva@Gmail.com', demo.password, null],
    ['wrong password', demo.email, 'errada1', 'auth/invalid-credential'],
    ['unknown user', 'ninguem@gmail.com', 'qualquer1', 'auth/invalid-credential'],
    ['malformed e-mail', 'maria', 'qualquer1', 'auth/invalid-email'],
    ['empty e-mail', '', 'qualquer1', 'auth/missing-email'],
    ['empty password', demo.email, '', 'auth/missing-password'],
  ])('%s', async (_label, email, password, code) => {
    const backend = createInMemoryBackend({ users: [demo] });
    const attempt = backend.auth.signInWithEmail(email, password);
    if (code === null) {
      await expect(attempt).resolves.toEqual({
        uid: 'u1',
        email: demo.email,
        displayName: 'Maria Silva',
      });
      expect(backend.controls.currentUser()?.uid).toBe('u1');
    } else {
      await expect(attempt).rejects.toEqual(expect.objectContaining({ code }));
      await expect(attempt).rejects.toBeInstanceOf(AuthPortError);
      expect(backend.controls.currentUser()).toBeNull();
    }
  });
});

describe('auth: sign-up', () => {
  it.each([
    ['new account', 'ana@sapo.pt', 'abcdef', null],
    ['e-mail in use', demo.email, 'abcdef', 'auth/email-already-in-use'],
    ['e-mail in use, other case', 'MARIA.SILVA@gmail.com', 'abcdef', 'auth/email-already-in-use'],
    ['five-character password', 'ana@sapo.pt', 'abcde', 'auth/weak-password'],
    ['malformed e-mail', 'ana', 'abcdef', 'auth/invalid-email'],
    ['empty password', 'ana@sapo.pt', '', 'auth/missing-password'],
  ])('%s', async (_label, email, password, code) => {
    const backend = createInMemoryBackend({ users: [demo] });
    const attempt = backend.auth.signUpWithEmail('Ana Costa', email, password);
    if (code === null) {
      const user = await attempt;
      expect(backend.controls.currentUser()).toEqual(user);
      expect(backend.controls.userDocuments()).toContainEqual({
        uid: user.uid,
        name: 'Ana Costa',
        authProvider: 'local',
        email,
      });
    } else {
      await expect(attempt).rejects.toEqual(
        expect.objectContaining({ code, name: 'AuthPortError' }),
      );
      expect(backend.controls.userDocuments()).toHaveLength(1);
    }
  });
});

describe('auth: other operations', () => {
  it('reports the current user asynchronously once, then on every change', async () => {
    const backend = createInMemoryBackend({ users: [demo] });
    const seen: Array<AuthUser | null> = [];
    backend.auth.onAuthStateChanged((user) => seen.push(user));
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual([null]);
    await backend.auth.signInWithEmail(demo.email, demo.password);
    await backend.auth.signInWithEmail(demo.email, demo.password);
    await backend.auth.signOut();
    expect(seen.map((user) => user?.uid ?? null)).toEqual([null, 'u1', null]);
  });

  it('stops calling back after unsubscribe, even before the first call', async () => {
    const backend = createInMemoryBackend();
    const listener = jest.fn();
    backend.auth.onAuthStateChanged(listener)();
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('Google sign-in creates the users document only once per uid', async () => {
    const backend = createInMemoryBackend({
      googleAccount: { email: 'joao@gmail.com', name: 'João' },
    });
    const first = await backend.auth.signInWithGoogle();
    await backend.auth.signOut();
    const second = await backend.auth.signInWithGoogle();
    expect(second.uid).toBe(first.uid);
    expect(backend.controls.userDocuments()).toEqual([
      { uid: first.uid, name: 'João', authProvider: 'google', email: 'joao@gmail.com' },
    ]);
  });

  it.each([
    ['known e-mail', demo.email, null],
    ['unknown e-mail', 'x@y.pt', 'auth/user-not-found'],
    ['malformed e-mail', 'xy', 'auth/invalid-email'],
  ])('password reset, %s', async (_label, email, code) => {
    const backend = createInMemoryBackend({ users: [demo] });
    const attempt = backend.auth.sendPasswordReset(email);
    if (code) await expect(attempt).rejects.toEqual(expect.objectContaining({ code }));
    else {
      await attempt;
      expect(backend.controls.passwordResetsSent()).toEqual([email]);
    }
  });

  it.each([
    ['signed in, strong', true, 'novapass', null],
    ['signed in, weak', true, 'abc', 'auth/weak-password'],
    ['signed out', false, 'novapass', 'auth/null-user'],
  ])('password update, %s', async (_label, signIn, password, code) => {
    const backend = createInMemoryBackend({ users: [demo] });
    if (signIn) await backend.auth.signInWithEmail(demo.email, demo.password);
    const attempt = backend.auth.updatePassword(password);
    if (code) {
      await expect(attempt).rejects.toEqual(expect.objectContaining({ code }));
      expect(backend.controls.passwordOf(demo.email)).toBe(demo.password);
    } else {
      await attempt;
      expect(backend.controls.passwordOf(demo.email)).toBe(password);
    }
  });

  it.each([
    'signInWithEmail',
    'signUpWithEmail',
    'signInWithGoogle',
    'sendPasswordReset',
    'signOut',
  ] as const)('failNext(%s) fails that call once with the given code', async (operation) => {
    const backend = createInMemoryBackend({ users: [demo] });
    backend.controls.failNext(operation, 'auth/network-request-failed');
    const call = () => {
      switch (operation) {
        case 'signInWithEmail':
          return backend.auth.signInWithEmail(demo.email, demo.password);
        case 'signUpWithEmail':
          return backend.auth.signUpWithEmail('A', 'a@b.pt', 'abcdef');
        case 'signInWithGoogle':
          return backend.auth.signInWithGoogle();
        case 'sendPasswordReset':
          return backend.auth.sendPasswordReset(demo.email);
        case 'signOut':
          return backend.auth.signOut();
      }
    };
    await expect(call()).rejects.toEqual(
      expect.objectContaining({ code: 'auth/network-request-failed' }),
    );
    await call(); // the second call succeeds
  });
});

describe('database: reads and writes', () => {
  const seedData = {
    ProBrancaSec: 'segredo',
    Newdata_u1: {
      contactos: { contacto_Contacto_1: { contacto_Nome: 'Ana', contacto_telPesso: '911111111' } },
    },
  };

  it.each<[string, string, unknown]>([
    ['a leaf', 'ProBrancaSec', 'segredo'],
    [
      'a subtree',
      'Newdata_u1/contactos/contacto_Contacto_1',
      { contacto_Nome: 'Ana', contacto_telPesso: '911111111' },
    ],
    ['a missing path', 'Newdata_u2/contactos', null],
    ['below a leaf', 'ProBrancaSec/x', null],
  ])('get %s', async (_label, path, expected) => {
    const backend = createInMemoryBackend({ data: seedData });
    await expect(backend.database.get(path)).resolves.toEqual(expected);
  });

  it.each<
    [
      string,
      (db: ReturnType<typeof createInMemoryBackend>['database']) => Promise<unknown>,
      string,
      unknown,
    ]
  >([
    [
      'set a record',
      (db) =>
        db.set('Newdata_u1/contactos/contacto_Contacto_2', {
          contacto_Nome: 'Rui',
          contacto_telPesso: '2',
        }),
      'Newdata_u1/contactos/contacto_Contacto_2/contacto_Nome',
      'Rui',
    ],
    [
      'set null removes',
      (db) => db.set('Newdata_u1/contactos/contacto_Contacto_1', null),
      'Newdata_u1',
      null,
    ],
    ['set empty object removes', (db) => db.set('ProBrancaSec', {}), 'ProBrancaSec', null],
    ['set drops null children', (db) => db.set('x', { a: 1, b: null }), 'x', { a: 1 }],
    ['remove', (db) => db.remove('Newdata_u1/contactos'), 'Newdata_u1', null],
    [
      'multi-path update',
      (db) =>
        db.update('Newdata_u1', {
          'contactos/contacto_Contacto_2/contacto_Nome': 'Rui',
          'variaveis_contact/var_contact': 2,
        }),
      'Newdata_u1/variaveis_contact',
      { var_contact: 2 },
    ],
    [
      'update keeps siblings',
      (db) => db.update('Newdata_u1/contactos/contacto_Contacto_1', { contacto_Nome: 'Ana Maria' }),
      'Newdata_u1/contactos/contacto_Contacto_1',
      { contacto_Nome: 'Ana Maria', contacto_telPesso: '911111111' },
    ],
    [
      'update with null removes',
      (db) => db.update('', { ProBrancaSec: null }),
      'ProBrancaSec',
      null,
    ],
    ['arrays read back as arrays', (db) => db.set('lista', ['a', 'b']), 'lista', ['a', 'b']],
    [
      'sparse integer keys read back as object',
      (db) => db.set('esparsa', { 0: 'a', 7: 'b' }),
      'esparsa',
      { 0: 'a', 7: 'b' },
    ],
  ])('%s', async (_label, write, path, expected) => {
    const backend = createInMemoryBackend({ data: seedData });
    await write(backend.database);
    expect(backend.controls.snapshot(path)).toEqual(expected);
  });

  it('orders children by key as the database does', async () => {
    const backend = createInMemoryBackend({
      data: { l: { b: 1, a: 2, 10: 3, 9: 4, contacto_Contacto_10: 5, contacto_Contacto_2: 6 } },
    });
    expect(Object.keys((await backend.database.get('l')) as object)).toEqual([
      '9',
      '10',
      'a',
      'b',
      'contacto_Contacto_10',
      'contacto_Contacto_2',
    ]);
    expect(['b', '10', 'a', '9'].sort(compareKeys)).toEqual(['9', '10', 'a', 'b']);
  });

  it.each<
    [string, (db: ReturnType<typeof createInMemoryBackend>['database']) => Promise<unknown>, string]
  >([
    ['invalid key in path', (db) => db.set('a.b', 1), 'invalid_path'],
    ['leading slash', (db) => db.get('/ProBrancaSec'), 'invalid_path'],
    ['undefined value', (db) => db.set('a', { b: undefined }), 'invalid_value'],
    ['function value', (db) => db.set('a', () => 1), 'invalid_value'],
    ['invalid child key', (db) => db.set('a', { 'x#y': 1 }), 'invalid_key'],
    ['string too long', (db) => db.set('a', 'x'.repeat(10_485_761)), 'too_big'],
    ['overlapping update paths', (db) => db.update('', { a: 1, 'a/b': 2 }), 'invalid_path'],
    ['invalid update key', (db) => db.update('', { 'a[0]': 1 }), 'invalid_path'],
    [
      'transaction result invalid',
      (db) => db.transaction('a', () => ({ b: undefined })),
      'invalid_value',
    ],
  ])('refuses %s without writing', async (_label, write, code) => {
    const backend = createInMemoryBackend({ data: { keep: 1 } });
    const attempt = write(backend.database);
    await expect(attempt).rejects.toBeInstanceOf(DatabasePortError);
    await expect(attempt).rejects.toEqual(expect.objectContaining({ code }));
    expect(backend.controls.snapshot()).toEqual({ keep: 1 });
  });

  it.each(['get', 'set', 'update', 'remove', 'transaction'] as const)(
    'failNext(%s) fails once with the code and writes nothing',
    async (operation) => {
      const backend = createInMemoryBackend({ data: { n: 1 } });
      backend.controls.failNext(operation, 'permission_denied');
      const call = () => {
        switch (operation) {
          case 'get':
            return backend.database.get('n');
          case 'set':
            return backend.database.set('n', 2);
          case 'update':
            return backend.database.update('', { n: 2 });
          case 'remove':
            return backend.database.remove('n');
          case 'transaction':
            return backend.database.transaction<number>('n', (n) => (n ?? 0) + 1);
        }
      };
      await expect(call()).rejects.toEqual(
        expect.objectContaining({
          code: 'permission_denied',
          message: 'PERMISSION_DENIED: Permission denied',
        }),
      );
      expect(backend.controls.snapshot('n')).toBe(1);
      await call();
    },
  );

  it.each<
    [string, number | null, (n: number | null) => number | undefined, boolean, number | null]
  >([
    ['increments a counter', 4, (n) => (n ?? 0) + 1, true, 5],
    ['starts a missing counter', null, (n) => (n ?? 0) + 1, true, 1],
    ['aborts when update returns undefined', 4, () => undefined, false, 4],
  ])('transaction %s', async (_label, start, update, committed, value) => {
    const backend = createInMemoryBackend({ data: start === null ? {} : { c: start } });
    await expect(backend.database.transaction('c', update)).resolves.toEqual({ committed, value });
    expect(backend.controls.snapshot('c')).toBe(value);
  });

  it('resolves each of several transactions confirmed together with the value it committed', async () => {
    const backend = createInMemoryBackend({ data: { c: 0 } });
    backend.controls.setConnected(false);
    const pending = [1, 2, 3].map(() =>
      backend.database.transaction<number>('c', (n) => (n ?? 0) + 1),
    );
    backend.controls.setConnected(true);
    const results = await Promise.all(pending);
    expect(results.map((result) => result.value)).toEqual([1, 2, 3]);
    expect(backend.controls.snapshot('c')).toBe(3);
  });
});

describe('database: subscriptions', () => {
  it('calls back asynchronously with the current value, then on changes under and above the path', async () => {
    const backend = createInMemoryBackend({
      data: { Newdata_u1: { contactos: { c1: { nome: 'Ana' } } } },
    });
    const values: unknown[] = [];
    backend.database.subscribe('Newdata_u1/contactos', (value) => values.push(value));
    expect(values).toEqual([]);
    await flush();
    expect(values).toEqual([{ c1: { nome: 'Ana' } }]);

    await backend.database.set('Newdata_u1/contactos/c2/nome', 'Rui'); // under
    await backend.database.set('Newdata_u1/variaveis', { var: 1 }); // sibling: no call
    await backend.database.set('Newdata_u1', { contactos: { c3: { nome: 'Eva' } } }); // above
    await backend.database.set('Newdata_u1', { contactos: { c3: { nome: 'Eva' } }, outro: 1 }); // above, same value: no call
    await backend.database.remove('Newdata_u1');
    expect(values).toEqual([
      { c1: { nome: 'Ana' } },
      { c1: { nome: 'Ana' }, c2: { nome: 'Rui' } },
      { c3: { nome: 'Eva' } },
      null,
    ]);
  });

  it('reports failNext(subscribe) and an invalid path through onError, never onValue', async () => {
    const backend = createInMemoryBackend({ data: { a: 1 } });
    backend.controls.failNext('subscribe', 'permission_denied');
    const onValue = jest.fn();
    const errors: string[] = [];
    backend.database.subscribe('a', onValue, (error) => errors.push(error.code));
    backend.database.subscribe('a.b', onValue, (error) => errors.push(error.code));
    await flush();
    await backend.database.set('a', 2);
    expect(onValue).not.toHaveBeenCalled();
    expect(errors.sort()).toEqual(['invalid_path', 'permission_denied']);
  });

  it('stops after unsubscribe', async () => {
    const backend = createInMemoryBackend();
    const onValue = jest.fn();
    const unsubscribe = backend.database.subscribe('a', onValue);
    await flush();
    unsubscribe();
    await backend.database.set('a', 1);
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenCalledWith(null);
  });
});

describe('database: queries', () => {
  const appointments = {
    Newdata_u1: {
      consultas: {
        consulta_ID_1: { contacto_Nome: 'A', data_consulta: '2026-02-28' },
        consulta_ID_2: { contacto_Nome: 'B', data_consulta: '2026-03-01' },
        consulta_ID_3: { contacto_Nome: 'C', data_consulta: '2026-03-02' },
      },
    },
  };
  const todayAndTomorrow = {
    orderBy: { child: 'data_consulta' },
    startAt: '2026-03-01',
    endAt: '2026-03-02',
  } as const;

  it('getQuery returns only the children selected, null when none', async () => {
    const backend = createInMemoryBackend({ data: appointments });
    await expect(
      backend.database.getQuery('Newdata_u1/consultas', todayAndTomorrow),
    ).resolves.toEqual({
      consulta_ID_2: { contacto_Nome: 'B', data_consulta: '2026-03-01' },
      consulta_ID_3: { contacto_Nome: 'C', data_consulta: '2026-03-02' },
    });
    await expect(
      backend.database.getQuery('Newdata_u1/consultas', { orderBy: 'key', startAt: 'z' }),
    ).resolves.toBeNull();
  });

  it('subscribeQuery calls back with the selected children, then only when they change', async () => {
    const backend = createInMemoryBackend({ data: appointments });
    const values: unknown[] = [];
    backend.database.subscribeQuery('Newdata_u1/consultas', todayAndTomorrow, (value) =>
      values.push(Object.keys((value ?? {}) as object)),
    );
    await flush();
    expect(values).toEqual([['consulta_ID_2', 'consulta_ID_3']]);
    await backend.database.set('Newdata_u1/consultas/consulta_ID_1/contacto_Nome', 'Outro'); // not selected
    await backend.database.set('Newdata_u1/consultas/consulta_ID_1/data_consulta', '2026-03-02'); // comes in
    await backend.database.set('Newdata_u1/consultas/consulta_ID_2/data_consulta', '2026-04-01'); // goes out
    await backend.database.remove('Newdata_u1/consultas');
    expect(values).toEqual([
      ['consulta_ID_2', 'consulta_ID_3'],
      ['consulta_ID_1', 'consulta_ID_2', 'consulta_ID_3'],
      ['consulta_ID_1', 'consulta_ID_3'],
      [],
    ]);
  });

  it('reports failNext(subscribeQuery), failNext(getQuery) and a child that is no path through errors', async () => {
    const backend = createInMemoryBackend({ data: appointments });
    backend.controls.failNext('subscribeQuery', 'permission_denied', 'Newdata_u1/consultas');
    backend.controls.failNext('getQuery', 'permission_denied');
    const onValue = jest.fn();
    const errors: string[] = [];
    backend.database.subscribeQuery('Newdata_u1/consultas', todayAndTomorrow, onValue, (error) =>
      errors.push(error.code),
    );
    backend.database.subscribeQuery(
      'Newdata_u1/consultas',
      { orderBy: { child: '.value' } },
      onValue,
      (error) => errors.push(error.code),
    );
    await flush();
    expect(onValue).not.toHaveBeenCalled();
    expect(errors.sort()).toEqual(['invalid_path', 'permission_denied']);
    await expect(
      backend.database.getQuery('Newdata_u1/consultas', todayAndTomorrow),
    ).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(
      backend.database.getQuery('Newdata_u1/consultas', todayAndTomorrow),
    ).resolves.not.toBeNull();
  });

  it('offline, a query is answered only from a listener holding the whole path (a query holds only its part)', async () => {
    const backend = createInMemoryBackend({ data: appointments });
    backend.database.subscribeQuery('Newdata_u1/consultas', todayAndTomorrow, () => undefined);
    await flush();
    backend.controls.setConnected(false);
    await expect(
      backend.database.getQuery('Newdata_u1/consultas', todayAndTomorrow),
    ).rejects.toMatchObject({ code: 'unavailable' });
    backend.controls.setConnected(true);
    backend.database.subscribe('Newdata_u1/consultas', () => undefined);
    await flush();
    backend.controls.setConnected(false);
    await expect(
      backend.database.getQuery('Newdata_u1/consultas', { orderBy: 'key', endAt: 'consulta_ID_1' }),
    ).resolves.toEqual({ consulta_ID_1: { contacto_Nome: 'A', data_consulta: '2026-02-28' } });
  });
});

describe('database: server increments', () => {
  const increment = (delta: number) => ({ '.sv': { increment: delta } });

  it.each<
    [
      string,
      (db: ReturnType<typeof createInMemoryBackend>['database']) => Promise<unknown>,
      string,
      unknown,
    ]
  >([
    [
      'set adds to the stored number',
      (db) => db.set('resumo/contactos', increment(1)),
      'resumo/contactos',
      5,
    ],
    [
      'set where nothing is stored gives the increment',
      (db) => db.set('resumo/novo', increment(1)),
      'resumo/novo',
      1,
    ],
    ['set over text gives the increment', (db) => db.set('texto', increment(-1)), 'texto', -1],
    [
      'a multi-path update, each against its own number',
      (db) =>
        db.update('', { 'resumo/contactos': increment(-1), 'resumo/consultas': increment(2) }),
      'resumo',
      { contactos: 3, consultas: 2 },
    ],
    [
      'inside a written object',
      (db) => db.set('resumo', { contactos: increment(10), outro: 'x' }),
      'resumo',
      { contactos: 14, outro: 'x' },
    ],
  ])('%s', async (_label, write, path, expected) => {
    const backend = createInMemoryBackend({ data: { resumo: { contactos: 4 }, texto: 'a' } });
    await write(backend.database);
    expect(backend.controls.snapshot(path)).toEqual(expected);
  });

  it('two increments at once both count', async () => {
    const backend = createInMemoryBackend({ data: { c: 1 } });
    await Promise.all([
      backend.database.update('', { c: increment(1) }),
      backend.database.update('', { c: increment(1) }),
    ]);
    expect(backend.controls.snapshot('c')).toBe(3);
  });
});

describe('database: connection', () => {
  it('reports the connection asynchronously, then on every change', async () => {
    const backend = createInMemoryBackend();
    const seen: boolean[] = [];
    backend.database.onConnectionChange((connected) => seen.push(connected));
    await flush();
    backend.controls.setConnected(false);
    backend.controls.setConnected(false);
    backend.controls.setConnected(true);
    expect(seen).toEqual([true, false, true]);
  });

  it('offline: writes apply locally at once and are confirmed when the connection returns', async () => {
    const backend = createInMemoryBackend();
    const values: unknown[] = [];
    backend.database.subscribe('notas', (value) => values.push(value));
    await flush();
    backend.controls.setConnected(false);
    let confirmed = false;
    const write = backend.database.set('notas/n1', 'texto').then(() => {
      confirmed = true;
    });
    await flush();
    expect(values).toEqual([null, { n1: 'texto' }]);
    expect(confirmed).toBe(false);
    await expect(backend.database.get('notas')).resolves.toEqual({ n1: 'texto' }); // cached by the listener
    await expect(backend.database.get('outro')).rejects.toEqual(
      expect.objectContaining({ code: 'unavailable' }),
    );
    backend.controls.setConnected(true);
    await write;
    expect(confirmed).toBe(true);
  });

  it.each<[string, string, boolean]>([
    ['a path a listener already holds', 'notas/n1', true],
    ['the listened path itself', 'notas', true],
    ['a path never read', 'outro', false],
    ['a parent of the listened path', '', false],
  ])('offline: a new listener on %s calls back at once: %s', async (_label, path, immediate) => {
    const backend = createInMemoryBackend({ data: { notas: { n1: 'texto' }, outro: 'valor' } });
    backend.database.subscribe('notas', () => undefined);
    await flush();
    backend.controls.setConnected(false);
    const values: unknown[] = [];
    backend.database.subscribe(path, (value) => values.push(value));
    await flush();
    expect(values).toHaveLength(immediate ? 1 : 0);
    backend.controls.setConnected(true);
    expect(values).toHaveLength(1);
  });
});

describe('users port', () => {
  it.each([
    [
      'seeded with a name',
      'u1',
      { uid: 'u1', name: 'Maria Silva', authProvider: 'local', email: demo.email },
    ],
    ['unknown uid', 'u9', null],
  ])('findByUid: %s', async (_label, uid, expected) => {
    const backend = createInMemoryBackend({ users: [demo] });
    await expect(backend.users.findByUid(uid)).resolves.toEqual(expected);
  });

  it('add then find, and failNext(add)', async () => {
    const backend = createInMemoryBackend();
    backend.controls.failNext('add', 'permission-denied');
    const record = { uid: 'g1', name: 'G', authProvider: 'google' as const, email: 'g@gmail.com' };
    await expect(backend.users.add(record)).rejects.toEqual(
      expect.objectContaining({ code: 'permission-denied' }),
    );
    await backend.users.add(record);
    await expect(backend.users.findByUid('g1')).resolves.toEqual(record);
  });
});
