import type { RefObject } from 'react';
import { Button, TextField } from '@amparo/shared-ui';
import { consoleTexts } from '../texts/consoleTexts';
import styles from './CarerConsole.module.css';

export interface ConsoleSearchProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The search field, which clearing the search gives the focus back to. */
  readonly fieldRef: RefObject<HTMLInputElement | null>;
}

/** The console's search by name, with a button that clears it (and gives the field its focus back). */
export function ConsoleSearch({ value, onChange, fieldRef }: ConsoleSearchProps) {
  return (
    <div role="search" aria-label={consoleTexts.searchRegion} className={styles.search}>
      <TextField
        ref={fieldRef}
        className={styles.searchField}
        label={consoleTexts.searchLabel}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' ? (
        <Button
          variant="secondary"
          className={styles.clear}
          onClick={() => {
            onChange('');
            fieldRef.current?.focus();
          }}
        >
          {consoleTexts.clearSearch}
        </Button>
      ) : null}
    </div>
  );
}
