import { fromCallback, type EventObject } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import type { LiveValueEvent } from './liveValueMachine';

/**
 * The actor `liveValueMachine` needs, over a DatabasePort: a live subscription to one path. Give it
 * to the machine with `liveValueMachine.provide({ actors: liveValueActors(database, path) })`.
 */
export function liveValueActors(database: DatabasePort, path: string) {
  return {
    subscribeToValue: fromCallback<EventObject>(({ sendBack }) => {
      const send = (event: LiveValueEvent) => sendBack(event);
      return database.subscribe(
        path,
        (value) => send({ type: 'VALUE', value }),
        (error) => send({ type: 'FAILED', code: error.code }),
      );
    }),
  };
}
