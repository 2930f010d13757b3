import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = jest.fn(async () => undefined);
    const scope = { scheduler: { yield: yieldFn } } as unknown as typeof globalThis;
    await yieldToMain(scope);
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('else goes on in a new task through a MessageChannel', async () => {
    const posted: (() => void)[] = [];
    class FakeChannel {
      port1 = { onmessage: null as null | (() => void), close: jest.fn() };
      port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
    }
    const scope = { MessageChannel: FakeChannel } as unknown as typeof globalThis;
    let done = false;
    const yielded = yieldToMain(scope).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    posted.forEach((deliver) => deliver());
    await yielded;
    expect(done).toBe(true);
  });

  it('else with setTimeout', async () => {
    const setTimeout = jest.fn((callback: () => void) => callback());
    const scope = { setTimeout } as unknown as typeof globalThis;
    await yieldToMain(scope);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
