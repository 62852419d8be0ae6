import { closeDoor, lockDoor, openDoor, sealDoor, unlockDoor } from '../rules/doors/doors';
import { isActive } from '../rules/units/unit-status';
import { gainHeroResolve, injureHero } from '../rules/heroes/mission-sheet-effects';
import type { GameStatus } from '../game/game-state';
import { D3, D6, DIRECTIONAL_DIE } from '../rules/random/dice';
import type { Tx } from '../rules/core/tx';
import type { DoorRules } from '../rules/doors/door-state';
import type { MissionState, ObjectiveRecord } from './mission-state';
import type { EffectScope } from './hooks';
import { enemiesNamed } from './enemy-pick';
import { entryOf, setEntry } from '../rules/state/keyed';
import type { CoreEffect, Effect, FlagScope, FlagValue, Place, RollOutcome, Who } from './vocabulary';

/** The effects every ruleset gets from the engine. */
export const CORE_EFFECTS: ReadonlySet<string> = new Set<CoreEffect['effect']>([
  'open', 'close', 'lock', 'unlock', 'seal', 'set', 'add', 'roll', 'message', 'complete', 'fail', 'win', 'lose', 'enable', 'disable', 'alarm', 'noise',
  'flag', 'change-side', 'test', 'for-each', 'injure', 'gain-resolve',
]);

/** What a core effect may ask of the runner: its trigger, and how to run effects nested in it. */
export interface CoreEffectScope extends EffectScope {
  /** The trigger's label (else its id): the reason a `win`/`lose` without text gives. */
  readonly label: string;
  /** The ruleset's door rules (what an unlocked door becomes). */
  readonly doorRules?: DoorRules;
  /** Runs effects in order, as the same trigger, with `actor` as the actor (default: the trigger's). */
  nested(effects: readonly Effect[], actor?: string | null): void;
}

/**
 * Whether the engine runs `effect` itself. A noise is the core's when it is made once (a "noise-placed"
 * event at the place); a permanent one, or one that follows a feature, needs a ruleset's noise rules.
 */
export const isCoreEffect = (effect: Effect): effect is CoreEffect => {
  if (!CORE_EFFECTS.has(effect.effect)) return false;
  if (effect.effect !== 'noise') return true;
  const noise = effect as unknown as Record<string, unknown>;
  return noise['permanent'] !== true && noise['follows'] === undefined;
};

const missionOf = (tx: Tx): MissionState => {
  const mission = tx.state.mission;
  if (!mission) throw new Error('The mission state is missing: the engine starts it before any trigger runs.');
  return mission;
};

/** Ends the game with the author's words. */
export function endGame(tx: Tx, status: Exclude<GameStatus, { kind: 'playing' }>): void {
  if (tx.state.status.kind !== 'playing') return;
  tx.w.set(tx.state, 'status', status);
  tx.emit({ type: 'game-over', status });
}

function setObjective(tx: Tx, id: string, state: ObjectiveRecord['state']): void {
  const objectives = missionOf(tx).objectives;
  const index = objectives.findIndex((o) => o.id === id);
  const record = objectives[index];
  if (!record || record.state === state) return;
  tx.w.set(objectives as ObjectiveRecord[], index, { ...record, state });
  tx.emit({ type: 'objective-changed', objective: id, label: record.label, state });
}

function setTriggerEnabled(tx: Tx, trigger: string, enabled: boolean): void {
  const disabled = missionOf(tx).disabled;
  const index = disabled.indexOf(trigger);
  if (enabled && index >= 0) tx.w.removeAt(disabled, index);
  if (!enabled && index < 0) tx.w.push(disabled, trigger);
}

function rollFor(tx: Tx, dice: Extract<CoreEffect, { effect: 'roll' }>['dice'], trigger: string): number {
  switch (dice) {
    case 'd3':
      return tx.random.roll(D3, 1, trigger).reduce((sum, d) => sum + d.value, 0);
    case 'd6':
      return tx.random.roll(D6, 1, trigger).reduce((sum, d) => sum + d.value, 0);
    case '2d6':
      return tx.random.roll(D6, 2, trigger).reduce((sum, d) => sum + d.value, 0);
    case 'd66': {
      const [tens, units] = tx.random.roll(D6, 2, trigger);
      return (tens?.value ?? 1) * 10 + (units?.value ?? 1);
    }
    case 'directional':
      return tx.random.roll(DIRECTIONAL_DIE, 1, trigger).reduce((sum, d) => sum + d.value, 0);
  }
}

/**
 * Carries out one core effect; `nested` runs a roll's chosen outcome (in document order, as the
 * trigger's own effects are). `label` names the trigger in the game-over reason when the author wrote no text.
 */
