import type { Card, CardPosition } from '@amparo/shared-machines/games';
import { suitSymbols } from '@amparo/shared-machines/games';
import { DropZone } from './DropZone';
import { PlayableCard } from './PlayableCard';
import { isExactly } from './selection';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './TopRow.module.css';

export interface FoundationSlotProps {
  readonly pile: number;
  readonly cards: readonly Card[];
  readonly selected: CardPosition | null;
  readonly dragging: CardPosition | null;
  readonly highlighted: boolean;
  readonly onTapCard: (position: CardPosition) => void;
  readonly onTapEmpty: (pile: number) => void;
}

/** One of the `FOUNDATION_PILES` foundations, built up by suit from the Ace to the King. */
export function FoundationSlot({
  pile,
  cards,
  selected,
  dragging,
  highlighted,
  onTapCard,
  onTapEmpty,
}: FoundationSlotProps) {
  const top = cards[cards.length - 1];
  const position: CardPosition = { area: 'foundation', pile };
  const name = solitaireTexts.foundationName(pile, cards);
  return (
    <DropZone
      to={{ area: 'foundation', pile }}
      name={name}
      highlighted={highlighted}
      className={styles.foundation}
    >
      {top ? (
        <PlayableCard
          card={top}
          position={position}
          name={name}
          selected={isExactly(selected, position)}
          selectionStart={isExactly(selected, position)}
          lifted={isExactly(dragging, position)}
          onTap={onTapCard}
        />
      ) : (
        <button
          type="button"
          className={styles.emptyFoundation}
          aria-label={name}
          onClick={() => onTapEmpty(pile)}
        >
          <span aria-hidden="true">A</span>
          <span className={styles.emptySuits} aria-hidden="true">
            {Object.values(suitSymbols).join('')}
          </span>
        </button>
      )}
    </DropZone>
  );
}
