import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { createSeededRandom, ticTacToeMachine } from '@amparo/shared-machines/games';
import { StatusMessage, useServices } from '@amparo/shared-ui';
import { GameTitle } from '../shared/GameTitle';
import { keptTicTacToe } from '../shared/keptGames';
import { ResultBanner } from '../shared/ResultBanner';
import { gameNamesTexts } from '../texts/gameNamesTexts';
import { ticTacToeTexts } from '../texts/ticTacToeTexts';
import styles from './TicTacToeScreen.module.css';

/** The machine's tags of a finished game. */
const gameResults = ['won', 'lost', 'draw'] as const;

export interface TicTacToeScreenProps {
  /** Makes the computer's choices reproducible (`/jogogalo?sorte=7`, for tests). */
  readonly seed?: number;
}

/** The tic-tac-toe screen (/jogogalo): the person plays X against the computer's O. */
export function TicTacToeScreen({ seed }: TicTacToeScreenProps) {
  const { association } = useServices();
  const machine = useMemo(
    () =>
      ticTacToeMachine.provide({
        actions: { leaveForPublicSite: () => window.location.assign(association.publicSiteUrl) },
      }),
    [association.publicSiteUrl],
  );
  // The game she left, her turn (shared/keptGames.ts), or a new one.
  const [kept] = useState(() => keptTicTacToe.read());
  const [snapshot, send] = useMachine(machine, {
    input: {
      random: seed === undefined ? Math.random : createSeededRandom(seed),
      restart: association.ticTacToeRestart,
      board: kept,
    },
  });
  const { board, computerSquare, winningLine } = snapshot.context;
  const playable = snapshot.hasTag('playable');
  const result = gameResults.find((tag) => snapshot.hasTag(tag)) ?? null;
  // Kept at each of her turns; a finished game is forgotten (while the computer thinks, her turn before).
  useEffect(() => {
    if (playable) keptTicTacToe.keep(board);
    else if (result !== null) keptTicTacToe.keep(null);
  }, [board, playable, result]);
  let status = '';
  if (snapshot.hasTag('thinking')) status = ticTacToeTexts.computerThinking;
  else if (playable)
    status =
      computerSquare === null
        ? ticTacToeTexts.playerTurn
        : ticTacToeTexts.computerPlayed(computerSquare);

  return (
    <div className={styles.screen}>
      <GameTitle>{gameNamesTexts.ticTacToe}</GameTitle>
      {/* Beside the board in landscape, above it in portrait: the board and the result are seen together. */}
      <div className={styles.play}>
        <div className={styles.side}>
          <p className={styles.instruction}>{ticTacToeTexts.instruction}</p>
          {result ? (
            <ResultBanner
              title={ticTacToeTexts.results[result]}
              tone={result === 'won' ? 'won' : 'other'}
              onRestart={() => send({ type: 'RESTART' })}
            />
          ) : null}
          <StatusMessage className={styles.status}>{status}</StatusMessage>
        </div>
        <div className={styles.board} role="group" aria-label={ticTacToeTexts.boardLabel}>
          {board.map((square, index) => {
            const inLine = winningLine?.includes(index) ?? false;
            const unavailable = !playable || square !== null;
            return (
              <button
                key={index}
                type="button"
                className={[
                  styles.square,
                  square === 'X' ? styles.x : undefined,
                  square === 'O' ? styles.o : undefined,
                  inLine ? styles.inLine : undefined,
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-label={ticTacToeTexts.squareName(index, square, inLine)}
                aria-disabled={unavailable}
                onClick={() => send({ type: 'PLAY', square: index })}
              >
                <span aria-hidden="true">{square ?? ''}</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
