import { associationCodePath } from '@amparo/shared-machines/records';
import { randomBytes } from 'node:crypto';
import { describeInvalidSecret } from '../seed/demoAssociation';
import type { AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import { registrationCodeWrites } from './associationWrites';

/**
 * The association's registration code: a new random one, setting it (the old one stops working), and
 * reading the current one. People open `/registar{code}` to create their account.
 */

/** 24 random bytes → 32 base64url characters (A–Z a–z 0–9 - _): 192 bits, a valid database key and path segment. */
export function newRegistrationCode(random: (size: number) => Buffer = randomBytes): string {
  return random(24).toString('base64url');
}

export function registrationPath(code: string): string {
  return `/registar${code}`;
}

export async function setRegistrationCode(backend: AdminBackend, code: string): Promise<void> {
  const problem = describeInvalidSecret(code);
  if (problem !== null) throw new AssociationError(`${problem} (got ${JSON.stringify(code)})`);
  await backend.database.patch('', registrationCodeWrites(code));
}

/** The current code, or null when none is set. */
export async function readRegistrationCode(backend: AdminBackend): Promise<string | null> {
  const code = await backend.database.get(associationCodePath);
  return typeof code === 'string' && code !== '' ? code : null;
}
