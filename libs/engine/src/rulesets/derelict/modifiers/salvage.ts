import type { Board } from '../../../board/board';
import type { Unit } from '../../../game/game-state';
import { ruleError, type RuleError } from '../../../rules/core/errors';
import { markDead, unitById } from '../../../rules/units/unit-status';
import { enemyProfile } from '../content';
import { rollD6, type Ctx, type DerelictMap } from '../context';
import { setStat, stat } from '../effects';
import { isStunned } from '../stun';
import type { DerelictState } from '../types';
import { enemiesIn, zoneOfUnit } from '../zones';
import type { SalvageParams } from './modifier-set';

/** CO14 "Trust me, I'm an Engineer" (modifier `derelict/salvage`, derelict.md §10.3, T39). */

const isSentry = (unit: Unit): boolean => enemyProfile(unit.kind)?.faction === 'sentry';

/** The d6 score one attempt with `actions` actions needs: T39, 1 → 5+, 2 → 4+, 3 → 3+. */
export const salvageNeed = (params: SalvageParams, actions: number): number => params.needWithOneAction - (actions - 1);

/** Stunned Sentries in the survivor's zone it may salvage (none unless the mission names the modifier and its class). */
export function salvageTargets(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): Unit[] {
  const params = map.modifiers?.salvage;
  if (!params || unit.kind !== params.by || state.ext.loader?.pilot === unit.id) return [];
  return enemiesIn(board, state, zoneOfUnit(board, unit)).filter((e) => isSentry(e) && isStunned(e));
}

export function checkSalvage(board: Board, state: DerelictState, map: DerelictMap, unit: Unit, target: string, actions: number): RuleError | null {
  const params = map.modifiers?.salvage;
  if (!params) return ruleError('unknown-action', 'This mission has no salvaging.');
  if (unit.kind !== params.by) return ruleError('not-allowed', `Only a ${params.by} may salvage a Sentry.`);
  if (!Number.isInteger(actions) || actions < 1 || actions > params.maxActions) return ruleError('out-of-range', `One salvage attempt spends 1 to ${params.maxActions} actions.`);
  if (actions > stat(unit, 'actions')) return ruleError('no-budget', `${unit.name} has ${stat(unit, 'actions')} actions left.`);
  return salvageTargets(board, state, map, unit).some((e) => e.id === target) ? null : ruleError('not-allowed', `There is no stunned Sentry ${target} in ${unit.name}'s zone.`);
}

/** The attempts open to the survivor: each stunned Sentry in its zone, with each number of actions it can spend. */
export function salvageCandidates(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): { target: string; actions: number }[] {
  const most = Math.min(map.modifiers?.salvage?.maxActions ?? 0, stat(unit, 'actions'));
  return salvageTargets(board, state, map, unit).flatMap((e) => Array.from({ length: most }, (_, i) => ({ target: e.id, actions: i + 1 })));
}

/** One attempt: the actions are spent, a d6 rolled; success removes the Sentry as a kill "by salvage" (the mission counts the part). */
export function salvage(c: Ctx, unit: Unit, target: string, actions: number): void {
  const params = c.map.modifiers?.salvage;
  const sentry = unitById(c.tx.state, target);
  setStat(c, unit, 'actions', Math.max(0, stat(unit, 'actions') - actions));
  if (!params || !sentry) return;
  const need = salvageNeed(params, actions);
  const [roll = 0] = rollD6(c, 1, `Salvage ${sentry.name} (${actions} action${actions === 1 ? '' : 's'}: ${need}+)`, unit.id);
  if (roll < need) {
    c.tx.emit({ type: 'message', title: 'Salvage failed', text: `${unit.name} rolls ${roll}: ${sentry.name} keeps its parts.` });
    return;
  }
  const at = { x: sentry.x, y: sentry.y };
  markDead(c.tx, sentry);
  c.tx.emit({ type: 'killed', unit: sentry.id, by: unit.id, attack: 'salvage', at });
  c.tx.emit({ type: 'message', title: 'Salvaged', text: `${unit.name} rolls ${roll} and strips ${sentry.name} for a spare part.` });
}
