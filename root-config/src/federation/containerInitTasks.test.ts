import { shortTasksAroundContainerInit } from './initFederation';

type Hook = (args: unknown) => Promise<unknown>;

describe("shortTasksAroundContainerInit: a section's entry set up in tasks of their own", () => {
  it.each(['beforeInitContainer', 'initContainer'] as const)(
    '%s ends its task first, then hands the runtime its arguments unchanged',
    async (hookName) => {
      let release: () => void = () => undefined;
      const yieldToMain = jest.fn(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const hook = shortTasksAroundContainerInit(yieldToMain)[hookName] as Hook;
      const args = { remoteInfo: { name: 'mf_calls' } };
      let settled = false;
      const answer = hook(args).then((value) => {
        settled = true;
        return value;
      });
      await Promise.resolve();
      expect(yieldToMain).toHaveBeenCalledTimes(1);
      expect(settled).toBe(false);
      release();
      await expect(answer).resolves.toBe(args);
    },
  );
});
