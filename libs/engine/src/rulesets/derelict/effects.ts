import type { Unit } from '../../game/game-state';
import { markDead } from '../../rules/units/unit-status';
import { removeToken, revealToken } from '../../rules/hidden/hidden-token';
import { ARMOUR, enemyProfile, INJURY, START_RESOLVE, solomonThreshold, survivorClass, type RadarFace } from './content';
import { roll2d6, rollD6, rollInjury, type Ctx } from './context';
import type { SurvivorSheet } from './types';
import { noiseUnmasks, sprayOnSight } from './modifiers/masking-spray';
import {
  capacityOf,
  cellOfXY,
  enemies,
  freeCell,
  moveNeighbours,
  occupancy,
  sees,
  sightFrom,
  survivors,
  UNREACHED,
  zoneAt,
  zoneOfUnit,
} from './zones';

/** The changes derelict's rules make, each through the journal and told with an event. */

const statsOf = (unit: Unit) => unit.stats as Record<string, number>;
export const stat = (unit: Unit, key: string): number => unit.stats[key] ?? 0;
export function setStat(c: Ctx, unit: Unit, key: string, value: number): void {
  if (stat(unit, key) !== value || !(key in unit.stats)) c.tx.w.set(statsOf(unit), key, value);
}

export function sheetOf(c: Pick<Ctx, 'tx'>, unit: string): SurvivorSheet | undefined {
  return c.tx.state.ext.sheets.find((s) => s.unit === unit);
}
export function setSheet<K extends keyof SurvivorSheet>(c: Ctx, unit: string, key: K, value: SurvivorSheet[K]): void {
  const sheet = sheetOf(c, unit);
  if (sheet) c.tx.w.set(sheet, key, value);
}

/** A cell in `zone` to tell the screen where something happened. */
const cellIn = (c: Ctx, zone: number): { x: number; y: number } => {
  const cell = c.board.zones[zone]?.cells[0] ?? 0;
  return { x: cell % c.board.width, y: Math.floor(cell / c.board.width) };
};

/**
 * derelict.md §6.7: a noise token in `zone`; the loudest in a zone wins, quieter or equal noise there
 * changes nothing (T10). Level 0 puts nothing down.
 */
export function placeNoise(c: Ctx, zone: number, level: number, permanent = false): void {
  if (level <= 0 || zone < 0) return;
  noiseUnmasks(c, zone);
  const noise = c.tx.state.ext.noise;
  const index = noise.findIndex((n) => n.zone === zone && n.permanent === permanent);
  const known = noise[index];
  if (known && known.level >= level) return;
  if (known) c.tx.w.removeAt(noise, index);
  c.tx.w.push(noise, { zone, level, permanent });
  c.tx.emit({ type: 'noise-placed', ...cellIn(c, zone), level });
}

/** derelict.md §7.10: 2d6 ≥ Resolve fails and costs 1; at Resolve 0 a test costs 1 Health, no roll. */
export function resolveTest(c: Ctx, unit: Unit): void {
  const resolve = stat(unit, 'resolve');
  if (resolve <= 0) {
    loseHealth(c, unit, 1, null);
    return;
  }
  const total = roll2d6(c, 'resolve test', unit.id);
  const passed = total < resolve;
  c.tx.emit({ type: 'test-made', label: `${unit.name}: Resolve test`, total, atLeast: resolve, passed });
  if (!passed) loseResolve(c, unit, 1);
}

/** derelict.md §7.10: Resolve never below 0 (nor above the starting 10). */
export function loseResolve(c: Ctx, unit: Unit, amount: number): void {
  const value = Math.max(0, Math.min(START_RESOLVE, stat(unit, 'resolve') - amount));
  if (value === stat(unit, 'resolve')) return;
  setStat(c, unit, 'resolve', value);
  c.tx.emit({ type: 'hero-sheet-changed', unit: unit.id, stat: 'resolve', value });
}

/** derelict.md §7.11: the check to leave a zone holding enemies; a failure costs no Resolve. */
export function resolveCheck(c: Ctx, unit: Unit): boolean {
  const resolve = stat(unit, 'resolve');
  const total = roll2d6(c, 'resolve check', unit.id);
  const passed = resolve > 0 && total < resolve;
  c.tx.emit({ type: 'test-made', label: `${unit.name}: Resolve check to leave`, total, atLeast: resolve, passed });
  return passed;
}

/** Health lost without an attack (bleeding, Life Support Failure, Resolve 0): no save, no injury (§7.9.3). */
export function loseHealth(c: Ctx, unit: Unit, amount: number, by: string | null): void {
  const health = Math.max(0, unit.health - amount);
  c.tx.w.set(unit, 'health', health);
  c.tx.emit({ type: 'hit', unit: unit.id, by, damage: amount, health });
  if (health <= 0) survivorDies(c, unit, by);
}

