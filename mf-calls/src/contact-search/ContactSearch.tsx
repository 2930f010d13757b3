import { Button, TextField } from '@amparo/shared-ui';
import { contactSearchTexts } from '../texts/contactSearchTexts';
import styles from './ContactSearch.module.css';

export interface ContactSearchProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** How many contacts the search found, or null when nothing is typed. */
  readonly resultCount: number | null;
}

export function ContactSearch({ value, onChange, resultCount }: ContactSearchProps) {
  return (
    <div role="search" aria-label={contactSearchTexts.search} className={styles.search}>
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label={contactSearchTexts.search}
          type="search"
          placeholder={contactSearchTexts.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' ? (
          <Button variant="secondary" className={styles.clear} onClick={() => onChange('')}>
            {contactSearchTexts.clear}
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={styles.count}>
        {resultCount === null ? null : contactSearchTexts.resultCount(resultCount)}
      </p>
    </div>
  );
}