export function runCoreEffect(tx: Tx, effect: CoreEffect, scope: CoreEffectScope): void {
  const { trigger, label, nested, cellsOf } = scope;
  switch (effect.effect) {
    case 'open':
      openDoor(tx, effect.door);
      return;
    case 'close':
      closeDoor(tx, effect.door);
      return;
    case 'lock':
      lockDoor(tx, effect.door);
      return;
    case 'unlock':
      unlockDoor(tx, effect.door, scope.doorRules);
      return;
    case 'seal':
      sealDoor(tx, effect.door);
      return;
    case 'set':
      tx.setCounter(effect.counter, effect.value);
      return;
    case 'add':
      tx.addCounter(effect.counter, effect.value);
      return;
    case 'roll': {
      const total = rollFor(tx, effect.dice, trigger);
      const outcome: RollOutcome | undefined = effect.outcomes.find((o) => total >= o.min && total <= o.max);
      if (outcome) nested(outcome.do);
      return;
    }
    case 'message':
      tx.emit(effect.title === undefined ? { type: 'message', text: effect.text } : { type: 'message', text: effect.text, title: effect.title });
      return;
    case 'complete':
      setObjective(tx, effect.objective, 'done');
      return;
    case 'fail':
      setObjective(tx, effect.objective, 'failed');
      return;
    case 'win':
      endGame(tx, { kind: 'won', reason: effect.text ?? label });
      return;
    case 'lose':
      endGame(tx, { kind: 'lost', reason: effect.text ?? label });
      return;
    case 'enable':
    case 'disable':
      setTriggerEnabled(tx, effect.trigger, effect.effect === 'enable');
      return;
    case 'noise': {
      const [cell] = cellsOf(effect.at);
      if (cell !== undefined) tx.emit({ type: 'noise-placed', x: cell % tx.board.width, y: Math.floor(cell / tx.board.width), level: effect.level });
      return;
    }
    case 'flag':
      setFlag(tx, effect.flag, effect.scope ?? 'mission', effect.value ?? true);
      return;
    case 'change-side':
      for (const unit of unitsOf(tx, scope, effect)) changeSide(tx, unit, effect.side);
      return;
    case 'test': {
      const dice = tx.random.roll(effect.dice === 'd3' ? D3 : D6, effect.count ?? 1, effect.label ?? trigger);
      const total = dice.reduce((sum, d) => sum + d.value, 0);
      const passed = total >= effect.atLeast;
      tx.emit({ type: 'test-made', label: effect.label ?? null, total, atLeast: effect.atLeast, passed });
      nested((passed ? effect.pass : effect.fail) ?? []);
      return;
    }
    case 'for-each':
      for (const unit of forEachUnits(tx, scope, effect)) {
        if (tx.state.status.kind !== 'playing') return;
        nested(effect.do, unit);
      }
      return;
    case 'injure':
      for (const unit of scope.heroesOf(effect.who)) injureHero(tx, unit, effect.injuries ?? 1);
      return;
    case 'gain-resolve':
      for (const unit of scope.heroesOf(effect.who)) gainHeroResolve(tx, unit, effect.resolve);
      return;
    case 'alarm':
      if (!missionOf(tx).alarm) {
        tx.w.set(missionOf(tx), 'alarm', true);
        tx.emit({ type: 'alarm-raised' });
      }
      return;
  }
}

function setFlag(tx: Tx, flag: string, scope: FlagScope, value: FlagValue): void {
  const mission = missionOf(tx);
  const flags = scope === 'campaign' ? mission.campaignFlags : mission.flags;
  if (entryOf(flags, flag) === value) return;
  setEntry(tx.w, flags, flag, value);
  tx.emit({ type: 'flag-set', flag, scope, value });
}

/** The units an effect names: heroes by `who`, and enemies on the board of type `unit` in place `in` (ids, roster order). */
function unitsOf(tx: Tx, scope: EffectScope, pick: { readonly who?: Who; readonly unit?: string; readonly in?: Place }): string[] {
  const ids = pick.who !== undefined ? scope.heroesOf(pick.who) : [];
  if (pick.who === undefined || pick.unit !== undefined || pick.in !== undefined) {
    const selector = { ...(pick.unit !== undefined ? { unit: pick.unit } : {}), ...(pick.in !== undefined ? { in: pick.in } : {}) };
    for (const unit of enemiesNamed(tx.state.units, tx.board.width, scope, selector)) ids.push(unit.id);
  }
  return ids;
}

/**
 * A for-each's units: the heroes of `heroes`, then the enemies of `enemies` (every enemy when it names
 * neither; an empty `enemies` beside `heroes` adds none, as before the players' pick).
 */
function forEachUnits(tx: Tx, scope: EffectScope, effect: Extract<CoreEffect, { effect: 'for-each' }>): string[] {
  const ids = effect.heroes !== undefined ? scope.heroesOf(effect.heroes) : [];
  if (effect.heroes === undefined || (effect.enemies !== undefined && Object.keys(effect.enemies).length > 0)) {
    for (const unit of enemiesNamed(tx.state.units, tx.board.width, scope, effect.enemies ?? {})) ids.push(unit.id);
  }
  return ids;
}

/** A unit joins the other side: it leaves any activation pool it waits in (it acts with its new side from the next pool). */
function changeSide(tx: Tx, id: string, side: 'heroes' | 'enemies'): void {
  const unit = tx.state.units.find((u) => u.id === id);
  if (!unit || !isActive(unit) || unit.side === side) return;
  tx.w.set(unit, 'side', side);
  for (const pool of Object.values(tx.state.turn.pools)) {
    const index = pool ? pool.remaining.indexOf(id) : -1;
    if (pool && index >= 0) tx.w.removeAt(pool.remaining, index);
  }
  tx.emit({ type: 'side-changed', unit: id, side });
}
