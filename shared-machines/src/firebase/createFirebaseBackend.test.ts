/**
 * The Firebase adapter against the real local services (local-backend: the official Auth emulator,
 * the local Realtime Database enforcing database.rules.json, the local Firestore), on free ports,
 * seeded with the demo association.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  localDatabaseNamespace,
  localProjectId,
  seedDemoData,
  startLocalBackend,
} from '../../../local-backend/src/index';
import { confirmPersonPatch } from '../domain/overviewCards';
import type { AuthUser, DatabasePort } from '../ports/backendPorts';
import { createRecordsRepository } from '../records/recordsRepository';
import { checkedRecord } from '../testing/checkedRecord';
import {
  createFirebaseBackend,
  type FirebaseBackend,
  type FirebaseRuntimeConfig,
} from './createFirebaseBackend';

jest.setTimeout(60_000);

const maria = { email: 'maria.silva@gmail.com', password: 'amparo2024' };

let stopBackend: () => Promise<void>;
let dataDir: string;
let config: FirebaseRuntimeConfig;
const backends: FirebaseBackend[] = [];

function newBackend(overrides: Partial<FirebaseRuntimeConfig> = {}): FirebaseBackend {
  const backend = createFirebaseBackend({ ...config, ...overrides }, { log: () => undefined });
  backends.push(backend);
  return backend;
}

function nextAuthState(backend: FirebaseBackend): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const stop = backend.auth.onAuthStateChanged((user) => {
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

function nextValue(
  backend: FirebaseBackend,
  path: string,
  accept: (value: unknown) => boolean,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stop = backend.database.subscribe(
      path,
      (value) => {
        if (!accept(value)) return;
        stop();
        resolve(value);
      },
      reject,
    );
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-adapter-'));
  const running = await startLocalBackend({
    authPort: 0,
    databasePort: 0,
    firestorePort: 0,
    dataDir,
  });
  stopBackend = () => running.stop();
  await seedDemoData({ ports: running.ports, associationCode: 'segredo' });
  config = {
    firebase: {
      apiKey: 'demo-api-key',
      projectId: localProjectId,
      databaseURL: `http://127.0.0.1:${running.ports.database}?ns=${localDatabaseNamespace}`,
    },
    emulators: {
      authUrl: `http://127.0.0.1:${running.ports.auth}`,
      databaseHost: '127.0.0.1',
      databasePort: running.ports.database,
      firestoreHost: '127.0.0.1',
      firestorePort: running.ports.firestore,
    },
    localGoogleAccount: { email: 'joana.google@gmail.com', name: 'Joana Google' },
  };
});

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.dispose()));
  await stopBackend?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Firebase adapter: signed out', () => {
  it('reports no user, checks registration codes one by one, and cannot read the association code or list the codes', async () => {
    const backend = newBackend();
    await expect(nextAuthState(backend)).resolves.toBeNull();
    await expect(backend.database.get('registrationCodes/segredo')).resolves.toBe(true);
    await expect(backend.database.get('registrationCodes/errado')).resolves.toBeNull();
    await expect(backend.database.get('ProBrancaSec')).rejects.toMatchObject({
      name: 'DatabasePortError',
      code: 'permission_denied',
    });
    await expect(backend.database.get('registrationCodes')).rejects.toMatchObject({
      code: 'permission_denied',
    });
  });

  it.each([
    ['a wrong password', maria.email, 'errada123', 'auth/invalid-credential'],
    ['an unknown account', 'ninguem@gmail.com', 'qualquer123', 'auth/invalid-credential'],
    ['a malformed e-mail', 'maria', 'qualquer123', 'auth/invalid-email'],
  ])('sign-in with %s fails with one code', async (_label, email, password, code) => {
    const backend = newBackend();
    await expect(backend.auth.signInWithEmail(email, password)).rejects.toMatchObject({
      name: 'AuthPortError',
      code,
    });
  });

  it.each([
    ['a weak password', 'nova.pessoa@sapo.pt', 'abc', 'auth/weak-password'],
    ['an e-mail in use', maria.email, 'abcdef', 'auth/email-already-in-use'],
  ])('sign-up with %s fails', async (_label, email, password, code) => {
    const backend = newBackend();
    await expect(
      backend.auth.signUpWithEmail('Nova Pessoa', email, password),
    ).rejects.toMatchObject({ code });
  });

  it('refuses bad paths and values before reaching the server', async () => {
    const backend = newBackend();
    await expect(backend.database.get('a.b')).rejects.toMatchObject({ code: 'invalid_path' });
    await expect(backend.database.set('Newdata_x/a', { b: undefined })).rejects.toMatchObject({
      code: 'invalid_value',
    });
  });
});

describe('Firebase adapter: signed in', () => {
  it('signs Maria in (a member, who cannot read the association code), writes her records under the rules, follows them live, signs out', async () => {
    const backend = newBackend();
    const user = await backend.auth.signInWithEmail(maria.email, maria.password);
    expect(user.email).toBe(maria.email);
    await expect(backend.database.get('ProBrancaSec')).rejects.toMatchObject({
      code: 'permission_denied',
    });
    await expect(backend.database.get(`members/${user.uid}/name`)).resolves.toBe('Maria Silva');

    const root = `Newdata_${user.uid}`;
    const connected = new Promise<boolean>((resolve) => {
      const stop = backend.database.onConnectionChange((value) => {
        if (value) {
          stop();
          resolve(value);
        }
      });
    });
    await expect(connected).resolves.toBe(true);

    const seen = nextValue(
      backend,
      `${root}/contactos/contacto_Contacto_90`,
      (value) => value !== null,
    );
    await backend.database.set(`${root}/contactos/contacto_Contacto_90`, {
      contacto_Nome: "Ana D'Ávila (filha)",
      contacto_telPesso: '912345678',
    });
    await expect(seen).resolves.toEqual({
      contacto_Nome: "Ana D'Ávila (filha)",
      contacto_telPesso: '912345678',
    });

    await backend.database.update(root, {
      'contactos/contacto_Contacto_90/contacto_Nome': 'Ana Maria',
    });
    await expect(
      backend.database.get(`${root}/contactos/contacto_Contacto_90/contacto_Nome`),
    ).resolves.toBe('Ana Maria');

    const before =
      ((await backend.database.get(`${root}/variaveis_contact/var_contact`)) as number | null) ?? 0;
    const counted = await backend.database.transaction<number>(
      `${root}/variaveis_contact/var_contact`,
      (current) => (current ?? 0) + 1,
    );
    expect(counted).toEqual({ committed: true, value: before + 1 });

    await backend.database.remove(`${root}/contactos/contacto_Contacto_90`);
    await expect(
      backend.database.get(`${root}/contactos/contacto_Contacto_90`),
    ).resolves.toBeNull();

    // The rules: a record that does not validate, and another person's data, are refused.
    await expect(
      backend.database.set(`${root}/contactos/contacto_Contacto_91`, { contacto_Nome: 'Só nome' }),
    ).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(backend.database.get('Newdata_someone-else')).rejects.toMatchObject({
      code: 'permission_denied',
    });
    const refused = await new Promise<string>((resolve) => {
      backend.database.subscribe(
        'Newdata_someone-else',
        () => resolve('value'),
        (error) => resolve(error.code),
      );
    });
    expect(refused).toBe('permission_denied');

    await backend.auth.updatePassword(maria.password);
    await backend.auth.signOut();
    await expect(nextAuthState(backend)).resolves.toBeNull();
    await expect(backend.auth.updatePassword('abcdef')).rejects.toMatchObject({
      code: 'auth/null-user',
    });
  });

  it('a save takes its number in one counter transaction run once the counter is followed (the add screen does), two on a cold cache', async () => {
    const backend = newBackend();
    const user = await backend.auth.signInWithEmail(maria.email, maria.password);
    const counterRuns: number[] = [];
    // The port as the product uses it, counting how often the counter transaction's update runs.
    const counting: DatabasePort = {
      ...backend.database,
      transaction: async <T>(path: string, update: (current: T | null) => T | undefined) => {
        let runs = 0;
        const result = await backend.database.transaction<T>(path, (current) => {
          runs += 1;
          return update(current);
        });
        if (path.endsWith('/variaveis/var_consulta')) counterRuns.push(runs);
        return result;
      },
    };
    const repository = createRecordsRepository(counting, user.uid);
    const appointment = checkedRecord('appointment', {
      contacto_Nome: 'Dermatologia',
      data_consulta: '2027-01-15',
      time_consulta: '',
    });
    const keys = [await repository.add('appointment', appointment)];

    let stopFollowing: () => void = () => undefined;
    await new Promise<void>((resolve) => {
      stopFollowing = repository.followCounter('appointment', resolve);
    });
    keys.push(await repository.add('appointment', appointment));
    keys.push(await repository.add('appointment', appointment));
    stopFollowing();

    expect(counterRuns).toEqual([2, 1, 1]);
    for (const key of keys) await repository.remove('appointment', key);
    await backend.auth.signOut();
  });

  it('an edit based on an older version never overwrites, nor brings back, what another client saved or deleted', async () => {
    const mine = newBackend();
    const theirs = newBackend();
    const user = await mine.auth.signInWithEmail(maria.email, maria.password);
    await theirs.auth.signInWithEmail(maria.email, maria.password);
    const repository = createRecordsRepository(mine.database, user.uid);
    const other = createRecordsRepository(theirs.database, user.uid);
    const contact = checkedRecord('contact', {
      contacto_Nome: 'Joana Reis',
      contacto_telPesso: '912000111',
    });
    const edited = (name: string) =>
      checkedRecord('contact', { ...contact, contacto_Nome: name }, 'edit');
    const key = await repository.add('contact', contact);
    const opened = await repository.load('contact', key);
    expect(opened?.record).toEqual(contact);

    await other.update('contact', key, edited('Joana Pereira'));
    const outcome = await repository.updateUnlessChanged(
      'contact',
      key,
      edited('Joana Silva'),
      opened?.version as string,
    );
    expect(outcome).toMatchObject({
      saved: false,
      current: { record: { contacto_Nome: 'Joana Pereira' } },
    });
    expect((await repository.read('contact', key))?.contacto_Nome).toBe('Joana Pereira');

    const current = outcome.saved ? null : outcome.current;
    await expect(
      repository.updateUnlessChanged('contact', key, contact, current?.version as string),
    ).resolves.toEqual({ saved: true });

    const reopened = await repository.load('contact', key);
    await other.remove('contact', key);
    await expect(
      repository.updateUnlessChanged('contact', key, contact, reopened?.version as string),
    ).resolves.toEqual({ saved: false, current: null });
    expect(await repository.read('contact', key)).toBeNull();
    await Promise.all([mine.auth.signOut(), theirs.auth.signOut()]);
  });

  it('a carer registers a person in a session of its own: the carer stays signed in, the person is a member who named that carer', async () => {
    const backend = newBackend();
    const carer = await backend.auth.signInWithEmail('ana.costa@probranca.pt', 'amparo2024');
    const associationCode = (await backend.database.get('ProBrancaSec')) as string;
    const { uid } = await backend.people.registerPerson({
      name: 'Rosa Marques',
      email: 'rosa.marques@sapo.pt',
      password: 'abcdef',
      associationCode,
      carerUid: carer.uid,
      consent: { by: 'representante', representativeName: 'Joana Marques', relationship: 'filha' },
      noticeVersion: '2026-11-25',
    });
    expect(uid).not.toBe(carer.uid);
    await expect(nextAuthState(backend)).resolves.toMatchObject({ uid: carer.uid });
    await expect(backend.database.get(`carerPeople/${carer.uid}/${uid}`)).resolves.toBe(true);
    // Named by her own session: still to confirm, which the carer's session then does.
    await expect(backend.database.get(`carerPending/${carer.uid}/${uid}`)).resolves.toBe(true);
    await backend.database.update('', confirmPersonPatch(carer.uid, uid));
    await expect(backend.database.get(`carerPending/${carer.uid}/${uid}`)).resolves.toBeNull();
    // Her membership without the association's code, which nobody reads back.
    await expect(backend.database.get(`members/${uid}`)).resolves.toEqual({
      name: 'Rosa Marques',
      since: expect.any(Number),
    });
    await expect(backend.database.get(`memberCodes/${uid}`)).rejects.toMatchObject({
      code: 'permission_denied',
    });
    // Her consent, written by her own session and recorded by the carer, who can read it.
    const consents = (await backend.database.get(`consents/${uid}`)) as Record<string, unknown>;
    expect(Object.values(consents)).toEqual([
      expect.objectContaining({
        kind: 'dado',
        by: 'representante',
        representativeName: 'Joana Marques',
        relationship: 'filha',
        noticeVersion: '2026-11-25',
        recordedBy: carer.uid,
        at: expect.any(Number),
      }),
    ]);
    // Her empty summary, so the carer's console counts her at once.
    expect(await backend.database.get(`Newdata_${uid}/resumo`)).toEqual({
      contactos: 0,
      consultas: 0,
      medicamentos: 0,
    });
    // The carer now works on Rosa's data; an e-mail in use is refused with the identity service's code.
    await backend.database.set(`Newdata_${uid}/contactos/contacto_Contacto_1`, {
      contacto_Nome: 'Filha',
      contacto_telPesso: '912000111',
      alteradoPor: carer.uid,
      alteradoPorNome: 'Ana Costa',
      alteradoEm: { '.sv': 'timestamp' },
    });
    await expect(
      backend.people.registerPerson({
        name: 'Outra',
        email: 'rosa.marques@sapo.pt',
        password: 'abcdef',
        associationCode,
        carerUid: carer.uid,
        consent: { by: 'pessoa' },
        noticeVersion: '2026-11-25',
      }),
    ).rejects.toMatchObject({ name: 'AuthPortError', code: 'auth/email-already-in-use' });
    await backend.auth.signOut();
  });

  it('sign-up creates the account, signs in and writes the users document', async () => {
    const backend = newBackend();
    const user = await backend.auth.signUpWithEmail('Nova Pessoa', 'nova.pessoa@sapo.pt', 'abcdef');
    await expect(nextAuthState(backend)).resolves.toMatchObject({ uid: user.uid });
    await expect(backend.users.findByUid(user.uid)).resolves.toEqual({
      uid: user.uid,
      name: 'Nova Pessoa',
      authProvider: 'local',
      email: 'nova.pessoa@sapo.pt',
    });
    await backend.auth.signOut();
  });

  it('Google sign-in (the emulator credential flow) creates the users document only the first time', async () => {
    const backend = newBackend();
    const first = await backend.auth.signInWithGoogle();
    expect(first.email).toBe('joana.google@gmail.com');
    await backend.auth.signOut();
    const second = await backend.auth.signInWithGoogle();
    expect(second.uid).toBe(first.uid);
    await expect(backend.users.findByUid(first.uid)).resolves.toEqual({
      uid: first.uid,
      name: 'Joana Google',
      authProvider: 'google',
      email: 'joana.google@gmail.com',
    });
    await backend.auth.signOut();
  });

  it('password reset: sent for a known e-mail, refused for an unknown one', async () => {
    const backend = newBackend();
    await expect(backend.auth.sendPasswordReset(maria.email)).resolves.toBeUndefined();
    await expect(backend.auth.sendPasswordReset('ninguem@gmail.com')).rejects.toMatchObject({
      name: 'AuthPortError',
      code: 'auth/user-not-found',
    });
  });
});
