import { carerPath, memberPath, type AccountKind } from './account';
import { relativePath } from './familyCircle';
import { userRoot } from './userRoot';

/**
 * What the tablet's local copy (the person's last known day, kept for a reload without network) may
 * hold: only the signed-in person's own nodes — her data (`Newdata_{uid}`), her membership
 * (`members/{uid}`: her name, when her days began) and the answers to whether she is a carer
 * (`carers/{uid}`) or someone's relative (`relatives/{uid}`), both absent for a person: the account is
 * known from all three, offline too. Nothing of anybody else's, nor the association's.
 */
export function isOwnPath(path: string, uid: string): boolean {
  if (uid === '') return false;
  return [userRoot(uid), memberPath(uid), carerPath(uid), relativePath(uid)].some(
    (root) => path === root || path.startsWith(`${root}/`),
  );
}

/** The key of one kept value: the path, and for a query what it selects (the same path, another value). */
export function localCopyKey(
  path: string,
  query?: { orderBy: 'key' | { child: string }; startAt?: string; endAt?: string },
): string {
  if (query === undefined) return path;
  const orderBy = query.orderBy === 'key' ? 'key' : `child:${query.orderBy.child}`;
  return `${path}?${orderBy}|${query.startAt ?? ''}|${query.endAt ?? ''}`;
}

/** The session as the local copy needs it. */
export interface LocalCopySession {
  /** 'checking' while the identity service has not answered; 'signingOut' once 'Sair' was pressed. */
  readonly phase: 'checking' | 'signedOut' | 'signedIn' | 'signingOut';
  readonly uid: string | null;
  /**
   * What the database said the account is; null while it has not answered (a tablet offline). Only a
   * person's day is kept: a carer's, a relative's or another account's session clears the copy.
   */
  readonly confirmedAccount: AccountKind | null;
}

/**
 * What the local copy does for a session:
 * - 'wait': nothing yet (the identity service has not answered);
 * - 'clear': forget everything kept ('Sair', or a carer's session: nothing is kept for a carer);
 * - 'serve': show what is kept for `uid` when it is hers, keep nothing new (her account is not
 *   confirmed yet, as on a tablet starting offline);
 * - 'keep': show and keep `uid`'s data (a person the database confirmed); another person's copy is
 *   forgotten first.
 * - 'idle': signed out without 'Sair' (the session ended elsewhere): nothing shown, nothing cleared
 *   (the copy belongs to her and only she, signing in again on this tablet, sees it).
 */
export type LocalCopyDecision =
  | { readonly action: 'wait' | 'clear' | 'idle' }
  | { readonly action: 'serve' | 'keep'; readonly uid: string };

export function localCopyDecision(session: LocalCopySession): LocalCopyDecision {
  switch (session.phase) {
    case 'checking':
      return { action: 'wait' };
    case 'signingOut':
      return { action: 'clear' };
    case 'signedOut':
      return { action: 'idle' };
    case 'signedIn':
      if (session.uid === null) return { action: 'idle' };
      if (session.confirmedAccount === null) return { action: 'serve', uid: session.uid };
      if (session.confirmedAccount === 'person') return { action: 'keep', uid: session.uid };
      return { action: 'clear' };
  }
}
