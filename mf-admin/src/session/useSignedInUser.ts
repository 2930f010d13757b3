import { useEffect, useState } from 'react';
import type { AuthUser } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';

export type SignedInUserState =
  | { readonly status: 'checking' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly user: AuthUser };

/** Who is signed in: the carers' area works on that person's data (`Newdata_{uid}`). */
export function useSignedInUser(): SignedInUserState {
  const { backend } = useServices();
  const [state, setState] = useState<SignedInUserState>({ status: 'checking' });
  useEffect(
    () => backend.auth.onAuthStateChanged((user) => setState(user === null ? { status: 'signedOut' } : { status: 'signedIn', user })),
    [backend.auth],
  );
  return state;
}
