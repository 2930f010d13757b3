import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import {
  pendingMessage,
  provideDoseCorrectionEffects,
  type Dose,
  type RecordAuthor,
} from '@amparo/shared-machines/records';
import { Button, Dialog, ErrorMessage, StatusMessage, useServices } from '@amparo/shared-ui';
import { useConnected } from '../session/useConnected';
import { doseTexts } from '../texts/doseTexts';
import styles from './RecordList.module.css';

export interface DoseCorrectionProps {
  /** Whose dose it is. */
  readonly personUid: string;
  /** The day it was recorded for ('YYYY-MM-DD'). */
  readonly date: string;
  /** A dose recorded as taken. */
  readonly dose: Dose;
  /** The carer who corrects (the record scope's author: her uid and registered name). */
  readonly author: RecordAuthor;
}

/**
 * 'Corrigir: não foi tomado' under a dose recorded as taken, in a carer's session: a question first
 * ('Marcar esta toma como não tomada?'), then the correction written once with her name
 * (doseCorrectionMachine). A save that fails says so beside the dose, with 'Tentar novamente'. Once
 * saved, the day's corrections (followed live by the list) show the dose as not taken.
 */
export function DoseCorrection({ personUid, date, dose, author }: DoseCorrectionProps) {
  const { backend } = useServices();
  const connected = useConnected();
  const { uid: authorUid, name: authorName } = author;
  const machine = useMemo(
    () => provideDoseCorrectionEffects(backend.database, { uid: authorUid, name: authorName }),
    [backend.database, authorUid, authorName],
  );
  const actor = useActorRef(machine, {
    input: { personUid, date, medicineKey: dose.medicineKey, doseKey: dose.doseKey },
  });
  const asking = useSelector(actor, (snapshot) => snapshot.hasTag('asking'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const corrected = useSelector(actor, (snapshot) => snapshot.hasTag('corrected'));
  // A retry is said beside the dose, where the failure was: the question is not asked again.
  const [retried, setRetried] = useState(false);

  if (corrected) return null;
  return (
    <div className={styles.correction}>
      {failed || (saving && retried) ? null : (
        <Button
          variant="secondary"
          className={styles.correct}
          onClick={() => actor.send({ type: 'CORRECT' })}
          aria-label={doseTexts.correctLabel(dose.time)}
          disabled={saving}
        >
          {doseTexts.correct}
        </Button>
      )}
      {failed ? (
        <div className={styles.correctionProblem}>
          <ErrorMessage>{doseTexts.failed(dose.time)}</ErrorMessage>
          <div className={styles.correctionActions}>
            <Button
              variant="secondary"
              onClick={() => {
                setRetried(true);
                actor.send({ type: 'RETRY' });
              }}
              aria-label={doseTexts.retryLabel(dose.time)}
            >
              {doseTexts.retry}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setRetried(false);
                actor.send({ type: 'CANCEL' });
              }}
              aria-label={doseTexts.giveUpLabel(dose.time)}
            >
              {doseTexts.giveUp}
            </Button>
          </div>
        </div>
      ) : null}
      <StatusMessage>
        {saving && retried ? (connected ? doseTexts.retrying : pendingMessage) : null}
      </StatusMessage>
      <Dialog
        open={asking || (saving && !retried)}
        onClose={() => {
          if (asking) actor.send({ type: 'CANCEL' });
        }}
        title={doseTexts.question}
        titleIcon="alert"
        closeLabel={doseTexts.no}
        actions={
          <Button variant="danger" onClick={() => actor.send({ type: 'YES' })} disabled={saving}>
            {saving ? doseTexts.saving : doseTexts.yes}
          </Button>
        }
      >
        <p className={styles.correctionText}>
          {doseTexts.explanation(dose.medicine, dose.time, authorName)}
        </p>
        <StatusMessage>{saving && !connected ? pendingMessage : null}</StatusMessage>
      </Dialog>
    </div>
  );
}
