import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Icon } from '../icons/Icon';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  readonly label: string;
  /** Help shown under the field, e.g. 'O e-mail deve incluir um @.'. */
  readonly hint?: string;
  /**
   * Something to check in a value the form still accepts (not an error: the field is not marked
   * invalid), shown under the field and announced with it.
   */
  readonly notice?: string;
  /** What is wrong with the value, shown under the field and announced with it. */
  readonly error?: string;
}

/** A labelled input whose hint, notice and error are wired to it; forwards its ref (react-hook-form). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, notice, error, id, className, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const noticeId = `${inputId}-notice`;
  const errorId = `${inputId}-error`;
  const describers = [
    describedBy,
    hint ? hintId : undefined,
    notice ? noticeId : undefined,
    error ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-describedby={describers || undefined}
        aria-invalid={error ? true : undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {notice ? (
        <p id={noticeId} className={styles.notice}>
          <Icon name="info" />
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" />
          {error}
        </p>
      ) : null}
    </div>
  );
});
