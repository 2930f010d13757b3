import { expect } from '@playwright/test';
import { platformFromEnv } from './localPlatform';

/** A number no other run uses: names and e-mails stay unique across reruns. */
export function uniqueNumber(): number {
  return Date.now() * 10 + Math.floor(Math.random() * 10);
}

/** Creates an account straight through the Auth emulator's sign-up API: no code, no registration screen. */
export async function signUpThroughApi(email: string, password: string): Promise<void> {
  const { ports } = platformFromEnv();
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
}
