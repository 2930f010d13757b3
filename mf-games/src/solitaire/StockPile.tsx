import type { SolitaireGame } from '@amparo/shared-machines/games';
import { CardBack } from './CardFace';
import { stockName } from './solitaireTexts';
import styles from './TopRow.module.css';

/** The stock: a tap turns up to three cards onto the waste. */
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
        {empty ? 'Voltar' : `Virar (${game.stock.length})`}
      </span>
    </button>
  );
}
