import { useId, type FormEvent } from 'react';
import { Button, ErrorMessage, TextField } from '@amparo/shared-ui';
import styles from './LoginScreen.module.css';

export interface LoginFormProps {
  readonly submitting: boolean;
  readonly error: string | null;
  readonly onSubmit: (email: string, password: string) => void;
}

/** The sign-in form: the spec's labels, placeholders and hint; both fields required, no other check. */
export function LoginForm({ submitting, error, onSubmit }: LoginFormProps) {
  const errorId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-describedby={error ? errorId : undefined}>
      <TextField
        label="Endereço de email"
        name="email"
        type="email"
        autoComplete="username"
        placeholder="Clique aqui para escrever o seu email"
        hint="O email deve incluir um @."
        required
      />
      <TextField
        label="Palavra-passe"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="Clique aqui para escrever a sua palavra-passe"
        required
      />
      <ErrorMessage id={errorId} className={styles.errorArea}>
        {error}
      </ErrorMessage>
      <Button type="submit" variant="primary" size="large" fullWidth disabled={submitting} icon="check">
        {submitting ? 'A entrar…' : 'Entrar'}
      </Button>
    </form>
  );
}
