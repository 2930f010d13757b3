import { useRouteAnswer, type AppRootProps } from '@amparo/shared-ui';
import { GamesHub } from './games-hub/GamesHub';
import { SolitaireScreen } from './solitaire/SolitaireScreen';
import { TicTacToeScreen } from './tic-tac-toe/TicTacToeScreen';

/**
 * The games section: root-config mounts this app on /jogos, /jogos{code}, /solitario and /jogogalo;
 * the root's route answer (useRouteAnswer) says which of the three screens the address is.
 */
export function GamesApp(_props: AppRootProps) {
  const { path, match } = useRouteAnswer();
  const url = new URL(path, 'http://amparo.invalid');
  switch (match.screen) {
    case 'solitaire':
      return <SolitaireScreen key={path} seed={numberParam(url, 'baralho')} />;
    case 'ticTacToe':
      return <TicTacToeScreen key={path} seed={numberParam(url, 'sorte')} />;
    default:
      return <GamesHub />;
  }
}

/** A whole number from the query string (`?baralho=18` deals a known game, for tests), if any. */
function numberParam(url: URL, name: string): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null || !/^\d{1,10}$/.test(text)) return undefined;
  return Number(text);
}
