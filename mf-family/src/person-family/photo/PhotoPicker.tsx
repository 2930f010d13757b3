import { useId } from 'react';
import { Button, ErrorMessage, StatusMessage, buttonClassName } from '@amparo/shared-ui';
import type { FamilyPhotoProblem } from '@amparo/shared-machines';
import { familyTexts } from '../../texts/familyTexts';
import { photoProblemText } from '../postProblems';
import { useDataUrl } from './useDataUrl';
import styles from './PhotoPicker.module.css';

export interface PhotoPickerProps {
  /** The photo as it will be sent, once prepared. */
  readonly photo: Blob | null;
  readonly preparing: boolean;
  readonly problem: FamilyPhotoProblem | null;
  readonly disabled: boolean;
  readonly onChoose: (file: File) => void;
  readonly onRemove: () => void;
}

/**
 * 'Escolher fotografia': a real file field inside its label, drawn as a big button (a phone offers its
 * camera or its gallery for `accept="image/*"`); then the photo as it will be sent, and a way to remove it.
 */
export function PhotoPicker({
  photo,
  preparing,
  problem,
  disabled,
  onChoose,
  onRemove,
}: PhotoPickerProps) {
  const errorId = useId();
  const preview = useDataUrl(photo);
  return (
    <div className={styles.picker}>
      {photo === null ? (
        <label className={buttonClassName({ variant: 'secondary', size: 'large' }, styles.choose)}>
          {familyTexts.choosePhoto}
          <input
            className={styles.fileInput}
            type="file"
            accept="image/*"
            disabled={disabled || preparing}
            aria-invalid={problem !== null ? true : undefined}
            aria-describedby={problem !== null ? errorId : undefined}
            onChange={(event) => {
              const [file] = event.target.files ?? [];
              // The same file may be chosen again after it is removed.
              event.target.value = '';
              if (file !== undefined) onChoose(file);
            }}
          />
        </label>
      ) : (
        <figure className={styles.chosen}>
          {preview !== null && (
            <img className={styles.preview} src={preview} alt={familyTexts.chosenPhoto} />
          )}
          <Button variant="secondary" disabled={disabled} onClick={onRemove}>
            {familyTexts.removePhoto}
          </Button>
        </figure>
      )}
      <StatusMessage>{preparing ? familyTexts.preparingPhoto : null}</StatusMessage>
      <ErrorMessage id={errorId}>
        {problem !== null ? photoProblemText(problem) : null}
      </ErrorMessage>
    </div>
  );
}
