// A game being played, as the screens see it: one seat's view, its events and legal actions (from the
// transport), the event log, the players and whose hero acts, the enemy's pacing, autosave, the board's
// animation and the input modes. The play screen renders from this store and sends it intents; nothing
// in it knows whether the rules run in this page or on a server.
import type { BoardAnimation } from '@breachline/board-view';
import { presentationFor } from '@breachline/engine';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionGroup } from '../play/action-labels';
import type { Cell } from '../play/cell-picker';
import type { EventWords } from '../play/describe-event';
import { presentContext, tileNames } from '../play/present-context';
import { replayOfGame, type ReplayTimeline } from '../play/replay';
import type { SeenStep } from '../play/session';
import { extendLog, lastNotice, lastRoll, type DiceEvent, type Notice } from './event-log';
import { namer } from './namer';
import type { GameInfo, GameRecord, Seat, Transport, TransportUpdate } from './transport';

/** How long each enemy decision stays on screen before the next: readable, and skippable. */
export const ENEMY_STEP_MS = 450;

/** What an autosave needs: the game as started, who plays it at this screen, and its record. */
export interface AutosaveInput {
  readonly game: GameInfo;
  readonly players: number;
  readonly record: GameRecord;
}

export interface GameStoreOptions {
  /** How many players share the heroes at this screen (hot-seat). */
  readonly players: number;
  /**
   * The last steps that led to the current state, so the log, the dice and the banner start as the game left
   * them: a new game's start step (what starting told: its first log line, the mission's start messages), or a
   * resumed game's last steps (its start among them when it is short enough).
   */
  readonly history?: readonly SeenStep[];
  /** Called after every step; says why, when the game could not be saved. */
  readonly autosave?: (input: AutosaveInput) => { ok: true } | { ok: false; message: string };
  readonly enemyStepMs?: number;
}

/** Choosing a cell (for 'move' or a cell-targeting action): where the cursor is, and whether it has moved yet. */
export interface Picking {
  readonly id: string;
  readonly cursor: Cell;
  readonly moved: boolean;
}

export interface GameStoreState {
  readonly game: GameInfo;
  readonly players: number;
  readonly seat: Seat;
  readonly log: readonly string[];
  readonly dice: DiceEvent | undefined;
  /** The last step's events, which the board animates over the new state (a new step cuts it short). */
  readonly animation: BoardAnimation | undefined;
  readonly refusal: string | undefined;
  /** Why the last autosave failed, if it did. */
  readonly saveProblem: string | undefined;
  /** The enemy's turn is being played without pauses. */
  readonly skipping: boolean;
  readonly picking: Picking | undefined;
  readonly hover: Cell | undefined;
  readonly focus: { readonly x: number; readonly y: number; readonly nonce: number } | undefined;
  readonly replay: ReplayTimeline | undefined;
  /** Whose actions the bar and board offer when several units may act (command points); undefined: the active one. */
  readonly selected: string | undefined;
  /** A target with several actions (or a bar button grouping them), its choices shown until one is taken or the choice cancelled. */
  readonly choosing: Pick<ActionGroup, 'choices'> | undefined;
  /** The mission's last titled message (a lesson, an alarm), shown as a banner until dismissed or replaced. */
  readonly notice: Notice | undefined;

  /** Which player (1…players) plays this hero. */
  playerOf(unitId: string): number;
  nameOf(unitId: string): string;
  act(action: unknown): void;
  skipEnemy(): void;
  beginPick(id: string, start: Cell): void;
  moveCursor(step: (cursor: Cell) => Cell): void;
  cancelPick(): void;
  refuse(message: string): void;
  hoverCell(cell: Cell | undefined): void;
  focusOn(cell: Cell): void;
  openReplay(): void;
  closeReplay(): void;
  selectUnit(unitId: string | undefined): void;
  chooseAmong(target: Pick<ActionGroup, 'choices'> | undefined): void;
  dismissNotice(): void;
  /** Everything that rebuilds the game (its actions and the hash they reach): what a campaign reads at the mission's end. */
  record(): GameRecord;
  /** Starts listening to the transport and pacing the enemy; returns the stop (also `stop`). */
  start(): () => void;
  stop(): void;
}

export type GameStore = StoreApi<GameStoreState>;


/** The tokens as the board draws them before a step: kind and place, never contents. */
export const tokensOf = (seat: Seat) =>
  seat.view.tokens.map((t) => ({
    id: t.id,
    kind: t.kind,
    x: t.x,
    y: t.y,
    revealed: t.revealed,
  }));

