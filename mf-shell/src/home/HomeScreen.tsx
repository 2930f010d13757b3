import { Suspense, lazy } from 'react';
import { formatLongDate, greetingName, type ScreenId } from '@amparo/shared-machines';
import { AppLink, Icon, useAccess, type IconName } from '@amparo/shared-ui';
import { useShellDialogs } from '../chrome/dialogs/ShellDialogsContext';
import { FamilyTileFrame } from './family/FamilyTileFrame';
import type { SessionView } from '../session/useSession';
import { homeTexts as texts } from '../texts/homeTexts';
import { sectionNamesTexts as names } from '../texts/sectionNamesTexts';
import styles from './HomeScreen.module.css';

// The day's panel reads the person's data (the patient entry): loaded with home, never with the login.
const TodayPanel = lazy(() =>
  import('./today/TodayPanel').then((module) => ({ default: module.TodayPanel })),
);
// So does the family's tile (her relatives' newest post); until it comes, the same tile without it.
const FamilyTile = lazy(() =>
  import('./family/FamilyTile').then((module) => ({ default: module.FamilyTile })),
);

interface SectionTile {
  readonly label: string;
  readonly icon: IconName;
  readonly screen: ScreenId;
}

const sectionTiles: readonly SectionTile[] = [
  { label: names.calls, icon: 'phone', screen: 'calls' },
  { label: names.health, icon: 'health', screen: 'health' },
  { label: names.videos, icon: 'video', screen: 'videos' },
];

export interface HomeScreenProps {
  readonly session: SessionView;
  readonly linkTo: (screen: ScreenId) => string;
  /** Today, for the banner (the caller passes the current date). */
  readonly today: Date;
}

/**
 * Home: the greeting, today's date, the day's doses and appointments (the today panel) and six tiles a
 * finger cannot miss, the family's with her relatives' newest post.
 */
export function HomeScreen({ session, linkTo, today }: HomeScreenProps) {
  const dialogs = useShellDialogs();
  const name = greetingName(useAccess().accountName);
  return (
    <div className={styles.home}>
      <h1 className={styles.greeting}>{texts.greeting(name)}</h1>
      <p className={styles.banner}>
        <Icon name="calendar" />
        {texts.today(formatLongDate(today))}
      </p>
      <div className={styles.day}>
        {session.user ? (
          <Suspense fallback={<div className={styles.todayPlaceholder} aria-hidden="true" />}>
            <TodayPanel uid={session.user.uid} />
          </Suspense>
        ) : null}
        <ul className={styles.tiles} aria-label={texts.tilesLabel}>
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
              {names.probranca}
            </button>
          </li>
          <li className={styles.tileItem}>
            <AppLink to={linkTo('gamesHub')} className={styles.tile}>
              <Icon name="games" />
              {names.games}
            </AppLink>
          </li>
          <li className={styles.tileItem}>
            {session.user ? (
              <Suspense
                fallback={<FamilyTileFrame to={linkTo('family')} className={styles.tile ?? ''} />}
              >
                <FamilyTile
                  uid={session.user.uid}
                  to={linkTo('family')}
                  className={styles.tile ?? ''}
                />
              </Suspense>
            ) : (
              <FamilyTileFrame to={linkTo('family')} className={styles.tile ?? ''} />
            )}
          </li>
        </ul>
      </div>
    </div>
  );
}
