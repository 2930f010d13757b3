import { PageHeading } from '@amparo/shared-ui';
import { AccessLogList } from '@amparo/shared-ui/live-data';
import { accessLogTexts as texts } from '../texts/accessLogTexts';
import styles from './CarerAccessLogScreen.module.css';

export interface CarerAccessLogScreenProps {
  /** The person's uid (from the address). */
  readonly person: string;
  /** Her registered name, as the banner shows it. */
  readonly personName: string;
}

/**
 * /pessoas/{uid}/acessos: the access log (accessLogTexts.heading), who of her carers saw or changed this person's data
 * and when, newest first (records/accessLog), each record named as her lists name it now.
 */
export function CarerAccessLogScreen({ person, personName }: CarerAccessLogScreenProps) {
  return (
    <div className={styles.screen}>
      <PageHeading icon="info" description={texts.intro(personName)}>
        {texts.heading}
      </PageHeading>
      <AccessLogList
        key={person}
        uid={person}
        reader={{ kind: 'carer', personName }}
        texts={texts}
        size="normal"
      />
    </div>
  );
}
