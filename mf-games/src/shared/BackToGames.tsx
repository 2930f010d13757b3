import { AppLink } from '@amparo/shared-ui';

/** The way back to the games hub from a game. */
export function BackToGames() {
  return (
    <AppLink to="/jogos" variant="secondary" icon="back">
      Voltar aos jogos
    </AppLink>
  );
}
