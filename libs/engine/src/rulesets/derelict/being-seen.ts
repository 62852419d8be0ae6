import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { SURVIVOR_PHASE, type DerelictState } from './types';
import { enemies, sees, survivors, zoneOfUnit } from './zones';

/**
 * derelict.md §8.3 "being seen", §5 ("for every enemy miniature, record the survivors that entered its LOS
 * during the Survivor Phase"): a survivor who came into an enemy's sight during the Survivor Phase counts as
 * seen by it when the Enemy Phase fixes states, even after stepping out of sight again; the pursuer heads
 * for the survivor's current zone (§8.3 Proposed). Kept public in `ext.seenBy` as [enemy id, survivor id]
 * pairs, recorded after every sight update of the Survivor Phase and cleared once the states are fixed.
 * Proposed: a survivor already in sight when the phase begins counts too (it has been seen all the same).
 * Radar tokens cannot see (§8.3), so only miniatures keep a record.
 */

const key = (enemy: string, survivor: string): string =>
  `${enemy}\u0000${survivor}`;

/** Adds who each enemy sees now to the record; does nothing outside the Survivor Phase. */
export function recordSeen(c: Ctx): void {
  const state = c.tx.state;
  if (state.turn.phase !== SURVIVOR_PHASE) return;
  const ext = state.ext;
  const known = new Set((ext.seenBy ?? []).map(([e, s]) => key(e, s)));
  const added: (readonly [string, string])[] = [];
  const heroes = survivors(state).map((s) => ({
    id: s.id,
    zone: zoneOfUnit(c.board, s),
  }));
  for (const enemy of enemies(state)) {
    const from = zoneOfUnit(c.board, enemy);
    for (const hero of heroes) {
      if (
        known.has(key(enemy.id, hero.id)) ||
        !sees(c.board, state, from, hero.zone)
      )
        continue;
      known.add(key(enemy.id, hero.id));
      added.push([enemy.id, hero.id]);
    }
  }
  if (added.length > 0)
    c.tx.w.set(ext, 'seenBy', [...(ext.seenBy ?? []), ...added]);
}

/** The living survivors on the board that `enemy` saw during this round's Survivor Phase. */
export function seenDuringSurvivorPhase(
  state: DerelictState,
  enemy: string,
): Unit[] {
  const ids = new Set(
    (state.ext.seenBy ?? []).filter(([e]) => e === enemy).map(([, s]) => s),
  );
  return ids.size === 0 ? [] : survivors(state).filter((s) => ids.has(s.id));
}

/** The Enemy Phase has fixed its states (§8.3): the record starts afresh next Survivor Phase. */
export function clearSeen(c: Ctx): void {
  if ((c.tx.state.ext.seenBy ?? []).length > 0)
    c.tx.w.set(c.tx.state.ext, 'seenBy', []);
}
