import { useSelector } from '@xstate/react';
import { isDisconnected } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';

/** Whether the database client is connected, from the platform's connection actor (true until told otherwise). */
export function useConnected(): boolean {
  const { connection } = useServices();
  return useSelector(connection, (snapshot) => !isDisconnected(snapshot));
}
