import { useSelector } from '@xstate/react';
import { useServices } from '@amparo/shared-ui';

/** The signed-in person's uid (null while the session is not known), from the platform's auth actor. */
export function usePatientUid(): string | null {
  const { auth } = useServices();
  return useSelector(auth, (snapshot) => snapshot.context.user?.uid ?? null);
}
