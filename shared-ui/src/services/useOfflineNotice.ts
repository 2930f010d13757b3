import { useSelector } from '@xstate/react';
import { connectionNotice } from '@amparo/shared-machines';
import { useServices } from './ServicesContext';

/**
 * Whether the platform's connection has been down for a while (the connection machine's notice
 * delay): one answer for the whole screen, however many values it follows.
 */
export function useOfflineNotice(): boolean {
  const { connection } = useServices();
  return useSelector(connection, (snapshot) => connectionNotice(snapshot) === 'offline');
}