/**
 * derelict.md §7.9.1: an attack on a survivor — an armour save (unless it ignores armour), the damage,
 * one injury roll. A saved attack does nothing at all (T07).
 */
export function attackSurvivor(c: Ctx, victim: Unit, damage: number, by: string | null, ignoresArmour = false): void {
  const save = armourSaveOf(c, victim);
  if (!ignoresArmour && save !== null) {
    const [die = 0] = rollD6(c, 1, 'armour save', victim.id);
    if (die >= save) {
      c.tx.emit({ type: 'missed', unit: victim.id, by });
      return;
    }
  }
  const health = Math.max(0, victim.health - damage);
  c.tx.w.set(victim, 'health', health);
  c.tx.emit({ type: 'hit', unit: victim.id, by, damage, health });
  if (health <= 0) {
    survivorDies(c, victim, by);
    return;
  }
  const injury = rollInjury(c, victim.id);
  const bit = injury === 'head' || injury === 'body' || injury === 'leg' ? INJURY[injury] : 0;
  if (bit !== 0 && (stat(victim, 'injuries') & bit) === 0) {
    setStat(c, victim, 'injuries', stat(victim, 'injuries') | bit);
    c.tx.emit({ type: 'hero-sheet-changed', unit: victim.id, stat: 'injuries', value: stat(victim, 'injuries') });
  }
}

/** The save the victim rolls: its body armour, or 2+ in a powered Loader (the better, §7.9.1 Proposed). */
function armourSaveOf(c: Ctx, victim: Unit): number | null {
  const body = sheetOf(c, victim.id)?.body ?? null;
  const armour = body !== null && Object.hasOwn(ARMOUR, body) ? (ARMOUR[body] ?? null) : null;
  const loader = c.tx.state.ext.loader;
  const inLoader = loader?.pilot === victim.id && loader.powered ? 2 : null;
  if (armour === null) return inLoader;
  return inLoader === null ? armour : Math.min(armour, inLoader);
}

/** derelict.md §7.13: the survivor dies; everyone who saw it loses 2 Resolve; its items leave play. */
export function survivorDies(c: Ctx, unit: Unit, by: string | null): void {
  const zone = zoneOfUnit(c.board, unit);
  const at = { x: unit.x, y: unit.y };
  markDead(c.tx, unit);
  c.tx.emit({ type: 'killed', unit: unit.id, by, at });
  setSheet(c, unit.id, 'items', []);
  setSheet(c, unit.id, 'body', null);
  setSheet(c, unit.id, 'carrying', []);
  const loader = c.tx.state.ext.loader;
  if (loader?.pilot === unit.id) c.tx.w.set(loader, 'pilot', null);
  for (const other of survivors(c.tx.state)) if (sees(c.board, c.tx.state, zoneOfUnit(c.board, other), zone)) loseResolve(c, other, 2);
}

/**
 * Damage to a boss carries over (§3.4 Inferred); it dies at 0. Primus cannot die (§8.10): at 0 it is
 * stunned and comes back at the start of the next round with half its starting health, rounded up.
 * Returns whether the boss is out of the fight.
 */
export function damageBoss(c: Ctx, unit: Unit, amount: number, by: string | null, attack?: 'melee' | 'ranged' | 'vehicle'): boolean {
  if (amount <= 0) return false;
  if (stat(unit, 'maxHealth') === 0) setStat(c, unit, 'maxHealth', unit.health);
  const health = Math.max(0, unit.health - amount);
  c.tx.w.set(unit, 'health', health);
  c.tx.emit({ type: 'hit', unit: unit.id, by, damage: amount, health });
  if (health > 0) return false;
  if (unit.kind === 'primus') {
    setStat(c, unit, 'stunned', 1);
    setStat(c, unit, 'downed', 1);
    return true;
  }
  killEnemy(c, unit, by, attack);
  return true;
}

export function killEnemy(c: Ctx, unit: Unit, by: string | null, attack?: 'melee' | 'ranged' | 'vehicle'): void {
  const at = { x: unit.x, y: unit.y };
  markDead(c.tx, unit);
  c.tx.emit(attack ? { type: 'killed', unit: unit.id, by, attack, at } : { type: 'killed', unit: unit.id, by, at });
}

/**
 * Puts `count` enemies of `kind` in `zone`; when it is full, spreads the rest over the zones next
 * to it one at a time (derelict.md §6.9, the directional start simplified to the border order).
 * Returns the new units.
 */
