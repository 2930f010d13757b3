/**
 * Jogos at 200 % zoom, in the project's orientation (zoom.spec.ts's emulation: the tablet's window at half
 * its CSS size and twice the pixel density): Solitário and Jogo do Galo played by tapping, as a person
 * would, with nothing past the window's sides and nothing scrolling sideways.
 *
 * At this size the page scrolls up and down (the bottom bar ends the page): a tap scrolls its card into
 * view first, as the person's finger would. Solitário is the seeded deal games.spec.ts wins, played with
 * the solver's moves to the end; after the deal and after every move every box of the table (the stock,
 * the cards turned, the foundations, the seven piles and every card in them) lies within the window's
 * width, each thing one taps shows at least a touch target of itself, and every character on the table
 * is in type of the house's smallest size or more. Jogo do Galo is played against the seeded computer to
 * a draw, the longest game. Axe on both. Each run notes the boxes it measured (test annotations).
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  test,
  expect,
  withSavedSession,
  demoAccounts,
  expectNoAxeViolations,
} from '../support/fixtures';
import { tabletAtZoom } from '../support/tabletZoom';
import { applyMove } from '../../shared-machines/src/games/solitaire/applyMove';
import { isWon } from '../../shared-machines/src/games/solitaire/moves';
import { cardName } from '../../shared-machines/src/games/solitaire/cardNames';
import { dealSeededGame } from '../../shared-machines/src/games/solitaire/deal';
import { solveSolitaire } from '../../shared-machines/src/games/solitaire/solver';
import type { SolitaireGame } from '../../shared-machines/src/games/solitaire/game';
import type { SolitaireMove } from '../../shared-machines/src/games/solitaire/moves';
import { findPlayerMoves } from '../../shared-machines/src/games/ticTacToe/playthrough';
import {
  cardButtonName,
  destinationButtonName,
  foundationButtonName,
  stockButtonName,
} from '../support/solitaireButtons';

/** A deal the solver wins (games.spec.ts plays the same at 100 %). */
const SOLITAIRE_SEED = 18;
const TIC_TAC_TOE_SEED = 7;

/** The platform's smallest touch target (--amparo-target) and smallest type, in CSS px. */
const TOUCH_TARGET = 48;
const SMALLEST_TYPE = 19;

/** The boxes of the table: the stock, the cards turned, the foundations, the seven piles, and every card. */
const solitaireTable = [
  '[aria-label="Baralho e fundações"] > *',
  '[aria-label="Pilhas"] > *',
  '[aria-label="Baralho e fundações"] button',
  '[aria-label="Pilhas"] button',
  '[aria-label="Pilhas"] [role="img"]',
].join(', ');

/** What a person taps on Solitário's table. */
const solitaireTaps = '[aria-label="Baralho e fundações"] button, [aria-label="Pilhas"] button';

const board = '[aria-label="Tabuleiro do jogo do galo"]';

/**
 * A page at 200 % zoom of the project's tablet, signed in as Maria. Like the fixtures' page, it fails
 * the test when the platform needed something its own policy refused.
 */
async function zoomedPage(browser: Browser, testInfo: TestInfo) {
  const { context, page } = await tabletAtZoom(browser, testInfo, 200);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await withSavedSession(page, demoAccounts.maria);
  return {
    page,
    close: async () => {
      await context.close();
      expect(refused, 'what the platform needed and its policy refused').toEqual([]);
    },
  };
}

/**
 * Every element `selector` finds lies within the window's width, and the page does not scroll sideways.
 * Returns the boxes, for the report.
 */
