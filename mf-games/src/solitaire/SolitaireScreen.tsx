import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useMachine } from '@xstate/react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  cardAt,
  cardsToMove,
  destinationsFor,
  sameDestination,
  solitaireMachine,
  type Card,
  type CardPosition,
  type Destination,
  type SolitaireContext,
} from '@amparo/shared-machines/games';
import { buttonClassName, StatusMessage } from '@amparo/shared-ui';
import { useBusyMoment } from '@amparo/shared-ui/busy-moments';
import { GameTitle } from '../shared/GameTitle';
import { keptSolitaire } from '../shared/keptGames';
import { ResultBanner } from '../shared/ResultBanner';
import { useSpaceBelow } from '../shared/useSpaceBelow';
import { CardFace } from './CardFace';
import { ConfirmNewGame } from './ConfirmNewGame';
import type { DragSource, DropArea } from './dragData';
import { dragAnnouncements, dragInstructions } from './dragAnnouncements';
import { FoundationSlot } from './FoundationSlot';
import { StockPile } from './StockPile';
import { TableauPile } from './TableauPile';
import { WastePile } from './WastePile';
import { gameNamesTexts } from '../texts/gameNamesTexts';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './SolitaireScreen.module.css';

export interface SolitaireScreenProps {
  /**
   * Deals a known game (`/solitario?baralho=18`, for tests); otherwise the game she left unfinished
   * (shared/keptGames.ts), or a new random one.
   */
  readonly seed?: number;
}

/** Drop where the finger or pointer is; near a pile (not on it) still counts. */
const dropUnderPointer: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

function destinationOf(position: CardPosition): Destination | null {
  if (position.area === 'tableau') return { area: 'tableau', pile: position.pile };
  if (position.area === 'foundation') return { area: 'foundation', pile: position.pile };
  return null;
}

/** What the status line says: the chosen card and what to do next, or why a move was refused. */
function statusText(
  context: Pick<SolitaireContext, 'selected' | 'feedback'>,
  selectedCard: Card | undefined,
): string {
  if (context.feedback === 'move-not-allowed') return solitaireTexts.moveNotAllowed;
  if (context.selected !== null && selectedCard !== undefined)
    return solitaireTexts.chosen(selectedCard);
  return '';
}

