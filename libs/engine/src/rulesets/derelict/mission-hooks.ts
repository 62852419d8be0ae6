import type { MissionHooks, EffectScope } from '../../mission/hooks';
import type { Place, RulesetEffect, Who } from '../../mission/vocabulary';
import { removeToken } from '../../rules/hidden/hidden-token';
import { unitById } from '../../rules/units/unit-status';
import { ctxOf, type Ctx, type DerelictMap, type LoadedDice } from './context';
import { killEnemy, loseHealth, setSheet, setStat, sheetOf, spawnEnemies, stat, updateSight } from './effects';
import { bossCard } from './boss-cards';
import { placeLastingNoise } from './lasting-noise';
import { spawnRadar } from './spawning';
import { gainItem } from './survivor-actions';
import { DERELICT_WORD_EFFECTS, healthForParty, holdsItem, performWord } from './modifiers/mission-words';
import { carriersFor } from './modifiers/burden';
import { shutDownUntilNextActivation } from './modifiers/shut-down';
import { DERELICT_BOARD_EFFECTS, performBoardWord } from './modifiers/board-words';
import { FEATURE_MOVE_EFFECTS, moveFeature } from './modifiers/feature-move';
import { putFeatureAt } from './feature-place';
import type { DerelictExt, DerelictTx } from './types';
import { cellOfXY, enemies, zoneAt } from './zones';

/** The mission effects derelict carries out itself (the core does counters, messages, objectives, rolls, doors…). */
export const DERELICT_MISSION_EFFECTS: ReadonlySet<string> = new Set([
  'spawn', 'remove', 'give', 'carry', 'drop', 'actions', 'damage', 'enemy-state', 'boss-card', 'noise', ...DERELICT_WORD_EFFECTS, ...DERELICT_BOARD_EFFECTS, ...FEATURE_MOVE_EFFECTS,
]);

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function removeIn(c: Ctx, cells: readonly number[]): void {
  const inside = new Set(cells);
  for (const unit of enemies(c.tx.state)) if (inside.has(cellOfXY(c.board, unit.x, unit.y))) killEnemy(c, unit, null);
  for (const token of [...c.tx.state.tokens]) if (token.kind === 'radar' && inside.has(cellOfXY(c.board, token.x, token.y))) removeToken(c.tx, token.id);
}

/**
 * A permanent or following noise (the core places the passing ones): CG08 "Cry for help", CG11 "Erm...a
 * little help?". §6.7: permanent noise "moves with the carrier/boss", so one made at an enemy actor follows it.
 */
function lastingNoise(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  const cell = effect['at'] === undefined ? undefined : scope.cellsOf(effect['at'] as Place)[0];
  const zone = cell === undefined ? -1 : zoneAt(c.board, cell);
  const level = effect['level'];
  if (zone < 0 || typeof level !== 'number' || level <= 0) return false;
  const actor = scope.actor === null ? undefined : unitById(c.tx.state, scope.actor);
  const follows = str(effect['follows']) ?? (effect['permanent'] === true && effect['at'] === 'actor' && actor?.side === 'enemies' ? actor.id : undefined);
  placeLastingNoise(c, zone, level, effect['permanent'] === true, follows);
  updateSight(c);
  return true;
}

