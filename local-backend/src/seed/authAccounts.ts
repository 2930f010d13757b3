import type { DemoAccount } from './demoAssociation';
import type { JsonResponse } from './restJson';
import { RequestError, ownerHeaders, requestJson } from './restJson';

/**
 * Demo accounts through the Auth emulator's identitytoolkit REST API (the same calls the SDK makes,
 * with the emulator's API key `fake-api-key`, plus its `Bearer owner` administration calls).
 */
export interface EnsuredAccount {
  readonly email: string;
  readonly uid: string;
  /** Whether this run created the account. */
  readonly created: boolean;
}

const apiKey = 'fake-api-key';

function errorMessage(response: JsonResponse): string {
  const body = response.body as { error?: { message?: unknown } } | null;
  return typeof body?.error?.message === 'string' ? body.error.message : '';
}

function localIdOf(response: JsonResponse, what: string): string {
  const localId = (response.body as { localId?: unknown } | null)?.localId;
  if (response.status !== 200 || typeof localId !== 'string')
    throw new RequestError(what, response);
  return localId;
}

/**
 * The account's uid, creating the account when absent; when it exists with another password (a demo
 * user changed it), the password is set back so the documented credentials keep working.
 */
export async function ensureAccount(
  authOrigin: string,
  projectId: string,
  account: DemoAccount,
): Promise<EnsuredAccount> {
  const api = `${authOrigin}/identitytoolkit.googleapis.com/v1`;
  const signIn = await requestJson(`${api}/accounts:signInWithPassword?key=${apiKey}`, {
    method: 'POST',
    body: { email: account.email, password: account.password, returnSecureToken: true },
  });
  if (signIn.status === 200)
    return {
      email: account.email,
      uid: localIdOf(signIn, `signing in ${account.email}`),
      created: false,
    };
  const reason = errorMessage(signIn);
  if (!/^(EMAIL_NOT_FOUND|INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS)/.test(reason)) {
    throw new RequestError(`signing in ${account.email}`, signIn);
  }

  const lookup = await requestJson(`${api}/projects/${projectId}/accounts:lookup`, {
    method: 'POST',
    headers: ownerHeaders,
    body: { email: [account.email] },
  });
  if (lookup.status !== 200) throw new RequestError(`looking up ${account.email}`, lookup);
  const existing = (lookup.body as { users?: { localId?: unknown }[] } | null)?.users?.[0]?.localId;
  if (typeof existing === 'string') {
    const update = await requestJson(`${api}/projects/${projectId}/accounts:update`, {
      method: 'POST',
      headers: ownerHeaders,
      body: { localId: existing, password: account.password },
    });
    if (update.status !== 200)
      throw new RequestError(`resetting the password of ${account.email}`, update);
    return { email: account.email, uid: existing, created: false };
  }

  const signUp = await requestJson(`${api}/accounts:signUp?key=${apiKey}`, {
    method: 'POST',
    body: {
      email: account.email,
      password: account.password,
      displayName: account.name,
      returnSecureToken: true,
    },
  });
  return {
    email: account.email,
    uid: localIdOf(signUp, `creating ${account.email}`),
    created: true,
  };
}

/**
 * Marks the account's e-mail verified. The association's command makes a carer only of an account
 * whose e-mail its owner proved (carerOperations.addCarer); the demo carers' accounts are the seed's
 * own, made for documented e-mails nobody reads, so the seed vouches for them, on every run (data kept
 * from before the check have them unverified).
 */
export async function markEmailVerified(
  authOrigin: string,
  projectId: string,
  uid: string,
): Promise<void> {
  const response = await requestJson(
    `${authOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    { method: 'POST', headers: ownerHeaders, body: { localId: uid, emailVerified: true } },
  );
  if (response.status !== 200) throw new RequestError(`verifying the e-mail of ${uid}`, response);
}
