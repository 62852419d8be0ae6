import type { BoardAnimation } from '@breachline/board-view';
import type { GameEvent, HeroChoice } from '@breachline/engine';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { buttonText, groupActions, pressCell, type BoardTarget, type CellPick } from './action-labels';
import { describeCursor, pickingHelp, refuseCell, stepCursor, type Cell } from './cell-picker';
import { describeEvent } from './describe-event';
import { DiceTray } from './dice-tray';
import { ObjectiveTracker } from './objective-tracker';
import { writeSave } from './saved-game';
import { act, currentBoard, enemyStep, legalActions, sideToAct, type Session } from './session';
import { replayOfSession, type ReplayTimeline } from './replay';
import { ReplayScreen } from './replay-screen';
import { UnitCards } from './unit-cards';
import { useActionKeys } from './use-action-keys';
import { usePresentation } from './use-presentation';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** How long each enemy decision stays on screen before the next: readable, and skippable. */
const ENEMY_STEP_MS = 450;
/** The id of the move pick (the others are the ruleset's cell-targeting actions). */
const MOVE = 'move';

export interface PlayScreenProps {
  readonly session: Session;
  readonly players: number;
  onLeave(): void;
  onRestart(): void;
}

type DiceEvent = Extract<GameEvent, { type: 'dice-rolled' }>;

