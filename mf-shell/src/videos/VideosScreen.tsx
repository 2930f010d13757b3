import { useState } from 'react';
import {
  Button,
  ButtonLink,
  Card,
  Icon,
  PageHeading,
  StatusMessage,
  VisuallyHidden,
  useOfflineNotice,
  useServices,
} from '@amparo/shared-ui';
import { canShowVideos } from './videosAvailability';
import { videosTexts as texts } from '../texts/videosTexts';
import { useBrowserOnline } from '../chrome/connection/useBrowserOnline';
import styles from './VideosScreen.module.css';

/**
 * The videos screen: the association's two channels, each playable here or in YouTube. Without a
 * connection the players cannot load: the screen says so calmly and offers to try again
 * (videosTexts.retry) instead of grey frames, and keeps each channel's way to open it in YouTube.
 */
export function VideosScreen() {
  const { association } = useServices();
  const browserOnline = useBrowserOnline();
  const platformOffline = useOfflineNotice();
  const [retriedDuringNotice, setRetriedDuringNotice] = useState(false);
  const [retryFailed, setRetryFailed] = useState(false);
  // Each try mounts the players anew, so their frames load again.
  const [attempt, setAttempt] = useState(0);

  // State adjusted while rendering when its inputs change (React's pattern for it), not in an effect
  // that would render twice: a notice that ends forgets the retry; players shown forget the failure.
  const [noticeSeen, setNoticeSeen] = useState(platformOffline);
  if (noticeSeen !== platformOffline) {
    setNoticeSeen(platformOffline);
    if (!platformOffline) setRetriedDuringNotice(false);
  }

  const showPlayers = canShowVideos({ browserOnline, platformOffline, retriedDuringNotice });

  const [playersSeen, setPlayersSeen] = useState(showPlayers);
  if (playersSeen !== showPlayers) {
    setPlayersSeen(showPlayers);
    if (showPlayers) setRetryFailed(false);
  }

  function tryAgain() {
    setAttempt((count) => count + 1);
    // Asks the browser now rather than trusting the last event it sent.
    if (navigator.onLine) {
      setRetriedDuringNotice(true);
      setRetryFailed(false);
    } else {
      setRetryFailed(true);
    }
  }

  return (
    <div className={styles.videos}>
      <PageHeading icon="video" focusOnMount>
        {texts.heading}
      </PageHeading>
      {showPlayers ? null : (
        <Card title={texts.offlineTitle} className={styles.offline}>
          <div className={styles.offlineBody}>
            <Icon name="offline" />
            <div className={styles.offlineText}>
              <p>{texts.offlineText}</p>
              <p>{texts.offlineHint}</p>
            </div>
          </div>
          <Button onClick={tryAgain}>{texts.retry}</Button>
          <StatusMessage className={styles.retryResult}>
            {retryFailed ? texts.stillOffline : null}
          </StatusMessage>
        </Card>
      )}
      <ul className={styles.channels}>
        {association.videoChannels.map((channel) => (
          <li key={channel.embedUrl}>
            <Card title={channel.title}>
              {showPlayers ? (
                <div className={styles.player}>
                  <iframe
                    key={attempt}
                    src={channel.embedUrl}
                    title={texts.playerTitle(channel.title)}
                    loading="lazy"
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                </div>
              ) : null}
              <ButtonLink
                href={channel.externalUrl}
                target="_blank"
                variant="secondary"
                icon="external"
                fullWidth
              >
                {texts.openInYouTube}
                <VisuallyHidden>: {channel.title}</VisuallyHidden>
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
