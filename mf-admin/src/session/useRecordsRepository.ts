import { useMemo } from 'react';
import {
  createRecordsRepository,
  withAccessLog,
  type RecordsRepository,
} from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';
import { accessLogTexts } from '../texts/accessLogTexts';
import { useRecordScope } from './recordScope';

/**
 * The records of the person `uid`, through the one repository that allocates keys atomically; saves
 * name the scope's author. A carer's saves are also logged in the person's access log (what was added,
 * changed — which fields — or deleted).
 */
export function useRecordsRepository(uid: string): RecordsRepository {
  const { backend } = useServices();
  const { person, author } = useRecordScope();
  const authorUid = author?.uid;
  const authorName = author?.name;
  return useMemo(() => {
    const carer =
      authorUid !== undefined && authorName !== undefined
        ? { uid: authorUid, name: authorName }
        : undefined;
    const repository = createRecordsRepository(backend.database, uid, carer);
    if (person === null || carer === undefined) return repository;
    return withAccessLog(repository, backend.database, uid, carer, (error) =>
      console.warn(accessLogTexts.notLogged, error),
    );
  }, [backend.database, uid, person, authorUid, authorName]);
}
