import { createContext, useContext, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { dialogsMachine } from '@amparo/shared-machines';

export type ShellDialogsActor = ActorRefFrom<typeof dialogsMachine>;

let pageDialogs: ShellDialogsActor | null = null;

/**
 * The dialogs of the page (info, emergency, ProBranca), one actor for the whole mf-shell remote: the
 * chrome renders them, and home's ProBranca tile opens the same ProBranca dialog the bottom bar opens.
 * Both exposed modules of the remote share this module, so they share the actor.
 */
export function pageDialogsActor(): ShellDialogsActor {
  if (!pageDialogs) pageDialogs = createActor(dialogsMachine).start();
  return pageDialogs;
}

const ShellDialogsContext = createContext<ShellDialogsActor | null>(null);

/** Tests give each render its own actor; the page uses the shared one. */
export function ShellDialogsProvider({
  actor,
  children,
}: {
  readonly actor: ShellDialogsActor;
  readonly children?: ReactNode;
}) {
  return <ShellDialogsContext.Provider value={actor}>{children}</ShellDialogsContext.Provider>;
}

export function useShellDialogs(): ShellDialogsActor {
  return useContext(ShellDialogsContext) ?? pageDialogsActor();
}
