import { accessOf, type AuthActorRef, type WakeLockActorRef } from '@amparo/shared-machines';

type AuthSnapshot = ReturnType<AuthActorRef['getSnapshot']>;

/**
 * Whether the session is a person's, on her tablet: signed in as a person, settled, and not signing
 * out ('Sair' lets the screen go at once). A carer's session never keeps the screen on.
 */
export function isPersonOnHerTablet(snapshot: AuthSnapshot): boolean {
  if (snapshot.hasTag('signingOut')) return false;
  const access = accessOf(snapshot);
  return access.known && access.signedIn && access.account === 'person';
}

/**
 * Tells the wake lock machine when a person's session begins and ends (PERSON_ARRIVED / PERSON_LEFT),
 * following the auth actor. Returns the unsubscribe.
 */
export function keepScreenOnForPerson(auth: AuthActorRef, wakeLock: WakeLockActorRef): () => void {
  let person: boolean | null = null;
  const follow = () => {
    const now = isPersonOnHerTablet(auth.getSnapshot());
    if (now === person) return;
    person = now;
    wakeLock.send({ type: now ? 'PERSON_ARRIVED' : 'PERSON_LEFT' });
  };
  follow();
  const subscription = auth.subscribe(follow);
  return () => subscription.unsubscribe();
}
