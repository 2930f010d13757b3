import { AppLink, LoadingState, PageHeading } from '@amparo/shared-ui';
import { AccessLogList, usePatientUid } from '@amparo/shared-ui/live-data';
import { myAccessLogTexts as texts } from '../texts/myAccessLogTexts';
import styles from './MyAccessLogScreen.module.css';

const reader = { kind: 'person' } as const;

/**
 * /meusdados, on the person's tablet: who saw or changed her data (myAccessLogTexts.heading), in
 * large text, newest first — each line as shared-ui's AccessLogList says it: who saw or changed what,
 * and when — from her access log (records/accessLog), which her carers write and she reads.
 */
export function MyAccessLogScreen() {
  const uid = usePatientUid();
  return (
    <div className={styles.screen}>
      <PageHeading icon="info" focusOnMount description={texts.intro}>
        {texts.heading}
      </PageHeading>
      {uid === null ? (
        <LoadingState />
      ) : (
        <AccessLogList key={uid} uid={uid} reader={reader} texts={texts} size="large" />
      )}
      <AppLink to="/" variant="primary" icon="home">
        {texts.back}
      </AppLink>
    </div>
  );
}
