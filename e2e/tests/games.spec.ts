/**
 * Jogos in the composed platform, at both tablet sizes (playwright.config.ts): the hub, a seeded
 * Solitário won by tapping (one move dragged with a finger: real touch events through the DevTools
 * protocol, which Chromium turns into pointer events), Jogo do Galo played to each of its three results
 * with a seeded computer, and axe on every screen.
 *
 * The moves are computed here with the games' own rules module: the solver finds the winning moves of
 * the seeded deal, and the playthrough finder the person's squares for each result.
 */
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  withSavedSession,
  demoAccounts,
  expectNoAxeViolations,
} from '../support/fixtures';
import { expectFitsAboveBottomBar } from '../support/layoutChecks';

/** Every card of Solitário, face up or down, in the piles and beside them. */
const solitaireCards =
  '[aria-label="Pilhas"] button, [aria-label="Pilhas"] [role="img"], [aria-label="Baralho e fundações"] button';
import { applyMove } from '../../shared-machines/src/games/solitaire/applyMove';
import { isWon } from '../../shared-machines/src/games/solitaire/moves';
import { cardName } from '../../shared-machines/src/games/solitaire/cardNames';
import { dealSeededGame } from '../../shared-machines/src/games/solitaire/deal';
import { solveSolitaire } from '../../shared-machines/src/games/solitaire/solver';
import type { SolitaireGame } from '../../shared-machines/src/games/solitaire/game';
import type { SolitaireMove } from '../../shared-machines/src/games/solitaire/moves';
import { findPlayerMoves } from '../../shared-machines/src/games/ticTacToe/playthrough';
import { cardButtonName, destinationButtonName } from '../support/solitaireButtons';

/** A deal the solver wins (shared-machines/src/games/solitaire/solver.test.ts uses the same). */
const SOLITAIRE_SEED = 18;
const TIC_TAC_TOE_SEED = 7;

// Each test opens its game itself, already signed in.
test.beforeEach(async ({ page }) => {
  await withSavedSession(page, demoAccounts.maria);
});

// ---------------------------------------------------------------------------------------------- hub

test('the games hub offers both games and the three store games, and passes axe', async ({
  page,
}) => {
  await page.goto('/jogos');
  await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
  const others = page.getByRole('region', { name: 'Outros jogos' });
  for (const name of ['Tetris', 'Candy Crush', 'Sueca']) {
    const link = others.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Jogo do Galo/ }).click();
  await expect(page).toHaveURL(/\/jogogalo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo do Galo' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar aos jogos' }).click();
  await page.getByRole('link', { name: /Solitário/ }).click();
  await expect(page).toHaveURL(/\/solitario$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solitário' })).toBeVisible();
});

// ---------------------------------------------------------------------------------------- solitaire

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function tapMove(page: Page, game: SolitaireGame, move: SolitaireMove): Promise<void> {
  if (move.kind === 'flop') {
    await page.getByRole('button', { name: /^Baralho/ }).click();
    return;
  }
  const card = button(page, cardButtonName(game, move.from));
  // A covered card shows only its top strip: tap there.
  await card.click({ position: { x: 30, y: 16 } });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  const destination = button(page, destinationButtonName(game, move.to));
  await destination.click({ position: { x: 30, y: 16 } });
  // The move is done when nothing is selected any more: only then is the next card's tap a new pick.
  await expect(page.locator('#amparo-main [aria-pressed="true"]')).toHaveCount(0);
}

/** A finger drag: touchStart on the card's visible strip, a few touchMoves, touchEnd on the target. */
async function dragWithFinger(
  page: Page,
  card: Locator,
  target: Locator,
  whileOverTarget: () => Promise<void>,
): Promise<void> {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or target not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + 16 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
    });
  await touch('touchStart', start);
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', {
      x: start.x + ((end.x - start.x) * step) / steps,
      y: start.y + ((end.y - start.y) * step) / steps,
    });
  }
  await whileOverTarget();
  await touch('touchEnd');
  await cdp.detach();
}

