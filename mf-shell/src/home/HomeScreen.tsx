import { Suspense, lazy } from 'react';
import { formatLongDate, greetingName, type ScreenId } from '@amparo/shared-machines';
import { AppLink, Icon, type IconName } from '@amparo/shared-ui';
import { useShellDialogs } from '../chrome/dialogs/ShellDialogsContext';
import type { SessionView } from '../session/useSession';
import styles from './HomeScreen.module.css';

// The day's panel reads the person's data (the patient entry): loaded with home, never with the login.
const TodayPanel = lazy(() =>
  import('./today/TodayPanel').then((module) => ({ default: module.TodayPanel })),
);

interface SectionTile {
  readonly label: string;
  readonly icon: IconName;
  readonly screen: ScreenId;
}

const sectionTiles: readonly SectionTile[] = [
  { label: 'Chamadas', icon: 'phone', screen: 'calls' },
  { label: 'Saúde', icon: 'health', screen: 'health' },
  { label: 'YouTube', icon: 'video', screen: 'videos' },
];

export interface HomeScreenProps {
  readonly session: SessionView;
  readonly linkTo: (screen: ScreenId) => string;
  /** Today, for the banner (the caller passes the current date). */
  readonly today: Date;
}

/** Home: the greeting, today's date, the day's doses and appointments ('Hoje') and five tiles a finger cannot miss. */
export function HomeScreen({ session, linkTo, today }: HomeScreenProps) {
  const dialogs = useShellDialogs();
  const name = greetingName(session.user?.email);
  return (
    <div className={styles.home}>
      <h1 className={styles.greeting}>{name ? `Bem-vindo ${name}` : 'Bem-vindo'}</h1>
      <p className={styles.banner}>
        <Icon name="calendar" />
        Hoje é {formatLongDate(today)}
      </p>
      <div className={styles.day}>
        {session.user ? (
          <Suspense fallback={<div className={styles.todayPlaceholder} aria-hidden="true" />}>
            <TodayPanel uid={session.user.uid} />
          </Suspense>
        ) : null}
        <ul className={styles.tiles} aria-label="Secções">
          {sectionTiles.map((tile) => (
            <li key={tile.screen} className={styles.tileItem}>
              <AppLink to={linkTo(tile.screen)} className={styles.tile}>
                <Icon name={tile.icon} />
                {tile.label}
              </AppLink>
            </li>
          ))}
          <li className={styles.tileItem}>
            <button
              type="button"
              className={`${styles.tile} ${styles.tileProbranca}`}
              aria-haspopup="dialog"
              onClick={() => dialogs.send({ type: 'OPEN', dialog: 'probranca' })}
            >
              <Icon name="meeting" />
              ProBranca
            </button>
          </li>
          <li className={styles.tileItem}>
            <AppLink to={linkTo('gamesHub')} className={styles.tile}>
              <Icon name="games" />
              Jogos
            </AppLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
