import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, type FormEvent } from 'react';
import { pathFor, privacyNoticeVersion } from '@amparo/shared-machines';
import { providePersonRegistrationEffects } from '@amparo/shared-machines/records';
import {
  AppLink,
  Button,
  ConsentFields,
  ErrorMessage,
  PageHeading,
  StatusMessage,
  TextField,
  readConsentForm,
  useServices,
} from '@amparo/shared-ui';
import styles from './RegisterPerson.module.css';

export interface RegisterPersonScreenProps {
  readonly carerUid: string;
}

/**
 * /pessoas/nova: 'Registar nova pessoa' (name, e-mail, password, and the consent: who gives it and the
 * privacy notice read). The account is made in a session of its own, so the carer stays signed in; the
 * new person becomes a member with her consent recorded (naming this carer as who recorded it) and
 * names this carer, who then finds them in the console. Nothing is created until the consent is
 * answered. 'Registar' does nothing more while the registration runs (the machine is busy), so a
 * double tap never makes two accounts.
 */
export function RegisterPersonScreen({ carerUid }: RegisterPersonScreenProps) {
  const { backend } = useServices();
  const machine = useMemo(
    () => providePersonRegistrationEffects(backend, carerUid, privacyNoticeVersion),
    [backend, carerUid],
  );
  const actor = useActorRef(machine);
  const registering = useSelector(actor, (snapshot) => snapshot.hasTag('registering'));
  const registered = useSelector(actor, (snapshot) => snapshot.context.registered);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const consentErrors = useSelector(actor, (snapshot) => snapshot.context.consentErrors);
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({
      type: 'SUBMIT',
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      consent: readConsentForm(data),
    });
  };

  return (
    <div className={styles.screen}>
      <PageHeading
        icon="contacts"
        description="A pessoa fica registada na associação e aparece na sua lista."
      >
        Registar nova pessoa
      </PageHeading>
      <StatusMessage tone="success">{registered ? 'Sucesso' : null}</StatusMessage>
      {registered ? (
        <div className={styles.done}>
          <p className={styles.text}>
            {registered.name} já pode iniciar sessão no tablet com o email e a palavra-passe que
            escreveu.
          </p>
          <AppLink
            to={pathFor('adminContacts', { person: registered.uid })}
            variant="primary"
            icon="contacts"
          >
            {`Adicionar os contactos de ${registered.name}`}
          </AppLink>
          <Button
            variant="secondary"
            icon="plus"
            onClick={() => actor.send({ type: 'REGISTER_ANOTHER' })}
          >
            Registar outra pessoa
          </Button>
          <AppLink to={pathFor('carerConsole')} variant="secondary" icon="back">
            Voltar às pessoas que acompanha
          </AppLink>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={submit}
          aria-describedby={error ? errorId : undefined}
        >
          <TextField label="Nome e apelido" name="name" type="text" autoComplete="off" required />
          <TextField
            label="Endereço de email"
            name="email"
            type="email"
            autoComplete="off"
            hint="O email deve incluir um @."
            required
          />
          <TextField
            label="Palavra-passe"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="A palavra-passe deve ter pelo menos 6 caracteres."
            required
          />
          <ConsentFields
            errors={consentErrors}
            onFieldChange={(field) => actor.send({ type: 'FIELD_CHANGED', field })}
          />
          <Button type="submit" variant="primary" size="large" disabled={registering} icon="check">
            {registering ? 'A registar…' : 'Registar'}
          </Button>
          <ErrorMessage id={errorId}>{error}</ErrorMessage>
          <AppLink to={pathFor('carerConsole')} variant="secondary" icon="back">
            Voltar às pessoas que acompanha
          </AppLink>
        </form>
      )}
    </div>
  );
}
