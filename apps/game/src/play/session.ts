import { ENEMY_CONTROLLERS, type AnyEngine, type AnyState, type Controller } from '@breachline/ai';
import { eventsForSide, RULESETS, stateHash, type Board, type CampaignRecord, type GameEvent, type GameView, type HeroChoice, type RulesetEntry } from '@breachline/engine';
import type { LoadedMission } from '@breachline/scenario-schema';
import type { AnyAction } from './action-labels';

/** The state as the players (the heroes' side) may know it: what every screen draws. */
export type HeroView = GameView;

/**
 * A game being played in the app, as the screens may see it: the heroes' view of the current state and
 * every action taken (to save and replay). The full state (blip contents, deck order, the RNG) stays
 * inside this module, where the engine needs it; screens never get it.
 */
export interface Session {
  readonly loaded: LoadedMission;
  readonly ruleset: RulesetEntry;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
  readonly actions: readonly unknown[];
  /** The campaign the mission is played in (as it stood when the mission started): its party was carried in. */
  readonly campaign?: CampaignRecord;
  /** The current state, as the heroes may know it. */
  readonly view: HeroView;
  /** Who acts now: the heroes (the players), the enemies (the game), or nobody (the game is over). */
  readonly side: 'heroes' | 'enemies' | null;
  /** The board as the state has it (rulesets that place tiles in play grow it). */
  readonly board: Board;
}

/** What only the engine may see: kept beside each session, out of the screens' reach. */
interface Hidden {
  readonly engine: AnyEngine;
  readonly state: AnyState;
  readonly boardOf: ((state: AnyState) => Board) | undefined;
  readonly enemy: Controller;
}

const hidden = new WeakMap<Session, Hidden>();

function internals(session: Session): Hidden {
  const found = hidden.get(session);
  if (!found) throw new Error('This session was not made by the session module.');
  return found;
}

function makeSession(base: Omit<Session, 'view' | 'side' | 'board'>, inside: Hidden): Session {
  const { engine, state, boardOf } = inside;
  const side = state.status.kind === 'playing' ? engine.sideToAct(state) : null;
  const session: Session = { ...base, view: engine.view(state, 'heroes'), side, board: boardOf?.(state) ?? engine.board };
  hidden.set(session, inside);
  return session;
}

/** A step as the heroes see it: its events are `eventsForSide(…, 'heroes')` (secret draws blanked). */
export type Step = { ok: true; session: Session; events: readonly GameEvent[] } | { ok: false; message: string };

/**
 * Starts a mission with a party; says why when the mission's rules cannot be played yet or the party does not fit.
 * `start` is what starting told the heroes (the game-started line, the mission's start messages and spawns): the
 * first step of the game's history, for its log and banner.
 */
export function startSession(
  loaded: LoadedMission,
  heroes: readonly HeroChoice[],
  seed: number,
  campaign?: CampaignRecord,
): { ok: true; session: Session; events: readonly GameEvent[]; start: SeenStep } | { ok: false; message: string } {
  const ruleset = RULESETS[loaded.mission.ruleset];
  const enemy = ENEMY_CONTROLLERS[loaded.mission.ruleset];
  if (!ruleset || !enemy) return { ok: false, message: `The ${loaded.mission.ruleset} rules are not playable yet in this version of Breachline.` };
  if (campaign && !ruleset.campaign) return { ok: false, message: `The ${loaded.mission.ruleset} rules have no campaigns.` };
  // A campaign mission starts through the ruleset's campaign face, which carries the party in.
  const started = campaign && ruleset.campaign ? ruleset.campaign.start(loaded, { seed, heroes }, campaign) : ruleset.setup(loaded, { seed, heroes });
  if (!started.ok) return { ok: false, message: started.errors.join(' ') };
  const { engine, state, boardOf, events } = started.value;
  // Starting may tell things (the mission's start triggers): the heroes see their side of it, as of any step.
  const session = makeSession({ loaded, ruleset, seed, heroes, actions: [], ...(campaign ? { campaign } : {}) }, { engine, state, boardOf, enemy: enemy() });
  const told = eventsForSide(events ?? [], 'heroes');
  return { ok: true, session, events: told, start: { events: told, before: [], units: session.view.units } };
}

