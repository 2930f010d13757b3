import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  accessBy,
  logAccess,
  personDataCopyMachine,
  personDataDocument,
  personDataFileName,
  readPersonDataCopy,
  wholePerson,
  type PersonDataCopy,
  type PersonDataCopyInput,
} from '@amparo/shared-machines/records';
import { Button, ErrorMessage, LoadingState, PageHeading, useServices } from '@amparo/shared-ui';
import { useRecordScope } from '../session/recordScope';
import { accessLogTexts } from '../texts/accessLogTexts';
import { personExportTexts as texts } from '../texts/personExportTexts';
import { PrintableCopy } from './PrintableCopy';
import { saveJsonFile } from './saveJsonFile';
import styles from './PersonExport.module.css';

export interface PersonExportScreenProps {
  /** The person's uid (from the address). */
  readonly person: string;
  /** Her registered name, as the banner shows it. */
  readonly personName: string;
}

const phases = ['preparing', 'failed', 'printable', 'ready'] as const;

/**
 * /pessoas/{uid}/exportar: the export of a person's data (personExportTexts.heading), the carer's
 * copy of what Amparo holds about this person that a carer may read (records/personDataCopy), read
 * once when the screen opens (personDataCopyMachine): as a JSON file, or as a printable document that
 * prints only when asked. The export is logged in her access log ('ver', the person as a whole), once
 * per screen.
 */
export function PersonExportScreen({ person, personName }: PersonExportScreenProps) {
  const { backend } = useServices();
  const { author } = useRecordScope();
  const machine = useMemo(
    () =>
      personDataCopyMachine.provide({
        actors: {
          prepareCopy: fromPromise<PersonDataCopy, PersonDataCopyInput>(({ input }) =>
            readPersonDataCopy(backend.database, input.uid, () => new Date()),
          ),
        },
        actions: {
          saveFile: ({ context }) => {
            if (context.copy !== null) saveJsonFile(context.copy, personDataFileName(context.copy));
          },
          print: () => window.print(),
          logExport: ({ context }) => {
            if (author === undefined) return;
            logAccess(backend.database, context.uid, accessBy(author, 'ver', wholePerson)).catch(
              (error: unknown) => console.warn(accessLogTexts.notLogged, error),
            );
          },
        },
      }),
    [backend.database, author],
  );
  const actor = useActorRef(machine, { input: { uid: person } });
  const phase = useSelector(actor, (snapshot) => phases.find((tag) => snapshot.hasTag(tag)));
  const copy = useSelector(actor, (snapshot) => snapshot.context.copy);
  const document = useMemo(() => (copy === null ? null : personDataDocument(copy)), [copy]);

  return (
    <div className={styles.screen}>
      <PageHeading icon="info" description={texts.intro(personName)}>
        {texts.heading}
      </PageHeading>
      <p>{texts.associationPart}</p>
      {phase === 'preparing' ? <LoadingState label={texts.preparing} /> : null}
      {phase === 'failed' ? (
        <div className={styles.problem}>
          <ErrorMessage>{texts.failed}</ErrorMessage>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      {phase === 'ready' || phase === 'printable' ? (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => actor.send({ type: 'DOWNLOAD' })}>
            {texts.download}
          </Button>
          {phase === 'ready' ? (
            <Button variant="primary" onClick={() => actor.send({ type: 'OPEN_PRINTABLE' })}>
              {texts.openPrintable}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => actor.send({ type: 'PRINT' })}>
              {texts.print}
            </Button>
          )}
        </div>
      ) : null}
      {phase === 'printable' && document !== null ? (
        <PrintableCopy document={document} personName={personName} />
      ) : null}
    </div>
  );
}
