import type { ScreenId } from '@amparo/shared-machines';

/**
 * The tablets' figures start after the first screen, never on its path: once single-spa has mounted
 * the page's first application (the login's 'Entrar' works, or home shows), `vitalsStartDelayMs`
 * later, at an idle moment, the root fetches its vitals code (measureVitals.ts and the web-vitals
 * library) and starts it with the screen the page view began on (the route answer's `screen`, never the address). web-vitals reads
 * what the browser buffered before it came (the largest paint, the layout shifts, the first byte).
 */
export interface VitalsStartEffects {
  /** Calls back once, when the first application of the page has mounted. */
  readonly onFirstMount: (listener: () => void) => void;
  /** Runs `work` once the delay is over and the tablet is idle (sectionPrefetch's whenIdleAfter). */
  readonly whenIdleAfter: (delayMs: number, work: () => void) => void;
  /**
   * The page view began on the login drawn from the page's HTML (layout/firstScreen.ts). Its live
   * script may sign in before the root mounts anything, so the first mounted screen would be home:
   * such a page view still began on the login.
   */
  readonly beganOnDrawnLogin: boolean;
  /** The screen the route answer gives now. */
  readonly currentScreen: () => string;
  /** Loads the vitals code and starts it for a page view that began on `screen`. */
  readonly start: (screen: string) => Promise<void>;
}

/** Long enough that the first screen's own requests and its first paint are over. */
export const vitalsStartDelayMs = 2_000;

export function startVitalsAfterFirstScreen(effects: VitalsStartEffects): void {
  effects.onFirstMount(() => {
    const screen = effects.beganOnDrawnLogin
      ? ('login' satisfies ScreenId)
      : effects.currentScreen();
    // Figures are extra: a chunk that does not load changes nothing on the screen.
    effects.whenIdleAfter(
      vitalsStartDelayMs,
      () => void effects.start(screen).catch(() => undefined),
    );
  });
}
