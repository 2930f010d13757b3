import { AppLink, LoadingState, PageHeading } from '@amparo/shared-ui';
import { AccessLogList, usePatientUid } from '@amparo/shared-ui/live-data';
import { myAccessLogTexts as texts } from './myAccessLogTexts';
import styles from './MyAccessLogScreen.module.css';

const reader = { kind: 'person' } as const;

/**
 * /meusdados, on the person's tablet: 'Quem viu ou alterou os meus dados', in large text, newest first
 * — 'Ana Costa viu os seus dados — hoje às 10:32', 'Ana Costa alterou o medicamento «…»: horas' —
 * from her access log (records/accessLog), which her carers write and she reads.
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
