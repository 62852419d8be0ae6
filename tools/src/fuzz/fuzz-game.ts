import { aiFaceFor, createHiddenWatch, createSearchBot, DEFAULT_SEARCH_BUDGET, HERO_BOTS, type AnyEngine, type AnyState, type Controller, type HiddenLeak, type SearchBudget } from '@breachline/ai';
import {
  cloneJson,
  eventsForSide,
  Journal,
  nextInt,
  replay,
  RULESETS,
  seedRng,
  stateHash,
  type ActionBase,
  type GameEvent,
  type LoadedMissionInput,
  type RngState,
} from '@breachline/engine';
import { mutateAction } from './hostile';
import type { FuzzGamePlan } from './plan';
import type { Violation, ViolationKind } from './violations';

/**
 * One fuzz game: the plan's bot (its decisions sometimes replaced by random legal ones) against the
 * ruleset's enemy controller, with every invariant checked as it goes:
 * - nothing thrown by setup, sideToAct, legalActions, view, eventsForSide, apply or a controller;
 * - while the game is playing, the side to act has a legal action;
 * - at a checked step (each with chance `stepRate`), up to `offered` legal actions picked at random
 *   are applied to the live state and undone: each is accepted, and the undo restores the state hash;
 * - at a checked step, `hostile` variants of random legal actions (hostile.ts) are refused with a rule
 *   error or accepted (then undone) — never thrown, never an internal error, and a refusal leaves the
 *   state hash as it was;
 * - the action taken is accepted;
 * - replaying the actions from a fresh setup of mission + seed gives the final state hash;
 * - at a checked step, the heroes' view, events and legal actions show no hidden value, and at about
 *   one hero decision in `botEvery` the bot decides the same with the hidden values re-dealt
 *   (libs/ai's hidden-observation checks).
 */
export interface FuzzChecks {
  readonly stepRate: number;
  readonly offered: number;
  /** Hostile variants of legal actions tried per checked step. */
  readonly hostile: number;
  readonly botEvery: number;
  /** Actions after which a game stops unfinished (not a violation: random play can wander). */
  readonly maxActions: number;
}

export const DEFAULT_CHECKS: FuzzChecks = { stepRate: 0.25, offered: 4, hostile: 2, botEvery: 25, maxActions: 1500 };

/** The search bot on a small budget: one world, two candidates, short rollouts (it is ~10× slower otherwise). */
export const FUZZ_SEARCH_BUDGET: SearchBudget = { ...DEFAULT_SEARCH_BUDGET, worlds: 1, candidates: 2, rollouts: 1, depth: 40 };

export interface FuzzGameResult {
  readonly index: number;
  readonly actions: number;
  readonly finished: boolean;
  readonly violations: readonly Violation[];
}

/** Test seams: a different engine around the real one (planted faults) or hero bot. */
export interface FuzzSeams {
  readonly adaptEngine?: (engine: AnyEngine) => AnyEngine;
  readonly heroBot?: (seed: number) => Controller;
}

/** After this many violations a game stops: the rest would mostly repeat them. */
const MAX_VIOLATIONS = 8;

export function heroBotFor(bot: string): (seed: number) => Controller {
  if (bot === 'search') return (seed) => createSearchBot(seed, FUZZ_SEARCH_BUDGET);
  const make = HERO_BOTS[bot];
  if (!make) throw new Error(`No hero bot "${bot}".`);
  return make;
}

