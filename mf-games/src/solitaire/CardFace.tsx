import { rankIndex, suitSymbols, colourOf, type Card } from '@amparo/shared-machines/games';
import styles from './CardFace.module.css';

/** The printed face of a card: its index (`rankIndex`) and suit symbol, and a large symbol. */
export function CardFace({ card }: { readonly card: Card }) {
  const colour = colourOf(card.suit) === 'red' ? styles.red : styles.black;
  return (
    <span className={`${styles.face} ${colour}`} aria-hidden="true">
      <span className={styles.corner}>
        <span className={styles.rank}>{rankIndex(card.rank)}</span>
        <span className={styles.suit}>{suitSymbols[card.suit]}</span>
      </span>
      <span className={styles.centre}>{suitSymbols[card.suit]}</span>
    </span>
  );
}

/** The back of a face-down card. */
export function CardBack() {
  return <span className={styles.back} aria-hidden="true" />;
}
