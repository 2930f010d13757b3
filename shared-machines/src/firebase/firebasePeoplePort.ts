import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  signOut,
} from 'firebase/auth';
import { memberPath, membershipPatch } from '../domain/account';
import { readMemberSince } from '../domain/doseSchedule';
import { newCard, personAsksCarerPatch } from '../domain/overviewCards';
import { consentEntryPath, consentRecord } from '../domain/consent';
import { newPushKey } from '../domain/pushKeys';
import { emptySummary, summaryPath } from '../domain/summaryLayout';
import type { PeoplePort } from '../ports/backendPorts';
import { authTexts } from '../texts/authTexts';
import type { FirebaseRuntimeConfig } from './createFirebaseBackend';
import { createFirebaseDatabasePort } from './firebaseDatabasePort';
import { toAuthPortError } from './firebaseErrors';
import { createFirebaseUsersPort } from './firebaseUsersPort';

let registrationCount = 0;

/**
 * A carer registers a person without being signed out: the account is created in a Firebase app of
 * its own (in-memory persistence, so nothing of it reaches the carer's stored session), and that
 * app — signed in as the new person — writes what only the person may write: the membership with the
 * association's code, then her consent (recorded by the carer, who is named in it), and the carer named
 * as one who may see their data. The app is then deleted.
 */
export function createFirebasePeoplePort(
  config: FirebaseRuntimeConfig,
  log: (message: string, detail?: unknown) => void,
): PeoplePort {
  return {
    async registerPerson(details) {
      registrationCount += 1;
      const app = initializeApp(config.firebase, `amparo-new-person-${registrationCount}`);
      const emulators = config.emulators;
      try {
        const auth = initializeAuth(app, { persistence: inMemoryPersistence });
        if (emulators) connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
        let uid: string;
        try {
          uid = (await createUserWithEmailAndPassword(auth, details.email, details.password)).user
            .uid;
        } catch (error) {
          throw toAuthPortError(error);
        }
        const users = createFirebaseUsersPort(
          app,
          emulators ? { host: emulators.firestoreHost, port: emulators.firestorePort } : undefined,
        );
        try {
          await users.add({
            uid,
            name: details.name,
            authProvider: 'local',
            email: details.email.trim().toLowerCase(),
          });
        } catch (error) {
          // As in a person's own registration: the users document is a record only; log, do not undo.
          log(authTexts.log.userRecordNotSaved, error);
        }
        const database = createFirebaseDatabasePort(
          app,
          emulators ? { host: emulators.databaseHost, port: emulators.databasePort } : undefined,
        );
        await database.update('', membershipPatch(uid, details.name, details.associationCode));
        // Linked to the carer with her card in the carer's console (domain/overviewCards), at once,
        // as a person naming a carer herself: still to confirm, which the carer's own session then
        // does (personRegistrationEffects). Before her consent: the rules take a consent recorded by
        // a carer only from a carer linked to her.
        const since = readMemberSince(await database.get(`${memberPath(uid)}/since`)) ?? 0;
        await database.update(
          '',
          personAsksCarerPatch(details.carerUid, uid, newCard({ name: details.name, since })),
        );
        await database.set(
          consentEntryPath(uid, newPushKey()),
          consentRecord(details.consent, details.noticeVersion, details.carerUid),
        );
        // Her empty summary, so the carer's console counts her at once (a refusal fails nothing: the
        // list screens repair a count).
        await database
          .set(summaryPath(uid), emptySummary())
          .catch((error: unknown) => log(authTexts.log.summaryNotSaved, error));
        await signOut(auth);
        return { uid };
      } finally {
        await deleteApp(app);
      }
    },
  };
}
