import { AppLink, ButtonLink, PageHeading, useServices } from '@amparo/shared-ui';
import { gameNamesTexts } from '../texts/gameNamesTexts';
import { gamesHubTexts } from '../texts/gamesHubTexts';
import styles from './GamesHub.module.css';

/** The games hub (/jogos): the two games of the platform, and the association's installed games. */
export function GamesHub() {
  const { association } = useServices();
  return (
    <div className={styles.hub}>
      <PageHeading icon="games" focusOnMount>
        {gamesHubTexts.title}
      </PageHeading>
      <ul className={styles.games} aria-label={gamesHubTexts.platformGamesLabel}>
        <li>
          <AppLink to="/solitario" className={styles.gameCard}>
            <span className={styles.gameArt} aria-hidden="true">
              <span className={styles.red}>♥</span>
              <span>♠</span>
            </span>
            <span className={styles.gameName}>{gameNamesTexts.solitaire}</span>
            <span className={styles.gameHint}>{gamesHubTexts.solitaireHint}</span>
          </AppLink>
        </li>
        <li>
          <AppLink to="/jogogalo" className={styles.gameCard}>
            <span className={styles.gameArt} aria-hidden="true">
              <span>X</span>
              <span className={styles.green}>O</span>
            </span>
            <span className={styles.gameName}>{gameNamesTexts.ticTacToe}</span>
            <span className={styles.gameHint}>{gamesHubTexts.ticTacToeHint}</span>
          </AppLink>
        </li>
      </ul>
      <section className={styles.others} aria-labelledby="outros-jogos">
        <h2 id="outros-jogos" className={styles.othersTitle}>
          {gamesHubTexts.otherGamesTitle}
        </h2>
        <p className={styles.othersHint}>{gamesHubTexts.otherGamesHint}</p>
        <ul className={styles.storeLinks}>
          {association.storeGames.map((game) => (
            <li key={game.name}>
              <ButtonLink
                href={game.url}
                target="_blank"
                variant="secondary"
                icon="external"
                fullWidth
              >
                {game.name}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
