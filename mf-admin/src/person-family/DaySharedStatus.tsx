import { useId } from 'react';
import { daySharedPath } from '@amparo/shared-machines';
import { ErrorMessage, LoadingState, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { personFamilyTexts as texts } from '../texts/personFamilyTexts';
import { personScopeTexts } from '../texts/personScopeTexts';
import styles from './PersonFamily.module.css';

export interface DaySharedStatusProps {
  readonly person: string;
  readonly personName: string;
}

/**
 * Whether the person lets her family see her day (`family/{person}/settings/dayShared`), live, in
 * words, for her carer to read: only she may change it (the rules), so there is no switch here, and
 * the screen says why. Each relative's view of her day is in her access log, which the screen says too.
 */
export function DaySharedStatus({ person, personName }: DaySharedStatusProps) {
  const { backend } = useServices();
  const setting = useLiveValue(backend.database, daySharedPath(person));
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {texts.dayHeading}
      </h2>
      {setting.status === 'loading' ? (
        <LoadingState />
      ) : setting.status === 'failed' ? (
        <ErrorMessage>{texts.dayFailed}</ErrorMessage>
      ) : (
        <p className={styles.statement}>
          {setting.value === true ? texts.dayShared(personName) : texts.dayNotShared(personName)}
        </p>
      )}
      <p>{texts.dayOnlyHers(personName)}</p>
      <p>{texts.dayViewsLogged(personName, personScopeTexts.accessLog)}</p>
    </section>
  );
}
