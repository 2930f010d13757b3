import { Button, PageHeading, useServices } from '@amparo/shared-ui';
import { noAccessTexts as texts } from '../texts/noAccessTexts';
// The look of the shell's notice screens (no access, carers' area closed).
import styles from '../notice/NoticeScreen.module.css';

export interface NoAccessScreenProps {
  readonly email: string | null;
  readonly signingOut: boolean;
}

/**
 * Every address, for an account that is neither a person the association supports nor a carer (made
 * outside the registration, e.g. a Google sign-in): what happened and what to do, and a way out
 * (noAccessTexts.signOut). The database rules give such an account nothing; this screen only says so
 * kindly.
 */
export function NoAccessScreen({ email, signingOut }: NoAccessScreenProps) {
  const { auth, association } = useServices();
  const provider = association.providerName;
  return (
    <div className={styles.screen}>
      <PageHeading icon="info">{texts.heading}</PageHeading>
      <p className={styles.text}>
        {email
          ? texts.accountNotRegistered(email, provider)
          : texts.thisAccountNotRegistered(provider)}
      </p>
      <p className={styles.text}>{texts.whatToDo(provider)}</p>
      <Button
        variant="primary"
        size="large"
        icon="logout"
        disabled={signingOut}
        onClick={() => auth.send({ type: 'SIGN_OUT' })}
      >
        {texts.signOut}
      </Button>
    </div>
  );
}
