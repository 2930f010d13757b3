import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  conflictMessage,
  editRecordFormMachine,
  type LoadedRecord,
  type RecordKeyInput,
  type RecordKind,
  type UpdateOutcome,
  type UpdateRecordInput,
} from '@amparo/shared-machines/records';
import {
  AppLink,
  Button,
  ErrorMessage,
  LoadingState,
  PageHeading,
  useServices,
} from '@amparo/shared-ui';
import { formDefaults } from '../record-kinds/formDefaults';
import { recordKinds, type RecordKindView } from '../record-kinds/recordKinds';
import { useConnected } from '../session/useConnected';
import { useScreenPath } from '../session/recordScope';
import { useRecordsRepository } from '../session/useRecordsRepository';
import { DeleteConfirmation } from './DeleteConfirmation';
import { RecordConflict } from './RecordConflict';
import { RecordForm } from './RecordForm';
import styles from './RecordForm.module.css';
import { SaveFeedback, type SaveActivity } from './SaveFeedback';
import { recordFormTexts } from '../texts/recordKindTexts';

/** The machine's tags before the record is shown; none of them means 'loaded'. */
const loadPhases = ['loading', 'notFound', 'loadFailed'] as const;
/** The machine's tags that SaveFeedback shows; none of them means 'idle'. */
const saveActivities = ['saving', 'saved', 'deleting'] as const;

export interface EditRecordScreenProps {
  readonly kind: RecordKind;
  readonly uid: string;
  readonly email: string;
  /** The key from the address (`?key=`), or null when there is none or it is not a valid key. */
  readonly recordKey: string | null;
}

/**
 * /userespec, /userconsultaespec, /usermedicarespec?key=… (editRecordFormMachine): the record is
 * loaded by the key in the address, so the screen survives a reload and a shared link; an unknown key
 * shows a message and the way back. A valid save shows `savedMessage` for `editSuccessDelayMs` and
 * then returns to the list; deleting asks first. When someone else changed or deleted the record since it
 * opened, the save does not overwrite it: RecordConflict says who and when, with the current values.
 */
export function EditRecordScreen({ kind, uid, email, recordKey }: EditRecordScreenProps) {
  const texts = recordKinds[kind] as RecordKindView<RecordKind>;
  const { navigate } = useServices();
  const repository = useRecordsRepository(uid);
  const screenPath = useScreenPath();
  const connected = useConnected();
  const machine = useMemo(
    () =>
      editRecordFormMachine.provide({
        actors: {
          loadRecord: fromPromise<LoadedRecord | null, RecordKeyInput>(({ input }) =>
            repository.load(input.kind, input.key),
          ),
          updateRecord: fromPromise<UpdateOutcome, UpdateRecordInput>(({ input }) =>
            repository.updateUnlessChanged(input.kind, input.key, input.record, input.version),
          ),
          deleteRecord: fromPromise<void, RecordKeyInput>(({ input }) =>
            repository.remove(input.kind, input.key),
          ),
        },
        actions: { returnToList: () => navigate(screenPath(texts.listScreen)) },
      }),
    [repository, navigate, texts.listScreen, screenPath],
  );
  const actor = useActorRef(machine, { input: { kind, key: recordKey ?? '' } });
  const phase = useSelector(
    actor,
    (snapshot) => loadPhases.find((tag) => snapshot.hasTag(tag)) ?? 'loaded',
  );
  const activity = useSelector(
    actor,
    (snapshot): SaveActivity => saveActivities.find((tag) => snapshot.hasTag(tag)) ?? 'idle',
  );
  const confirming = useSelector(actor, (snapshot) => snapshot.hasTag('deleteQuestion'));
  const record = useSelector(actor, (snapshot) => snapshot.context.record);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  const conflict = useSelector(actor, (snapshot) => snapshot.context.conflict);
  const formFilled = useSelector(actor, (snapshot) => snapshot.context.formFilled);
  const back = (
    <AppLink
      to={screenPath(texts.listScreen)}
      variant="secondary"
      icon="back"
      className={styles.back}
    >
      {texts.backToList}
    </AppLink>
  );

  return (
    <div className={styles.screen}>
      <PageHeading icon={texts.icon} description={texts.editIntro(email)}>
        {texts.editHeading}
      </PageHeading>
      {phase === 'loading' ? <LoadingState /> : null}
      {phase === 'notFound' ? <ErrorMessage>{texts.notFound}</ErrorMessage> : null}
      {phase === 'loadFailed' ? (
        <div className={styles.problem}>
          <ErrorMessage>{errorMessage}</ErrorMessage>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {recordFormTexts.retry}
          </Button>
        </div>
      ) : null}
      {phase === 'loaded' && record !== null ? (
        <>
          {conflict === null ? null : (
            <RecordConflict
              texts={texts}
              current={conflict.current}
              message={conflictMessage(conflict.current, new Date())}
              onUseCurrent={() => actor.send({ type: 'USE_CURRENT' })}
            />
          )}
          <RecordForm
            // Drawn again with the stored values each time they replace the typed ones.
            key={formFilled}
            kind={kind}
            mode="edit"
            initialValues={formDefaults(kind, record)}
            fieldErrors={fieldErrors}
            onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
            onFieldChange={(field) => actor.send({ type: 'FIELD_CHANGED', field })}
            busy={activity !== 'idle'}
            actions={
              <Button variant="danger" onClick={() => actor.send({ type: 'REQUEST_DELETE' })}>
                {recordFormTexts.delete}
              </Button>
            }
            feedback={
              <SaveFeedback activity={activity} connected={connected} errorMessage={errorMessage} />
            }
          />
          <DeleteConfirmation
            open={confirming}
            question={texts.deleteQuestion}
            recordTitle={texts.cardTitle(record)}
            deleting={activity === 'deleting'}
            connected={connected}
            onConfirm={() => actor.send({ type: 'CONFIRM_DELETE' })}
            onCancel={() => actor.send({ type: 'CANCEL_DELETE' })}
          />
        </>
      ) : null}
      {back}
    </div>
  );
}
