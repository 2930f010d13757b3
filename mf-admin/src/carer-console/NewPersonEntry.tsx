import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { provideNewPersonEffects } from '@amparo/shared-machines/records';
import { Button, Card, Dialog, ErrorMessage, Icon, useServices } from '@amparo/shared-ui';
import styles from '../record-list/RecordList.module.css';
import { consoleTexts } from '../texts/consoleTexts';
import consoleStyles from './CarerConsole.module.css';
import type { ConsoleEntry } from './consoleList';

/**
 * A person in the console who named this carer herself and waits to be confirmed
 * (consoleTexts.toConfirm), with consoleTexts.confirm and consoleTexts.refuse (which asks first:
 * refusing takes her off the carer's list). The steps are newPersonMachine's; once a choice is
 * saved the console's list shows her as any other person, or no longer.
 */
export function NewPersonEntry({
  entry,
  carerUid,
}: {
  readonly entry: ConsoleEntry;
  readonly carerUid: string;
}) {
  const { backend } = useServices();
  const machine = useMemo(
    () => provideNewPersonEffects(backend.database, carerUid),
    [backend.database, carerUid],
  );
  const [snapshot, send] = useMachine(machine, { input: { personUid: entry.person.uid } });
  const { name } = entry;
  const confirming = snapshot.hasTag('confirming');
  const refusing = snapshot.hasTag('refusing');
  const failed = snapshot.hasTag('failed');

  return (
    <Card title={name} className={styles.card}>
      <p className={styles.dose}>
        <Icon name="alert" />
        {consoleTexts.toConfirm}
      </p>
      <p className={styles.line}>{consoleTexts.toConfirmExplanation}</p>
      {failed ? (
        <>
          <ErrorMessage>
            {consoleTexts.toConfirmFailed(snapshot.context.failed === 'refuse')}
          </ErrorMessage>
          <div className={consoleStyles.answers}>
            <Button variant="primary" onClick={() => send({ type: 'RETRY' })}>
              {consoleTexts.retry}
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
              {consoleTexts.cancel}
            </Button>
          </div>
        </>
      ) : (
        <div className={consoleStyles.answers}>
          <Button
            variant="primary"
            onClick={() => send({ type: 'CONFIRM' })}
            disabled={confirming || refusing}
            aria-label={consoleTexts.confirmLabel(name)}
          >
            {confirming ? consoleTexts.confirming : consoleTexts.confirm}
          </Button>
          <Button
            variant="secondary"
            onClick={() => send({ type: 'REFUSE' })}
            disabled={confirming || refusing}
            aria-label={consoleTexts.refuseLabel(name)}
          >
            {consoleTexts.refuse}
          </Button>
        </div>
      )}
      <Dialog
        open={snapshot.hasTag('refusalQuestion')}
        onClose={() => {
          if (!refusing) send({ type: 'CANCEL' });
        }}
        title={consoleTexts.refuseQuestion(name)}
        titleIcon="alert"
        closeLabel={consoleTexts.keep}
        actions={
          <Button variant="danger" onClick={() => send({ type: 'YES' })} disabled={refusing}>
            {refusing ? consoleTexts.refusing : consoleTexts.refuseYes}
          </Button>
        }
      >
        <p className={styles.line}>{consoleTexts.refuseExplanation}</p>
      </Dialog>
    </Card>
  );
}
