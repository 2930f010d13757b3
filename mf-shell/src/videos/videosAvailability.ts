/**
 * Whether the videos screen can show its players. The players come from YouTube, so they need the
 * internet: when the browser says it is offline, or the platform's connection has been down for a
 * while, the screen says so instead of showing frames that stay grey. The platform's notice follows
 * the database, which can be unreachable while YouTube is not: trying again (videosTexts.retry) while
 * the browser says it is online tries the players anyway, until the platform's notice clears and a
 * new one starts.
 */

export interface VideosConnection {
  /** What the browser says (navigator.onLine): false means surely offline. */
  readonly browserOnline: boolean;
  /** The platform's connection notice says the tablet has been offline for a while. */
  readonly platformOffline: boolean;
  /** Trying again (videosTexts.retry) was pressed, browser online, since the platform's notice began. */
  readonly retriedDuringNotice: boolean;
}

export function canShowVideos({
  browserOnline,
  platformOffline,
  retriedDuringNotice,
}: VideosConnection): boolean {
  if (!browserOnline) return false;
  return !platformOffline || retriedDuringNotice;
}
