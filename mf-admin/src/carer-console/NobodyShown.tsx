import { Button } from '@amparo/shared-ui';
import styles from '../record-list/RecordList.module.css';
import { consoleTexts } from '../texts/consoleTexts';

/**
 * What the console says when its list shows nobody: a search that found people only among everyone
 * (with the way to them), a search that found nobody (with the way to clear it), or nobody needing
 * attention now.
 */
export function NobodyShown({
  search,
  foundAmongEveryone,
  onSearchEveryone,
  onClearSearch,
}: {
  readonly search: string;
  /** How many people under 'Todas as pessoas' the search finds. */
  readonly foundAmongEveryone: number;
  readonly onSearchEveryone: () => void;
  readonly onClearSearch: () => void;
}) {
  if (search.trim() === '')
    return <p className={styles.line}>{consoleTexts.nobodyNeedsAttention}</p>;
  if (foundAmongEveryone > 0)
    return (
      <>
        <p className={styles.line}>
          {consoleTexts.nobodyFoundNeedingAttention(search, foundAmongEveryone)}
        </p>
        <Button variant="secondary" onClick={onSearchEveryone}>
          {consoleTexts.searchEveryone}
        </Button>
      </>
    );
  return (
    <>
      <p className={styles.line}>{consoleTexts.nobodyFound(search)}</p>
      <Button variant="secondary" onClick={onClearSearch}>
        {consoleTexts.clearSearch}
      </Button>
    </>
  );
}
