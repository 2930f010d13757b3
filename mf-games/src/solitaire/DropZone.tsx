import type { CSSProperties, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { Destination } from '@amparo/shared-machines/games';
import { destinationKey, type DropArea } from './dragData';
import styles from './DropZone.module.css';

export interface DropZoneProps {
  readonly to: Destination;
  readonly name: string;
  /** A legal destination for the card being dragged or chosen: outlined and marked. */
  readonly highlighted: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children: ReactNode;
}

/** An area cards can be dropped on (a tableau pile or a foundation). */
export function DropZone({ to, name, highlighted, className, style, children }: DropZoneProps) {
  const area: DropArea = { to, name };
  const { setNodeRef, isOver } = useDroppable({ id: destinationKey(to), data: area });
  return (
    <div
      ref={setNodeRef}
      className={[
        styles.zone,
        highlighted ? styles.highlighted : undefined,
        highlighted && isOver ? styles.over : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-drop-target={highlighted ? 'valid' : undefined}
    >
      {children}
      {highlighted ? (
        <span className={styles.marker} aria-hidden="true">
          ▼
        </span>
      ) : null}
    </div>
  );
}
