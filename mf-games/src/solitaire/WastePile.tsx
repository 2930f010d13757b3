import type { CardPosition, SolitaireGame } from '@amparo/shared-machines/games';
import { CardFace } from './CardFace';
import { PlayableCard } from './PlayableCard';
import { isExactly } from './selection';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './TopRow.module.css';

export interface WastePileProps {
  readonly game: SolitaireGame;
  readonly selected: CardPosition | null;
  readonly dragging: CardPosition | null;
  readonly onTapCard: (position: CardPosition) => void;
}

const WASTE: CardPosition = { area: 'waste' };

/** The cards turned by the last flop, fanned; only the last one can be played. */
export function WastePile({ game, selected, dragging, onTapCard }: WastePileProps) {
  const playable = game.waste[game.waste.length - 1];
  const underneath = game.waste.slice(0, -1);
  return (
    <div className={styles.waste} aria-label={solitaireTexts.wasteLabel} role="group">
      {underneath.map((card, index) => (
        <span
          key={`${card.suit}-${card.rank}`}
          className={styles.wasteCard}
          style={{ left: `calc(${index} * var(--waste-fan))` }}
        >
          <CardFace card={card} />
        </span>
      ))}
      {playable ? (
        <span
          className={styles.wasteCard}
          style={{ left: `calc(${underneath.length} * var(--waste-fan))` }}
        >
          <PlayableCard
            card={playable}
            position={WASTE}
            name={solitaireTexts.wasteCardName(playable)}
            selected={isExactly(selected, WASTE)}
            selectionStart={isExactly(selected, WASTE)}
            lifted={isExactly(dragging, WASTE)}
            onTap={onTapCard}
          />
        </span>
      ) : null}
    </div>
  );
}
