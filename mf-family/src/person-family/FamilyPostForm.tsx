import { useId, useMemo, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Button, ErrorMessage, StatusMessage, useServices } from '@amparo/shared-ui';
import { provideFamilyPostEffects } from '@amparo/shared-machines';
import { familyTexts } from '../texts/familyTexts';
import { PhotoPicker } from './photo/PhotoPicker';
import { preparedFamilyPhoto } from './photo/preparedFamilyPhoto';
import { textProblemText } from './postProblems';
import styles from './PersonFamily.module.css';

export interface FamilyPostFormProps {
  readonly person: string;
  readonly relativeUid: string;
  readonly relativeName: string;
}

/**
 * 'Enviar mensagem' / 'Enviar fotografia': a message, or a photo from her phone with an optional
 * caption (familyPostMachine; the photo choice only where storage for photos is configured).
 */
export function FamilyPostForm({ person, relativeUid, relativeName }: FamilyPostFormProps) {
  const { backend } = useServices();
  const machine = useMemo(
    () =>
      provideFamilyPostEffects({
        database: backend.database,
        ...(backend.photos ? { photos: backend.photos } : {}),
        preparePhoto: preparedFamilyPhoto,
      }),
    [backend],
  );
  const actor = useActorRef(machine, { input: { person, relativeUid, relativeName } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const preparing = useSelector(actor, (snapshot) => snapshot.hasTag('preparing'));
  const sent = useSelector(actor, (snapshot) => snapshot.hasTag('sent'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const { text, photo, textProblem, photoProblem, lastSent } = context;
  const withPhoto = photo !== null;
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'SEND' });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {backend.photos !== undefined && (
        <PhotoPicker
          photo={photo}
          preparing={preparing}
          problem={photoProblem}
          disabled={busy}
          onChoose={(file) => actor.send({ type: 'CHOOSE_PHOTO', file })}
          onRemove={() => actor.send({ type: 'REMOVE_PHOTO' })}
        />
      )}
      <label htmlFor={fieldId} className={styles.label}>
        {withPhoto ? familyTexts.captionLabel : familyTexts.messageLabel}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        rows={3}
        readOnly={busy}
        onChange={(event) => actor.send({ type: 'TYPE', text: event.target.value })}
        aria-invalid={textProblem !== null ? true : undefined}
        aria-describedby={textProblem !== null ? errorId : undefined}
      />
      {textProblem !== null && (
        <ErrorMessage id={errorId}>{textProblemText(textProblem, withPhoto)}</ErrorMessage>
      )}
      {failed && (
        <ErrorMessage>
          {withPhoto ? familyTexts.photoSendFailed : familyTexts.sendFailed}
        </ErrorMessage>
      )}
      <StatusMessage tone="success">
        {sent ? (lastSent === 'foto' ? familyTexts.photoSent : familyTexts.sent) : null}
      </StatusMessage>
      <Button type="submit" disabled={busy || preparing}>
        {busy ? familyTexts.sending : withPhoto ? familyTexts.sendPhoto : familyTexts.send}
      </Button>
    </form>
  );
}
