import { AppLink } from '@amparo/shared-ui';
import { gameScreenTexts } from '../texts/gameScreenTexts';

/** The way back to the games hub from a game. */
export function BackToGames() {
  return (
    <AppLink to="/jogos" variant="secondary" icon="back">
      {gameScreenTexts.backToGames}
    </AppLink>
  );
}
