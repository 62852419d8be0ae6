import { isActive } from '../../rules/units/unit-status';
import type { Board } from '../../board/board';
import type { GameState } from '../../game/game-state';
import type { MissionHooks } from '../../mission/hooks';
import { freeCellsAround } from '../../mission/places';
import { setUnitFlags } from '../../mission/unit-flags';
import { BUGS, valkyrieProfile, type BugKind } from './content';
import { damage, spawnBug } from './effects';
import { cellOf, type HiveView } from './queries';
import type { HiveExt } from './types';

/** The mission effects the hive carries out itself (the core does doors, counters, messages, objectives…). */
// draw-keep: the runner draws from the item deck (mission-decks.ts) and asks the heroes which to keep.
export const HIVE_MISSION_EFFECTS: ReadonlySet<string> = new Set(['spawn', 'damage', 'heal', 'unit-flag', 'draw-keep']);

/** The unit behaviour flags the hive's rules read: unkillable (`damage`), must-move-toward (moves over the hive's map, `move-toward.ts`). */
export const HIVE_UNIT_FLAGS: ReadonlySet<string> = new Set(['unkillable', 'must-move-toward']);

/** The mission's unit types (scenario-schema's unit-types.json) for the hive's bug kinds, and back. */
const TYPE_OF_KIND: Readonly<Record<BugKind, string>> = { small: 'small-bug', large: 'large-bug' };
const kindOfType = (type: string): BugKind | undefined => (Object.keys(BUGS) as BugKind[]).find((kind) => TYPE_OF_KIND[kind] === type);

/** The hive's part in running missions: bugs put on the (grown) board, Valkyries hurt, places on placed tiles. */
export function hiveMissionHooks(viewOf: (state: GameState<HiveExt>, board: Board) => HiveView): MissionHooks<HiveExt> {
  return {
    effects: HIVE_MISSION_EFFECTS,
    boardOf: (state, base) => viewOf(state, base).board,
    unitTypeOf: (kind) => (Object.hasOwn(TYPE_OF_KIND, kind) ? TYPE_OF_KIND[kind as BugKind] : kind),
    perform(tx, effect, scope) {
      switch (effect.effect) {
        case 'spawn': {
          // hive.md §8: bugs come as small or large; a spawn names them (pools of tokens are the bug phase's own).
          const units = Array.isArray(effect['units']) ? (effect['units'] as { unit: string; count?: number }[]) : [];
          if (units.length === 0 || !units.every((u) => kindOfType(u.unit) !== undefined)) return false;
          const view = viewOf(tx.state, tx.board);
          const taken = new Set(tx.state.units.filter((u) => u.x >= 0).map((u) => cellOf(view.board, u)));
          const total = units.reduce((sum, u) => sum + (u.count ?? 1), 0);
          const cells = freeCellsAround(view.board, scope.cellsOf(effect['at'] as Parameters<typeof scope.cellsOf>[0]), total, (c) => taken.has(c));
          let next = 0;
          for (const entry of units) {
            for (let i = 0; i < (entry.count ?? 1); i++) {
              const cell = cells[next++];
              if (cell !== undefined) spawnBug(tx, kindOfType(entry.unit) as BugKind, cell, view);
            }
          }
          return true;
        }
        case 'damage': {
          // Wounds only: the hive has no resolve, and an attack would need a bug to make it.
          const health = typeof effect['health'] === 'number' ? effect['health'] : 0;
          if (health <= 0 || effect['resolve'] !== undefined || effect['attack'] === true) return false;
          for (const id of scope.heroesOf(effect['who'] as Parameters<typeof scope.heroesOf>[0])) {
            const hero = tx.state.units.find((u) => u.id === id);
            if (hero && isActive(hero)) damage(tx, hero, health, null);
          }
          return true;
        }
        case 'heal': {
          // Up to the wounds of the Valkyrie's profile, never above.
          const health = typeof effect['health'] === 'number' ? effect['health'] : 0;
          for (const id of scope.heroesOf(effect['who'] as Parameters<typeof scope.heroesOf>[0])) {
            const hero = tx.state.units.find((u) => u.id === id);
            const full = hero ? valkyrieProfile(hero.kind)?.health : undefined;
            if (!hero || !isActive(hero) || full === undefined || hero.health >= full) continue;
            const after = Math.min(full, hero.health + health);
            tx.emit({ type: 'healed', unit: hero.id, amount: after - hero.health, health: after });
            tx.w.set(hero, 'health', after);
          }
          return true;
        }
        case 'unit-flag':
          return setUnitFlags(tx, effect, scope, HIVE_UNIT_FLAGS);
        default:
          return false;
      }
    },
  };
}
