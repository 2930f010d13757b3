export * from './createFirebaseBackend';
export { localGoogleSubject, type LocalGoogleAccount } from './firebaseAuthPort';
export { toAuthPortError, toDatabasePortError } from './firebaseErrors';
export { createIndexedDbLocalCopyStore } from './indexedDbLocalCopyStore';
export { startEmailSignIn, type EmailSignIn } from './startEmailSignIn';
