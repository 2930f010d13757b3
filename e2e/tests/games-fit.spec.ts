/**
 * Solitário fits the tablet with no page scrolling, at both sizes (playwright.config.ts), even with
 * the tallest pile a deal can produce (Jogo do Galo's fit, empty and with each result, is checked where
 * games.spec.ts plays it).
 *
 * Klondike's tallest pile is the seventh with its 6 face-down cards untouched and a whole run of 13 face
 * up on them, King to Ace: 19 cards. The seeded deal below has a King on top of the seventh pile; the
 * moves that build the rest of the run on it are searched here with the games' own rules module (a
 * depth-first search that never moves the seventh pile's cards), then played by tapping, as a person
 * would. After the deal and after every move, the whole game must lie inside the viewport and above the
 * bottom bar, and the page must not scroll; with the tallest pile, every face-up card keeps its rank and
 * suit uncovered, in type of 20 px or more. Each run notes what it measured (test annotations).
 */
import type { Page } from '@playwright/test';
import { test, expect, withSavedSession, demoAccounts } from '../support/fixtures';
import { expectFitsAboveBottomBar } from '../support/layoutChecks';
import { applyMove } from '../../shared-machines/src/games/solitaire/applyMove';
import { cardName } from '../../shared-machines/src/games/solitaire/cardNames';
import { dealSeededGame } from '../../shared-machines/src/games/solitaire/deal';
import { canFlop } from '../../shared-machines/src/games/solitaire/flop';
import { canMove } from '../../shared-machines/src/games/solitaire/moves';
import type {
  CardPosition,
  Destination,
  SolitaireGame,
} from '../../shared-machines/src/games/solitaire/game';
import type { SolitaireMove } from '../../shared-machines/src/games/solitaire/moves';
import { cardButtonName, destinationButtonName } from '../support/solitaireButtons';

/** A deal whose seventh pile has a King on top, and on which the search below builds the whole run. */
const TALL_PILE_SEED = 47;
const TALL = 6;

/** Every card of Solitário, face up or down, in the piles and beside them. */
const solitaireCards =
  '[aria-label="Pilhas"] button, [aria-label="Pilhas"] [role="img"], [aria-label="Baralho e fundações"] button';

// Each test opens its game itself, already signed in.
test.beforeEach(async ({ page }) => {
  await withSavedSession(page, demoAccounts.maria);
});

// ------------------------------------------------------------------------ the tallest pile, searched

function stateKey(game: SolitaireGame): string {
  const code = (card: { suit: string; rank: number; faceUp: boolean }) =>
    `${card.suit[0]}${card.rank}${card.faceUp ? '' : '?'}`;
  return [
    game.tableau.map((pile) => pile.map(code).join(',')).join('|'),
    game.foundations.map((pile) => pile.length).join(','),
    game.stock.map(code).join(','),
    game.waste.map(code).join(','),
  ].join('/');
}

const isTallest = (game: SolitaireGame) =>
  game.tableau[TALL]!.length === 19 &&
  game.tableau[TALL]!.filter((card) => card.faceUp).length === 13;

/** The legal moves, those that grow the seventh pile first, then those that turn a card up; never one from the seventh pile. */
function candidateMoves(game: SolitaireGame): SolitaireMove[] {
  const grow: SolitaireMove[] = [];
  const reveal: SolitaireMove[] = [];
  const others: SolitaireMove[] = [];
  const tall: Destination = { area: 'tableau', pile: TALL };
  const sources: CardPosition[] = [{ area: 'waste' }];
  game.tableau.forEach((pile, pileIndex) => {
    if (pileIndex === TALL) return;
    pile.forEach((card, index) => {
      if (card.faceUp) sources.push({ area: 'tableau', pile: pileIndex, index });
    });
  });
  game.foundations.forEach((pile, pileIndex) => {
    if (pile.length > 0) sources.push({ area: 'foundation', pile: pileIndex });
  });
  for (const from of sources) {
    if (canMove(game, from, tall)) {
      grow.push({ kind: 'move', from, to: tall });
      continue;
    }
    for (let pile = 0; pile < game.tableau.length; pile += 1) {
      const to: Destination = { area: 'tableau', pile };
      if (pile === TALL || !canMove(game, from, to)) continue;
      // A King from one empty spot to another changes nothing.
      if (from.area === 'tableau' && from.index === 0 && game.tableau[pile]!.length === 0) continue;
      const turnsACardUp =
        from.area === 'tableau' &&
        from.index > 0 &&
        !game.tableau[from.pile]![from.index - 1]!.faceUp;
      (turnsACardUp ? reveal : others).push({ kind: 'move', from, to });
    }
    if (from.area === 'foundation') continue;
    for (let pile = 0; pile < game.foundations.length; pile += 1) {
      const to: Destination = { area: 'foundation', pile };
      if (canMove(game, from, to)) {
        others.push({ kind: 'move', from, to });
        break;
      }
    }
  }
  return [...grow, ...reveal, ...others, ...(canFlop(game) ? [{ kind: 'flop' } as const] : [])];
}

/** The moves from `start` to a seventh pile of 6 face-down cards and 13 face up, or null. */
function movesToTallestPile(start: SolitaireGame, maxStates = 300_000): SolitaireMove[] | null {
  const visited = new Set<string>();
  const path: SolitaireMove[] = [];
  const search = (game: SolitaireGame): boolean => {
    if (isTallest(game)) return true;
    const key = stateKey(game);
    if (visited.has(key) || visited.size >= maxStates) return false;
    visited.add(key);
    for (const move of candidateMoves(game)) {
      path.push(move);
      if (search(applyMove(game, move))) return true;
      path.pop();
    }
    return false;
  };
  return search(start) ? [...path] : null;
}

