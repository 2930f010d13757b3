import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, type FormEvent } from 'react';
import { accountFields, pathFor, privacyNoticeVersion } from '@amparo/shared-machines';
import {
  providePersonRegistrationEffects,
  type NewPersonField,
} from '@amparo/shared-machines/records';
import {
  AppLink,
  Button,
  ConsentFields,
  ErrorMessage,
  PageHeading,
  StatusMessage,
  TextField,
  readConsentForm,
  useFocusOnRefusal,
  useServices,
} from '@amparo/shared-ui';
import { registerPersonTexts as texts } from '../texts/registerPersonTexts';
import styles from './RegisterPerson.module.css';

export interface RegisterPersonScreenProps {
  readonly carerUid: string;
}

/**
 * /pessoas/nova: a carer's registration of a new person (registerPersonTexts.heading): name,
 * e-mail, password, and the consent (who gives it and the privacy notice read). The account is made
 * in a session of its own, so the carer stays signed in; the new person becomes a member with her
 * consent recorded (naming this carer as who recorded it) and names this carer, who then finds them
 * in the console. The machine judges the form before anything is created (`noValidate`: no browser
 * bubble; the fields say they are required with aria-required, the e-mail is a text field with the
 * e-mail keyboard): each refusal shows under its field and focus goes to the first; a failure about
 * the whole form shows just above the submit button. The submit button
 * (registerPersonTexts.submit) does nothing more while the registration runs (the machine is busy),
 * so a double tap never makes two accounts.
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
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const consentErrors = useSelector(actor, (snapshot) => snapshot.context.consentErrors);
  const errorId = useId();
  const focus = useFocusOnRefusal(fieldErrors, accountFields);
  const changed = (field: NewPersonField) => actor.send({ type: 'FIELD_CHANGED', field });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    focus.sent();
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
      <PageHeading icon="contacts" description={texts.description}>
        {texts.heading}
      </PageHeading>
      <StatusMessage tone="success">{registered ? texts.success : null}</StatusMessage>
      {registered ? (
        <div className={styles.done}>
          <p className={styles.text}>{texts.registered(registered.name)}</p>
          <AppLink
            to={pathFor('adminContacts', { person: registered.uid })}
            variant="primary"
            icon="contacts"
          >
            {texts.addContacts(registered.name)}
          </AppLink>
          <Button
            variant="secondary"
            icon="plus"
            onClick={() => actor.send({ type: 'REGISTER_ANOTHER' })}
          >
            {texts.registerAnother}
          </Button>
          <AppLink to={pathFor('carerConsole')} variant="secondary" icon="back">
            {texts.backToConsole}
          </AppLink>
        </div>
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={submit}
          aria-describedby={error ? errorId : undefined}
        >
          <TextField
            ref={focus.refOf('name')}
            label={texts.nameLabel}
            name="name"
            type="text"
            autoComplete="off"
            aria-required="true"
            error={fieldErrors.name}
            onChange={() => changed('name')}
          />
          <TextField
            ref={focus.refOf('email')}
            label={texts.emailLabel}
            name="email"
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            hint={texts.emailHint}
            aria-required="true"
            error={fieldErrors.email}
            onChange={() => changed('email')}
          />
          <TextField
            ref={focus.refOf('password')}
            label={texts.passwordLabel}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={texts.passwordHint}
            aria-required="true"
            error={fieldErrors.password}
            onChange={() => changed('password')}
          />
          <ConsentFields errors={consentErrors} onFieldChange={changed} />
          <ErrorMessage id={errorId}>{error}</ErrorMessage>
          <Button type="submit" variant="primary" size="large" disabled={registering} icon="check">
            {registering ? texts.registering : texts.submit}
          </Button>
          <AppLink to={pathFor('carerConsole')} variant="secondary" icon="back">
            {texts.backToConsole}
          </AppLink>
        </form>
      )}
    </div>
  );
}
