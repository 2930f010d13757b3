import { useEffect, useRef } from 'react';
import { accessBy, logAccess, wholePerson } from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';
import { useRecordScope } from '../session/recordScope';
import { accessLogTexts } from '../texts/accessLogTexts';

/**
 * Logs that the carer in scope opened `person` ('ver'), once per opening: moving between her lists
 * keeps the same opening; opening another person, or her again later, logs again. A refused or failed
 * log write is only reported in the console.
 */
export function useLogOpening(person: string): void {
  const { backend } = useServices();
  const { author } = useRecordScope();
  const authorUid = author?.uid;
  const authorName = author?.name;
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (authorUid === undefined || authorName === undefined || logged.current === person) return;
    logged.current = person;
    logAccess(
      backend.database,
      person,
      accessBy({ uid: authorUid, name: authorName }, 'ver', wholePerson),
    ).catch((error: unknown) => console.warn(accessLogTexts.notLogged, error));
  }, [backend.database, person, authorUid, authorName]);
}
