import { ENEMY_CONTROLLERS, type AnyEngine, type AnyState, type Controller } from '@breachline/ai';
import { RULESETS, type Board, type GameEvent, type HeroChoice, type RulesetEntry } from '@breachline/engine';
import type { LoadedMission } from '@breachline/scenario-schema';
import type { AnyAction } from './action-labels';

/** A game being played in the app: the engine, its current state, and every action taken (to save and replay). */
export interface Session {
  readonly loaded: LoadedMission;
  readonly ruleset: RulesetEntry;
  readonly engine: AnyEngine;
  readonly state: AnyState;
  /** The board as the state has it (rulesets that place tiles in play grow it). */
  readonly boardOf: ((state: AnyState) => Board) | undefined;
  readonly enemy: Controller;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
  readonly actions: readonly unknown[];
}

export type Step = { ok: true; session: Session; events: readonly GameEvent[] } | { ok: false; message: string };

/** Starts a mission with a party; says why when the mission's rules cannot be played yet or the party does not fit. */
export function startSession(loaded: LoadedMission, heroes: readonly HeroChoice[], seed: number): { ok: true; session: Session; events: readonly GameEvent[] } | { ok: false; message: string } {
  const ruleset = RULESETS[loaded.mission.ruleset];
  const enemy = ENEMY_CONTROLLERS[loaded.mission.ruleset];
  if (!ruleset || !enemy) return { ok: false, message: `The ${loaded.mission.ruleset} rules are not playable yet in this version of Breachline.` };
  const started = ruleset.setup(loaded, { seed, heroes });
  if (!started.ok) return { ok: false, message: started.errors.join(' ') };
  const { engine, state, boardOf } = started.value;
  return { ok: true, session: { loaded, ruleset, engine, state, boardOf, enemy: enemy(), seed, heroes, actions: [] }, events: [] };
}

/** Applies an action of whoever is to act; an illegal one leaves the session as it was and says why. */
export function act(session: Session, action: unknown): Step {
  const result = session.engine.apply(session.state, action);
  if ('error' in result) return { ok: false, message: result.error.message };
  return { ok: true, session: { ...session, state: result.state, actions: [...session.actions, action] }, events: result.events };
}

/** One decision of the enemy side, by its rulebook procedure. */
export function enemyStep(session: Session): Step {
  return act(session, session.enemy.decide(session.engine, session.state));
}

/** Which side must act now: the heroes (the players), the enemies (the game), or nobody (the game is over). */
export function sideToAct(session: Session): 'heroes' | 'enemies' | null {
  return session.state.status.kind === 'playing' ? session.engine.sideToAct(session.state) : null;
}

export function legalActions(session: Session): AnyAction[] {
  return session.engine.legalActions(session.state) as unknown as AnyAction[];
}

/** The board as it is now (rulesets that place tiles during play grow it). */
export function currentBoard(session: Session): Board {
  return session.boardOf?.(session.state) ?? session.engine.board;
}

/** Rebuilds a saved game by replaying its actions from the same start. */
export function resumeSession(loaded: LoadedMission, heroes: readonly HeroChoice[], seed: number, actions: readonly unknown[]): { ok: true; session: Session } | { ok: false; message: string } {
  const started = startSession(loaded, heroes, seed);
  if (!started.ok) return started;
  let session = started.session;
  for (const [i, action] of actions.entries()) {
    const step = act(session, action);
    if (!step.ok) return { ok: false, message: `The saved game cannot be replayed: action ${i + 1} is refused (${step.message}).` };
    session = step.session;
  }
  return { ok: true, session };
}
