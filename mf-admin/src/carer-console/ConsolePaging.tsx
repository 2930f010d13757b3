import { Button } from '@amparo/shared-ui';
import { consoleTexts } from '../texts/consoleTexts';
import styles from './CarerConsole.module.css';

export interface ConsolePagingProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}

/** The previous page, where the list is (consoleTexts.pageOf), the next page; nothing when everything fits one page. */
export function ConsolePaging({ page, pages, onPage }: ConsolePagingProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={consoleTexts.pagesLabel} className={styles.paging}>
      <Button variant="secondary" icon="back" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {consoleTexts.previousPage}
      </Button>
      <p className={styles.pageOf}>{consoleTexts.pageOf(page, pages)}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {consoleTexts.nextPage}
      </Button>
    </nav>
  );
}
