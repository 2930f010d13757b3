import { Button, TextField } from '@amparo/shared-ui';
import styles from './ContactSearch.module.css';

export interface ContactSearchProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** How many contacts the search found, or null when nothing is typed. */
  readonly resultCount: number | null;
}

export const searchPlaceholder = 'Pesquise pelo nome da pessoa a quem pretende ligar';

function describeCount(count: number): string {
  if (count === 0) return 'Nenhum contacto encontrado.';
  return count === 1 ? '1 contacto encontrado.' : `${count} contactos encontrados.`;
}

export function ContactSearch({ value, onChange, resultCount }: ContactSearchProps) {
  return (
    <div role="search" aria-label="Procurar contacto" className={styles.search}>
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label="Procurar contacto"
          type="search"
          placeholder={searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' ? (
          <Button variant="secondary" className={styles.clear} onClick={() => onChange('')}>
            Limpar pesquisa
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={styles.count}>
        {resultCount === null ? null : describeCount(resultCount)}
      </p>
    </div>
  );
}