/** Applies an action of whoever is to act; an illegal one leaves the session as it was and says why. */
export function act(session: Session, action: unknown): Step {
  const inside = internals(session);
  const result = inside.engine.apply(inside.state, action);
  if ('error' in result) return { ok: false, message: result.error.message };
  const next = makeSession({ ...session, actions: [...session.actions, action] }, { ...inside, state: result.state });
  return { ok: true, session: next, events: eventsForSide(result.events, 'heroes') };
}

/** One decision of the enemy side, by its rulebook procedure (which may know what the heroes do not). */
export function enemyStep(session: Session): Step {
  const inside = internals(session);
  return act(session, inside.enemy.decide(inside.engine, inside.state));
}

/** Which side must act now: the heroes (the players), the enemies (the game), or nobody (the game is over). */
export function sideToAct(session: Session): 'heroes' | 'enemies' | null {
  return session.side;
}

/** What the heroes may do now (their own choices: nothing hidden from them). */
export function legalActions(session: Session): AnyAction[] {
  if (session.side !== 'heroes') return [];
  const { engine, state } = internals(session);
  return engine.legalActions(state) as unknown as AnyAction[];
}

/** The board as it is now (rulesets that place tiles during play grow it). */
export function currentBoard(session: Session): Board {
  return session.board;
}

/** The engine and the state of the session's start, for the replay timeline (replay.ts) alone. */
export function engineAndState(session: Session): { readonly engine: AnyEngine; readonly state: AnyState; readonly boardOf: ((state: AnyState) => Board) | undefined } {
  const { engine, state, boardOf } = internals(session);
  return { engine, state, boardOf };
}

/** How many of a resumed game's last steps are rebuilt for its log: more than the log shows. */
const RESUMED_STEPS = 400;

/** A step as the heroes saw it: its events, and the units of their view before and after it (to name them as the game did then). */
export interface SeenStep {
  readonly events: readonly GameEvent[];
  readonly before: HeroView['units'];
  readonly units: HeroView['units'];
}

/**
 * Rebuilds a saved game by replaying its actions from the same start; `history` holds the last steps as the
 * heroes saw them (eventsForSide, and their view's units), so the screen's log and dice come back as they were.
 * When the game is short enough for the start to be among them, the start step (what starting told) comes first.
 */
export function resumeSession(
  loaded: LoadedMission,
  heroes: readonly HeroChoice[],
  seed: number,
  actions: readonly unknown[],
  campaign?: CampaignRecord,
): { ok: true; session: Session; history: readonly SeenStep[] } | { ok: false; message: string } {
  const started = startSession(loaded, heroes, seed, campaign);
  if (!started.ok) return started;
  // The fast reducer on a private copy: a long save resumes without a view per action (only its last steps get one).
  const { engine, state, boardOf } = internals(started.session);
  const inside = { ...internals(started.session), state: structuredClone(state) };
  const seenFrom = actions.length - RESUMED_STEPS;
  const history: SeenStep[] = seenFrom <= 0 ? [started.start] : [];
  let before: HeroView['units'] = [];
  for (const [i, action] of actions.entries()) {
    if (i === Math.max(0, seenFrom)) before = engine.view(inside.state, 'heroes').units;
    const step = engine.applyInPlace(inside.state, action);
    if ('error' in step) return { ok: false, message: `its action ${i + 1} is refused by the rules (${step.error.message})` };
    if (i < seenFrom) continue;
    const units = engine.view(inside.state, 'heroes').units;
    history.push({ events: eventsForSide(step.events, 'heroes'), before, units });
    before = units;
  }
  return { ok: true, session: makeSession({ ...started.session, actions: [...actions] }, { ...inside, boardOf }), history };
}

/** The engine's hash of the full state: equal hashes mean the same game (saves and replays prove themselves by it). */
export function sessionHash(session: Session): string {
  return stateHash(internals(session).state);
}

/**
 * The campaign after this session's mission ended: its face reads the party from the full state (which stays
 * here). Undefined while the game goes on, or outside a campaign.
 */
export function finishCampaign(session: Session): CampaignRecord | undefined {
  const face = session.ruleset.campaign;
  const { state } = internals(session);
  if (!face || !session.campaign || state.status.kind === 'playing') return undefined;
  return face.finish(session.campaign, session.loaded.mission.id, state, session.seed);
}
