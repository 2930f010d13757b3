import { accessOf, type AuthActorRef } from '../machines/auth/authMachine';
import { createRouteAnswers, type RouteAnswers } from './routeAnswers';

/** Events after which the address may have changed: browser history and single-spa's reroute. */
export const locationChangeEvents = ['popstate', 'single-spa:routing-event'] as const;

/** The page's route answers: its address (window.location) and the session of the auth actor. */
export function browserRouteAnswers(auth: AuthActorRef): RouteAnswers {
  return createRouteAnswers({
    location: () => window.location,
    readAccess: () => accessOf(auth.getSnapshot()),
    watch: (onChange) => {
      for (const name of locationChangeEvents) window.addEventListener(name, onChange);
      const session = auth.subscribe(onChange);
      return () => {
        for (const name of locationChangeEvents) window.removeEventListener(name, onChange);
        session.unsubscribe();
      };
    },
  });
}
