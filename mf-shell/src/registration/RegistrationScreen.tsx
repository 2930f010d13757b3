import {
  AppLink,
  Button,
  ErrorMessage,
  LoadingState,
  PageHeading,
  PrivacyNoticeLink,
  StatusMessage,
  useServices,
} from '@amparo/shared-ui';
import { LoginScreen } from '../login/LoginScreen';
import { registrationTexts as texts } from '../texts/registrationTexts';
import { RegistrationForm } from './RegistrationForm';
import { useRegistrationFlow } from './useRegistrationFlow';
import styles from './RegistrationScreen.module.css';

export interface RegistrationScreenProps {
  /** The association's code at the end of /registar{code}, checked against registrationCodes/{code}. */
  readonly associationCode: string;
}

/**
 * Registration at /registar{code}. While the association's code is checked: a loading state; a wrong
 * code shows the login screen; after success the green registrationTexts.succeeded (the person is then
 * signed in).
 */
export function RegistrationScreen({ associationCode }: RegistrationScreenProps) {
  const { association } = useServices();
  const registration = useRegistrationFlow(associationCode);

  if (registration.status === 'checking') return <LoadingState label={texts.checking} />;
  if (registration.status === 'invalidCode') return <LoginScreen />;
  if (registration.status === 'unreachable') {
    return (
      <div className={styles.registration}>
        <div className={styles.panel}>
          <PageHeading icon="contacts">{texts.heading}</PageHeading>
          <ErrorMessage>{texts.unreachable}</ErrorMessage>
          <Button variant="primary" onClick={registration.retry} className={styles.retry}>
            {texts.retry}
          </Button>
        </div>
      </div>
    );
  }

  const provider = association.providerName;
  return (
    <div className={styles.registration}>
      <div className={styles.panel}>
        <PageHeading icon="contacts">{texts.heading}</PageHeading>
        <StatusMessage tone="success">
          {registration.status === 'succeeded' ? texts.succeeded : null}
        </StatusMessage>
        {registration.status === 'succeeded' ? (
          <div className={styles.done}>
            <p className={styles.text}>{texts.accountCreated}</p>
            <AppLink to="/" variant="primary" icon="home" fullWidth>
              {texts.goHome}
            </AppLink>
          </div>
        ) : (
          <>
            <p className={styles.text}>{texts.supportedBy(provider)}</p>
            <p className={styles.text}>{texts.enterDetails(provider)}</p>
            <p className={styles.text}>
              <PrivacyNoticeLink />
            </p>
            <RegistrationForm
              submitting={registration.status === 'submitting'}
              error={registration.error}
              fieldErrors={registration.fieldErrors}
              consentErrors={registration.consentErrors}
              onSubmit={registration.submit}
              onFieldChange={registration.fieldChanged}
            />
            <AppLink to="/" className={styles.loginLink}>
              {texts.haveAccount}
            </AppLink>
          </>
        )}
      </div>
    </div>
  );
}