export function spawnEnemies(c: Ctx, kind: string, count: number, zone: number, health?: number): Unit[] {
  const profile = enemyProfile(kind);
  if (!profile) return [];
  const made: Unit[] = [];
  const around = moveNeighbours(c.board, c.tx.state, zone);
  for (let i = 0; i < count; i++) {
    let cell = freeCell(c.board, c.tx.state, zone);
    for (let k = 0; cell < 0 && k < around.length; k++) cell = freeCell(c.board, c.tx.state, around[(i + k) % around.length] as number);
    if (cell < 0) break;
    const unit: Unit = {
      id: c.tx.newId(kind),
      side: 'enemies',
      kind,
      name: profile.name,
      x: cell % c.board.width,
      y: Math.floor(cell / c.board.width),
      health: health ?? profile.health,
      status: 'active',
      stats: { fresh: 1 },
    };
    c.tx.w.push(c.tx.state.units, unit);
    c.tx.emit({ type: 'spawned', unit: { ...unit, stats: { ...unit.stats } } });
    made.push(unit);
  }
  return made;
}

/**
 * derelict.md §8.6: a radar token in a survivor's sight turns over; its enemies stand in its zone
 * (with a Solomon on the §8.7.3 roll for GEPs), and every survivor seeing the zone makes one Resolve
 * test covering the types it shows (§7.10 Proposed).
 */
export function revealRadar(c: Ctx, tokenId: string): void {
  const token = c.tx.state.tokens.find((t) => t.id === tokenId);
  if (!token) return;
  const zone = zoneAt(c.board, cellOfXY(c.board, token.x, token.y));
  const face = revealToken(c.tx, tokenId) as RadarFace | undefined;
  removeToken(c.tx, tokenId);
  const pools = c.tx.state.ext.pools;
  const poolIndex = pools.findIndex(([id]) => id === tokenId);
  if (poolIndex >= 0) c.tx.w.removeAt(pools, poolIndex);
  if (!face || zone < 0) return;
  const types = [face.unit];
  spawnEnemies(c, face.unit, face.count, zone, face.health);
  // §8.9: a revealed boss costs every survivor who sees it 1 Resolve (besides the usual test).
  if (enemyProfile(face.unit)?.boss) for (const viewer of survivors(c.tx.state)) if (sees(c.board, c.tx.state, zoneOfUnit(c.board, viewer), zone)) loseResolve(c, viewer, 1);
  if (c.tx.state.ext.options.solomonSpawning && enemyProfile(face.unit)?.faction === 'gep' && !enemyProfile(face.unit)?.boss) {
    const roll = roll2d6(c, 'Solomon roll', null);
    if (roll <= solomonThreshold(survivors(c.tx.state).length)) {
      spawnEnemies(c, 'solomon', 1, zone);
      types.push('solomon');
    }
  }
  for (const viewer of survivors(c.tx.state)) {
    if (!sees(c.board, c.tx.state, zoneOfUnit(c.board, viewer), zone)) continue;
    resolveTest(c, viewer);
    const inView = sheetOf(c, viewer.id)?.inView ?? [];
    setSheet(c, viewer.id, 'inView', [...new Set([...inView, ...types])].sort());
  }
}

/**
 * derelict.md §6.5: after anything changes, radar tokens any survivor sees are revealed, and each
 * survivor tests once for every enemy type newly in view. `skipReveal` lets an Active radar token
 * finish its move first (§8.6).
 */
export function updateSight(c: Ctx, skipReveal: ReadonlySet<string> = new Set()): void {
  const state = c.tx.state;
  const sights = new Map<number, Int32Array>();
  const sightOf = (zone: number): Int32Array => {
    let s = sights.get(zone);
    if (!s) {
      s = sightFrom(c.board, state, zone);
      sights.set(zone, s);
    }
    return s;
  };
  for (;;) {
    const seen = state.tokens.find((t) => {
      if (t.kind !== 'radar' || skipReveal.has(t.id)) return false;
      const zone = zoneAt(c.board, cellOfXY(c.board, t.x, t.y));
      return survivors(state).some((s) => (sightOf(zoneOfUnit(c.board, s))[zone] ?? UNREACHED) !== UNREACHED);
    });
    if (!seen) break;
    revealRadar(c, seen.id);
    sights.clear();
  }
  for (const viewer of survivors(state)) {
    const sight = sightOf(zoneOfUnit(c.board, viewer));
    const now = [...new Set(enemies(state).filter((e) => (sight[zoneOfUnit(c.board, e)] ?? UNREACHED) !== UNREACHED).map((e) => e.kind))].sort();
    const before = sheetOf(c, viewer.id)?.inView ?? [];
    for (const type of now) if (!before.includes(type)) resolveTest(c, viewer);
    if (now.some((type) => !before.includes(type))) sprayOnSight(c, viewer);
    if (now.join() !== before.join()) setSheet(c, viewer.id, 'inView', now);
  }
}

/** Whether the zone has room for one more figure (derelict.md §6.9). */
export const hasRoom = (c: Ctx, zone: number): boolean => (occupancy(c.board, c.tx.state)[zone] ?? 0) < capacityOf(c.board, zone);

export const healthOfClass = (kind: string): number => survivorClass(kind)?.health ?? 10;
