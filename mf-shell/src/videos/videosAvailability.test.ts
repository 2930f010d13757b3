import { canShowVideos, type VideosConnection } from './videosAvailability';

describe('canShowVideos', () => {
  it.each<[string, VideosConnection, boolean]>([
    [
      'online everywhere',
      { browserOnline: true, platformOffline: false, retriedDuringNotice: false },
      true,
    ],
    [
      'the browser is offline',
      { browserOnline: false, platformOffline: false, retriedDuringNotice: false },
      false,
    ],
    [
      'the browser is offline, even after a retry',
      { browserOnline: false, platformOffline: false, retriedDuringNotice: true },
      false,
    ],
    [
      'both offline',
      { browserOnline: false, platformOffline: true, retriedDuringNotice: false },
      false,
    ],
    [
      'both offline, after a retry',
      { browserOnline: false, platformOffline: true, retriedDuringNotice: true },
      false,
    ],
    [
      'the platform says offline',
      { browserOnline: true, platformOffline: true, retriedDuringNotice: false },
      false,
    ],
    [
      'the platform says offline, but the person asked to try again',
      { browserOnline: true, platformOffline: true, retriedDuringNotice: true },
      true,
    ],
  ])('%s → %s', (_label, connection, expected) => {
    expect(canShowVideos(connection)).toBe(expected);
  });
});
