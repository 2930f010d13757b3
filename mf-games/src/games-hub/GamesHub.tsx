import { AppLink, ButtonLink, PageHeading, useServices } from '@amparo/shared-ui';
import styles from './GamesHub.module.css';

/** The games hub (/jogos): the two games of the platform, and the association's installed games. */
export function GamesHub() {
  const { association } = useServices();
  return (
    <div className={styles.hub}>
      <PageHeading icon="games" focusOnMount>
        Jogos
      </PageHeading>
      <ul className={styles.games} aria-label="Jogos da plataforma">
        <li>
          <AppLink to="/solitario" className={styles.gameCard}>
            <span className={styles.gameArt} aria-hidden="true">
              <span className={styles.red}>♥</span>
              <span>♠</span>
            </span>
            <span className={styles.gameName}>Solitário</span>
            <span className={styles.gameHint}>Arrume as cartas por naipe, do Ás ao Rei.</span>
          </AppLink>
        </li>
        <li>
          <AppLink to="/jogogalo" className={styles.gameCard}>
            <span className={styles.gameArt} aria-hidden="true">
              <span>X</span>
              <span className={styles.green}>O</span>
            </span>
            <span className={styles.gameName}>Jogo do Galo</span>
            <span className={styles.gameHint}>Faça três em linha antes do computador.</span>
          </AppLink>
        </li>
      </ul>
      <section className={styles.others} aria-labelledby="outros-jogos">
        <h2 id="outros-jogos" className={styles.othersTitle}>
          Outros jogos
        </h2>
        <p className={styles.othersHint}>Estes jogos abrem na loja de aplicações do tablet.</p>
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