export function PlayScreen(props: PlayScreenProps) {
  const [session, setSession] = useState(props.session);
  const [log, setLog] = useState<string[]>(['The mission begins.']);
  const [dice, setDice] = useState<DiceEvent>();
  const [refusal, setRefusal] = useState<string>();
  const [skipping, setSkipping] = useState(false);
  const [focus, setFocus] = useState<{ x: number; y: number; nonce: number }>();
  const [replay, setReplay] = useState<ReplayTimeline>();
  // The last step's engine events, which the board animates over the new state (a new step cuts it short).
  const [animation, setAnimation] = useState<BoardAnimation>();
  const logEnd = useRef<HTMLLIElement>(null);
  // Choosing a cell from the keyboard: which pick ('move' or a cell-targeting action), where the cursor is, and whether it has moved yet.
  const [picking, setPicking] = useState<{ id: string; cursor: Cell; moved: boolean }>();
  const [hover, setHover] = useState<Cell>();
  // Whose actions the bar and board offer when several units may act (command points), and a target with several actions to choose from.
  const [selected, setSelected] = useState<string>();
  const [choosing, setChoosing] = useState<BoardTarget>();

  // Everything drawn here comes from the heroes' view and the heroes' events: nothing the heroes may not know.
  const view = session.view;
  const names = useMemo(() => new Map(view.units.map((u) => [u.id, u.name])), [view.units]);
  const nameOf = (id: string) => names.get(id) ?? id.replace(/[-_#]/g, ' ');
  const heroIds = useMemo(() => session.heroes.map((h: HeroChoice) => h.id), [session.heroes]);
  const playerOf = (unitId: string) => (Math.max(0, heroIds.indexOf(unitId)) % props.players) + 1;
  const side = sideToAct(session);
  const status = view.status;
  const board = currentBoard(session);
  const { face, ctx, tokens } = usePresentation(session.loaded.mission.ruleset, view, board, session.loaded.tiles);

  const apply = (step: ReturnType<typeof act>) => {
    if (!step.ok) return setRefusal(step.message);
    setRefusal(undefined);
    setPicking(undefined);
    setChoosing(undefined);
    setSession(step.session);
    setAnimation((last) => ({ id: (last?.id ?? 0) + 1, events: step.events, before: { units: view.units, tokens } }));
    const lines = step.events.flatMap((e) => describeEvent(e, nameOf, { face, ctx }) ?? []);
    if (lines.length > 0) setLog((l) => [...l, ...lines].slice(-200));
    const rolled = [...step.events].reverse().find((e): e is DiceEvent => e.type === 'dice-rolled');
    if (rolled) setDice(rolled);
    writeSave(window.localStorage, { mission: step.session.loaded.mission, seed: step.session.seed, heroes: step.session.heroes, actions: step.session.actions, savedAt: new Date().toISOString() });
  };

  // The enemy side plays by itself, one decision at a time, at a readable pace (or all at once when skipped).
  useEffect(() => {
    if (side !== 'enemies') {
      setSkipping(false);
      return undefined;
    }
    const timer = setTimeout(() => apply(enemyStep(session)), skipping ? 0 : ENEMY_STEP_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, side, skipping]);

  useEffect(() => {
    // A block body: scrollIntoView returns a Promise in recent browsers, and an effect may only return a cleanup.
    void logEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [log]);

  const grouped = useMemo(() => groupActions(side === 'heroes' ? legalActions(session) : [], face, ctx, selected), [session, side, face, ctx, selected]);
  const movePick = useMemo<CellPick | undefined>(() => (grouped.moves.size > 0 ? { id: MOVE, label: 'Move', cells: grouped.moves } : undefined), [grouped]);
  const targets = useMemo(() => [...grouped.targets.values()].map((t) => ({ x: t.x, y: t.y, kind: t.kind })), [grouped]);
  const hovered = hover && (!picking || picking.id === MOVE) ? grouped.targets.get(`${hover.x},${hover.y}`) : undefined;
  const pick = picking && (picking.id === MOVE ? movePick : grouped.picks.find((p) => p.id === picking.id));
  const cursor = pick && picking ? picking.cursor : undefined;
  const choice = cursor && pick?.cells.get(`${cursor.x},${cursor.y}`);
  const reachable = useMemo(() => [...(pick ?? movePick)?.cells.values() ?? []].map((m) => ({ x: m.x, y: m.y, cost: m.cost ?? 0 })), [pick, movePick]);
  const previewAt = cursor ?? hover;
  const path = pick === undefined || pick === movePick ? (previewAt && grouped.moves.get(`${previewAt.x},${previewAt.y}`)?.path) : undefined;
  const actor = view.turn?.actor ?? null;
  const endTurn = grouped.bar.find((b) => b.kind === 'action' && (b.entry.action.type === 'end-activation' || b.entry.action.type === 'end-phase'));

  /** Starts choosing a cell for this pick, the cursor on the unit that would act (or stops, if it is the one being chosen). */
  const togglePick = (next: CellPick) => {
    if (pick?.id === next.id) return setPicking(undefined);
    const first = next.cells.values().next().value;
    const unit = view.units.find((u) => u.id === first?.action['unit'] && u.x >= 0);
    const start = unit ? { x: unit.x, y: unit.y } : first ? { x: first.x, y: first.y } : undefined;
    setRefusal(undefined);
    if (start) setPicking({ id: next.id, cursor: start, moved: false });
  };
  const chooseCell = () => {
    if (!pick || !cursor) return;
    if (choice) apply(act(session, choice.action));
    else setRefusal(refuseCell(cursor, pick.label, pick === movePick));
  };
  // Each bar entry: an action taken at once, or a pick that asks for its cell first ("…").
  const bar = grouped.bar.map((b) =>
    b.kind === 'action'
      ? { label: buttonText(b.entry), run: () => apply(act(session, b.entry.action)), letter: b.entry.key, isEnd: b === endTurn, pickId: undefined }
      : { label: `${b.pick.label}…`, run: () => togglePick(b.pick), letter: undefined, isEnd: false, pickId: b.pick.id },
  );
  // Letter keys from the ruleset's face (E ends the turn, O overwatch, R reload…): each takes its first action listed.
  const letters = new Map<string, () => void>();
  for (const entry of bar) if (entry.letter && !letters.has(entry.letter)) letters.set(entry.letter, entry.run);
  const otherActors = grouped.actors.filter((id) => id !== grouped.unit);
  if (otherActors.length > 0) letters.set('n', () => setSelected(otherActors[0]));
  if (movePick) letters.set('m', () => togglePick(movePick));
  const onCellPress = (cell: Cell) => {
    // While choosing where to move, targets still take a click; another pick takes only its own squares.
    const press = pressCell(grouped, cell, pick === movePick ? undefined : (pick ?? undefined), (at) => view.units.find((u) => u.x === at.x && u.y === at.y)?.id);
    if (press.kind === 'act') apply(act(session, press.action));
    else if (press.kind === 'choose') setChoosing(press.target);
    else if (press.kind === 'select') setSelected(press.unit);
  };
  useActionKeys({
    actions: bar.slice(0, 9).map((entry) => entry.run),
    letters,
    skipEnemy: side === 'enemies' ? () => setSkipping(true) : undefined,
    picking:
      pick && picking
        ? {
            // From the latest state: keys pressed faster than the screen re-renders each still count.
            step: (direction) => {
              setRefusal(undefined);
              setPicking((last) => last && { ...last, cursor: stepCursor(last.cursor, direction, board), moved: true });
            },
            choose: chooseCell,
            cancel: () => setPicking(undefined),
          }
        : undefined,
  });

  if (replay) return <ReplayScreen timeline={replay} onClose={() => setReplay(undefined)} />;

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
            reachable={reachable}
            targets={pick && pick !== movePick ? [] : targets}
            figureOf={face.figure}
            material={face.material}
            tokenFace={face.token}
            cursor={cursor && { ...cursor, valid: choice !== undefined }}
            path={path}
            animation={animation}
            mode="perspective"
            focus={focus}
            // While a cell is being chosen, the arrows move the cursor, not the camera.
            keyboardPan={!cursor}
            label="Game board"
            onCellHover={(cell) => setHover((last) => (last?.x === cell?.x && last?.y === cell?.y ? last : cell))}
            onCellPress={onCellPress}
          />
        </Suspense>
      </div>
      <aside className="hud" aria-label="Mission">
        <button type="button" className="leave" onClick={props.onLeave}>
          ← Missions
        </button>
        <h1>{session.loaded.mission.meta.title}</h1>
        <p className="hud-meta" aria-label="Round and phase">
          Round {view.round} · {String(view.turn?.phase ?? '').replace(/[-_]/g, ' ')}
        </p>
        <p className="turn-banner" role="status">
          {status.kind !== 'playing'
            ? ''
            : side === 'heroes'
              ? actor
                ? `Player ${playerOf(actor)}: ${nameOf(actor)} is acting`
                : props.players > 1
                  ? 'Players: choose who acts next'
                  : 'Your turn: choose who acts'
              : 'The enemy is moving…'}
        </p>
        <ObjectiveTracker objectives={session.ruleset.objectives(view)} trackers={face.trackers(view)} />
        <UnitCards
          units={view.units}
          actor={actor}
          selected={grouped.unit}
          statsOf={face.stats}
          playerOf={playerOf}
          onFocus={(unit) => unit.x >= 0 && setFocus({ x: unit.x, y: unit.y, nonce: (focus?.nonce ?? 0) + 1 })}
        />
        <DiceTray roll={dice} />
      </aside>
      <section className="action-bar" aria-label="Actions">
        {side === 'enemies' && (
          <button type="button" onClick={() => setSkipping(true)} aria-keyshortcuts="Space">
            Skip the enemy turn <kbd aria-hidden="true">Space</kbd>
          </button>
        )}
        {cursor && pick ? (
          <button type="button" onClick={() => setPicking(undefined)} aria-keyshortcuts="Escape">
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
          {cursor && pick
            ? `${picking?.moved ? '' : `${pickingHelp(pick.label)} `}${describeCursor(cursor, choice, pick === movePick)}`
            : hovered
              ? hovered.choices.map(buttonText).join('; ')
              : movePick
              ? `Press M or click a highlighted square to move (${grouped.moves.size} reachable).`
              : ''}
        </span>
        {choosing && (
          <span role="group" aria-label="Choose an action" className="target-choices">
            {choosing.choices.map((choice) => (
              <button key={choice.label} type="button" className="target-choice" onClick={() => apply(act(session, choice.action))}>
                {buttonText(choice)}
              </button>
            ))}
            <button type="button" onClick={() => setChoosing(undefined)}>
              Cancel
            </button>
          </span>
        )}
        {otherActors.length > 0 &&
          otherActors.map((id, i) => (
            <button key={id} type="button" className="switch-actor" onClick={() => setSelected(id)} aria-keyshortcuts={i === 0 ? 'N' : undefined}>
              Command {nameOf(id)}
              {i === 0 && <kbd aria-hidden="true">N</kbd>}
            </button>
          ))}
        {bar.map((entry, i) => {
          const key = entry.isEnd ? 'E' : i < 9 ? String(i + 1) : entry.letter?.toUpperCase();
          return (
            <button key={i} type="button" onClick={entry.run} aria-keyshortcuts={key} aria-pressed={entry.pickId === undefined ? undefined : pick?.id === entry.pickId}>
              {entry.label}
              {key && <kbd aria-hidden="true">{key}</kbd>}
            </button>
          );
        })}
        {refusal && <span className="refusal">{refusal}</span>}
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
            <p>{status.reason}</p>
            <dl>
              <dt>Rounds</dt>
              <dd>{view.round}</dd>
              <dt>Actions taken</dt>
              <dd>{session.actions.length}</dd>
              <dt>Heroes standing</dt>
              <dd>{view.units.filter((u) => u.side === 'heroes' && u.x >= 0).length}</dd>
            </dl>
            <button
              type="button"
              onClick={() => {
                const opened = replayOfSession(session);
                if (opened.ok) setReplay(opened.timeline);
                else setRefusal(opened.message);
              }}
            >
              Watch the replay
            </button>
            <button type="button" onClick={props.onRestart}>
              Play again
            </button>
            <button type="button" onClick={props.onLeave}>
              Missions
            </button>
          </section>
        </div>
      )}
    </main>
  );
}
