import { useServices } from '@amparo/shared-ui';
import { LoginForm } from './LoginForm';
import { useLoginFlow } from './useLoginFlow';
import { WelcomeIllustration } from './WelcomeIllustration';
import styles from './LoginScreen.module.css';

/** The front door: a welcome on one side, the sign-in form on the other (one column in portrait). */
export function LoginScreen() {
  const { association } = useServices();
  const login = useLoginFlow();
  return (
    <div className={styles.login}>
      <section className={styles.welcome} aria-labelledby="amparo-login-welcome">
        <WelcomeIllustration className={styles.illustration} />
        <h1 id="amparo-login-welcome" className={styles.welcomeHeading}>
          Bem-vindo!
        </h1>
        <p className={styles.welcomeText}>
          Aqui pode falar com os seus amigos e a sua família, ver os vídeos de que gosta e
          acompanhar o que os seus amigos andam a fazer.
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="amparo-login-heading">
        <h2 id="amparo-login-heading" className={styles.productHeading}>
          Amparo
        </h2>
        <p className={styles.instruction}>
          Para aceder à plataforma, insira os dados que lhe foram dados pela{' '}
          {association.providerName}
        </p>
        <LoginForm
          submitting={login.submitting}
          error={login.error}
          reset={login.reset}
          onSubmit={login.submit}
          onFieldChange={login.fieldChanged}
          onForgotPassword={login.forgotPassword}
        />
      </section>
    </div>
  );
}
