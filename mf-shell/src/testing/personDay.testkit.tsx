import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
  type ShellTestServices,
} from './shellTestServices';

/** For tests of the person's day: a November day, when Lisbon's clock reads UTC. */
export const day = '2026-11-24';

/** The instant Lisbon's clock shows `time` ('HH:MM') on `day`. */
export function lisbonAt(time: string): number {
  return new Date(`${day}T${time}:00.000Z`).getTime();
}

/** Maria's database root. */
export const mariaRoot = `Newdata_${maria.uid}`;

/** The default seed with Maria's own records (medicines, appointments, doses taken). */
export function seedWithMariaData(records: object) {
  return { ...defaultSeed, data: { ...(defaultSeed.data as object), [mariaRoot]: records } };
}

/**
 * Fake timers from `start` and the page's bottom region (where the chrome portals its navigation),
 * around every test of the describe that calls it.
 */
export function withFakeClockAndBottomRegion(start: string): void {
  let bottomRegion: HTMLElement;
  beforeEach(() => {
    jest.useFakeTimers({ now: lisbonAt(start), doNotFake: ['queueMicrotask'] });
    bottomRegion = document.createElement('div');
    bottomRegion.id = 'amparo-chrome-bottom';
    document.body.append(bottomRegion);
    window.localStorage.clear();
  });
  afterEach(() => {
    bottomRegion.remove();
    jest.useRealTimers();
  });
}

/** Maria signed in at `path`, `ui` rendered with the shell's services, once the first data has arrived. */
export async function renderSignedInMaria(
  ui: ReactElement,
  path: string,
  seed: object = defaultSeed,
): Promise<ShellTestServices> {
  const test = await startShellServices({ signedIn: true, path, seed });
  renderWithShellServices(ui, test);
  await act(() => jest.advanceTimersByTimeAsync(0));
  return test;
}
