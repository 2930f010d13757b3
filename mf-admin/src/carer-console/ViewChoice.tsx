import { useId } from 'react';
import type { ConsoleView } from '@amparo/shared-machines/records';
import { Button } from '@amparo/shared-ui';
import { consoleTexts } from '../texts/consoleTexts';
import styles from './CarerConsole.module.css';

export interface ViewChoiceProps {
  readonly view: ConsoleView;
  readonly attentionCount: number;
  readonly allCount: number;
  readonly onChoose: (view: ConsoleView) => void;
}

/** The people who need attention or everyone, with how many each: two buttons, the chosen one pressed (filled, with a tick). */
export function ViewChoice({ view, attentionCount, allCount, onChoose }: ViewChoiceProps) {
  const labelId = useId();
  const choices: readonly { view: ConsoleView; label: string }[] = [
    { view: 'attention', label: consoleTexts.attentionView(attentionCount) },
    { view: 'all', label: consoleTexts.allView(allCount) },
  ];
  return (
    <div role="group" aria-labelledby={labelId} className={styles.views}>
      <p id={labelId} className={styles.viewsLabel}>
        {consoleTexts.viewsLabel}
      </p>
      {choices.map((choice) => {
        const pressed = choice.view === view;
        return (
          <Button
            key={choice.view}
            variant={pressed ? 'primary' : 'secondary'}
            size="normal"
            icon={pressed ? 'check' : undefined}
            aria-pressed={pressed}
            onClick={() => onChoose(choice.view)}
          >
            {choice.label}
          </Button>
        );
      })}
    </div>
  );
}
