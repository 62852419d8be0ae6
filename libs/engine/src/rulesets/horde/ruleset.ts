import type { Unit } from '../../game/game-state';
import { END_OF_ROUND, type Ruleset } from '../../rules/core/ruleset';
import { D6 } from '../../rules/random/dice';
import { unitById } from '../../rules/units/unit-status';
import { boxInRect, boxOf, boxTouches, dangerousAnchors, eventQuarter, scratchMoveField, terrainOf } from './battlefield';
import { attack, wound } from './combat';
import { ALERT_BY_ROLL, Condition, TIME_BY_ROLL, WEATHER_BY_ROLL } from './content';
import { listHorde, checkHorde } from './actions';
import { hasCondition, reachAllowance } from './modifiers';
import { pickUpTreasure, placeSearchTokens, resumeTrove, revealSearch, SEARCH, TROVE_PICK } from './search';
import { HORDE_ACTION_TYPES, Moved, type HordeAction, type HordeExt, type HordeTx } from './types';
import { afterDeployment, endOfRound, missionOver, PRIORITY_PICK, resumePriority, resumeRevive, REVIVE, startWave } from './waves';
import { CORNER_PICK, resumeCorner } from './deploy';
import { LEVEL_UP, resumeLevelUp } from './experience';
import { placeToken } from '../../rules/hidden/hidden-token';
import { resolveUse } from './items';
import { resolveShop, SHOP_PHASE, shopWorthOpening } from './shop';

/**
 * Horde's rules (horde.md §4): each round opens with a wave deployment when one is due, then heroes and
 * enemies alternate single activations (heroes first, §4.3), then the end of the round (§4.2 step 3).
 */
export type HordeRuleset = Ruleset<HordeExt, HordeAction>;

const PHASES = ['wave', 'battle', 'end-of-round', SHOP_PHASE] as const;
const stats = (unit: Unit) => unit.stats as Record<string, number>;
const d6 = (tx: HordeTx, purpose: string, by: string | null): number => tx.random.roll(D6, 1, purpose, by)[0]?.value ?? 1;

/** Dangerous terrain (§11 G5, open question 7: one roll per move or activation in it): 1 wound on a 1. */
function dangerousRoll(tx: HordeTx, unit: Unit): void {
  if (unit.status === 'active' && d6(tx, 'dangerous terrain', unit.id) === 1) wound(tx, unit, 1, null);
}

function moveTo(tx: HordeTx, unit: Unit, to: { x: number; y: number }): void {
  const { board } = tx;
  // The move was checked against its own allowance; the shared reach field gives the same path (reachAllowance).
  const field = scratchMoveField(tx.state, board, unit, reachAllowance(tx.state, unit));
  const anchors = field.pathFrom(to.y * board.width + to.x).reverse();
  const path = anchors.map((a) => ({ x: a % board.width, y: Math.floor(a / board.width) }));
  const size = unit.stats['size'] ?? 1;
  const danger = dangerousAnchors(board, size);
  const crumbling = eventQuarter(tx.state, board, 'dangerous');
  let entersDanger = false;
  for (let k = 1; k < path.length && !entersDanger; k++) {
    const p = path[k] as { x: number; y: number };
    entersDanger = danger[p.y * board.width + p.x] === 1 || (crumbling !== null && boxInRect({ x: p.x, y: p.y, size }, crumbling));
  }
  if (path.length > 1) {
    tx.w.set(unit, 'x', to.x);
    tx.w.set(unit, 'y', to.y);
    tx.emit({ type: 'moved', unit: unit.id, path });
  }
  if (entersDanger) dangerousRoll(tx, unit);
  if (unit.status === 'active') pickUpTreasure(tx, unit);
}

function resolveHorde(tx: HordeTx, action: HordeAction): void {
  const unit = unitById(tx.state, action.unit) as Unit;
  switch (action.type) {
    case 'advance':
    case 'rush':
      tx.w.set(stats(unit), 'moved', action.type === 'advance' ? Moved.Advanced : Moved.Rushed);
      moveTo(tx, unit, action.to);
      break;
    case 'charge': {
      tx.w.set(stats(unit), 'moved', Moved.Charged);
      moveTo(tx, unit, action.to);
      const target = unitById(tx.state, action.target);
      if (target && unit.status === 'active') attack(tx, unit, target, 'melee');
      break;
    }
    case 'shoot': {
      tx.w.set(stats(unit), 'shot', 1);
      const target = unitById(tx.state, action.target);
      if (target) attack(tx, unit, target, 'ranged');
      break;
    }
    case 'reveal':
      tx.w.set(stats(unit), 'revealed', 1);
      revealSearch(tx, action.token, unit);
      break;
    case 'use':
      resolveUse(tx, unit, action);
      break;
    case 'buy':
    case 'sell':
    case 'give':
      resolveShop(tx, action);
      break;
  }
}

