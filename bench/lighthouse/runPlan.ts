/**
 * The order of the Lighthouse runs: round after round, each round one run of every screen in every
 * profile and throttling method, the screens alternating (login, home, login, home…) and the profiles
 * too, so a spell of noise on the machine spreads over every figure instead of spoiling one.
 */
export type ProfileName = 'mobile' | 'desktop';
/** `simulate`: Lighthouse's simulation (Lantern) from an unthrottled load; `devtools`: the CPU and network slowed for real through the DevTools protocol. */
export type ThrottlingMethod = 'simulate' | 'devtools';
/**
 * `home`: a returning visit, signed in, the browser's cache warm, the service worker bypassed (as before
 * there was one); `homeServiceWorker`: the same visit with the service worker in control of the page
 * (root-config/src/serviceWorker/), measured with `--service-worker`, in the mobile profile only.
 */
export type ScreenName = 'login' | 'home' | 'homeServiceWorker';

export const profileNames: readonly ProfileName[] = ['mobile', 'desktop'];
export const throttlingMethods: readonly ThrottlingMethod[] = ['simulate', 'devtools'];
export const screenNames: readonly ScreenName[] = ['login', 'home', 'homeServiceWorker'];

export interface PlannedRun {
  /** 0-based. */
  readonly round: number;
  readonly method: ThrottlingMethod;
  readonly profile: ProfileName;
  readonly screen: ScreenName;
}

/** The screens of one profile: the service worker's returning visit only in the mobile profile, when asked. */
function screensOf(profile: ProfileName, serviceWorker: boolean): readonly ScreenName[] {
  return serviceWorker && profile === 'mobile' ? screenNames : ['login', 'home'];
}

export function planRuns(runs: number, serviceWorker = false): PlannedRun[] {
  const plan: PlannedRun[] = [];
  for (let round = 0; round < runs; round += 1)
    for (const method of throttlingMethods)
      for (const profile of profileNames)
        for (const screen of screensOf(profile, serviceWorker))
          plan.push({ round, method, profile, screen });
  return plan;
}