/** The solitaire screen (/solitario): Klondike played by dragging or by tapping a card and then its destination. */
export function SolitaireScreen({ seed }: SolitaireScreenProps) {
  // A deal asked for by its number (`?baralho=`) is dealt; otherwise the game she left, if any.
  const [kept] = useState(() => (seed === undefined ? keptSolitaire.read() : null));
  const [snapshot, send] = useMachine(solitaireMachine, {
    input: seed !== undefined ? { seed } : kept !== null ? { game: kept } : {},
  });
  const [dragging, setDragging] = useState<CardPosition | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));
  const { game, selected } = snapshot.context;
  const won = snapshot.hasTag('won');
  const confirming = snapshot.hasTag('newGameQuestion');
  const newGameRef = useRef<HTMLButtonElement>(null);

  // Kept as she plays (shared/keptGames.ts); a won game is forgotten.
  useEffect(() => keptSolitaire.keep(won ? null : game), [game, won]);

  const chosen = dragging ?? selected;
  // A card lifted or chosen is half a move: a medicine reminder waits until the move is over.
  useBusyMoment(chosen !== null);
  const targets = chosen === null ? [] : destinationsFor(game, chosen);
  const isTarget = (to: Destination) => targets.some((target) => sameDestination(target, to));

  /** Tap-to-move: the first tap chooses a card, the second its destination. */
  const tapCard = (position: CardPosition) => {
    if (!snapshot.hasTag('cardsInPlay')) return;
    const destination = destinationOf(position);
    const sameTableauPile =
      selected?.area === 'tableau' &&
      position.area === 'tableau' &&
      selected.pile === position.pile;
    if (selected === null || destination === null || sameTableauPile)
      send({ type: 'SELECT', from: position });
    else if (
      selected.area === 'foundation' &&
      position.area === 'foundation' &&
      selected.pile === position.pile
    ) {
      send({ type: 'SELECT', from: position });
    } else send({ type: 'MOVE', to: destination });
  };
  const tapEmptyTableau = (pile: number) => {
    if (selected !== null) send({ type: 'MOVE', to: { area: 'tableau', pile } });
  };
  const tapEmptyFoundation = (pile: number) => {
    if (selected !== null) send({ type: 'MOVE', to: { area: 'foundation', pile } });
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const source = active.data.current as DragSource | undefined;
    if (!source || !snapshot.hasTag('cardsInPlay')) return;
    if (selected !== null) send({ type: 'DESELECT' });
    setDragging(source.from);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const source = active.data.current as DragSource | undefined;
    const area = over?.data.current as DropArea | undefined;
    if (!source || !area) return;
    const ownPile = destinationOf(source.from);
    if (ownPile !== null && sameDestination(ownPile, area.to)) return;
    send({ type: 'DROP', from: source.from, to: area.to });
  };

  // The piles fan their cards tighter as they grow, to stay above the bottom bar (TableauPile.module.css).
  const pilesRef = useRef<HTMLDivElement>(null);
  const pilesSpace = useSpaceBelow(pilesRef);
  const pilesStyle =
    pilesSpace === null ? undefined : ({ '--tableau-h': `${pilesSpace}px` } as CSSProperties);

  const moving = dragging === null ? [] : cardsToMove(game, dragging);
  const selectedCard = selected === null ? undefined : cardAt(game, selected);

  return (
    <div className={styles.screen}>
      <GameTitle
        actions={
          won ? null : (
            <button
              ref={newGameRef}
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              aria-expanded={confirming}
              onClick={() => send({ type: confirming ? 'KEEP_PLAYING' : 'ASK_NEW_GAME' })}
            >
              {solitaireTexts.newGame}
            </button>
          )
        }
      >
        {gameNamesTexts.solitaire}
      </GameTitle>
      {won ? (
        <ResultBanner
          title={solitaireTexts.wonTitle}
          tone="won"
          className={styles.wonBanner}
          onRestart={() => send({ type: 'RESTART' })}
        />
      ) : null}
      {confirming ? (
        <ConfirmNewGame
          onConfirm={() => send({ type: 'CONFIRM_NEW_GAME' })}
          onKeepPlaying={() => {
            send({ type: 'KEEP_PLAYING' });
            newGameRef.current?.focus();
          }}
        />
      ) : null}
      {/* The instruction, replaced by what to do next while a card is chosen (one place, no jumps). */}
      {/* Once won, the banner takes the instruction's place: the whole table stays on the screen. */}
      {won ? null : (
        <StatusMessage className={styles.status}>
          {statusText(snapshot.context, selectedCard) || solitaireTexts.instruction}
        </StatusMessage>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={dropUnderPointer}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements: dragAnnouncements,
          screenReaderInstructions: dragInstructions,
        }}
      >
        <div className={styles.board}>
          <div
            className={`${styles.row} ${styles.top}`}
            role="group"
            aria-label={solitaireTexts.topRowLabel}
          >
            <StockPile game={game} onFlop={() => send({ type: 'FLOP' })} />
            <WastePile game={game} selected={selected} dragging={dragging} onTapCard={tapCard} />
            {game.foundations.map((cards, pile) => (
              <FoundationSlot
                key={pile}
                pile={pile}
                cards={cards}
                selected={selected}
                dragging={dragging}
                highlighted={isTarget({ area: 'foundation', pile })}
                onTapCard={tapCard}
                onTapEmpty={tapEmptyFoundation}
              />
            ))}
          </div>
          <div
            ref={pilesRef}
            className={styles.row}
            style={pilesStyle}
            role="group"
            aria-label={solitaireTexts.tableauLabel}
          >
            {game.tableau.map((cards, pile) => (
              <TableauPile
                key={pile}
                pile={pile}
                cards={cards}
                selected={selected}
                dragging={dragging}
                highlighted={isTarget({ area: 'tableau', pile })}
                onTapCard={tapCard}
                onTapEmpty={tapEmptyTableau}
              />
            ))}
          </div>
          <DragOverlay dropAnimation={null}>
            {moving.length > 0 ? (
              <div className={styles.dragged} aria-hidden="true">
                {moving.map((card, index) => (
                  <span
                    key={`${card.suit}-${card.rank}`}
                    className={index === 0 ? styles.draggedFirst : styles.draggedNext}
                  >
                    <CardFace card={card} />
                  </span>
                ))}
              </div>
            ) : null}
          </DragOverlay>
        </div>
      </DndContext>
    </div>
  );
}
