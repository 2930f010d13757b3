import { associationCodePath } from '@amparo/shared-machines/records';
import { randomBytes } from 'node:crypto';
import { describeInvalidAssociationCode } from '../seed/demoAssociation';
import type { AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import { associationCodeWrites } from './associationWrites';

/**
 * The association's code (`ProBrancaSec`, also called the registration code): a new random one,
 * setting it (the old one stops working), and reading the current one. People open `/registar{code}`
 * to create their account.
 */

/** 24 random bytes → 32 base64url characters (A–Z a–z 0–9 - _): 192 bits, a valid database key and path segment. */
export function newAssociationCode(random: (size: number) => Buffer = randomBytes): string {
  return random(24).toString('base64url');
}

export function registrationPath(associationCode: string): string {
  return `/registar${associationCode}`;
}

export async function setAssociationCode(
  backend: AdminBackend,
  associationCode: string,
): Promise<void> {
  const problem = describeInvalidAssociationCode(associationCode);
  if (problem !== null)
    throw new AssociationError(`${problem} (got ${JSON.stringify(associationCode)})`);
  await backend.database.patch('', associationCodeWrites(associationCode));
}

/** The current association's code, or null when none is set. */
export async function readAssociationCode(backend: AdminBackend): Promise<string | null> {
  const associationCode = await backend.database.get(associationCodePath);
  return typeof associationCode === 'string' && associationCode !== '' ? associationCode : null;
}
