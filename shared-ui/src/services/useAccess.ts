import { useSelector } from '@xstate/react';
import { accessOf, sameAccess, type SessionAccess } from '@amparo/shared-machines';
import { useServices } from './ServicesContext';

/** Who is signed in and what the session may open, as the platform's auth actor decides it. */
export function useAccess(): SessionAccess {
  const { auth } = useServices();
  return useSelector(auth, accessOf, sameAccess);
}
