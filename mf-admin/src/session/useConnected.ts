import { useEffect, useState } from 'react';
import { useServices } from '@amparo/shared-ui';

/** Whether the database client is connected to its server (true until told otherwise). */
export function useConnected(): boolean {
  const { backend } = useServices();
  const [connected, setConnected] = useState(true);
  useEffect(() => backend.database.onConnectionChange(setConnected), [backend.database]);
  return connected;
}
