/**
 * Amparo's Cloud Functions (2nd generation, in europe-west1 beside the Realtime Database and the
 * bucket): thin wiring of the Realtime Database's events to circleMirror.ts and deletedPostPhoto.ts
 * with the Admin SDK. Deployed by `npm run deploy` (docs/deployment.md); they need the Blaze plan,
 * as Cloud Storage for Firebase does.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onValueDeleted, onValueWritten } from 'firebase-functions/v2/database';
import { type CircleMirrorPort, mirrorCircleMembership } from './circleMirror';
import { type DeleteStorageFile, removePhotoOfDeletedPost } from './deletedPostPhoto';

initializeApp();

const region = 'europe-west1';

const firestoreMirror: CircleMirrorPort = {
  set: async (documentPath, document) => {
    await getFirestore().doc(documentPath).set(document);
  },
  delete: async (documentPath) => {
    await getFirestore().doc(documentPath).delete();
  },
};

const deleteFromBucket: DeleteStorageFile = async (filePath) => {
  await getStorage().bucket().file(filePath).delete({ ignoreNotFound: true });
};

/**
 * Keeps familyCircles/{person}/members/{relative} in Firestore equal to the circle (storage.rules).
 * Retried when it fails, so the membership is read as it is when the event is handled, not taken from
 * the event: a retried or late event never brings back a relative removed since.
 */
export const mirrorCircle = onValueWritten(
  { ref: '/circles/{person}/members/{relative}', region, retry: true },
  async (event) => {
    const now = await event.data.after.ref.get();
    await mirrorCircleMembership(
      firestoreMirror,
      { person: event.params.person, relative: event.params.relative },
      event.data.before.val(),
      now.val(),
    );
  },
);

/**
 * Deletes a family post's photo file when the post is removed, whoever removed it: one event per post,
 * also when a whole `family/{person}` goes at once (erasure). Retried when it fails; a file already
 * gone counts as deleted.
 */
export const removeDeletedPostPhoto = onValueDeleted(
  { ref: '/family/{person}/posts/{post}', region, retry: true },
  async (event) => {
    await removePhotoOfDeletedPost(
      deleteFromBucket,
      { person: event.params.person, post: event.params.post },
      event.data.val(),
    );
  },
);
