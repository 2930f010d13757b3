import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type {
  CarerConsoleActorRef,
  CarerConsoleSnapshot,
  ConsoleView,
} from '@amparo/shared-machines/records';
import { useCarerSession } from '../session/carerSession';
import {
  consoleEntriesOf,
  consoleListOf,
  type ConsoleEntry,
  type ConsoleList,
} from './consoleList';

export type ConsoleStatus = 'loading' | 'live' | 'failed';

export interface ConsoleState {
  readonly session: CarerConsoleActorRef;
  readonly status: ConsoleStatus;
  /** Every person, sorted by name, with what needs attention now; null before the first list came. */
  readonly entries: readonly ConsoleEntry[] | null;
  /** The people the console lists for the carer's view and search; null before the first list came. */
  readonly list: ConsoleList | null;
  readonly search: string;
  readonly page: number;
}

function statusOf(snapshot: CarerConsoleSnapshot): ConsoleStatus {
  if (snapshot.hasTag('failed')) return 'failed';
  return snapshot.hasTag('live') ? 'live' : 'loading';
}

/** The carer's session, which every carer's screen is rendered within (AdminApp). */
export function useRequiredCarerSession(): CarerConsoleActorRef {
  const session = useCarerSession();
  if (session === null) throw new Error('a carer’s screen outside the carer’s session');
  return session;
}

/** The console's list from the session: what it follows, at its minute, for the carer's choices. */
export function useConsoleList(): ConsoleState {
  const session = useRequiredCarerSession();
  const status = useSelector(session, statusOf);
  const people = useSelector(session, (snapshot) => snapshot.context.people);
  const minuteOfDay = useSelector(session, (snapshot) => snapshot.context.minuteOfDay);
  const search = useSelector(session, (snapshot) => snapshot.context.search);
  const view = useSelector(session, (snapshot) => snapshot.context.view) as ConsoleView | null;
  const page = useSelector(session, (snapshot) => snapshot.context.page);
  const entries = useMemo(
    () => (people === null ? null : consoleEntriesOf(people, minuteOfDay)),
    [people, minuteOfDay],
  );
  const list = useMemo(
    () => (entries === null ? null : consoleListOf(entries, { search, view })),
    [entries, search, view],
  );
  return { session, status, entries, list, search, page };
}
