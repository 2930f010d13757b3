import type { FirebaseApp } from 'firebase/app';
import type { UserRecord, UsersPort } from '../ports/backendPorts';
import { toDatabasePortError } from './firebaseErrors';

type FirestoreModule = typeof import('firebase/firestore/lite');

export interface FirestoreEmulator {
  readonly host: string;
  readonly port: number;
}

const USERS_COLLECTION = 'users';

function asUserRecord(data: Record<string, unknown>): UserRecord {
  return {
    uid: String(data.uid ?? ''),
    name: String(data.name ?? ''),
    authProvider: data.authProvider === 'google' ? 'google' : 'local',
    email: String(data.email ?? ''),
  };
}

/** The Firestore `users` collection over `firebase/firestore/lite`, imported on first use only. */
export function createFirebaseUsersPort(app: FirebaseApp, emulator?: FirestoreEmulator): UsersPort {
  let loading: Promise<{
    sdk: FirestoreModule;
    fs: import('firebase/firestore/lite').Firestore;
  }> | null = null;
  const load = () => {
    loading ??= import('firebase/firestore/lite').then((sdk) => {
      const fs = sdk.getFirestore(app);
      if (emulator) sdk.connectFirestoreEmulator(fs, emulator.host, emulator.port);
      return { sdk, fs };
    });
    return loading;
  };

  return {
    async findByUid(uid) {
      try {
        const { sdk, fs } = await load();
        const found = await sdk.getDocs(
          sdk.query(
            sdk.collection(fs, USERS_COLLECTION),
            sdk.where('uid', '==', uid),
            sdk.limit(1),
          ),
        );
        const first = found.docs[0];
        return first ? asUserRecord(first.data()) : null;
      } catch (error) {
        throw toDatabasePortError(error);
      }
    },
    async add(record) {
      try {
        const { sdk, fs } = await load();
        await sdk.addDoc(sdk.collection(fs, USERS_COLLECTION), { ...record });
      } catch (error) {
        throw toDatabasePortError(error);
      }
    },
  };
}
