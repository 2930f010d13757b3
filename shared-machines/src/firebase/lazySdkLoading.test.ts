/**
 * The login screen's budget: Firebase's database and Firestore code must not load before a screen
 * needs them. The adapter imports them on first use; this test watches when each module is required.
 */
import { createFirebaseBackend } from './createFirebaseBackend';

const mockLoaded: string[] = [];

jest.mock('firebase/database', () => {
  mockLoaded.push('firebase/database');
  return jest.requireActual('firebase/database');
});
jest.mock('firebase/firestore/lite', () => {
  mockLoaded.push('firebase/firestore/lite');
  return jest.requireActual('firebase/firestore/lite');
});

beforeEach(() => {
  // The SDKs report the refused connections on the console.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('loads firebase/database and firebase/firestore/lite only when first used', async () => {
  const backend = createFirebaseBackend(
    {
      firebase: {
        apiKey: 'demo-api-key',
        projectId: 'demo-lazy',
        databaseURL: 'http://127.0.0.1:9?ns=demo-lazy-default-rtdb',
      },
      // Nothing listens on port 9: the calls fail, which does not matter here.
      emulators: {
        authUrl: 'http://127.0.0.1:9',
        databaseHost: '127.0.0.1',
        databasePort: 9,
        firestoreHost: '127.0.0.1',
        firestorePort: 9,
      },
    },
    { log: () => undefined },
  );
  const stopAuth = backend.auth.onAuthStateChanged(() => undefined);
  await settle();
  expect(mockLoaded).toEqual([]);

  const stopListening = backend.database.subscribe('ProBrancaSec', () => undefined);
  await settle();
  expect(mockLoaded).toEqual(['firebase/database']);

  await backend.users.findByUid('u1').catch(() => undefined);
  expect(mockLoaded).toEqual(['firebase/database', 'firebase/firestore/lite']);

  stopListening();
  stopAuth();
  await backend.dispose();
});
