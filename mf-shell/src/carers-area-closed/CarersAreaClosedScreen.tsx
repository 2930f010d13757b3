import { AppLink, PageHeading, useServices } from '@amparo/shared-ui';
import { carersAreaClosedTexts as texts } from '../texts/carersAreaClosedTexts';
// The look of the shell's notice screens (no access, carers' area closed).
import styles from '../notice/NoticeScreen.module.css';

/**
 * A carers' address (a record list or form, or a carer's console) opened in a person's session that
 * may not open it: what this page is, why it does not open here, and where a carer should go instead.
 * The address stays as typed, so the person (or the carer beside her) sees what was asked for.
 */
export function CarersAreaClosedScreen() {
  const { association } = useServices();
  const provider = association.providerName;
  return (
    <div className={styles.screen}>
      <PageHeading icon="info">{texts.heading}</PageHeading>
      <p className={styles.text}>{texts.whoseSession(provider)}</p>
      <p className={styles.text}>{texts.ifCarer}</p>
      <AppLink to="/" variant="primary" size="large" icon="home">
        {texts.goHome}
      </AppLink>
    </div>
  );
}
