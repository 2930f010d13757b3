import { AuthPortError, DatabasePortError } from '../ports/backendPorts';
import { toAuthPortError, toDatabasePortError } from './firebaseErrors';

describe('toDatabasePortError', () => {
  it.each<[string, unknown, string]>([
    [
      'RTDB write (code property)',
      Object.assign(new Error('PERMISSION_DENIED: Permission denied'), {
        code: 'PERMISSION_DENIED',
      }),
      'permission_denied',
    ],
    [
      'RTDB listen (message prefix)',
      new Error(
        "permission_denied at /x: Client doesn't have permission to access the desired data.",
      ),
      'permission_denied',
    ],
    ['RTDB get (server text only)', new Error('Permission denied'), 'permission_denied'],
    ['RTDB get offline', new Error('Error: Client is offline.'), 'unavailable'],
    [
      'RTDB transaction retries',
      Object.assign(new Error('maxretry'), { code: 'MAXRETRY' }),
      'maxretry',
    ],
    [
      'Firestore',
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
      'permission-denied',
    ],
    ['a string', 'boom', 'unknown'],
    ['already mapped', new DatabasePortError('too_big', 'x'), 'too_big'],
  ])('%s -> %s', (_label, error, code) => {
    expect(toDatabasePortError(error)).toMatchObject({ name: 'DatabasePortError', code });
  });
});

describe('toAuthPortError', () => {
  it.each<[string, unknown, string]>([
    [
      'FirebaseError',
      Object.assign(new Error('Firebase: Error (auth/weak-password).'), {
        code: 'auth/weak-password',
      }),
      'auth/weak-password',
    ],
    ['no code', new Error('x'), 'auth/internal-error'],
    ['already mapped', new AuthPortError('auth/null-user', 'x'), 'auth/null-user'],
  ])('%s -> %s', (_label, error, code) => {
    expect(toAuthPortError(error)).toMatchObject({ name: 'AuthPortError', code });
  });
});
