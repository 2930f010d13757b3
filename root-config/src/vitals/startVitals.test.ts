import { startVitalsAfterFirstScreen, vitalsStartDelayMs } from './startVitals';

describe('starting the tablets’ figures', () => {
  it('waits for the first mount, then for the delay and an idle moment, with the screen the page view began on', async () => {
    const steps: string[] = [];
    let firstMount: (() => void) | null = null;
    let idleWork: (() => void) | null = null;
    let screen = 'login';
    startVitalsAfterFirstScreen({
      onFirstMount: (listener) => {
        firstMount = listener;
      },
      whenIdleAfter: (delayMs, work) => {
        steps.push(`idle after ${delayMs}`);
        idleWork = work;
      },
      beganOnDrawnLogin: false,
      currentScreen: () => screen,
      start: async (started) => {
        steps.push(`start ${started}`);
      },
    });
    expect(steps).toEqual([]);
    (firstMount as unknown as () => void)();
    screen = 'home';
    expect(steps).toEqual([`idle after ${vitalsStartDelayMs}`]);
    (idleWork as unknown as () => void)();
    await Promise.resolve();
    expect(steps).toEqual([`idle after ${vitalsStartDelayMs}`, 'start login']);
  });

  it('counts a page view begun on the drawn login as the login’s, even when its live script signed in before the first mount', () => {
    const started: string[] = [];
    startVitalsAfterFirstScreen({
      onFirstMount: (listener) => listener(),
      whenIdleAfter: (_delay, work) => work(),
      beganOnDrawnLogin: true,
      currentScreen: () => 'home',
      start: async (screen) => {
        started.push(screen);
      },
    });
    expect(started).toEqual(['login']);
  });

  it('says nothing when the code does not load', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let idleWork: (() => void) | null = null;
    startVitalsAfterFirstScreen({
      onFirstMount: (listener) => listener(),
      whenIdleAfter: (_delay, work) => {
        idleWork = work;
      },
      beganOnDrawnLogin: false,
      currentScreen: () => 'home',
      start: () => Promise.reject(new Error('ChunkLoadError')),
    });
    (idleWork as unknown as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
