/**
 * What the root needs from the auth actor's snapshot: whether the auth state is known yet, whether
 * someone is signed in, and the secret (ProBrancaSec) that the route table needs for `{secret}` paths.
 */
export interface AuthView {
  readonly known: boolean;
  readonly signedIn: boolean;
  readonly secret: string | null;
}

export interface AuthSnapshotLike {
  matches(state: never): boolean;
  readonly context: { readonly secret?: string | null };
}

export function sameAuthView(a: AuthView, b: AuthView): boolean {
  return a.known === b.known && a.signedIn === b.signedIn && a.secret === b.secret;
}
