import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback } from 'xstate';
import {
  liveListMachine,
  type Keyed,
  type LiveListEvent,
  type RecordByKind,
  type RecordKind,
} from '@amparo/shared-machines/records';
import {
  AppLink,
  Button,
  EmptyState,
  ErrorMessage,
  LoadingState,
  PageHeading,
} from '@amparo/shared-ui';
import { useToday } from '@amparo/shared-ui/live-data';
import { recordKinds, type RecordKindView } from '../record-kinds/recordKinds';
import { useScreenPath } from '../session/recordScope';
import { useRecordsRepository } from '../session/useRecordsRepository';
import { RecordSections } from './RecordSections';
import { DosesOfMedicine, WithTodaysDoses } from './TodaysDoses';
import styles from './RecordList.module.css';
import { recordFormTexts } from '../texts/recordKindTexts';

export interface RecordListScreenProps {
  readonly kind: RecordKind;
  readonly uid: string;
  /** Now, for when each record was last changed (default: the time of rendering). */
  readonly now?: Date;
}

/**
 * /mostrarcontactos, /mostrarconsultas, /mostrarmedicamentos: 'add new' on top, then the records as
 * cards in two columns (one on a phone), each with its edit link, in the parts the kind's view gives
 * (appointments: upcoming, past, undated, from the association's today). The list shows as soon as its
 * data comes (liveListMachine) and then follows live data.
 */
export function RecordListScreen({ kind, uid, now = new Date() }: RecordListScreenProps) {
  const texts = recordKinds[kind] as RecordKindView<RecordKind>;
  const repository = useRecordsRepository(uid);
  const screenPath = useScreenPath();
  const machine = useMemo(
    () =>
      liveListMachine.provide({
        actors: {
          watchList: fromCallback<LiveListEvent>(({ sendBack }) => {
            let counted = false;
            return repository.watch(
              kind,
              (records) => {
                sendBack({ type: 'RECORDS', records });
                // The list as first read whole sets the person's summary right when its count differs.
                if (!counted)
                  repository.repairSummaryCount(kind, records.length).catch(() => false);
                counted = true;
              },
              (error) => sendBack({ type: 'FAILED', error }),
            );
          }),
        },
      }),
    [repository, kind],
  );
  const actor = useActorRef(machine);
  const live = useSelector(actor, (snapshot) => snapshot.hasTag('live'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const records = useSelector(actor, (snapshot) => snapshot.context.records) as
    readonly Keyed<RecordByKind[RecordKind]>[] | null;
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  const today = useToday();
  const sections = useMemo(
    () => (records === null ? null : texts.inListSections(records, today)),
    [records, texts, today],
  );

  return (
    <div className={styles.screen}>
      <PageHeading icon={texts.icon} description={texts.listDescription}>
        {texts.listHeading}
      </PageHeading>
      <AppLink
        to={screenPath(texts.addScreen)}
        variant="primary"
        icon="plus"
        className={styles.addNew}
      >
        {texts.addNewLabel}
      </AppLink>
      {failed ? (
        <div className={styles.problem}>
          <ErrorMessage>{errorMessage}</ErrorMessage>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {recordFormTexts.retry}
          </Button>
        </div>
      ) : !live || records === null || sections === null ? (
        <LoadingState />
      ) : records.length === 0 ? (
        <EmptyState icon={texts.icon} message={texts.emptyList} />
      ) : kind === 'medication' ? (
        <WithTodaysDoses uid={uid}>
          {(doses) => (
            <RecordSections
              texts={texts}
              sections={sections}
              now={now}
              details={(record) => <DosesOfMedicine today={doses} medicineKey={record.key} />}
            />
          )}
        </WithTodaysDoses>
      ) : (
        <RecordSections texts={texts} sections={sections} now={now} />
      )}
    </div>
  );
}
