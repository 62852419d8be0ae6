// Plays a game through the session module, as the play screen does, for the unit tests.
import type { GameEvent, HeroChoice } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { AnyAction } from '../play/action-labels';
import { act, enemyStep, legalActions, sideToAct, startSession, type Session } from '../play/session';

export interface PlayedGame {
  readonly start: Session;
  readonly end: Session;
  /** Every session in order, with the events each step handed the screen. */
  readonly steps: readonly { readonly session: Session; readonly events: readonly GameEvent[] }[];
}

/**
 * Plays `sample` for up to `decisions` decisions: the heroes take a legal action chosen by a small seeded
 * generator (so the game goes somewhere), the enemy its own procedure.
 */
export function playSample(sample: string, heroes: readonly HeroChoice[], seed: number, decisions: number): PlayedGame {
  const loaded = loadMission(SAMPLE_MISSIONS[sample]);
  if (!loaded.ok) throw new Error(`the sample ${sample} should load`);
  const started = startSession(loaded.value, heroes, seed);
  if (!started.ok) throw new Error(started.message);
  let session = started.session;
  let pick = seed;
  const steps: { session: Session; events: readonly GameEvent[] }[] = [];
  for (let i = 0; i < decisions && sideToAct(session); i++) {
    let step;
    if (sideToAct(session) === 'enemies') step = enemyStep(session);
    else {
      const actions = legalActions(session);
      pick = (pick * 1_103_515_245 + 12_345) % 2_147_483_648;
      step = act(session, actions[pick % actions.length]);
    }
    if (!step.ok) throw new Error(step.message);
    session = step.session;
    steps.push({ session, events: step.events });
  }
  return { start: started.session, end: session, steps };
}

/**
 * Starts `mission` (a mission file's JSON) and hands the turn on (the next `activate`) until an action `wanted`
 * accepts is legal, then takes it: a session just after one chosen action, for screens that draw its result.
 */
export function sessionAfter(mission: unknown, heroes: readonly HeroChoice[], seed: number, wanted: (action: AnyAction) => boolean, turns = 3): Session {
  const loaded = loadMission(mission);
  if (!loaded.ok) throw new Error('the mission should load');
  const started = startSession(loaded.value, heroes, seed);
  if (!started.ok) throw new Error(started.message);
  let session = started.session;
  for (let i = 0; i < turns && !legalActions(session).some(wanted); i++) {
    const step = act(session, legalActions(session).find((a) => a.type === 'activate'));
    if (step.ok) session = step.session;
  }
  const taken = act(session, legalActions(session).find(wanted));
  if (!taken.ok) throw new Error(taken.message);
  return taken.session;
}
