import { useEffect, useId, useRef, useState } from 'react';
import {
  consentFields,
  consentTexts,
  pathFor,
  type ConsentField,
  type ConsentFieldErrors,
  type ConsentGiver,
} from '@amparo/shared-machines';
import { Icon } from '../icons/Icon';
import { TextField } from '../text-field/TextField';
import { linkTexts } from '../texts/linkTexts';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { consentInputNames } from './readConsentForm';
import styles from './ConsentFields.module.css';

export interface ConsentFieldsProps {
  /** The machine's refusals, one Portuguese message per field, shown next to it. */
  readonly errors: ConsentFieldErrors;
  /** Told on every change of a field, so that the machine can drop that field's error. */
  readonly onFieldChange: (field: ConsentField) => void;
}

function FieldError({ id, children }: { readonly id: string; readonly children?: string }) {
  if (children === undefined) return null;
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert" />
      {children}
    </p>
  );
}

/**
 * The consent both registrations ask before anything is created, in the words of `consentTexts`: who
 * gives it (`question`: the person herself or a legal representative, then named with the
 * relationship), and `noticeRead` ticked, with the notice a link away (in another window, so nothing
 * typed is lost).
 * Inside a form read with `readConsentForm`; the machine judges the answer (no browser bubble: nothing
 * here is `required`, the controls say they are with aria-required) and its messages show under each
 * field. When a submit brings a refusal the field did not have, focus goes to the first refused one.
 */
export function ConsentFields({ errors, onFieldChange }: ConsentFieldsProps) {
  const id = useId();
  const [giver, setGiver] = useState<ConsentGiver | null>(null);
  const controls = useRef<Partial<Record<ConsentField, HTMLElement | null>>>({});
  const shown = useRef<ConsentFieldErrors>({});
  useEffect(() => {
    const refused = consentFields.filter((field) => errors[field] !== undefined);
    const isNew = refused.some((field) => shown.current[field] === undefined);
    shown.current = errors;
    if (isNew) controls.current[refused[0] as ConsentField]?.focus();
  }, [errors]);

  const errorId = (field: ConsentField) => `${id}-${field}-error`;
  const describedBy = (field: ConsentField) =>
    errors[field] === undefined ? undefined : errorId(field);
  const choose = (next: ConsentGiver) => {
    setGiver(next);
    onFieldChange('giver');
  };
  const choice = (value: ConsentGiver, label: string, first: boolean) => (
    <label className={styles.choice}>
      <input
        ref={first ? (element) => void (controls.current.giver = element) : undefined}
        type="radio"
        name={consentInputNames.giver}
        value={value}
        checked={giver === value}
        onChange={() => choose(value)}
        aria-describedby={describedBy('giver')}
      />
      {label}
    </label>
  );

  return (
    <div className={styles.consent}>
      <fieldset
        className={styles.group}
        role="radiogroup"
        aria-required="true"
        aria-invalid={errors.giver === undefined ? undefined : true}
        aria-describedby={describedBy('giver')}
      >
        <legend className={styles.question}>{consentTexts.question}</legend>
        {choice('pessoa', consentTexts.byPerson, true)}
        {choice('representante', consentTexts.byRepresentative, false)}
        <FieldError id={errorId('giver')}>{errors.giver}</FieldError>
      </fieldset>
      {giver === 'representante' ? (
        <>
          <TextField
            ref={(element) => void (controls.current.representativeName = element)}
            label={consentTexts.representativeName}
            name={consentInputNames.representativeName}
            type="text"
            autoComplete="off"
            aria-required="true"
            error={errors.representativeName}
            onChange={() => onFieldChange('representativeName')}
          />
          <TextField
            ref={(element) => void (controls.current.relationship = element)}
            label={consentTexts.relationship}
            name={consentInputNames.relationship}
            type="text"
            autoComplete="off"
            hint={consentTexts.relationshipHint}
            aria-required="true"
            error={errors.relationship}
            onChange={() => onFieldChange('relationship')}
          />
        </>
      ) : null}
      <label className={`${styles.choice} ${styles.tick}`}>
        <input
          ref={(element) => void (controls.current.noticeRead = element)}
          type="checkbox"
          name={consentInputNames.noticeRead}
          aria-required="true"
          aria-invalid={errors.noticeRead === undefined ? undefined : true}
          aria-describedby={describedBy('noticeRead')}
          onChange={() => onFieldChange('noticeRead')}
        />
        {consentTexts.noticeRead}
      </label>
      <FieldError id={errorId('noticeRead')}>{errors.noticeRead}</FieldError>
      <a
        href={pathFor('privacyNotice')}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.noticeLink}
      >
        <Icon name="external" />
        {consentTexts.readNotice}
        <VisuallyHidden> {linkTexts.opensInNewWindow}</VisuallyHidden>
      </a>
    </div>
  );
}
