import type { CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { Card, CardPosition } from '@amparo/shared-machines/games';
import { CardFace } from './CardFace';
import { positionKey, type DragSource } from './dragData';
import styles from './PlayableCard.module.css';

export interface PlayableCardProps {
  readonly card: Card;
  readonly position: CardPosition;
  /** Accessible name, from `solitaireTexts` (e.g. `tableauCardName`). */
  readonly name: string;
  /** Chosen by tap-to-move (this card or one under it in the run). */
  readonly selected: boolean;
  /** The very card that was tapped: it carries aria-pressed. */
  readonly selectionStart: boolean;
  /** Travelling with a drag: the original stays in place, faded. */
  readonly lifted: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly onTap: (position: CardPosition) => void;
}

/**
 * A face-up card the person may move: a real button (tap, click, Enter or Space selects it) that can
 * also be dragged with a finger, pen or mouse.
 */
export function PlayableCard({
  card,
  position,
  name,
  selected,
  selectionStart,
  lifted,
  className,
  style,
  onTap,
}: PlayableCardProps) {
  const source: DragSource = { from: position, name };
  const { setNodeRef, listeners } = useDraggable({ id: positionKey(position), data: source });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={[
        styles.card,
        selected ? styles.selected : undefined,
        lifted ? styles.lifted : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      aria-label={name}
      aria-pressed={selectionStart}
      data-card={`${card.suit}-${card.rank}`}
      {...listeners}
      onClick={() => onTap(position)}
    >
      <CardFace card={card} />
      {selectionStart ? (
        <span className={styles.badge} aria-hidden="true">
          ✔
        </span>
      ) : null}
    </button>
  );
}
