import { useEffect, useState } from 'react';
import {
  doseCorrectionsPath,
  readDayCorrections,
  type DayCorrections,
} from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';

const none: DayCorrections = {};

/**
 * A person's corrections of one day (`Newdata_{uid}/tomasCorrigidas/{date}`), live: the doses a carer
 * marked as not taken, with who and when. Corrections that cannot be read count as none (the doses are
 * then shown as the day's doses say).
 */
export function useDayCorrections(uid: string, date: string): DayCorrections {
  const { backend } = useServices();
  const [followed, setFollowed] = useState<{
    readonly at: string;
    readonly corrections: DayCorrections;
  } | null>(null);
  const at = `${uid}/${date}`;
  useEffect(
    () =>
      backend.database.subscribe(
        doseCorrectionsPath(uid, date),
        (value) => setFollowed({ at, corrections: readDayCorrections(value) }),
        () => setFollowed({ at, corrections: none }),
      ),
    [backend.database, uid, date, at],
  );
  return followed !== null && followed.at === at ? followed.corrections : none;
}