test('Solitário: a seeded deal won by tapping, one move dragged with a finger, then Recomeçar', async ({
  page,
}) => {
  test.setTimeout(240_000);
  let game = dealSeededGame(SOLITAIRE_SEED);
  const moves = solveSolitaire(game);
  expect(moves, 'the solver wins the seeded deal').not.toBeNull();

  await page.goto(`/solitario?baralho=${SOLITAIRE_SEED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solitário' })).toBeVisible();
  await expect(
    page.getByText('Arraste uma carta para cima de outra.', { exact: false }),
  ).toBeVisible();
  await expectFitsAboveBottomBar(page, solitaireCards, 'the deal');

  // Seven columns fit the screen, with cards large enough to read at arm's length.
  const viewport = page.viewportSize()!;
  for (let pile = 0; pile < 7; pile += 1) {
    const top = game.tableau[pile]![pile]!;
    const box = await button(page, `${cardName(top)}, pilha ${pile + 1}`).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.width).toBeGreaterThanOrEqual(90);
  }

  const firstDrag = moves!.findIndex(
    (move) => move.kind === 'move' && move.from.area === 'tableau',
  );
  for (const [index, move] of moves!.entries()) {
    if (index === firstDrag && move.kind === 'move') {
      const card = button(page, cardButtonName(game, move.from));
      const target = button(page, destinationButtonName(game, move.to));
      await dragWithFinger(page, card, target, async () => {
        // While dragging, the legal destinations are highlighted.
        await expect(page.locator('[data-drop-target="valid"]').first()).toBeVisible();
      });
      game = applyMove(game, move);
      // The dropped card is now the top of its destination.
      await expect(button(page, destinationButtonName(game, move.to))).toBeVisible();
      // The drag library ignores clicks for 50 ms after a drag ends (so the drop is not also a tap); a
      // person's next tap comes later than that, and so does the test's.
      await page.waitForTimeout(150);
      continue;
    }
    await tapMove(page, game, move);
    game = applyMove(game, move);
    // Whatever the piles have grown to, the whole game stays on the screen above the bottom bar.
    await expectFitsAboveBottomBar(page, solitaireCards, `after move ${index + 1}`);
  }
  expect(isWon(game)).toBe(true);

  await expect(page.getByRole('heading', { level: 2, name: /Parabéns, ganhou!/ })).toBeVisible();
  for (const suit of ['copas', 'ouros', 'paus', 'espadas']) {
    await expect(
      page.getByRole('button', { name: `Fundação de ${suit}, Rei de ${suit}` }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Recomeçar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Parabéns/ })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Baralho, 24 cartas: virar cartas' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Carta virada para baixo' })).toHaveCount(21);
});

test('Solitário passes axe while playing, with a card chosen and with the new-game question', async ({
  page,
}) => {
  const game = dealSeededGame(SOLITAIRE_SEED);
  await page.goto(`/solitario?baralho=${SOLITAIRE_SEED}`);
  await expectNoAxeViolations(page);
  const top = game.tableau[6]![6]!;
  await button(page, `${cardName(top)}, pilha 7`).click();
  await expect(page.getByText(`Escolheu: ${cardName(top)}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  // A new game mid-play is asked first.
  await page.getByRole('button', { name: 'Novo jogo' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /Quer mesmo começar um jogo novo\?/ }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Não, continuar este jogo' }).click();
  await expect(button(page, `${cardName(top)}, pilha 7`)).toBeVisible();
});

// ------------------------------------------------------------------------------------ tic-tac-toe

const results = [
  { result: 'x', banner: 'Ganhou!' },
  { result: 'o', banner: 'Perdeu...' },
  { result: 'draw', banner: 'Empatou' },
] as const;

for (const { result, banner } of results) {
  test(`Jogo do Galo played to '${banner}', then Recomeçar in place`, async ({ page }) => {
    const squares = findPlayerMoves(TIC_TAC_TOE_SEED, result);
    expect(squares).not.toBeNull();
    // The page's clock runs as usual; the computer's 1.5 s of thought are skipped, not waited.
    await page.clock.install();
    await page.goto(`/jogogalo?sorte=${TIC_TAC_TOE_SEED}`);
    const board = page.getByRole('group', { name: 'Tabuleiro do jogo do galo' });
    await expect(board.getByRole('button')).toHaveCount(9);
    await expectFitsAboveBottomBar(
      page,
      '[aria-label="Tabuleiro do jogo do galo"] button',
      'the empty board',
    );
    for (const [index, square] of squares!.entries()) {
      await board.getByRole('button', { name: `Casa ${square + 1}, vazia` }).click();
      await expect(
        board.getByRole('button', { name: new RegExp(`^Casa ${square + 1}, X`) }),
      ).toBeVisible();
      const last = index === squares!.length - 1;
      if (last && result === 'x') break;
      if (last && result === 'draw' && squares!.length === 5) break;
      await expect(page.getByText('O computador está a pensar...')).toBeVisible();
      // Nothing can be played while the computer thinks (1.5 s): the tap on a free square is ignored.
      const free = board.getByRole('button', { name: /vazia/ });
      await free.first().click({ force: true });
      await expect(board.getByRole('button', { name: /, X/ })).toHaveCount(index + 1);
      await expect(page.getByText('O computador está a pensar...')).toBeVisible();
      await page.clock.fastForward(1_500);
      await expect(board.getByRole('button', { name: /, O/ })).toHaveCount(index + 1);
      await expect(board.getByRole('button', { name: /, X/ })).toHaveCount(index + 1);
      if (index === 0) await expectNoAxeViolations(page);
    }
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(banner.replace(/\./g, '\\.')) }),
    ).toBeVisible();
    // She reads the result and sees the line that decided it, together, without scrolling.
    await expectFitsAboveBottomBar(
      page,
      '[aria-label="Tabuleiro do jogo do galo"] button, h2, [role="status"], #amparo-main section button',
      `'${banner}'`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Recomeçar' }).click();
    await expect(page).toHaveURL(/\/jogogalo/);
    await expect(board.getByRole('button', { name: /vazia$/ })).toHaveCount(9);
    await expect(page.getByText('É a sua vez.')).toBeVisible();
  });
}
