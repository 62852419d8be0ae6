// A finished game, stepped through lazily: the engine is deterministic, so any step's state is rebuilt on
// demand from the nearest checkpoint. Nothing is computed up front (a long replay shows its first frame at
// once); a checker walks the whole game in small slices, keeping a checkpoint every CHECKPOINT_EVERY
// steps, and compares the end with the recorded state hash.
import type { AnyState } from '@breachline/ai';
import { eventsForSide, stateHash, type Board, type GameEvent, type Unit } from '@breachline/engine';
import { engineAndState, sessionHash, startSession, type HeroView, type Session } from './session';

/** Steps between kept states: seeking replays at most this many actions. */
export const CHECKPOINT_EVERY = 256;

/** One step of the replay as the heroes saw it. */
export interface ReplayFrame {
  readonly step: number;
  readonly view: HeroView;
  readonly board: Board;
  /** The events of the action that led here (none at step 0), as the heroes saw them. */
  readonly events: readonly GameEvent[];
  /** The units just before that action, for the board's animation. */
  readonly before: readonly Unit[] | undefined;
}

/** How far the check of the whole game has got, and what it found. */
export type ReplayCheck =
  | { readonly kind: 'checking'; readonly checked: number }
  | { readonly kind: 'verified' }
  | { readonly kind: 'mismatch'; readonly message: string }
  | { readonly kind: 'refused'; readonly step: number; readonly message: string };

export interface ReplayTimeline {
  readonly title: string;
  /** The mission's ruleset, whose presentation face draws the frames' markers and ground (a bubble, noise…). */
  readonly ruleset: string;
  /** The mission's tiles, for the face's words. */
  readonly tiles: readonly { readonly id: string; readonly name?: string }[];
  /** Said before anything is replayed when the game was recorded under other rules (it may not replay as it was played). */
  readonly rulesNotice: string | undefined;
  readonly roster: readonly string[];
  /** The last step that can be shown: every action, or the one before an action the rules refuse. */
  lastStep(): number;
  frame(step: number): ReplayFrame;
  check(): ReplayCheck;
  /** Checks more of the game for about `budgetMs`; returns the check's state. */
  checkSlice(budgetMs: number): ReplayCheck;
}

const refusal = (step: number, message: string, rulesNotice: string | undefined): ReplayCheck => ({
  kind: 'refused',
  step,
  message: `Step ${step} of the replay is refused: ${message}${rulesNotice ? ` ${rulesNotice}` : ''}`,
});

/**
 * The replay of a game started as `start` and played with `actions`; `expectedHash` (the recorded final
 * state hash), when given, is what the check must reach.
 * `checkpointEvery` trades memory (one full state kept per that many steps) against seeking time.
 * `rulesNotice` (from session/rules-version.ts) says the game was recorded under other rules.
 */
export function replayTimeline(
  start: Session,
  actions: readonly unknown[],
  expectedHash?: string,
  checkpointEvery = CHECKPOINT_EVERY,
  rulesNotice?: string,
): ReplayTimeline {
  const { engine, state: first, boardOf } = engineAndState(start);
  const checkpoints = new Map<number, AnyState>([[0, structuredClone(first)]]);
  // The check's own walk through the game: a private state changed in place.
  const walker = structuredClone(first);
  let walked = 0;
  let status: ReplayCheck = actions.length === 0 ? finish() : { kind: 'checking', checked: 0 };
  // The frame last shown, so stepping forward by one costs one action.
  let shown: { step: number; state: AnyState; frame: ReplayFrame } | undefined;

  function finish(): ReplayCheck {
    if (expectedHash === undefined || stateHash(walker) === expectedHash) return { kind: 'verified' };
    const why = rulesNotice ?? 'The rules changed since, or the link was altered.';
    return { kind: 'mismatch', message: `Replaying this game does not reach the game it recorded, so what it shows may differ from what was played. ${why}` };
  }

  /** Advances the walk by one action; false when the rules refuse it. */
  function walkOne(): boolean {
    const result = engine.applyInPlace(walker, actions[walked]);
    if ('error' in result) {
      status = refusal(walked + 1, result.error.message, rulesNotice);
      return false;
    }
    walked++;
    if (walked % checkpointEvery === 0) checkpoints.set(walked, structuredClone(walker));
    status = walked === actions.length ? finish() : { kind: 'checking', checked: walked };
    return true;
  }

  function checkSlice(budgetMs: number): ReplayCheck {
    const until = performance.now() + budgetMs;
    while (status.kind === 'checking') {
      // Time is read every few actions: one action takes well under a millisecond.
      for (let i = 0; i < 16 && status.kind === 'checking'; i++) walkOne();
      if (performance.now() >= until) break;
    }
    return status;
  }

  const lastStep = () => (status.kind === 'refused' ? status.step - 1 : actions.length);

  /** The full state after `step` actions (a private copy), from the nearest checkpoint. */
  function stateAt(step: number): AnyState {
    if (shown?.step === step) return shown.state;
    const from = Math.floor(step / checkpointEvery) * checkpointEvery;
    const state = structuredClone(checkpoints.get(from) ?? first);
    for (let i = from; i < step; i++) engine.applyInPlace(state, actions[i]);
    return state;
  }

  function frame(wanted: number): ReplayFrame {
    const target = Math.max(0, Math.min(Math.trunc(wanted), lastStep()));
    // Seeking past the check's walk: the walk gets there first (keeping checkpoints on the way) and may
    // find a refused action before it.
    while (walked < target && status.kind === 'checking') walkOne();
    const step = Math.min(target, lastStep());
    if (shown?.step === step) return shown.frame;
    let state: AnyState;
    let events: readonly GameEvent[] = [];
    let before: readonly Unit[] | undefined;
    if (step === 0) state = checkpoints.get(0) ?? first;
    else {
      const previous = stateAt(step - 1);
      const result = engine.apply(previous, actions[step - 1]);
      // lastStep() stops before any refused action, so this holds; stay on the previous step if not.
      if ('error' in result) return frame(step - 1);
      state = result.state;
      events = eventsForSide(result.events, 'heroes');
      before = engine.view(previous, 'heroes').units;
    }
    const built: ReplayFrame = { step, view: engine.view(state, 'heroes'), board: boardOf?.(state) ?? engine.board, events, before };
    shown = { step, state, frame: built };
    return built;
  }

  return {
    title: start.loaded.mission.meta.title,
    ruleset: start.loaded.mission.ruleset,
    tiles: start.loaded.tiles,
    rulesNotice,
    roster: start.heroes.map((h) => h.id),
    lastStep,
    frame,
    check: () => status,
    checkSlice,
  };
}

/** The replay of a game played in this tab (its end is known, so the check must reach it). */
export function replayOfSession(finished: Session): { ok: true; timeline: ReplayTimeline } | { ok: false; message: string } {
  return replayOfGame(finished, finished.actions, sessionHash(finished));
}

/** The replay of the game started as `game` and played with `actions`, which must reach the state hashed `hash`. */
export function replayOfGame(game: Pick<Session, 'loaded' | 'heroes' | 'seed'>, actions: readonly unknown[], hash: string): { ok: true; timeline: ReplayTimeline } | { ok: false; message: string } {
  const started = startSession(game.loaded, game.heroes, game.seed);
  if (!started.ok) return started;
  return { ok: true, timeline: replayTimeline(started.session, actions, hash) };
}
