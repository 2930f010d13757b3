import type { AuthActorRef, ConnectionActorRef } from '@amparo/shared-machines';

/**
 * The platform watches the database connection only while someone is signed in (or signing out): the
 * login never loads the database client just to say whether it is connected. Returns the unsubscribe.
 */
export function watchConnectionWhileSignedIn(
  auth: AuthActorRef,
  connection: ConnectionActorRef,
): () => void {
  const follow = () => {
    const snapshot = auth.getSnapshot();
    const signedIn = snapshot.hasTag('signedIn') || snapshot.hasTag('signingOut');
    connection.send({ type: signedIn ? 'WATCH' : 'PAUSE' });
  };
  follow();
  const subscription = auth.subscribe(follow);
  return () => subscription.unsubscribe();
}
