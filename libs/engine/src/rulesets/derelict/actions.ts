import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Slot } from '../../rules/core/ruleset';
import { unitById } from '../../rules/units/unit-status';
import { ACTIONS_PER_TURN, INJURY, LEG_INJURY_CAP, survivorClass } from './content';
import { armedWith, targetZones, weaponsOf } from './combat';
import type { DerelictMap } from './context';
import { stat } from './effects';
import type { DerelictAction, DerelictState } from './types';
import { mayCarry, zonesAllowed } from './modifiers/burden';
import { cellOfXY, enemiesIn, freeCell, isRoom, moveNeighbours, zoneAt, zoneIndex, zoneOfUnit } from './zones';

/** Which survivor actions are open now (derelict.md §5): `listActions` filters candidates through `checkAction`. */

const loaderOf = (state: DerelictState) => state.ext.loader;
const isPilot = (state: DerelictState, unit: Unit): boolean => loaderOf(state)?.pilot === unit.id;

/** Features a survivor may interact with in its zone: objectives and switches not removed or carried. */
export function interactables(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): string[] {
  const zone = zoneOfUnit(board, unit);
  const carried = new Set(state.ext.sheets.flatMap((s) => s.carrying));
  return map.features
    .filter((f) => f.interactive && !state.ext.removed.includes(f.id) && !state.ext.used.includes(f.id) && !carried.has(f.id))
    .filter((f) => zoneAt(board, f.cell) === zone && (f.classes.length === 0 || f.classes.includes(unit.kind)))
    .filter((f) => !f.carryable || mayCarry(state, map, unit.id, f.id))
    .map((f) => f.id);
}

/** Doors with health on the border of the survivor's zone that its attack can reach (CG01 "Loader SMASH!"). */
export function smashableDoors(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): string[] {
  const zone = zoneOfUnit(board, unit);
  const damage = new Map(state.ext.doorDamage);
  return map.doors
    .filter((d) => d.health !== undefined && (damage.get(d.id) ?? 0) < d.health)
    .filter((d) => d.attackableBy !== 'vehicle' || (isPilot(state, unit) && loaderOf(state)?.powered === true))
    .filter((d) => {
      const place = board.doors.find((p) => p.id === d.id);
      if (!place) return false;
      const here = zoneAt(board, cellOfXY(board, place.x, place.y));
      const there = zoneAt(board, cellOfXY(board, place.x + (place.side === 'east' ? 1 : 0), place.y + (place.side === 'south' ? 1 : 0)));
      return here === zone || there === zone;
    })
    .map((d) => d.id);
}

function malformed(action: DerelictAction): RuleError | null {
  const r = action as unknown as Record<string, unknown>;
  if (typeof r['unit'] !== 'string') return ruleError('malformed-action', `A ${action.type} action names its survivor.`);
  const needs: Partial<Record<DerelictAction['type'], string>> = { move: 'zone', attack: 'zone', smash: 'door', interact: 'feature', 'use-item': 'item', ability: 'ability' };
  const field = needs[action.type];
  if (field && typeof r[field] !== 'string') return ruleError('malformed-action', `A ${action.type} action names its ${field}.`);
  if (action.type === 'attack' && typeof r['weapon'] !== 'string') return ruleError('malformed-action', 'An attack names its weapon.');
  if (action.type === 'make-noise' && !Number.isInteger(r['level'])) return ruleError('malformed-action', 'Make noise names its level.');
  return null;
}

