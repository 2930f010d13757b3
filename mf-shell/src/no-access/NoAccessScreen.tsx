import { Button, PageHeading, useServices } from '@amparo/shared-ui';
// The look of the shell's notice screens (no access, carers' area closed).
import styles from '../notice/NoticeScreen.module.css';

export interface NoAccessScreenProps {
  readonly email: string | null;
  readonly signingOut: boolean;
}

/**
 * Every address, for an account that is neither a person the association supports nor a carer (made
 * outside the registration, e.g. a Google sign-in): what happened and what to do, and 'Sair'. The
 * database rules give such an account nothing; this screen only says so kindly.
 */
export function NoAccessScreen({ email, signingOut }: NoAccessScreenProps) {
  const { auth, association } = useServices();
  const provider = association.providerName;
  return (
    <div className={styles.screen}>
      <PageHeading icon="info">Esta conta ainda não tem acesso</PageHeading>
      <p className={styles.text}>
        {email
          ? `A conta ${email} não está registada na ${provider}.`
          : `Esta conta não está registada na ${provider}.`}
      </p>
      <p className={styles.text}>
        Para usar o Amparo, inicie sessão com o email e a palavra-passe que lhe foram dados pela{' '}
        {provider}, ou registe-se com o endereço de registo que a {provider} lhe deu.
      </p>
      <Button
        variant="primary"
        size="large"
        icon="logout"
        disabled={signingOut}
        onClick={() => auth.send({ type: 'SIGN_OUT' })}
      >
        Sair
      </Button>
    </div>
  );
}
