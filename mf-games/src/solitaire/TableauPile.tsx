import type { CSSProperties } from 'react';
import type { Card, CardPosition } from '@amparo/shared-machines/games';
import { CardBack } from './CardFace';
import { DropZone } from './DropZone';
import { PlayableCard } from './PlayableCard';
import { isExactly, isInRunOf } from './selection';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './TableauPile.module.css';

export interface TableauPileProps {
  readonly pile: number;
  readonly cards: readonly Card[];
  readonly selected: CardPosition | null;
  readonly dragging: CardPosition | null;
  readonly highlighted: boolean;
  readonly onTapCard: (position: CardPosition) => void;
  readonly onTapEmpty: (pile: number) => void;
}

/** One of the `TABLEAU_PILES` tableau piles: face-down cards fanned tight, face-up cards showing their index. */
export function TableauPile({
  pile,
  cards,
  selected,
  dragging,
  highlighted,
  onTapCard,
  onTapEmpty,
}: TableauPileProps) {
  const name =
    cards.length === 0 ? solitaireTexts.emptyPileName(pile) : solitaireTexts.pileName(pile);
  const faceUp = cards.filter((card) => card.faceUp).length;
  // Its counts let the pile's CSS fan a long run tighter (TableauPile.module.css).
  const counts = { '--down': cards.length - faceUp, '--up': faceUp } as CSSProperties;
  return (
    <DropZone
      to={{ area: 'tableau', pile }}
      name={name}
      highlighted={highlighted}
      className={styles.pile}
      style={counts}
    >
      {cards.length === 0 ? (
        <button
          type="button"
          className={styles.empty}
          aria-label={solitaireTexts.emptyPileName(pile)}
          onClick={() => onTapEmpty(pile)}
        >
          <span aria-hidden="true">K</span>
        </button>
      ) : (
        <ol className={styles.cards} aria-label={solitaireTexts.pileName(pile)}>
          {cards.map((card, index) => {
            const position: CardPosition = { area: 'tableau', pile, index };
            const previous = cards[index - 1];
            const spacing =
              previous === undefined
                ? undefined
                : previous.faceUp
                  ? styles.afterFaceUp
                  : styles.afterFaceDown;
            return (
              <li
                key={`${card.suit}-${card.rank}`}
                className={[styles.slot, spacing].filter(Boolean).join(' ')}
              >
                {card.faceUp ? (
                  <PlayableCard
                    card={card}
                    position={position}
                    name={solitaireTexts.tableauCardName(card, pile)}
                    selected={isInRunOf(selected, position)}
                    selectionStart={isExactly(selected, position)}
                    lifted={isInRunOf(dragging, position)}
                    onTap={onTapCard}
                  />
                ) : (
                  <span
                    className={styles.faceDown}
                    role="img"
                    aria-label={solitaireTexts.faceDownCard}
                  >
                    <CardBack />
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </DropZone>
  );
}
