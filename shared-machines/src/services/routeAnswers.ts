import { routeContextOfAccess, sameAccess, type SessionAccess } from '../machines/auth/authMachine';
import { matchRoute, type RouteMatch } from '../routes/routeTable';

/**
 * The one answer to 'which screen is this address, for this session?', computed by the root once per
 * change of the address or of the session, and read by every application (shared-ui's
 * useRouteAnswer) and by the root's own activity functions: nobody else calls matchRoute or builds a
 * route context of their own.
 */
export interface RouteAnswer {
  /** pathname + search. */
  readonly path: string;
  readonly access: SessionAccess;
  readonly match: RouteMatch;
}

export interface RouteAnswers {
  /** The answer now: the same object until the address or the session changes. */
  current(): RouteAnswer;
  /** Calls `listener` after the address or the session may have changed; returns a stop. */
  subscribe(listener: () => void): () => void;
}

/** Where the answers come from: the address, the session, and when either may have changed. */
export interface RouteAnswerSources {
  readonly location: () => { readonly pathname: string; readonly search: string };
  readonly readAccess: () => SessionAccess;
  /** Calls `onChange` whenever the address or the session may have changed; returns a stop. */
  readonly watch: (onChange: () => void) => () => void;
}

export function createRouteAnswers(sources: RouteAnswerSources): RouteAnswers {
  let answer: RouteAnswer | null = null;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    current() {
      const { pathname, search } = sources.location();
      const path = pathname + search;
      const access = sources.readAccess();
      if (answer !== null && answer.path === path && sameAccess(answer.access, access))
        return answer;
      answer = { path, access, match: matchRoute(pathname, routeContextOfAccess(access)) };
      return answer;
    },
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= sources.watch(changed);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || stopWatching === null) return;
        stopWatching();
        stopWatching = null;
      };
    },
  };
}
