import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { DragSource, DropArea } from './dragData';

const sourceName = (data: unknown) => (data as DragSource | undefined)?.name ?? 'a carta';
const areaName = (data: unknown) => (data as DropArea | undefined)?.name ?? 'fora das pilhas';

/** What a screen reader hears while a card is dragged, in Portuguese (dnd-kit's defaults are English). */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Pegou em ${sourceName(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${sourceName(active.data.current)} sobre ${areaName(over.data.current)}.`
      : `${sourceName(active.data.current)} fora das pilhas.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `Largou ${sourceName(active.data.current)} em ${areaName(over.data.current)}.`
      : `Largou ${sourceName(active.data.current)} fora das pilhas.`,
  onDragCancel: ({ active }) => `Desistiu de mover ${sourceName(active.data.current)}.`,
};

export const dragInstructions: ScreenReaderInstructions = {
  draggable: 'Para mover uma carta, toque nela e depois toque no sítio para onde a quer levar.',
};
