import { circleMemberPath } from '@amparo/shared-machines/records';
import { encodeDatabasePath } from '../seed/databaseWrites';

/**
 * Whether a relative is in a person's circle, asked of the local Realtime Database as the administrator
 * (its REST API, `Bearer owner`): the storage stand-in's one source for the circle, read on each
 * request, so a removal takes effect on the next one.
 */
export function localCircleMembership(
  databaseOrigin: string,
  namespace: string,
): (person: string, uid: string) => Promise<boolean> {
  return async (person, uid) => {
    const response = await fetch(
      `${databaseOrigin}/${encodeDatabasePath(circleMemberPath(person, uid))}.json?ns=${encodeURIComponent(namespace)}`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    if (!response.ok) return false;
    return (await response.json()) !== null;
  };
}