export function checkAction(board: Board, map: DerelictMap, state: DerelictState, action: DerelictAction, slot: Slot): RuleError | null {
  const shape = malformed(action);
  if (shape) return shape;
  const unit = unitById(state, action.unit);
  if (!unit || unit.side !== 'heroes') return ruleError('unknown-unit', `There is no survivor ${action.unit}.`);
  if (action.side !== 'heroes') return ruleError('not-allowed', 'Only the survivors choose actions.');
  if (slot.kind !== 'unit' || slot.unit.id !== unit.id) return ruleError('not-activated', `It is not ${unit.name}'s turn.`);
  const actions = stat(unit, 'actions');
  if (actions <= 0) return ruleError('no-budget', `${unit.name} has no actions left.`);
  const zone = zoneOfUnit(board, unit);
  const pilot = isPilot(state, unit);
  switch (action.type) {
    case 'move': {
      const to = zoneIndex(board, action.zone);
      if (to < 0) return ruleError('unknown-target', `There is no zone ${action.zone}.`);
      if (!moveNeighbours(board, state, zone).includes(to)) return ruleError('out-of-range', `${action.zone} is not one move from ${unit.name}.`);
      if (freeCell(board, state, to) < 0) return ruleError('blocked', 'That zone is full.');
      if (stat(unit, 'stuck') > 0) return ruleError('not-allowed', `${unit.name} failed a Resolve check and cannot leave this zone this round.`);
      if (pilot && !loaderOf(state)?.powered) return ruleError('not-allowed', 'An unpowered Loader cannot move.');
      // derelict.md §7.9.3: a leg injury allows at most 2 zones per turn.
      if ((stat(unit, 'injuries') & INJURY.leg) !== 0 && stat(unit, 'moved') >= LEG_INJURY_CAP) return ruleError('no-budget', `${unit.name}'s leg injury allows 2 zones a turn.`);
      if (stat(unit, 'moved') >= zonesAllowed(state, map, unit)) return ruleError('no-budget', `What ${unit.name} carries allows ${zonesAllowed(state, map, unit)} zones a turn.`);
      return null;
    }
    case 'attack': {
      const armed = weaponsOf(state, unit).includes(action.weapon) ? armedWith(state, unit, action.weapon, map) : null;
      if (!armed) return ruleError('not-allowed', `${unit.name} cannot attack with ${action.weapon} now.`);
      const to = zoneIndex(board, action.zone);
      if (!targetZones(board, state, unit, armed).includes(to)) return ruleError('out-of-range', `${action.zone} is not a target for ${armed.weapon.name}.`);
      return enemiesIn(board, state, to).length > 0 ? null : ruleError('not-allowed', 'There is no enemy there.');
    }
    case 'smash':
      return smashableDoors(board, state, map, unit).includes(action.door) ? null : ruleError('not-allowed', `${unit.name} cannot damage ${action.door} from here.`);
    case 'search': {
      if (pilot) return ruleError('not-allowed', 'No searching from inside the Loader.');
      if (!isRoom(board, zone)) return ruleError('not-allowed', 'Corridors cannot be searched.');
      if (enemiesIn(board, state, zone).length > 0) return ruleError('not-allowed', 'Not with enemies in the room.');
      const sheet = state.ext.sheets.find((s) => s.unit === unit.id);
      return sheet?.searched.includes(zone) ? ruleError('not-allowed', 'This room was searched this turn already.') : null;
    }
    case 'interact':
      return interactables(board, state, map, unit).includes(action.feature) ? null : ruleError('not-allowed', `${unit.name} cannot use ${action.feature} from here.`);
    case 'make-noise':
      return action.level >= 1 && action.level <= actions ? null : ruleError('out-of-range', `Make noise spends 1 to ${actions} actions.`);
    case 'use-item': {
      const sheet = state.ext.sheets.find((s) => s.unit === unit.id);
      if (action.item !== 'med-kit' || !sheet?.items.includes('med-kit') || pilot) return ruleError('not-allowed', `${unit.name} has no usable ${action.item}.`);
      return null;
    }
    case 'ability': {
      const ability = survivorClass(unit.kind)?.abilities.find((a) => a.id === action.ability && a.effect !== 'none');
      if (!ability || pilot) return ruleError('not-allowed', `${unit.name} has no ability ${action.ability} to use now.`);
      return stat(unit, 'ability') > 0 ? ruleError('not-allowed', 'An Active ability is used once per turn.') : null;
    }
    case 'enter-loader': {
      const loader = loaderOf(state);
      if (!loader || loader.pilot !== null) return ruleError('not-allowed', 'There is no empty Loader here.');
      return zoneAt(board, loader.cell) === zone ? null : ruleError('out-of-range', 'The Loader is not in this zone.');
    }
    case 'exit-loader':
      return pilot && !loaderOf(state)?.powered ? null : ruleError('not-allowed', 'Only an unpowered Loader can be left.');
    case 'leave-map': {
      if (state.ext.event === 'lockdown') return ruleError('not-allowed', 'Lockdown: the exits are locked.');
      const exit = map.features.some((f) => f.type === 'exit' && zoneAt(board, f.cell) === zone);
      return exit ? null : ruleError('out-of-range', 'There is no exit in this zone.');
    }
  }
}

export function listActions(board: Board, map: DerelictMap, state: DerelictState, slot: Slot): DerelictAction[] {
  if (slot.kind !== 'unit' || slot.unit.side !== 'heroes') return [];
  const unit = slot.unit;
  const base = { side: 'heroes' as const, unit: unit.id };
  const zone = zoneOfUnit(board, unit);
  const candidates: DerelictAction[] = [];
  for (const to of moveNeighbours(board, state, zone)) candidates.push({ type: 'move', ...base, zone: board.zones[to]?.id ?? '' });
  for (const weapon of weaponsOf(state, unit)) {
    const armed = armedWith(state, unit, weapon, map);
    if (!armed) continue;
    for (const to of targetZones(board, state, unit, armed)) candidates.push({ type: 'attack', ...base, weapon, zone: board.zones[to]?.id ?? '' });
  }
  for (const door of smashableDoors(board, state, map, unit)) candidates.push({ type: 'smash', ...base, door });
  candidates.push({ type: 'search', ...base });
  for (const feature of interactables(board, state, map, unit)) candidates.push({ type: 'interact', ...base, feature });
  for (let level = 1; level <= Math.min(ACTIONS_PER_TURN, stat(unit, 'actions')); level++) candidates.push({ type: 'make-noise', ...base, level });
  candidates.push({ type: 'use-item', ...base, item: 'med-kit' });
  for (const ability of survivorClass(unit.kind)?.abilities ?? []) candidates.push({ type: 'ability', ...base, ability: ability.id });
  candidates.push({ type: 'enter-loader', ...base }, { type: 'exit-loader', ...base }, { type: 'leave-map', ...base });
  return candidates.filter((a) => checkAction(board, map, state, a, slot) === null);
}
