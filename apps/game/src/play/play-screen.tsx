import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { barLabel, buttonText, groupActions, pressCell, type CellPick } from './action-labels';
import { describeCursor, pickingHelp, refuseCell, stepCursor, type Cell } from './cell-picker';
import { DiceTray } from './dice-tray';
import { heroesStanding } from './heroes-standing';
import { turnBanner } from './turn-banner';
import { ObjectiveTracker } from './objective-tracker';
import { ReplayScreen } from './replay-screen';
import { roundLine } from './round-line';
import { UnitCards } from './unit-cards';
import { useActionKeys } from './use-action-keys';
import { useBarHeight } from './use-bar-height';
import { usePresentation } from './use-presentation';
import { GroundLegend } from './ground-legend';
import { useSightPreview } from './use-sight-preview';
import type { GameStore } from '../session/game-store';
import { useGame, useRunningGame } from '../session/use-game-store';

/** A ruleset's reason reads as a sentence on the end screen ("the ship fell apart…" → "The ship fell apart…"). */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** The id of the move pick (the others are the ruleset's cell-targeting actions). */
const MOVE = 'move';

export interface PlayScreenProps {
  /** The game: the screen renders from it and sends it what the players do. */
  readonly store: GameStore;
  onLeave(): void;
  onRestart(): void;
  /** In a campaign: on to what follows the mission (its interlude, its next mission). */
  onCampaign?: () => void;
}

/** A view over the game store: it renders the seat's view and sends the players' intents; the store does the rest. */
export function PlayScreen({ store, onLeave, onRestart, onCampaign }: PlayScreenProps) {
  useRunningGame(store);
  const game = useGame(store, (s) => s.game);
  const seat = useGame(store, (s) => s.seat);
  const log = useGame(store, (s) => s.log);
  const dice = useGame(store, (s) => s.dice);
  const animation = useGame(store, (s) => s.animation);
  const refusal = useGame(store, (s) => s.refusal);
  const saveProblem = useGame(store, (s) => s.saveProblem);
  const picking = useGame(store, (s) => s.picking);
  const hover = useGame(store, (s) => s.hover);
  const focus = useGame(store, (s) => s.focus);
  const replay = useGame(store, (s) => s.replay);
  const players = useGame(store, (s) => s.players);
  const selected = useGame(store, (s) => s.selected);
  const choosing = useGame(store, (s) => s.choosing);
  const notice = useGame(store, (s) => s.notice);
  // The store's intents never change: taken once, not subscribed to.
  const { act, playerOf, nameOf, skipEnemy, beginPick, moveCursor, cancelPick, refuse, hoverCell, focusOn, openReplay, closeReplay, selectUnit, chooseAmong, dismissNotice } = store.getState();
  const logEnd = useRef<HTMLLIElement>(null);
  const actionBar = useBarHeight<HTMLElement>();

  // Everything drawn here comes from the heroes' view and the heroes' events: nothing the heroes may not know.
  const { view, side, board } = seat;
  const heroIds = useMemo(() => game.heroes.map((h) => h.id), [game.heroes]);
  const status = view.status;
  const { face, ctx, tokens, groundMarks } = usePresentation(game.loaded.mission.ruleset, view, board, game.loaded.tiles);

  useEffect(() => {
    // A block body: scrollIntoView returns a Promise in recent browsers, and an effect may only return a cleanup.
    void logEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [log]);

  const grouped = useMemo(() => groupActions(seat.legal, face, ctx, selected), [seat, face, ctx, selected]);
  const movePick = useMemo<CellPick | undefined>(() => (grouped.moves.size > 0 ? { id: MOVE, label: 'Move', cells: grouped.moves } : undefined), [grouped]);
  const pick = picking && (picking.id === MOVE ? movePick : grouped.picks.find((p) => p.id === picking.id));
  const cursor = pick && picking ? picking.cursor : undefined;
  const choice = cursor && pick?.cells.get(`${cursor.x},${cursor.y}`);
  const reachable = useMemo(() => [...(pick ?? movePick)?.cells.values() ?? []].map((m) => ({ x: m.x, y: m.y, cost: m.cost ?? 0 })), [pick, movePick]);
  const previewAt = cursor ?? hover;
  const targets = useMemo(() => [...grouped.targets.values()].map((t) => ({ x: t.x, y: t.y, kind: t.kind })), [grouped]);
  const hovered = hover && (!picking || picking.id === MOVE) ? grouped.targets.get(`${hover.x},${hover.y}`) : undefined;
  const path = pick === undefined || pick === movePick ? (previewAt && grouped.moves.get(`${previewAt.x},${previewAt.y}`)?.path) : undefined;
  const actor = view.turn?.actor ?? null;
  const sight = useSightPreview(face, view, board, grouped.unit);
  const endTurn = grouped.bar.find((b) => b.kind === 'action' && (b.entry.action.type === 'end-activation' || b.entry.action.type === 'end-phase'));

  /** Starts choosing a cell for this pick, the cursor on the unit that would act (or stops, if it is the one being chosen). */
  const togglePick = (next: CellPick) => {
    if (pick?.id === next.id) return cancelPick();
    const first = next.cells.values().next().value;
    const unit = view.units.find((u) => u.id === first?.action['unit'] && u.x >= 0);
    const start = unit ? { x: unit.x, y: unit.y } : first ? { x: first.x, y: first.y } : undefined;
    if (start) beginPick(next.id, start);
  };
  const chooseCell = () => {
    // From the latest state: a cursor moved by a key pressed since the last render still counts.
    const latest = store.getState().picking?.cursor ?? cursor;
    if (!pick || !latest) return;
    const chosen = pick.cells.get(`${latest.x},${latest.y}`);
    if (chosen) act(chosen.action);
    else refuse(refuseCell(latest, pick.label, pick === movePick));
  };
  // Each bar entry: an action taken at once, or a pick that asks for its cell first ("…").
  const bar = grouped.bar.map((b) =>
    b.kind === 'action'
      ? { label: buttonText(b.entry), run: () => act(b.entry.action), letter: b.entry.key, isEnd: b === endTurn, pickId: undefined }
      : b.kind === 'pick'
        ? { label: barLabel(b), run: () => togglePick(b.pick), letter: undefined, isEnd: false, pickId: b.pick.id }
        : { label: barLabel(b), run: () => chooseAmong(choosing?.choices === b.group.choices ? undefined : b.group), letter: b.group.choices[0]?.key, isEnd: false, pickId: undefined },
  );
  // Actions aimed at something on the board (a swarm gives twenty attacks) go in their own scrolling row, so the bar stays short.
  const aimed = useMemo(() => new Set([...grouped.targets.values()].flatMap((t) => t.choices)), [grouped]);
  const isAimed = (i: number) => {
    const b = grouped.bar[i];
    return b?.kind === 'action' && aimed.has(b.entry);
  };
  // Letter keys from the ruleset's face (E ends the turn, O overwatch, R reload…): each takes its first action listed.
  const letters = new Map<string, () => void>();
  for (const entry of bar) if (entry.letter && !letters.has(entry.letter)) letters.set(entry.letter, entry.run);
  const otherActors = grouped.actors.filter((id) => id !== grouped.unit);
  const firstOther = otherActors[0];
  if (firstOther !== undefined) letters.set('n', () => selectUnit(firstOther));
  if (movePick) letters.set('m', () => togglePick(movePick));
  if (sight.available) letters.set('v', sight.toggle);
  const onCellPress = (cell: Cell) => {
    // While choosing where to move, targets still take a click; another pick takes only its own squares.
    const press = pressCell(grouped, cell, pick === movePick ? undefined : (pick ?? undefined), (at) => view.units.find((u) => u.x === at.x && u.y === at.y)?.id);
    if (press.kind === 'act') act(press.action);
    else if (press.kind === 'choose') chooseAmong(press.target);
    else if (press.kind === 'select') selectUnit(press.unit);
  };
  useActionKeys({
    // An open choice takes the number keys: its buttons show them.
    actions: choosing ? choosing.choices.slice(0, 9).map((c) => () => act(c.action)) : bar.slice(0, 9).map((entry) => entry.run),
    closeChoice: choosing ? () => chooseAmong(undefined) : undefined,
    letters,
    skipEnemy: side === 'enemies' ? skipEnemy : undefined,
    picking:
      pick && picking
        ? {
            step: (direction) => moveCursor((at) => stepCursor(at, direction, board)),
            choose: chooseCell,
            cancel: cancelPick,
          }
        : undefined,
  });

  const barButton = (entry: (typeof bar)[number], i: number) => {
    const key = entry.isEnd ? 'E' : i < 9 ? String(i + 1) : entry.letter?.toUpperCase();
    return (
      <button key={i} type="button" onClick={entry.run} aria-keyshortcuts={key} aria-pressed={entry.pickId === undefined ? undefined : pick?.id === entry.pickId}>
        {entry.label}
        {key && <kbd aria-hidden="true">{key}</kbd>}
      </button>
    );
  };

  if (replay) return <ReplayScreen timeline={replay} onClose={closeReplay} />;

  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas
            board={board}
            units={view.units}
            roster={heroIds}
            openDoors={view.openDoors}
            tokens={tokens}
            groundMarks={groundMarks}
            reachable={reachable}
            cursor={cursor && { ...cursor, valid: choice !== undefined }}
            path={path}
            targets={pick && pick !== movePick ? [] : targets}
            sight={sight.overlay}
            figureOf={face.figure}
            material={face.material}
            tokenFace={face.token}
            animation={animation}
            mode="perspective"
            focus={focus}
            // While a cell is being chosen, the arrows move the cursor, not the camera.
            keyboardPan={!cursor}
            label="Game board"
            onCellHover={hoverCell}
            onCellPress={onCellPress}
          />
        </Suspense>
      </div>
      <aside className="hud" aria-label="Mission">
        <button type="button" className="leave" onClick={onLeave}>
          ← Missions
        </button>
        <h1>{game.loaded.mission.meta.title}</h1>
        <p className="hud-meta" aria-label="Round and phase">
          {roundLine(face, view)} · {String(view.turn?.phase ?? '').replace(/[-_]/g, ' ')}
        </p>
        <p className="turn-banner" role="status">
          {turnBanner({ view, side, players, actor: actor ? { player: playerOf(actor), name: nameOf(actor) } : null, prompt: face.phasePrompt?.(view) })}
        </p>
        <ObjectiveTracker objectives={game.ruleset.objectives(view)} trackers={face.trackers(view)} />
        {/* The square under the pointer, or under the keyboard cursor while choosing one, is read. */}
        <GroundLegend marks={groundMarks} hover={previewAt} width={board.width} />
        <UnitCards
          units={view.units}
          actor={actor}
          playerOf={playerOf}
          selected={grouped.unit}
          statsOf={(unit) => face.stats(unit, view)}
          onFocus={(unit) => unit.x >= 0 && focusOn(unit)}
        />
        <DiceTray roll={dice} />
      </aside>
      {notice && status.kind === 'playing' && (
        <section className="mission-message" aria-label="Mission message" aria-live="polite">
          <h2>{notice.title}</h2>
          <p>{notice.text}</p>
          <button type="button" onClick={dismissNotice}>
            Got it
          </button>
        </section>
      )}
      <section className="action-bar" aria-label="Actions" ref={actionBar}>
        {side === 'enemies' && (
          <button type="button" onClick={skipEnemy} aria-keyshortcuts="Space">
            Skip the enemy turn <kbd aria-hidden="true">Space</kbd>
          </button>
        )}
        {/* While a choice is open the bar holds just it (one short row at 1280×720); Cancel brings the rest back. */}
        {choosing ? null : cursor && pick ? (
          <button type="button" onClick={cancelPick} aria-keyshortcuts="Escape">
            Cancel {pick.label.toLowerCase()} <kbd aria-hidden="true">Esc</kbd>
          </button>
        ) : (
          movePick && (
            <button type="button" onClick={() => togglePick(movePick)} aria-keyshortcuts="M" title="Choose a square with the arrow keys or WASD, then Enter">
              Move… <kbd aria-hidden="true">M</kbd>
            </button>
          )
        )}
        {/* Spoken as the cursor moves, so the board can be played without seeing it (a live region, not a second "status": the turn banner is that). */}
        <span className="move-hint" aria-live="polite" aria-atomic="true">
          {choosing
            ? ''
            : cursor && pick
            ? `${picking?.moved ? '' : `${pickingHelp(pick.label)} `}${describeCursor(cursor, choice, pick === movePick)}`
            : hovered
              ? hovered.choices.map(buttonText).join('; ')
              : movePick
                ? `Press M or click a highlighted square to move (${grouped.moves.size} reachable).`
                : ''}
        </span>
        {choosing && (
          <span role="group" aria-label="Choose an action" className="target-choices">
            {choosing.choices.map((choice, i) => (
              <button key={choice.label} type="button" className="target-choice" onClick={() => act(choice.action)} aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}>
                {buttonText(choice)}
                {i < 9 && <kbd aria-hidden="true">{i + 1}</kbd>}
              </button>
            ))}
            <button type="button" onClick={() => chooseAmong(undefined)} aria-keyshortcuts="Escape">
              Cancel <kbd aria-hidden="true">Esc</kbd>
            </button>
          </span>
        )}
        {!choosing && otherActors.map((id, i) => (
          <button key={id} type="button" className="switch-actor" onClick={() => selectUnit(id)} aria-keyshortcuts={i === 0 ? 'N' : undefined}>
            Command {nameOf(id)}
            {i === 0 && <kbd aria-hidden="true">N</kbd>}
          </button>
        ))}
        {!choosing && bar.map((entry, i) => !isAimed(i) && barButton(entry, i))}
        {!choosing && bar.some((_, i) => isAimed(i)) && (
          <span role="group" aria-label="Targets" className="target-row">
            {bar.map((entry, i) => isAimed(i) && barButton(entry, i))}
          </span>
        )}
        {/* A view toggle, after the actions: the number keys count the actions from the front of the bar. */}
        {!choosing && sight.available && (
          <button type="button" onClick={sight.toggle} aria-keyshortcuts="V" aria-pressed={sight.shown} title="What the selected unit sees, and rings under the enemies that could strike it next turn">
            Sight and threats <kbd aria-hidden="true">V</kbd>
          </button>
        )}
        {refusal && <span className="refusal">{refusal}</span>}
        {saveProblem && <span className="refusal">{saveProblem}</span>}
      </section>
      <section className="event-log" aria-label="Event log">
        <ol>
          {log.map((line, i) => (
            <li key={i} ref={i === log.length - 1 ? logEnd : undefined}>
              {line}
            </li>
          ))}
        </ol>
      </section>
      {status.kind !== 'playing' && (
        <div className="overlay">
          <section className="end-screen" role="dialog" aria-label="Mission over">
            <h2>{status.kind === 'won' ? 'Victory' : 'Defeat'}</h2>
            <p>{sentence(status.reason)}</p>
            <dl>
              <dt>Rounds</dt>
              <dd>{view.round}</dd>
              <dt>Actions taken</dt>
              <dd>{seat.actionCount}</dd>
              <dt>Heroes standing</dt>
              <dd>{heroesStanding(view.units)}</dd>
              <dt>Seed</dt>
              <dd aria-label="Seed">{game.seed}</dd>
              {game.rulesVersion !== undefined && (
                <>
                  <dt>Rules</dt>
                  <dd>
                    {face.name} version {game.rulesVersion}
                  </dd>
                </>
              )}
            </dl>
            {onCampaign && (
              <button type="button" className="primary" onClick={onCampaign}>
                Continue the campaign
              </button>
            )}
            <button
              type="button"
              onClick={openReplay}
            >
              Watch the replay
            </button>
            <button type="button" onClick={onRestart}>
              Play again
            </button>
            <button type="button" onClick={onLeave}>
              Missions
            </button>
          </section>
        </div>
      )}
    </main>
  );
}
