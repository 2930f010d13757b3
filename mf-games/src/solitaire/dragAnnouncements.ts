import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { solitaireTexts } from '../texts/solitaireTexts';
import type { DragSource, DropArea } from './dragData';

const { drag } = solitaireTexts;

const sourceName = (data: unknown) => (data as DragSource | undefined)?.name ?? drag.someCard;
const areaName = (data: unknown) => (data as DropArea | undefined)?.name ?? drag.outsidePiles;

/** What a screen reader hears while a card is dragged (`solitaireTexts.drag`; dnd-kit's defaults are English). */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => drag.picked(sourceName(active.data.current)),
  onDragOver: ({ active, over }) =>
    over
      ? drag.over(sourceName(active.data.current), areaName(over.data.current))
      : drag.overNothing(sourceName(active.data.current)),
  onDragEnd: ({ active, over }) =>
    over
      ? drag.dropped(sourceName(active.data.current), areaName(over.data.current))
      : drag.droppedNowhere(sourceName(active.data.current)),
  onDragCancel: ({ active }) => drag.cancelled(sourceName(active.data.current)),
};

export const dragInstructions: ScreenReaderInstructions = {
  draggable: drag.instructions,
};