export function fuzzGame(loaded: LoadedMissionInput, plan: FuzzGamePlan, checks: FuzzChecks = DEFAULT_CHECKS, seams: FuzzSeams = {}): FuzzGameResult {
  const ruleset = loaded.mission.ruleset;
  const violations: Violation[] = [];
  let step = -1;
  let current: ActionBase | null = null;
  const report = (kind: ViolationKind, message: string) =>
    violations.push({ kind, mission: plan.mission, ruleset, bot: plan.bot, index: plan.index, gameSeed: plan.gameSeed, botSeed: plan.botSeed, step, action: current && cloneJson(current), message });
  const guard = <T>(where: string, run: () => T): { ok: true; value: T } | { ok: false } => {
    try {
      return { ok: true, value: run() };
    } catch (error) {
      report('threw', `${where} threw: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false };
    }
  };
  const done = (actions: number, finished: boolean): FuzzGameResult => ({ index: plan.index, actions, finished, violations });

  const setup = () => RULESETS[ruleset]?.setup(loaded, { seed: plan.gameSeed, heroes: plan.party });
  const started = guard('setup', setup);
  if (!started.ok) return done(0, false);
  const game = started.value;
  const face = aiFaceFor(ruleset);
  if (!game || !game.ok || !face) {
    report('setup-failed', game && !game.ok ? game.errors.join(' ') : `no ruleset ${ruleset}`);
    return done(0, false);
  }
  const engine = seams.adaptEngine ? seams.adaptEngine(game.value.engine) : game.value.engine;
  const initial = cloneJson(game.value.state);
  const state: AnyState = cloneJson(initial);
  const makeBot = seams.heroBot ?? heroBotFor(plan.bot);
  const controllers = { heroes: makeBot(plan.botSeed), enemies: face.enemy() };
  const rng = seedRng(plan.fuzzSeed);
  const watch = createHiddenWatch(engine, nextInt(rng, 0x7fffffff), { bot: { make: makeBot, every: Math.max(1, Math.round(checks.botEvery * checks.stepRate)) } });
  const journal = new Journal();
  const actions: ActionBase[] = [];
  const leaked = (leaks: readonly HiddenLeak[]) => {
    for (const leak of leaks) report(`hidden-${leak.kind}`, leak.message);
  };

  for (step = 0; state.status.kind === 'playing' && step < checks.maxActions && violations.length < MAX_VIOLATIONS; step++) {
    current = null;
    const side = guard('sideToAct', () => engine.sideToAct(state));
    if (!side.ok) break;
    const legal = guard('legalActions', () => engine.legalActions(state));
    if (!legal.ok) break;
    if (side.value === null || legal.value.length === 0) {
      report('no-legal-action', `The game is playing but ${side.value === null ? 'no side is to act' : `the ${side.value} have no legal action`} (phase ${state.turn.phase}, round ${state.round}).`);
      break;
    }
    const checked = nextInt(rng, 1_000_000) < checks.stepRate * 1_000_000;
    if (checked) {
      tryOffered(engine, state, legal.value, checks.offered, rng, journal, report, (a) => (current = a));
      tryHostile(engine, state, legal.value, checks.hostile, rng, journal, report, (a) => (current = a as ActionBase));
    }
    current = null;
    const mixed = nextInt(rng, 1_000_000) < plan.mix * 1_000_000;
    const decided = mixed ? { ok: true as const, value: legal.value[nextInt(rng, legal.value.length)] as ActionBase } : guard(`${controllers[side.value].name} (${side.value})`, () => controllers[side.value as 'heroes'].decide(engine, state));
    const action = decided.ok ? decided.value : (legal.value[nextInt(rng, legal.value.length)] as ActionBase);
    current = action;
    if (checked) {
      const leaks = guard('a hidden-information check', () => watch.before(state, action));
      if (leaks.ok) leaked(leaks.value);
    }
    const result = guard('applyInPlace', () => engine.applyInPlace(state, action, journal));
    journal.clear();
    if (!result.ok) break;
    if ('error' in result.value) {
      report(result.value.error.code === 'internal-error' ? 'threw' : 'chosen-action-refused', result.value.error.message);
      break;
    }
    actions.push(cloneJson(action));
    const events: readonly GameEvent[] = result.value.events;
    guard('eventsForSide', () => eventsForSide(events, 'heroes'));
    if (checked) {
      guard('view', () => engine.view(state, 'heroes'));
      const leaks = guard('a hidden-information check', () => watch.after(state, events));
      if (leaks.ok) leaked(leaks.value);
    }
  }
  current = null;
  step = actions.length;
  checkReplay(engine, setup, initial, actions, state, report, guard);
  return done(actions.length, state.status.kind !== 'playing');
}

type Report = (kind: ViolationKind, message: string) => void;

/** Applies up to `count` random offered actions on the live state, undoing each: all must be accepted and undone. */
function tryOffered(engine: AnyEngine, state: AnyState, legal: readonly ActionBase[], count: number, rng: RngState, journal: Journal, report: Report, focus: (action: ActionBase) => void): void {
  const before = stateHash(state);
  const picks = new Set<number>();
  while (picks.size < Math.min(count, legal.length)) picks.add(nextInt(rng, legal.length));
  for (const pick of picks) {
    const action = legal[pick] as ActionBase;
    focus(action);
    const mark = journal.mark();
    let result;
    try {
      result = engine.applyInPlace(state, action, journal);
    } catch (error) {
      report('threw', `applyInPlace threw on an offered action: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    } finally {
      journal.undoTo(mark);
    }
    if ('error' in result) report(result.error.code === 'internal-error' ? 'threw' : 'offered-action-refused', `${action.type} is offered but refused: ${result.error.message}`);
  }
  journal.clear();
  const after = stateHash(state);
  if (after !== before) report('undo-not-restoring', `Undoing the offered actions left state hash ${after}, not ${before}.`);
}

/** Applies `count` hostile variants of random legal actions on the live state (hostile.ts). */
function tryHostile(engine: AnyEngine, state: AnyState, legal: readonly ActionBase[], count: number, rng: RngState, journal: Journal, report: Report, focus: (action: unknown) => void): void {
  const types = [...new Set(legal.map((a) => a.type))];
  for (let i = 0; i < count; i++) {
    const hostile = mutateAction(legal[nextInt(rng, legal.length)] as ActionBase, rng, types);
    focus(hostile);
    const before = stateHash(state);
    const mark = journal.mark();
    let result;
    try {
      result = engine.applyInPlace(state, hostile, journal);
    } catch (error) {
      journal.undoTo(mark);
      report('hostile-action-crashed', `applyInPlace threw on a hostile action: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if ('error' in result) {
      if (result.error.code === 'internal-error') report('hostile-action-crashed', `A hostile action failed inside the engine rather than being refused: ${result.error.message}`);
      const after = stateHash(state);
      if (after !== before) report('refusal-changed-state', `Refusing a hostile action (${result.error.message}) changed the state.`);
    }
    journal.undoTo(mark);
  }
  journal.clear();
}

function checkReplay(
  engine: AnyEngine,
  setup: () => ReturnType<NonNullable<(typeof RULESETS)[string]>['setup']> | undefined,
  initial: AnyState,
  actions: readonly ActionBase[],
  final: AnyState,
  report: Report,
  guard: <T>(where: string, run: () => T) => { ok: true; value: T } | { ok: false },
): void {
  const again = guard('setup (again)', setup);
  if (!again.ok) return;
  const fresh = again.value;
  if (!fresh || !fresh.ok) return report('setup-not-deterministic', 'The same mission, seed and party failed to set up a second time.');
  if (stateHash(fresh.value.state) !== stateHash(initial)) return report('setup-not-deterministic', 'The same mission, seed and party set up a different state.');
  const replayed = guard('replay', () => replay(engine, fresh.value.state, actions));
  if (!replayed.ok) return;
  if ('error' in replayed.value) return report('replay-refused', `Replaying refused action ${replayed.value.index}: ${replayed.value.error.message}`);
  const hash = stateHash(final);
  if (replayed.value.hash !== hash) report('replay-mismatch', `Replaying ${actions.length} actions gave state hash ${replayed.value.hash}, the game ${hash}.`);
}
