import { fromCallback } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import type { LiveValueEvent } from './liveValueMachine';

/**
 * The two actors `liveValueMachine` needs, over a DatabasePort: a live subscription to one path and the
 * connection state. Give them to the machine with `liveValueMachine.provide({ actors: liveValueActors(database, path) })`.
 */
export function liveValueActors(database: DatabasePort, path: string) {
  return {
    subscribeToValue: fromCallback<LiveValueEvent>(({ sendBack }) =>
      database.subscribe(
        path,
        (value) => sendBack({ type: 'VALUE', value }),
        (error) => sendBack({ type: 'FAILED', code: error.code }),
      ),
    ),
    watchConnection: fromCallback<LiveValueEvent>(({ sendBack }) =>
      database.onConnectionChange((connected) => sendBack({ type: 'CONNECTION_CHANGED', connected })),
    ),
  };
}
