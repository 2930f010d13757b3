import { useMemo } from 'react';
import { createRecordsRepository, type RecordsRepository } from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';
import { useRecordScope } from './recordScope';

/** The records of the person `uid`, through the one repository that allocates keys atomically; saves name the scope's author. */
export function useRecordsRepository(uid: string): RecordsRepository {
  const { backend } = useServices();
  const { author } = useRecordScope();
  const authorUid = author?.uid;
  const authorName = author?.name;
  return useMemo(
    () =>
      createRecordsRepository(
        backend.database,
        uid,
        authorUid !== undefined && authorName !== undefined
          ? { uid: authorUid, name: authorName }
          : undefined,
      ),
    [backend.database, uid, authorUid, authorName],
  );
}
