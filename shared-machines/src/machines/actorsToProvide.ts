import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * The one way a machine declares an actor its user must provide (`machine.provide({ actors })`): the
 * default fails at once and names the actor, so a forgotten `provide` is reported, never silently idle:
 * a promise actor rejects (the machine takes its error path), a callback actor throws as it starts.
 */
export class ActorNotProvidedError extends Error {
  constructor(readonly actorName: string) {
    super(`the actor '${actorName}' was not provided (machine.provide({ actors }))`);
    this.name = 'ActorNotProvidedError';
  }
}

/** A promise actor to provide: until it is, it rejects with ActorNotProvidedError. */
export function promiseToProvide<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new ActorNotProvidedError(name);
  });
}

/** A callback actor to provide: until it is, it throws ActorNotProvidedError as it starts. */
export function callbackToProvide<Event extends EventObject, Input = NonReducibleUnknown>(
  name: string,
) {
  return fromCallback<Event, Input>(() => {
    throw new ActorNotProvidedError(name);
  });
}
