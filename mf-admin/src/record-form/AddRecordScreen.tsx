import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  addRecordFormMachine,
  type RecordKind,
  type SaveRecordInput,
} from '@amparo/shared-machines/records';
import { AppLink, PageHeading } from '@amparo/shared-ui';
import { recordKinds } from '../record-kinds/recordKinds';
import { useConnected } from '../session/useConnected';
import { useScreenPath } from '../session/recordScope';
import { useRecordsRepository } from '../session/useRecordsRepository';
import { RecordForm } from './RecordForm';
import styles from './RecordForm.module.css';
import { SaveFeedback, type SaveActivity } from './SaveFeedback';

/** The machine's tags that SaveFeedback shows; none of them means 'idle'. */
const saveActivities = ['saving', 'saved'] as const;

export interface AddRecordScreenProps {
  readonly kind: RecordKind;
  readonly uid: string;
  readonly email: string;
}

const noValues = {};

/**
 * /adicionarinformacoes, /adicionarconsulta, /adicionarmedicamentos (addRecordFormMachine): on a
 * valid save `savedMessage` shows for `addSuccessDelayMs`; the form keeps its values and stays here.
 * The save button is disabled while saving, and the machine ignores a repeat of the record just saved.
 */
export function AddRecordScreen({ kind, uid, email }: AddRecordScreenProps) {
  const texts = recordKinds[kind];
  const repository = useRecordsRepository(uid);
  const screenPath = useScreenPath();
  const connected = useConnected();
  // While the screen is open, the counter stays in the client's cache: a save takes its number in one round trip.
  useEffect(() => repository.followCounter(kind), [repository, kind]);
  const machine = useMemo(
    () =>
      addRecordFormMachine.provide({
        actors: {
          saveRecord: fromPromise<string, SaveRecordInput>(({ input }) =>
            repository.add(input.kind, input.record),
          ),
        },
      }),
    [repository],
  );
  const actor = useActorRef(machine, { input: { kind } });
  const activity = useSelector(
    actor,
    (snapshot): SaveActivity => saveActivities.find((tag) => snapshot.hasTag(tag)) ?? 'idle',
  );
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const errorMessage = useSelector(actor, (snapshot) =>
    snapshot.hasTag('failed') ? snapshot.context.errorMessage : null,
  );

  return (
    <div className={styles.screen}>
      <PageHeading icon={texts.icon} description={texts.addIntro(email)}>
        {texts.addHeading}
      </PageHeading>
      <RecordForm
        kind={kind}
        mode="add"
        initialValues={noValues}
        fieldErrors={fieldErrors}
        onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
        onFieldChange={(field) => actor.send({ type: 'FIELD_CHANGED', field })}
        busy={activity === 'saving'}
        feedback={
          <SaveFeedback activity={activity} connected={connected} errorMessage={errorMessage} />
        }
      />
      <AppLink
        to={screenPath(texts.listScreen)}
        variant="secondary"
        icon="back"
        className={styles.back}
      >
        {texts.backToList}
      </AppLink>
    </div>
  );
}