function perform(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  const ext = c.tx.state.ext;
  // The core hands over only the noise it does not place itself (mission/core-effects.ts isCoreEffect).
  if ((effect.effect as string) === 'noise') return lastingNoise(c, effect, scope);
  if (FEATURE_MOVE_EFFECTS.has(effect.effect)) return moveFeature(c, effect, scope);
  const heroes = (who: unknown) => scope.heroesOf((who ?? 'actor') as Who).flatMap((id) => unitById(c.tx.state, id) ?? []);
  switch (effect.effect) {
    case 'spawn': {
      const cell = effect['at'] === undefined ? undefined : scope.cellsOf(effect['at'] as Place)[0];
      const zone = cell === undefined ? -1 : zoneAt(c.board, cell);
      if (zone < 0) return false;
      const pool = str(effect['pool']);
      if (pool !== undefined) {
        if (!c.map.pools.has(pool)) return false;
        spawnRadar(c, pool, zone);
        return true;
      }
      const units = Array.isArray(effect['units']) ? (effect['units'] as { unit?: unknown; count?: unknown; health?: unknown }[]) : [];
      const party = c.tx.state.mission?.partySize ?? 0;
      for (const entry of units) if (typeof entry.unit === 'string') spawnEnemies(c, entry.unit, typeof entry.count === 'number' ? entry.count : 1, zone, healthForParty(entry.health, party));
      updateSight(c);
      return units.length > 0;
    }
    case 'remove': {
      const feature = str(effect['feature']);
      if (feature !== undefined) {
        if (!ext.removed.includes(feature)) c.tx.w.push(ext.removed, feature);
        return true;
      }
      if (effect['in'] === undefined) return false;
      removeIn(c, scope.cellsOf(effect['in'] as Place));
      return true;
    }
    case 'give': {
      const item = str(effect['item']);
      if (item === undefined) return false;
      for (const unit of heroes(effect['to'])) gainItem(c, unit, item);
      return true;
    }
    case 'carry': {
      const feature = str(effect['feature']);
      if (feature === undefined) return false;
      const carrier = carriersFor(c, heroes(effect['who']), feature)[0];
      if (carrier) setSheet(c, carrier.id, 'carrying', [...(sheetOf(c, carrier.id)?.carrying ?? []), feature]);
      // G3: nobody with room for it in its group: it stays where it was, to be collected again.
      else if (ext.used.includes(feature)) c.tx.w.removeAt(ext.used, ext.used.indexOf(feature));
      return true;
    }
    case 'drop': {
      const feature = str(effect['feature']);
      if (feature === undefined) return false;
      for (const sheet of ext.sheets) {
        if (!sheet.carrying.includes(feature)) continue;
        const carrier = unitById(c.tx.state, sheet.unit);
        if (carrier && carrier.x >= 0) putFeatureAt(c, feature, carrier.y * c.board.width + carrier.x);
        setSheet(c, sheet.unit, 'carrying', sheet.carrying.filter((f) => f !== feature));
      }
      const used = ext.used.indexOf(feature);
      if (used >= 0) c.tx.w.removeAt(ext.used, used);
      return true;
    }
    case 'actions': {
      // `set`, or `add` (CG02 "I knew this thing was trouble" 4, ROP16 "Dead weight": -1), never below 0.
      const set = effect['set'];
      const add = effect['add'];
      if (typeof set !== 'number' && typeof add !== 'number') return false;
      for (const unit of heroes(effect['who'])) setStat(c, unit, 'actions', Math.max(0, typeof set === 'number' ? set : stat(unit, 'actions') + (add as number)));
      return true;
    }
    case 'damage': {
      const health = effect['health'];
      if (typeof health !== 'number' || health <= 0) return false;
      for (const unit of heroes(effect['who'])) loseHealth(c, unit, health, null);
      return true;
    }
    case 'enemy-state': {
      // CO15: the console brings the Olympian online (§8.10); "offline" takes it out again.
      // Picked by type or id, or by place (CO12: the Robotics Bay Sentries go inert; "stunned" for a stun roll).
      const unit = str(effect['unit']);
      const state = str(effect['state']);
      const inside = effect['in'] === undefined ? undefined : new Set(scope.cellsOf(effect['in'] as Place));
      const picked = enemies(c.tx.state).filter((e) => (unit === undefined || e.kind === unit || e.id === unit) && (!inside || inside.has(cellOfXY(c.board, e.x, e.y))));
      if (unit === undefined && !inside) return false;
      for (const e of picked) {
        if (state === 'stunned') setStat(c, e, 'stunned', 1);
        else if (state === 'shut-down') shutDownUntilNextActivation(c, e);
        else setStat(c, e, 'offline', state === 'offline' || state === 'inert' ? 1 : 0);
      }
      // Understood even when nobody is there to change (CO12's kill switch with the bay already empty).
      return true;
    }
    case 'boss-card': {
      // CO15 "Premature activation": a Mood/Protocol/Rhetoric card goes into the boss's slot (§8.9), replacing the one there.
      const unit = str(effect['unit']);
      const card = str(effect['card']);
      const modifier = card === undefined ? undefined : bossCard(card);
      if (unit === undefined || modifier?.kind !== 'modifier') return false;
      const slots = ext.bossSlots;
      const bosses = enemies(c.tx.state).filter((e) => e.kind === unit || e.id === unit);
      for (const boss of bosses) {
        const index = slots.findIndex(([id]) => id === boss.id);
        if (index >= 0) c.tx.w.removeAt(slots, index);
        c.tx.w.push(slots, [boss.id, modifier.id]);
      }
      return bosses.length > 0;
    }
    default:
      return DERELICT_BOARD_EFFECTS.has(effect.effect) ? performBoardWord(c, effect, scope) : performWord(c, effect, scope);
  }
}

/** Derelict's part in running missions: its effects and who carries a feature. */
export function derelictMissionHooks(map: DerelictMap, dice?: LoadedDice): MissionHooks<DerelictExt> {
  return {
    effects: DERELICT_MISSION_EFFECTS,
    perform: (tx, effect, scope) => perform(ctxOf(tx as DerelictTx, map, dice), effect, scope),
    hasItem: holdsItem,
    // Survivors stand in zones: a count around the actor is its zone's (ROP16 Hold her down!).
    zonePlaces: true,
    // derelict.md §6.3: doors are open or locked, never closed, so an unlocked door stands open.
    doorRules: { unlocked: 'open' },
    carrierOf: (state, _board, feature) => state.ext.sheets.find((s) => s.carrying.includes(feature))?.unit ?? null,
    // A feature a mission moved (ROP16's woman) is where it went.
    featureCell: (state, feature) => state.ext.featureCells?.find(([id]) => id === feature)?.[1],
    // G8: the Exo Loader, its pilot and power (derelict.md §3.13; CG11 "Win by pin").
    vehicle: (state, feature) => {
      const loader = state.ext.loader;
      return loader && loader.feature === feature ? { pilot: loader.pilot, powered: loader.powered, cell: loader.cell } : undefined;
    },
  };
}

