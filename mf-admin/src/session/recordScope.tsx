import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { pathFor, type PathOptions, type ScreenId } from '@amparo/shared-machines';
import type { RecordAuthor } from '@amparo/shared-machines/records';

/**
 * Whose records the carers' screens show, and who saves them. A person's own session (the product's
 * way, through the association's code) works on their own records under the product's addresses; a
 * carer works on one of their people, whose uid is part of the address (`/pessoas/{uid}/…`), and
 * every save names the carer (the database rules check the name and the time).
 */
export interface RecordScope {
  /** The person's uid when a carer works on their records (addresses carry it); null on a person's own screens. */
  readonly person: string | null;
  /** Who saves: set for carers, so each record they save carries their name and the time. */
  readonly author?: RecordAuthor;
}

const RecordScopeContext = createContext<RecordScope>({ person: null });

export function RecordScopeProvider({
  scope,
  children,
}: {
  readonly scope: RecordScope;
  readonly children: ReactNode;
}) {
  return <RecordScopeContext.Provider value={scope}>{children}</RecordScopeContext.Provider>;
}

export function useRecordScope(): RecordScope {
  return useContext(RecordScopeContext);
}

/** Addresses of the carers' screens for the person in scope (`pathFor` with the person's uid). */
export function useScreenPath(): (
  screen: ScreenId,
  options?: Omit<PathOptions, 'person'>,
) => string {
  const { person } = useRecordScope();
  return useCallback((screen, options = {}) => pathFor(screen, { ...options, person }), [person]);
}
