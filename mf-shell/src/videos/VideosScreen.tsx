import { ButtonLink, Card, PageHeading, VisuallyHidden, useServices } from '@amparo/shared-ui';
import styles from './VideosScreen.module.css';

/** Vídeos: the association's two channels, each playable here or in YouTube. */
export function VideosScreen() {
  const { association } = useServices();
  return (
    <div className={styles.videos}>
      <PageHeading icon="video" focusOnMount>
        Vídeos
      </PageHeading>
      <ul className={styles.channels}>
        {association.videoChannels.map((channel) => (
          <li key={channel.embedUrl}>
            <Card title={channel.title}>
              <div className={styles.player}>
                <iframe
                  src={channel.embedUrl}
                  title={`Vídeo: ${channel.title}`}
                  loading="lazy"
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
              <ButtonLink href={channel.externalUrl} target="_blank" variant="secondary" icon="external" fullWidth>
                Abrir no YouTube
                <VisuallyHidden>: {channel.title}</VisuallyHidden>
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