export function createGameStore(transport: Transport, options: GameStoreOptions): GameStore {
  const stepMs = options.enemyStepMs ?? ENEMY_STEP_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  const first = transport.seat();
  const history = options.history ?? [];
  const heroIds = transport.game.heroes.map((h) => h.id);
  const players = Math.max(1, Math.trunc(options.players));
  // The log is phrased by the ruleset's face, as the screen words actions: tiles by name, squares as C4.
  const face = presentationFor(transport.game.loaded.mission.ruleset);
  const tileName = tileNames(transport.game.loaded.tiles);
  const tokenLabel = (kind: string) => face.token(kind)?.label;
  const wordsFor = (seat: Seat, nameOf: (id: string) => string): EventWords => ({ face, ctx: presentContext(seat.view, seat.board, tileName, nameOf) });

  const store = createStore<GameStoreState>()((set, get) => {
    /** Plays the enemy's next decision after a pause (none when skipping); stops when it is no longer the enemy's turn. */
    const pace = () => {
      clearTimeout(timer);
      timer = undefined;
      const { seat, skipping } = get();
      if (seat.side !== 'enemies') {
        if (skipping) set({ skipping: false });
        return;
      }
      if (!unsubscribe) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          transport.requestEnemyStep();
        },
        skipping ? 0 : stepMs,
      );
    };

    const receive = (update: TransportUpdate) => {
      if (update.kind === 'refused') {
        set({ refusal: update.message });
        // An enemy decision the rules refuse would stall the game: say so and stop pacing.
        return;
      }
      const before = get();
      // Units that left the view with this step (killed, out of sight) are still named as they were.
      const nameOf = namer([...before.seat.view.units, ...update.seat.view.units], [...before.seat.view.tokens, ...update.seat.view.tokens], tokenLabel);
      const saved = options.autosave?.({
        game: transport.game,
        players,
        record: transport.record(),
      });
      set({
        seat: update.seat,
        refusal: undefined,
        picking: undefined,
        choosing: undefined,
        animation: {
          id: (before.animation?.id ?? 0) + 1,
          events: update.events,
          before: {
            units: before.seat.view.units,
            tokens: tokensOf(before.seat),
          },
        },
        log: extendLog(before.log, update.events, nameOf, wordsFor(update.seat, nameOf)),
        dice: lastRoll(update.events) ?? before.dice,
        notice: lastNotice(update.events) ?? before.notice,
        saveProblem: saved && !saved.ok ? saved.message : undefined,
      });
      pace();
    };

    return {
      game: transport.game,
      players,
      seat: first,
      // A resumed game's steps are phrased against the view it resumes at: names and tiles are all they need.
      log: history.reduce((log, step) => {
        const nameOf = namer([...step.before, ...step.units]);
        return extendLog(log, step.events, nameOf, wordsFor(first, nameOf));
      }, [] as readonly string[]),
      dice: history.reduce<DiceEvent | undefined>((dice, step) => lastRoll(step.events) ?? dice, undefined),
      animation: undefined,
      refusal: undefined,
      saveProblem: undefined,
      skipping: false,
      picking: undefined,
      hover: undefined,
      focus: undefined,
      replay: undefined,
      selected: undefined,
      choosing: undefined,
      notice: history.reduce<Notice | undefined>((notice, step) => lastNotice(step.events) ?? notice, undefined),

      // Heroes are dealt to the players in roster order, round the table: the same hero always has the same player.
      playerOf: (unitId) => (Math.max(0, heroIds.indexOf(unitId)) % players) + 1,
      nameOf: (unitId) => namer(get().seat.view.units)(unitId),
      act: (action) => transport.send(action),
      skipEnemy: () => {
        if (get().seat.side !== 'enemies') return;
        set({ skipping: true });
        pace();
      },
      beginPick: (id, start) =>
        set({
          picking: { id, cursor: start, moved: false },
          refusal: undefined,
        }),
      // From the latest state: keys pressed faster than the screen re-renders each still count.
      moveCursor: (step) =>
        set((s) =>
          s.picking
            ? {
                picking: {
                  ...s.picking,
                  cursor: step(s.picking.cursor),
                  moved: true,
                },
                refusal: undefined,
              }
            : {},
        ),
      cancelPick: () => set({ picking: undefined }),
      refuse: (message) => set({ refusal: message }),
      hoverCell: (cell) => set((s) => (s.hover?.x === cell?.x && s.hover?.y === cell?.y ? {} : { hover: cell })),
      focusOn: (cell) =>
        set((s) => ({
          focus: { x: cell.x, y: cell.y, nonce: (s.focus?.nonce ?? 0) + 1 },
        })),
      openReplay: () => {
        const record = transport.record();
        const opened = replayOfGame(transport.game, record.actions, record.hash);
        set(opened.ok ? { replay: opened.timeline } : { refusal: opened.message });
      },
      closeReplay: () => set({ replay: undefined }),
      selectUnit: (unitId) => set({ selected: unitId, choosing: undefined }),
      chooseAmong: (target) => set({ choosing: target }),
      dismissNotice: () => set({ notice: undefined }),
      record: () => transport.record(),
      start: () => {
        if (!unsubscribe) {
          unsubscribe = transport.subscribe(receive);
          pace();
        }
        return get().stop;
      },
      stop: () => {
        clearTimeout(timer);
        timer = undefined;
        unsubscribe?.();
        unsubscribe = undefined;
      },
    };
  });
  return store;
}