/** Start of an activation: budgets reset; Shaken spends it idle (§11 G3); Afflicted and dangerous ground roll. */
function onActivate(tx: HordeTx, unit: Unit): void {
  const s = stats(unit);
  tx.w.set(s, 'moved', Moved.No);
  tx.w.set(s, 'shot', 0);
  tx.w.set(s, 'revealed', 0);
  if ((unit.stats['usedItems'] ?? 0) !== 0) tx.w.set(s, 'usedItems', 0);
  if (hasCondition(unit, Condition.Shaken)) {
    tx.w.set(s, 'cond', (unit.stats['cond'] ?? 0) & ~Condition.Shaken);
    tx.w.set(s, 'moved', Moved.Charged);
    tx.w.set(s, 'shot', 1);
    tx.w.set(s, 'revealed', 1);
    tx.emit({ type: 'message', text: `${unit.name} is shaken and stays idle.` });
    return;
  }
  if (hasCondition(unit, Condition.Afflicted) && d6(tx, 'afflicted', unit.id) === 1) wound(tx, unit, 1, null);
  const onDanger = boxTouches(tx.board, terrainOf(tx.board).dangerous, boxOf(unit)) || boxInRect(boxOf(unit), eventQuarter(tx.state, tx.board, 'dangerous'));
  if (unit.status === 'active' && onDanger) dangerousRoll(tx, unit);
}

export function createHordeRuleset(): HordeRuleset {
  return {
    id: 'horde',
    phases: [
      { id: 'wave', kind: 'automatic', onEnter: (tx) => (tx.state.ext.waveDue ? startWave(tx) : undefined) },
      { id: 'battle', kind: 'alternating', first: 'heroes' },
      { id: 'end-of-round', kind: 'automatic', onEnter: endOfRound },
      { id: SHOP_PHASE, kind: 'free', side: 'heroes' },
    ],
    actionTypes: HORDE_ACTION_TYPES,
    firstPhase: () => 'wave',
    nextPhase: (state, finished) => {
      // §4.2 step 4.5: the shop follows End of Wave (its picks answered first), when there is anything to do there.
      if (finished === 'end-of-round') return state.ext.waveDue && state.ext.lastWaveFinished > 0 && missionOver(state) === null && shopWorthOpening(state) ? SHOP_PHASE : END_OF_ROUND;
      const index = PHASES.indexOf(finished as (typeof PHASES)[number]);
      return index >= 0 && index < 2 ? (PHASES[index + 1] as string) : END_OF_ROUND;
    },
    canActivate: (_state, unit) => unit.status === 'active' && unit.x >= 0,
    actions: (state, board, slot) => listHorde(state, board, slot),
    check: (state, board, action, slot) => checkHorde(state, board, action, slot),
    resolve: resolveHorde,
    onActivate,
    resumeDecision: (tx, decision, option) => {
      if (decision.kind === LEVEL_UP) resumeLevelUp(tx, decision, option);
      else if (decision.kind === PRIORITY_PICK) resumePriority(tx, option);
      else if (decision.kind === REVIVE) resumeRevive(tx, decision, option);
      else if (decision.kind === TROVE_PICK) resumeTrove(tx, decision, option);
      else if (decision.kind === CORNER_PICK) resumeCorner(tx, option, afterDeployment);
    },
    activationSpent: (_state, unit) => {
      if (unit.status !== 'active') return true;
      const moved = unit.stats['moved'] ?? 0;
      if (unit.stats['shot'] === 1 || moved === Moved.Charged) return unit.side === 'enemies' || unit.stats['revealed'] === 1;
      return moved === Moved.Rushed && (unit.side === 'enemies' || unit.stats['revealed'] === 1);
    },
    onGameStart: (tx) => {
      const { ext } = tx.state;
      const { rules } = ext;
      // §4.1 step 8: the optional states are rolled at setup (T6, T7, T8).
      if (rules.timeOfDay) tx.w.set(ext, 'timeOfDay', rules.timeOfDayStart !== 'roll' ? rules.timeOfDayStart : (TIME_BY_ROLL[d6(tx, 'time of day', null) - 1] ?? 'day'));
      if (rules.weather) tx.w.set(ext, 'weather', rules.weatherStart !== 'roll' ? rules.weatherStart : (WEATHER_BY_ROLL[d6(tx, 'weather', null) - 1] ?? 'good'));
      if (rules.highAlertness) tx.w.set(ext, 'alertProfile', rules.alertnessProfile !== 'roll' ? rules.alertnessProfile : (ALERT_BY_ROLL[d6(tx, 'alertness profile', null) - 1] ?? 'vigilant'));
      // §4.1 step 6: the mission's search squares, else one token per quarter as §3.4 places them.
      const spots = tx.board.features.filter((f) => f.type === 'search');
      if (spots.length > 0) for (const spot of spots) placeToken(tx, SEARCH, spot, null);
      else placeSearchTokens(tx);
    },
    outcome: (state) => {
      const over = missionOver(state);
      if (!over) return { kind: 'playing' };
      return { kind: over.won ? 'won' : 'lost', reason: over.reason };
    },
  };
}
