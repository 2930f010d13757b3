import { useSyncExternalStore } from 'react';
import type { RouteAnswer } from '@amparo/shared-machines';
import { useServices } from '../services/ServicesContext';

/**
 * Which screen the address is, for this session: the root's one answer (services.route), re-rendering
 * when the address or the session changes. Applications read it; none calls matchRoute itself.
 */
export function useRouteAnswer(): RouteAnswer {
  const { route } = useServices();
  return useSyncExternalStore(route.subscribe, route.current, route.current);
}
