import { fromCallback, type EventObject } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import { connectionMachine, type ConnectionEvent } from './connectionMachine';

/** The connection machine watching a DatabasePort's `.info/connected`. */
export function provideConnectionEffects(database: DatabasePort) {
  return connectionMachine.provide({
    actors: {
      watchConnection: fromCallback<EventObject>(({ sendBack }) => {
        const send = (event: ConnectionEvent) => sendBack(event);
        return database.onConnectionChange((connected) =>
          send({ type: 'CONNECTION_CHANGED', connected }),
        );
      }),
    },
  });
}