async function expectInsideWidth(page: Page, selector: string, what: string): Promise<string[]> {
  const layout = await page.evaluate((query) => {
    const boxes = [...document.querySelectorAll(query)].map((element) => ({
      name: element.getAttribute('aria-label') ?? element.tagName.toLowerCase(),
      box: element.getBoundingClientRect(),
    }));
    return {
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      found: boxes.length,
      outside: boxes
        .filter(({ box }) => box.left < 0 || box.right > window.innerWidth + 0.5)
        .map(({ name, box }) => `${name} (${box.left.toFixed(1)}–${box.right.toFixed(1)})`),
      boxes: boxes.map(
        ({ name, box }) =>
          `${name}: x ${box.left.toFixed(1)}–${box.right.toFixed(1)}, ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
      ),
    };
  }, selector);
  expect(layout.found, `${what}: nothing found for ${selector}`).toBeGreaterThan(0);
  expect(layout.outside, `${what}: past the window's sides`).toEqual([]);
  expect(layout.scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(
    layout.width,
  );
  return layout.boxes;
}

/**
 * Each thing one taps on the table shows at least a touch target of itself: its width, and the height
 * left uncovered by the next card of its pile (the whole card for the last).
 */
async function expectTouchTargets(page: Page, what: string): Promise<void> {
  const small = await page.evaluate(
    ({ query, target }) =>
      [...document.querySelectorAll(query)].flatMap((element) => {
        const box = element.getBoundingClientRect();
        const next = element.closest('li')?.nextElementSibling?.getBoundingClientRect();
        const shown = next ? Math.min(box.height, next.top - box.top) : box.height;
        return box.width + 0.5 < target || shown + 0.5 < target
          ? [`${element.getAttribute('aria-label')}: ${box.width.toFixed(1)}×${shown.toFixed(1)}`]
          : [];
      }),
    { query: solitaireTaps, target: TOUCH_TARGET },
  );
  expect(small, `${what}: smaller than a touch target`).toEqual([]);
}

/** Every character shown on the table is in type of `SMALLEST_TYPE` px or more. */
async function expectReadableType(page: Page, what: string): Promise<void> {
  const tiny = await page.evaluate(
    ({ query, smallest }) => {
      const found: string[] = [];
      for (const area of document.querySelectorAll(query)) {
        const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || (node.textContent ?? '').trim() === '' || !parent.checkVisibility())
            continue;
          const size = parseFloat(getComputedStyle(parent).fontSize);
          if (size < smallest) found.push(`${node.textContent}: ${size}px`);
        }
      }
      return found;
    },
    {
      query: '[aria-label="Baralho e fundações"], [aria-label="Pilhas"]',
      smallest: SMALLEST_TYPE,
    },
  );
  expect(tiny, `${what}: type too small`).toEqual([]);
}

async function expectSolitaireFits(page: Page, what: string): Promise<string[]> {
  const boxes = await expectInsideWidth(page, solitaireTable, what);
  await expectTouchTargets(page, what);
  await expectReadableType(page, what);
  return boxes;
}

// ---------------------------------------------------------------------------------------- solitaire

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** One move by touch: the stock, or a card and then its destination, each tapped in its visible strip. */
async function tapMove(page: Page, game: SolitaireGame, move: SolitaireMove): Promise<void> {
  if (move.kind === 'flop') {
    await button(page, stockButtonName(game)).tap();
    return;
  }
  const card = button(page, cardButtonName(game, move.from));
  await card.tap({ position: { x: 20, y: TOUCH_TARGET / 2 } });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await button(page, destinationButtonName(game, move.to)).tap({
    position: { x: 20, y: TOUCH_TARGET / 2 },
  });
}

/** The screen shows `game`: the stock's count, the card on top of the cards turned, and every pile's top. */
async function expectShows(page: Page, game: SolitaireGame): Promise<void> {
  await expect(page.locator('#amparo-main [aria-pressed="true"]')).toHaveCount(0);
  await expect(button(page, stockButtonName(game))).toBeVisible();
  const turned = game.waste[game.waste.length - 1];
  if (turned) await expect(button(page, `${cardName(turned)}, cartas viradas`)).toBeVisible();
  for (let pile = 0; pile < game.tableau.length; pile += 1)
    await expect(
      button(page, destinationButtonName(game, { area: 'tableau', pile })),
    ).toBeVisible();
  for (let pile = 0; pile < game.foundations.length; pile += 1)
    await expect(button(page, foundationButtonName(game, pile))).toBeVisible();
}

test('Solitário at 200 % zoom: the whole table within the width, won by tapping, and passes axe', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  let game = dealSeededGame(SOLITAIRE_SEED);
  const moves = solveSolitaire(game);
  expect(moves, 'the solver wins the seeded deal').not.toBeNull();

  const { page, close } = await zoomedPage(browser, testInfo);
  try {
    await page.goto(`/solitario?baralho=${SOLITAIRE_SEED}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solitário' })).toBeVisible();
    await expectShows(page, game);
    testInfo.annotations.push({
      type: 'the deal',
      description: (await expectSolitaireFits(page, 'the deal')).join('; '),
    });
    await expectNoAxeViolations(page);

    for (const [index, move] of moves!.entries()) {
      await tapMove(page, game, move);
      game = applyMove(game, move);
      await expectShows(page, game);
      await expectSolitaireFits(page, `after move ${index + 1} of ${moves!.length}`);
      // A card chosen, with its destinations marked, once the piles have grown: the tallest's top.
      if (index === 20) {
        const tallest = game.tableau.reduce(
          (best, pile, at) => (pile.length > game.tableau[best]!.length ? at : best),
          0,
        );
        const top = game.tableau[tallest]![game.tableau[tallest]!.length - 1]!;
        const card = button(page, `${cardName(top)}, pilha ${tallest + 1}`);
        await card.tap({ position: { x: 20, y: TOUCH_TARGET / 2 } });
        await expect(card).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByText(`Escolheu: ${cardName(top)}.`)).toBeVisible();
        await expectInsideWidth(page, solitaireTable, 'a card chosen');
        await expectNoAxeViolations(page);
        await card.tap({ position: { x: 20, y: TOUCH_TARGET / 2 } });
        await expect(card).toHaveAttribute('aria-pressed', 'false');
      }
    }
    expect(isWon(game)).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: /Parabéns, ganhou!/ })).toBeVisible();
    testInfo.annotations.push({
      type: 'won',
      description: (await expectSolitaireFits(page, 'won')).join('; '),
    });
    await expectInsideWidth(page, '#amparo-main button, #amparo-main h2', 'the result');
    await expectNoAxeViolations(page);
  } finally {
    await close();
  }
});

// ------------------------------------------------------------------------------------ tic-tac-toe

test('Jogo do Galo at 200 % zoom: played by tapping to a draw, within the width, and passes axe', async ({
  browser,
}, testInfo) => {
  const squares = findPlayerMoves(TIC_TAC_TOE_SEED, 'draw');
  expect(squares).not.toBeNull();
  const { page, close } = await zoomedPage(browser, testInfo);
  try {
    // The computer's thought is skipped, not waited (games.spec.ts).
    await page.clock.install();
    await page.goto(`/jogogalo?sorte=${TIC_TAC_TOE_SEED}`);
    const squaresOf = page.getByRole('group', { name: 'Tabuleiro do jogo do galo' });
    await expect(squaresOf.getByRole('button')).toHaveCount(9);
    testInfo.annotations.push({
      type: 'the empty board',
      description: (
        await expectInsideWidth(page, `${board}, ${board} button`, 'the empty board')
      ).join('; '),
    });
    for (const box of await squaresOf.getByRole('button').all()) {
      const { width, height } = (await box.boundingBox())!;
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
    for (const [index, square] of squares!.entries()) {
      await squaresOf.getByRole('button', { name: `Casa ${square + 1}, vazia` }).tap();
      await expect(
        squaresOf.getByRole('button', { name: new RegExp(`^Casa ${square + 1}, X`) }),
      ).toBeVisible();
      // The person's fifth X fills the board: the computer has nothing left to answer.
      if (index === squares!.length - 1 && squares!.length === 5) break;
      await expect(page.getByText('O computador está a pensar...')).toBeVisible();
      await page.clock.fastForward(1_500);
      await expect(squaresOf.getByRole('button', { name: /, O/ })).toHaveCount(index + 1);
      await expectInsideWidth(page, `${board} button`, `after move ${index + 1}`);
      if (index === 0) await expectNoAxeViolations(page);
    }
    await expect(page.getByRole('heading', { level: 2, name: /Empatou/ })).toBeVisible();
    await expectInsideWidth(
      page,
      `${board} button, #amparo-main h2, #amparo-main section button, [role="status"]`,
      'the result',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Recomeçar' }).tap();
    await expect(squaresOf.getByRole('button', { name: /vazia$/ })).toHaveCount(9);
  } finally {
    await close();
  }
});
