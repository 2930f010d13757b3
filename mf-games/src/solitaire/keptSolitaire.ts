import { parseKeptSolitaire, type SolitaireGame } from '@amparo/shared-machines/games';

/**
 * The Solitário game in progress, kept in the tab's sessionStorage while she plays: leaving the screen
 * (a slip onto the bottom bar, a medicine's reminder that took her to home) or the page being loaded
 * again (a new release) brings her back to the same cards. A won game is not kept: the next is new.
 */
const storageKey = 'amparo.solitario';

function tabSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readKeptSolitaire(storage = tabSessionStorage()): SolitaireGame | null {
  try {
    return parseKeptSolitaire(storage?.getItem(storageKey) ?? null);
  } catch {
    return null;
  }
}

/** Keeps `game`, or forgets the kept one (null: the game was won). */
export function keepSolitaire(game: SolitaireGame | null, storage = tabSessionStorage()): void {
  try {
    if (game === null) storage?.removeItem(storageKey);
    else storage?.setItem(storageKey, JSON.stringify(game));
  } catch {
    // A full or refused storage: the game lasts as long as its screen, as before.
  }
}
