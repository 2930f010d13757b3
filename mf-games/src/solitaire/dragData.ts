import type { CardPosition, Destination } from '@amparo/shared-machines/games';

/** What a draggable card carries in dnd-kit: where it lies and how it is called. */
export interface DragSource {
  readonly from: CardPosition;
  readonly name: string;
}

/** What a drop area carries: the destination and its name (for the spoken announcements). */
export interface DropArea {
  readonly to: Destination;
  readonly name: string;
}

export function positionKey(position: CardPosition): string {
  switch (position.area) {
    case 'tableau':
      return `tableau-${position.pile}-${position.index}`;
    case 'waste':
      return 'waste';
    case 'foundation':
      return `foundation-${position.pile}`;
  }
}

export function destinationKey(destination: Destination): string {
  return `drop-${destination.area}-${destination.pile}`;
}
