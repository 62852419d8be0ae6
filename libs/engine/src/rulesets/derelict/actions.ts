import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Slot } from '../../rules/core/ruleset';
import { unitById } from '../../rules/units/unit-status';
import { ACTIONS_PER_TURN, SHIELD_BUBBLE, STUN_GRENADE, survivorClass, type AbilityData } from './content';
import { armedWith, targetZones, thrown, weaponsOf, type ArmedWeapon } from './combat';
import { CRISIS_USED, exitChoices } from './improvised-exit';
import { rewardReady } from './accomplishments';
import { moveAllowance, moveTargets } from './gravity';
import { hasLasting } from './resolve-cards';
import { wearable } from './trade';
import { isStunned } from './stun';
import type { DerelictMap } from './context';
import { stat } from './effects';
import { hasInjury } from './sheet';
import type { DerelictAction, DerelictState } from './types';
import { mayCarry, zonesAllowed } from './modifiers/burden';
import { checkSalvage, salvageCandidates } from './modifiers/salvage';
import { checkReboot, rebootTargets } from './modifiers/reboot';
import { featureCellNow } from './modifiers/feature-move';
import { chosenSmashWeapon, smashableFeatures, smashWeapon } from './feature-smash';
import { cellOfXY, enemiesIn, freeCell, isImpenetrable, isRoom, moveNeighbours, survivorsIn, zoneAt, zoneId, zoneIndex, zoneOfUnit } from './zones';

/** Which survivor actions are open now (derelict.md §5): `listActions` filters candidates through `checkAction`. */

const loaderOf = (state: DerelictState) => state.ext.loader;
const sheetOfUnit = (state: DerelictState, unit: Unit) => state.ext.sheets.find((s) => s.unit === unit.id);
/** Zones of movement left this turn (a leg injury or a "2 zones a turn" Resolve card caps it). */
const allowance = (state: DerelictState, unit: Unit): number =>
  moveAllowance(state, unit, hasInjury(state, unit.id, 'leg') || hasLasting(sheetOfUnit(state, unit)?.resolveCards, 'move-cap'));
/** Zones left this turn under every cap: injuries, Resolve cards and what the survivor carries (G3). */
const movesLeft = (state: DerelictState, map: DerelictMap, unit: Unit): number =>
  Math.min(allowance(state, unit), zonesAllowed(state, map, unit) - stat(unit, 'moved'));
const isPilot = (state: DerelictState, unit: Unit): boolean => loaderOf(state)?.pilot === unit.id;

/** Why the survivor may not move at all now (a failed Resolve check, an unpowered Loader, a movement cap), or null. */
function moveBarred(state: DerelictState, map: DerelictMap, unit: Unit, pilot: boolean): RuleError | null {
  if (stat(unit, 'stuck') > 0) return ruleError('not-allowed', `${unit.name} failed a Resolve check and cannot leave this zone this round.`);
  if (pilot && !loaderOf(state)?.powered) return ruleError('not-allowed', 'An unpowered Loader cannot move.');
  // derelict.md §7.9.3: a leg injury allows at most 2 zones per turn (4 in a gravity failure, §9.6).
  if (allowance(state, unit) <= 0) return ruleError('no-budget', `${unit.name} cannot move further this turn (a leg injury or a Resolve card caps it).`);
  // G3: what the survivor carries may cap the zones a turn (modifiers/burden.ts).
  if (stat(unit, 'moved') >= zonesAllowed(state, map, unit)) return ruleError('no-budget', `What ${unit.name} carries allows ${zonesAllowed(state, map, unit)} zones a turn.`);
  return null;
}

const hasEffect = (unit: Unit, effect: AbilityData['effect']): boolean => survivorClass(unit.kind)?.abilities.some((a) => a.effect === effect) === true;

/**
 * derelict.md §3.2 Proposed, Juggernaut: before a melee attack (§5.2: range 0, the attack lands in his own zone)
 * the Engineer moves 1 zone for free into the zone he strikes, under the rules of a move (§6.2, §6.9: room,
 * open borders; his caps and a failed Resolve check hold him). Not from a Loader: its moves are the Loader's.
 */
