import { useMemo } from 'react';
import { createRecordsRepository, type RecordsRepository } from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';

/** The signed-in person's records, through the one repository that allocates keys atomically. */
export function useRecordsRepository(uid: string): RecordsRepository {
  const { backend } = useServices();
  return useMemo(() => createRecordsRepository(backend.database, uid), [backend.database, uid]);
}
