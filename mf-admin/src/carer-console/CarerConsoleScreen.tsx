import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { pathFor } from '@amparo/shared-machines';
import { liveValueMachine } from '@amparo/shared-machines/patient';
import { watchCarerPeople, type PersonSummary } from '@amparo/shared-machines/records';
import {
  AppLink,
  Button,
  Card,
  EmptyState,
  ErrorMessage,
  LoadingState,
  PageHeading,
  useServices,
} from '@amparo/shared-ui';
// The console lays its people out as the record lists lay out records: one look for the carers' area.
import styles from '../record-list/RecordList.module.css';
import { MissedDosesNote } from './MissedDosesNote';
import { describeCounts, personName } from './personCounts';

export interface CarerConsoleScreenProps {
  readonly carerUid: string;
}

/**
 * /pessoas (and every other address of a carer's session): the people this carer follows, by their
 * registration name, with how many contacts, appointments and medicines each has — live, through the
 * live-value machine (loading, live, failed with 'Tentar novamente'), and the doses of the day each has not
 * taken ('1 toma não tomada hoje (08:00)'). Choosing a person opens their
 * contacts; 'Registar nova pessoa' opens the registration.
 */
export function CarerConsoleScreen({ carerUid }: CarerConsoleScreenProps) {
  const { backend } = useServices();
  const machine = useMemo(
    () =>
      liveValueMachine.provide({
        actors: {
          subscribeToValue: fromCallback<EventObject>(({ sendBack }) =>
            watchCarerPeople(
              backend.database,
              carerUid,
              (people) => sendBack({ type: 'VALUE', value: people }),
              (error) => sendBack({ type: 'FAILED', code: error.code }),
            ),
          ),
        },
      }),
    [backend.database, carerUid],
  );
  const actor = useActorRef(machine);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const live = useSelector(actor, (snapshot) => snapshot.matches({ subscribed: 'live' }));
  const people = useSelector(actor, (snapshot) => snapshot.context.value) as
    readonly PersonSummary[] | null;

  return (
    <div className={styles.screen}>
      <PageHeading
        icon="contacts"
        description="Escolha uma pessoa para tratar dos seus contactos, consultas e medicamentos."
      >
        As pessoas que acompanha
      </PageHeading>
      <AppLink
        to={pathFor('carerRegisterPerson')}
        variant="primary"
        icon="plus"
        className={styles.addNew}
      >
        Registar nova pessoa
      </AppLink>
      {failed ? (
        <div className={styles.problem}>
          <ErrorMessage>Não foi possível mostrar as pessoas que acompanha.</ErrorMessage>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            Tentar novamente
          </Button>
        </div>
      ) : !live || people === null ? (
        <LoadingState />
      ) : people.length === 0 ? (
        <EmptyState
          icon="contacts"
          message="Ainda não acompanha ninguém. Registe uma nova pessoa, ou peça à associação que lhe atribua as pessoas que acompanha."
        />
      ) : (
        <ul className={styles.grid} aria-label="As pessoas que acompanha">
          {people.map((person) => {
            const name = personName(person.name);
            return (
              <li key={person.uid} className={styles.item}>
                <Card title={name} className={styles.card}>
                  <p className={styles.line}>{describeCounts(person.counts)}</p>
                  <MissedDosesNote uid={person.uid} />
                  <AppLink
                    to={pathFor('adminContacts', { person: person.uid })}
                    variant="secondary"
                    icon="edit"
                    className={styles.edit}
                    aria-label={`Tratar dos dados de ${name}`}
                  >
                    Tratar dos dados
                  </AppLink>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
