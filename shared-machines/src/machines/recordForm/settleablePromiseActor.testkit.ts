import { fromPromise } from 'xstate';

/**
 * For machine tests: a promise actor whose every run waits until the test settles it, so an actor's
 * result is an explicit step of a path (`xstate.done.actor.x` / `xstate.error.actor.x`).
 */
export function settleablePromiseActor<TOutput, TInput>() {
  const inputs: TInput[] = [];
  let settle: { resolve: (output: TOutput) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        inputs.push(input);
        settle = { resolve, reject };
      }),
  );
  const current = () => {
    if (settle === null) throw new Error('the actor is not running');
    const running = settle;
    settle = null;
    return running;
  };
  return {
    logic,
    inputs,
    resolve: (output: TOutput) => current().resolve(output),
    reject: (error: unknown) => current().reject(error),
  };
}