// ------------------------------------------------------------------------------- playing by tapping

async function tap(page: Page, game: SolitaireGame, move: SolitaireMove): Promise<void> {
  if (move.kind === 'flop') {
    await page.getByRole('button', { name: /^Baralho/ }).click();
    return;
  }
  const card = page.getByRole('button', { name: cardButtonName(game, move.from), exact: true });
  // A covered card shows only its top strip: tap there.
  await card.click({ position: { x: 30, y: 8 } });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('button', { name: destinationButtonName(game, move.to), exact: true })
    .click({ position: { x: 30, y: 8 } });
  await expect(page.locator('#amparo-main [aria-pressed="true"]')).toHaveCount(0);
}

/** Every face-up card of the piles keeps its corner (rank and suit) uncovered, in type no smaller than `minFont` px. */
async function expectCornersReadable(page: Page, what: string, minFont: number): Promise<void> {
  const problems = await page.evaluate((smallest) => {
    const found: string[] = [];
    for (const pile of document.querySelectorAll('[aria-label="Pilhas"] ol')) {
      const slots = [...pile.children];
      slots.forEach((slot, index) => {
        const card = slot.querySelector('button[data-card]');
        const corner = card?.querySelector('span > span');
        if (!card || !corner) return;
        const cornerBox = corner.getBoundingClientRect();
        const next = slots[index + 1]?.getBoundingClientRect();
        const font = parseFloat(getComputedStyle(corner).fontSize);
        const name = card.getAttribute('aria-label');
        if (next && next.top < cornerBox.bottom - 0.5)
          found.push(
            `${name}: corner covered (${cornerBox.bottom.toFixed(1)} > ${next.top.toFixed(1)})`,
          );
        if (font < smallest) found.push(`${name}: corner type ${font}px`);
      });
    }
    return found;
  }, minFont);
  expect(problems, `${what}: unreadable cards`).toEqual([]);
}

/** What the screen measured, for the report: page height, viewport, bar, card size, the tallest pile. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const nav = document
      .querySelector('nav[aria-label="Navegação principal"]')
      ?.getBoundingClientRect();
    const header = document.querySelector('body header')?.getBoundingClientRect();
    const card = document
      .querySelector('[aria-label="Pilhas"] [role="img"], [aria-label="Pilhas"] button')
      ?.getBoundingClientRect();
    const piles = [...document.querySelectorAll('[aria-label="Pilhas"] ol')].map((pile) => {
      const slots = [...pile.children].map((slot) => slot.getBoundingClientRect());
      const faceUp = [...pile.children].filter((slot) => slot.querySelector('button[data-card]'));
      const strips = faceUp
        .slice(1)
        .map(
          (slot) =>
            slot.getBoundingClientRect().top -
            slot.previousElementSibling!.getBoundingClientRect().top,
        );
      const faceDown = [...pile.children].filter((slot) => slot.querySelector('[role="img"]'));
      const downStrip = faceDown.length > 0 ? slots[1] && slots[1].top - slots[0]!.top : undefined;
      const corner = faceUp[0]?.querySelector('button[data-card] > span > span');
      return {
        cards: slots.length,
        faceUp: faceUp.length,
        top: Math.round(slots[0]!.top),
        bottom: Math.round(slots[slots.length - 1]!.bottom),
        faceDownStrip: downStrip === undefined ? null : Number(downStrip.toFixed(1)),
        faceUpStrip: strips.length > 0 ? Number(Math.min(...strips).toFixed(1)) : null,
        cornerFont: corner
          ? Number(parseFloat(getComputedStyle(corner).fontSize).toFixed(1))
          : null,
      };
    });
    return {
      documentHeight: document.documentElement.scrollHeight,
      viewport: `${window.innerWidth}×${window.innerHeight}`,
      headerHeight: header ? Math.round(header.height) : null,
      barTop: nav ? Math.round(nav.top) : null,
      barHeight: nav ? Math.round(nav.height) : null,
      card: card ? `${card.width.toFixed(1)}×${card.height.toFixed(1)}` : null,
      piles,
    };
  });
}

test('Solitário: the tallest pile a deal can produce (6 face down, King to Ace face up) fits above the bottom bar', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  let game = dealSeededGame(TALL_PILE_SEED);
  const moves = movesToTallestPile(game);
  expect(moves, 'the search builds a whole run on the seventh pile').not.toBeNull();

  await page.goto(`/solitario?baralho=${TALL_PILE_SEED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solitário' })).toBeVisible();
  await expectFitsAboveBottomBar(page, solitaireCards, 'the deal');
  testInfo.annotations.push({ type: 'the deal', description: JSON.stringify(await measure(page)) });

  for (const [index, move] of moves!.entries()) {
    await tap(page, game, move);
    game = applyMove(game, move);
    await expectFitsAboveBottomBar(
      page,
      solitaireCards,
      `after move ${index + 1} of ${moves!.length}`,
    );
  }
  expect(isTallest(game)).toBe(true);
  await expect(page.locator('[aria-label="Pilha 7"] > li')).toHaveCount(19);
  await expectCornersReadable(page, 'the tallest pile', 20);
  testInfo.annotations.push({
    type: 'the tallest pile',
    description: JSON.stringify(await measure(page)),
  });

  // A card of the tall pile, chosen, still shows above the bar (it lifts by a few pixels).
  const nine = game.tableau[TALL]![6 + 4]!;
  await page
    .getByRole('button', { name: `${cardName(nine)}, pilha 7`, exact: true })
    .click({ position: { x: 30, y: 8 } });
  await expect(page.getByText(`Escolheu: ${cardName(nine)}.`)).toBeVisible();
  await expectFitsAboveBottomBar(page, solitaireCards, 'a card of the tallest pile chosen');
});
