import type { SolitaireGame } from '@amparo/shared-machines/games';
import { CardBack } from './CardFace';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './TopRow.module.css';

/** The stock's accessible name: what is left in it and what a tap does. */
function stockName(game: SolitaireGame): string {
  const left = game.stock.length;
  if (left > 0) return solitaireTexts.stockName(left);
  if (game.waste.length > 0) return solitaireTexts.stockTurnBackName;
  return solitaireTexts.stockEmptyName;
}

/** The stock: a tap turns up to `FLOP_SIZE` cards onto the waste. */
export function StockPile({
  game,
  onFlop,
}: {
  readonly game: SolitaireGame;
  readonly onFlop: () => void;
}) {
  const empty = game.stock.length === 0;
  const nothingLeft = empty && game.waste.length === 0;
  return (
    <button
      type="button"
      className={styles.stock}
      aria-label={stockName(game)}
      aria-disabled={nothingLeft}
      onClick={() => {
        if (!nothingLeft) onFlop();
      }}
    >
      {empty ? (
        <span className={styles.emptyStock} aria-hidden="true">
          ↻
        </span>
      ) : (
        <CardBack />
      )}
      <span className={styles.stockLabel} aria-hidden="true">
        {empty
          ? solitaireTexts.stockTurnBackLabel
          : solitaireTexts.stockTurnLabel(game.stock.length)}
      </span>
    </button>
  );
}