function checkJuggernaut(board: Board, state: DerelictState, map: DerelictMap, unit: Unit, armed: ArmedWeapon, to: number, pilot: boolean): RuleError | null {
  if (!hasEffect(unit, 'juggernaut') || pilot) return ruleError('not-allowed', `${unit.name} cannot move as part of an attack.`);
  if (armed.range !== 0) return ruleError('not-allowed', 'Juggernaut moves only before a melee attack (a range-0 weapon).');
  const barred = moveBarred(state, map, unit, pilot);
  if (barred) return barred;
  if (!moveTargets(board, state, zoneOfUnit(board, unit), 1).has(to)) return ruleError('out-of-range', `${unit.name} cannot move into ${zoneId(board, to)} now.`);
  return enemiesIn(board, state, to).length > 0 ? null : ruleError('not-allowed', 'There is no enemy there.');
}

/** derelict.md §5.5: Active once per turn, Crisis once per mission, Passive never an action; none from a Loader or under Memory Loss. */
function checkAbility(board: Board, state: DerelictState, unit: Unit, action: Extract<DerelictAction, { type: 'ability' }>, pilot: boolean): RuleError | null {
  const ability = survivorClass(unit.kind)?.abilities.find((a) => a.id === action.ability && a.effect !== 'none' && a.kind !== 'passive');
  if (!ability || pilot) return ruleError('not-allowed', `${unit.name} has no ability ${action.ability} to use now.`);
  if (hasLasting(sheetOfUnit(state, unit)?.resolveCards, 'no-ability')) return ruleError('not-allowed', `${unit.name}'s Resolve card forbids abilities.`);
  if (ability.kind === 'crisis' && stat(unit, CRISIS_USED) > 0) return ruleError('not-allowed', 'A Crisis ability is used once per mission.');
  if (ability.kind === 'active' && stat(unit, 'ability') > 0) return ruleError('not-allowed', 'An Active ability is used once per turn.');
  if (ability.effect !== 'improvised-exit') return action.zone === undefined ? null : ruleError('malformed-action', `${ability.label} names no zone.`);
  if (typeof action.zone !== 'string') return ruleError('malformed-action', 'Improvised Exit names the zone to cut through into.');
  return exitChoices(board, state, zoneOfUnit(board, unit)).includes(zoneIndex(board, action.zone)) ? null : ruleError('out-of-range', `There is no wall to cut from here into ${action.zone}.`);
}

/** Features a survivor may interact with in its zone: objectives and switches not removed or carried. */
export function interactables(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): string[] {
  const zone = zoneOfUnit(board, unit);
  const carried = new Set(state.ext.sheets.flatMap((s) => s.carrying));
  return map.features
    .filter((f) => f.interactive && !state.ext.removed.includes(f.id) && !state.ext.used.includes(f.id) && !carried.has(f.id))
    .filter((f) => zoneAt(board, featureCellNow(state, map, f.id) ?? f.cell) === zone && (f.classes.length === 0 || f.classes.includes(unit.kind)))
    .filter((f) => !f.carryable || mayCarry(state, map, unit.id, f.id))
    .map((f) => f.id);
}

