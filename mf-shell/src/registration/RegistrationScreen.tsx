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
import { RegistrationForm } from './RegistrationForm';
import { useRegistrationFlow } from './useRegistrationFlow';
import styles from './RegistrationScreen.module.css';

export interface RegistrationScreenProps {
  /** The `{suffix}` of /registar{suffix}, checked against registrationCodes/{suffix}. */
  readonly suffix: string;
}

/**
 * Registration at /registar{secret}. While the suffix is checked: a loading state; a wrong suffix
 * shows the login screen; after success the green 'Sucesso' (the person is then signed in).
 */
export function RegistrationScreen({ suffix }: RegistrationScreenProps) {
  const { association } = useServices();
  const registration = useRegistrationFlow(suffix);

  if (registration.status === 'checking') return <LoadingState label="A verificar o endereço…" />;
  if (registration.status === 'invalidCode') return <LoginScreen />;
  if (registration.status === 'unreachable') {
    return (
      <div className={styles.registration}>
        <div className={styles.panel}>
          <PageHeading icon="contacts">Registo</PageHeading>
          <ErrorMessage>
            Não foi possível verificar o endereço de registo. Verifique a ligação à internet.
          </ErrorMessage>
          <Button variant="primary" onClick={registration.retry} className={styles.retry}>
            Tentar novamente
          </Button>
        </div>
      </div>
    );
  }

  const provider = association.providerName;
  return (
    <div className={styles.registration}>
      <div className={styles.panel}>
        <PageHeading icon="contacts">Registo</PageHeading>
        <StatusMessage tone="success">
          {registration.status === 'succeeded' ? 'Sucesso' : null}
        </StatusMessage>
        {registration.status === 'succeeded' ? (
          <div className={styles.done}>
            <p className={styles.text}>A sua conta foi criada e já tem a sessão iniciada.</p>
            <AppLink to="/" variant="primary" icon="home" fullWidth>
              Ir para o início
            </AppLink>
          </div>
        ) : (
          <>
            <p className={styles.text}>O registo dos utentes é feito com o apoio da {provider}.</p>
            <p className={styles.text}>Insira os dados que lhe foram dados pela {provider}.</p>
            <p className={styles.text}>
              <PrivacyNoticeLink />
            </p>
            <RegistrationForm
              submitting={registration.status === 'submitting'}
              error={registration.error}
              consentErrors={registration.consentErrors}
              onSubmit={registration.submit}
              onFieldChange={registration.fieldChanged}
            />
            <AppLink to="/" className={styles.loginLink}>
              Já tem conta? Inicie sessão aqui!
            </AppLink>
          </>
        )}
      </div>
    </div>
  );
}
