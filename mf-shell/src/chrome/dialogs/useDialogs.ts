import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { isDialogOpen, type DialogName, type DialogsSnapshot } from '@amparo/shared-machines';
import { useShellDialogs } from './ShellDialogsContext';

export interface DialogsView {
  readonly isOpen: Readonly<Record<DialogName, boolean>>;
  readonly open: (dialog: DialogName) => void;
  readonly close: (dialog: DialogName) => void;
  readonly closeAll: () => void;
}

function openDialogs(snapshot: DialogsSnapshot): Record<DialogName, boolean> {
  return {
    info: isDialogOpen(snapshot, 'info'),
    emergency: isDialogOpen(snapshot, 'emergency'),
    probranca: isDialogOpen(snapshot, 'probranca'),
    signOut: isDialogOpen(snapshot, 'signOut'),
  };
}

function sameOpenDialogs(a: Record<DialogName, boolean>, b: Record<DialogName, boolean>): boolean {
  return (
    a.info === b.info &&
    a.emergency === b.emergency &&
    a.probranca === b.probranca &&
    a.signOut === b.signOut
  );
}

/** The page's dialogs (dialogsMachine): which are open, and the events that open and close them. */
export function useDialogs(): DialogsView {
  const actor = useShellDialogs();
  const isOpen = useSelector(actor, openDialogs, sameOpenDialogs);
  const open = useCallback((dialog: DialogName) => actor.send({ type: 'OPEN', dialog }), [actor]);
  const close = useCallback((dialog: DialogName) => actor.send({ type: 'CLOSE', dialog }), [actor]);
  const closeAll = useCallback(() => actor.send({ type: 'CLOSE_ALL' }), [actor]);
  return useMemo(() => ({ isOpen, open, close, closeAll }), [isOpen, open, close, closeAll]);
}