/** Doors with health on the border of the survivor's zone that its attack can reach (CG01 "Loader SMASH!"). */
export function smashableDoors(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): string[] {
  const zone = zoneOfUnit(board, unit);
  if (!smashWeapon(state, unit, map)) return [];
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

/** derelict.md §5.8: items work on their carrier (a Med Kit), or are thrown into a zone in reach (a Stun Grenade). */
function checkUseItem(board: Board, state: DerelictState, unit: Unit, action: Extract<DerelictAction, { type: 'use-item' }>, pilot: boolean): RuleError | null {
  const sheet = state.ext.sheets.find((s) => s.unit === unit.id);
  if (pilot || !sheet?.items.includes(action.item)) return ruleError('not-allowed', `${unit.name} has no usable ${action.item}.`);
  if (action.item === 'med-kit') return action.zone === undefined ? null : ruleError('malformed-action', 'A Med Kit is used on its carrier, not thrown.');
  if (action.item === SHIELD_BUBBLE) {
    // §6.9: the bubble covers the user's own zone (once covered, a second one would change nothing).
    if (action.zone !== undefined) return ruleError('malformed-action', 'A Shield Bubble covers its user\'s zone, not another.');
    return isImpenetrable(state, zoneOfUnit(board, unit)) ? ruleError('not-allowed', 'This zone is already impenetrable.') : null;
  }
  if (action.item !== STUN_GRENADE.id) return ruleError('not-allowed', `The ${action.item} cannot be used like that.`);
  if (typeof action.zone !== 'string') return ruleError('malformed-action', 'A Stun Grenade names the zone it is thrown into.');
  const to = zoneIndex(board, action.zone);
  if (!targetZones(board, state, unit, thrown(state, unit, STUN_GRENADE)).includes(to)) return ruleError('out-of-range', `${action.zone} is not in reach of a throw.`);
  return enemiesIn(board, state, to).some((e) => !isStunned(e)) ? null : ruleError('not-allowed', 'There is no enemy to stun there.');
}

function malformed(action: DerelictAction): RuleError | null {
  const r = action as unknown as Record<string, unknown>;
  if (typeof r['unit'] !== 'string') return ruleError('malformed-action', `A ${action.type} action names its survivor.`);
  const needs: Partial<Record<DerelictAction['type'], string>> = { move: 'zone', attack: 'zone', smash: 'door', 'smash-feature': 'feature', interact: 'feature', 'use-item': 'item', ability: 'ability', trade: 'with', reorganise: 'item', salvage: 'target', reboot: 'target' };
  const field = needs[action.type];
  if (field && typeof r[field] !== 'string') return ruleError('malformed-action', `A ${action.type} action names its ${field}.`);
  if (action.type === 'attack' && typeof r['weapon'] !== 'string') return ruleError('malformed-action', 'An attack names its weapon.');
  if ((action.type === 'smash' || action.type === 'smash-feature') && r['weapon'] !== undefined && typeof r['weapon'] !== 'string') return ruleError('malformed-action', 'A smash names its weapon by id, or none for the best.');
  if (action.type === 'make-noise' && !Number.isInteger(r['level'])) return ruleError('malformed-action', 'Make noise names its level.');
  if (action.type === 'attack' && r['juggernaut'] !== undefined && r['juggernaut'] !== true) return ruleError('malformed-action', 'An attack with Juggernaut says juggernaut: true.');
  if (action.type === 'ability' && r['zone'] !== undefined && typeof r['zone'] !== 'string') return ruleError('malformed-action', 'An ability names its zone by id.');
  if (action.type === 'salvage' && !Number.isInteger(r['actions'])) return ruleError('malformed-action', 'A salvage attempt names how many actions it spends.');
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
      // §6.9: no miniature enters or leaves an impenetrable zone.
      if (isImpenetrable(state, zone) || isImpenetrable(state, to)) return ruleError('blocked', 'A Shield Bubble: nothing enters or leaves that zone.');
      if (moveNeighbours(board, state, zone).includes(to) && freeCell(board, state, to) < 0) return ruleError('blocked', 'That zone is full.');
      const barred = moveBarred(state, map, unit, pilot);
      if (barred) return barred;
      const left = movesLeft(state, map, unit);
      return moveTargets(board, state, zone, left).has(to) ? null : ruleError('out-of-range', `${action.zone} is not one move from ${unit.name}.`);
    }
    case 'attack': {
      const armed = weaponsOf(state, unit).includes(action.weapon) ? armedWith(state, unit, action.weapon, map) : null;
      if (!armed) return ruleError('not-allowed', `${unit.name} cannot attack with ${action.weapon} now.`);
      const to = zoneIndex(board, action.zone);
      if (action.juggernaut !== undefined) return checkJuggernaut(board, state, map, unit, armed, to, pilot);
      if (!targetZones(board, state, unit, armed).includes(to)) return ruleError('out-of-range', `${action.zone} is not a target for ${armed.weapon.name}.`);
      return enemiesIn(board, state, to).length > 0 ? null : ruleError('not-allowed', 'There is no enemy there.');
    }
    case 'smash':
      if (!smashableDoors(board, state, map, unit).includes(action.door)) return ruleError('not-allowed', `${unit.name} cannot damage ${action.door} from here.`);
      return chosenSmashWeapon(state, unit, map, action.weapon) ? null : ruleError('not-allowed', `${unit.name} cannot strike with ${action.weapon ?? 'a weapon'} now.`);
    case 'smash-feature':
      if (!smashableFeatures(board, state, map, unit).includes(action.feature)) return ruleError('not-allowed', `${unit.name} cannot damage ${action.feature} from here.`);
      return chosenSmashWeapon(state, unit, map, action.weapon) ? null : ruleError('not-allowed', `${unit.name} cannot strike with ${action.weapon ?? 'a weapon'} now.`);
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
    case 'use-item':
      return checkUseItem(board, state, unit, action, pilot);
    case 'ability':
      return checkAbility(board, state, unit, action, pilot);
    case 'trade': {
      // derelict.md §5.7: with one other survivor in the zone, never with enemies there, never from a Loader.
      const partner = unitById(state, action.with);
      if (!partner || partner.side !== 'heroes' || partner.id === unit.id || partner.status !== 'active') return ruleError('unknown-target', `There is no other survivor ${action.with}.`);
      if (pilot || isPilot(state, partner)) return ruleError('not-allowed', 'No trading with a Loader pilot.');
      if (zoneOfUnit(board, partner) !== zone) return ruleError('out-of-range', `${partner.name} is not in this zone.`);
      return enemiesIn(board, state, zone).length > 0 ? ruleError('not-allowed', 'No trading with enemies in the zone.') : null;
    }
    case 'reorganise': {
      const sheet = sheetOfUnit(state, unit);
      if (pilot || !sheet || !wearable(sheet).includes(action.item)) return ruleError('not-allowed', `${unit.name} carries no ${action.item} to put on.`);
      return null;
    }
    case 'use-reward':
      return rewardReady(sheetOfUnit(state, unit)?.accomplishment) ? null : ruleError('not-allowed', `${unit.name} has no reward ready.`);
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
    case 'salvage':
      return checkSalvage(board, state, map, unit, action.target, action.actions);
    case 'reboot':
      return checkReboot(board, state, map, unit, action.target);
  }
}

export function listActions(board: Board, map: DerelictMap, state: DerelictState, slot: Slot): DerelictAction[] {
  if (slot.kind !== 'unit' || slot.unit.side !== 'heroes') return [];
  const unit = slot.unit;
  const base = { side: 'heroes' as const, unit: unit.id };
  const zone = zoneOfUnit(board, unit);
  const candidates: DerelictAction[] = [];
  for (const to of moveTargets(board, state, zone, movesLeft(state, map, unit)).keys()) candidates.push({ type: 'move', ...base, zone: board.zones[to]?.id ?? '' });
  for (const weapon of weaponsOf(state, unit)) {
    const armed = armedWith(state, unit, weapon, map);
    if (!armed) continue;
    for (const to of targetZones(board, state, unit, armed)) candidates.push({ type: 'attack', ...base, weapon, zone: board.zones[to]?.id ?? '' });
    // §3.2 Juggernaut: a melee attack one free move away.
    if (armed.range === 0 && hasEffect(unit, 'juggernaut')) {
      for (const to of moveTargets(board, state, zone, 1).keys()) candidates.push({ type: 'attack', ...base, weapon, zone: board.zones[to]?.id ?? '', juggernaut: true });
    }
  }
  for (const door of smashableDoors(board, state, map, unit)) candidates.push({ type: 'smash', ...base, door });
  for (const feature of smashableFeatures(board, state, map, unit)) candidates.push({ type: 'smash-feature', ...base, feature });
  candidates.push({ type: 'search', ...base });
  for (const feature of interactables(board, state, map, unit)) candidates.push({ type: 'interact', ...base, feature });
  for (let level = 1; level <= Math.min(ACTIONS_PER_TURN, stat(unit, 'actions')); level++) candidates.push({ type: 'make-noise', ...base, level });
  candidates.push({ type: 'use-item', ...base, item: 'med-kit' }, { type: 'use-item', ...base, item: SHIELD_BUBBLE });
  for (const to of targetZones(board, state, unit, thrown(state, unit, STUN_GRENADE))) candidates.push({ type: 'use-item', ...base, item: STUN_GRENADE.id, zone: board.zones[to]?.id ?? '' });
  for (const ability of survivorClass(unit.kind)?.abilities ?? []) {
    if (ability.effect !== 'improvised-exit') candidates.push({ type: 'ability', ...base, ability: ability.id });
    else for (const to of exitChoices(board, state, zone)) candidates.push({ type: 'ability', ...base, ability: ability.id, zone: board.zones[to]?.id ?? '' });
  }
  for (const other of survivorsIn(board, state, zone)) if (other.id !== unit.id) candidates.push({ type: 'trade', ...base, with: other.id });
  const sheet = sheetOfUnit(state, unit);
  for (const item of sheet ? wearable(sheet) : []) candidates.push({ type: 'reorganise', ...base, item });
  candidates.push({ type: 'use-reward', ...base }, { type: 'enter-loader', ...base }, { type: 'exit-loader', ...base }, { type: 'leave-map', ...base });
  for (const attempt of salvageCandidates(board, state, map, unit)) candidates.push({ type: 'salvage', ...base, ...attempt });
  for (const sentry of rebootTargets(board, state, map, unit)) candidates.push({ type: 'reboot', ...base, target: sentry.id });
  return candidates.filter((a) => checkAction(board, map, state, a, slot) === null);
}
