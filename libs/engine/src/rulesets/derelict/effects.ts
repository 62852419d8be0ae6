import type { Unit } from '../../game/game-state';
import { markDead } from '../../rules/units/unit-status';
import { removeToken, revealToken } from '../../rules/hidden/hidden-token';
import { ARMOUR, enemyProfile, HELMETS, START_RESOLVE, solomonThreshold, survivorClass, type RadarFace } from './content';
import { roll2d6, rollD6, rollInjury, type Ctx } from './context';
import { advance } from './accomplishments';
import { followNoise } from './lasting-noise';
import { putFeatureAt } from './feature-place';
import { resolveCard, type HeldResolveCard, type ResolveEffect } from './resolve-cards';
import { injureAt, setResolve, setSheet, setStat, sheetOf, stat, survivorResolve } from './sheet';
import { stunUnit } from './stun';
import { noiseUnmasks, sprayOnSight } from './modifiers/masking-spray';
import { shutsDown } from './modifiers/shut-down';
import { recordSeen } from './being-seen';
import {
  capacityOf,
  cellOfXY,
  enemies,
  freeCell,
  moveNeighbours,
  roomCell,
  occupancy,
  sees,
  sightFrom,
  survivors,
  UNREACHED,
  zoneAt,
  zoneOfUnit,
} from './zones';

/** The changes derelict's rules make, each through the journal and told with an event. */

export { dropItem, setSheet, setStat, sheetOf, stat } from './sheet';

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

/**
 * derelict.md §7.10: 2d6 ≥ Resolve fails and costs 1; at Resolve 0 a test costs 1 Health, no roll.
 * A failed test also turns up any Resolve card numbered above the Resolve it was made at (T45).
 */
export function resolveTest(c: Ctx, unit: Unit): void {
  const resolve = survivorResolve(c.tx.state, unit.id);
  if (resolve <= 0) {
    loseHealth(c, unit, 1, null);
    return;
  }
  const total = roll2d6(c, 'resolve test', unit.id);
  const passed = total < resolve;
  c.tx.emit({ type: 'test-made', label: `${unit.name}: Resolve test`, total, atLeast: resolve, passed });
  if (passed) return;
  // T45: a dormant card (drawn at the Refuge above Resolve, §10.6 step 2) turns up at the first failed test,
  // whatever the survivor's Resolve has become since.
  turnUpCards(c, unit, (at, held) => held.dormant === true || at > resolve);
  loseResolve(c, unit, 1);
}

/** derelict.md §7.10: Resolve never below 0 (nor above the starting 10); cards at the values passed turn up (T24). */
export function loseResolve(c: Ctx, unit: Unit, amount: number): void {
  const before = survivorResolve(c.tx.state, unit.id);
  const value = Math.max(0, Math.min(START_RESOLVE, before - amount));
  if (value === before) return;
  setResolve(c, unit, value);
  // §7.10 Proposed: a drop of several points counts every value passed; going up triggers nothing.
  if (value < before) turnUpCards(c, unit, (at) => at >= value && at < before);
}

/** Turns up the survivor's face-down Resolve cards whose number `hit` accepts, and plays them at once. */
function turnUpCards(c: Ctx, unit: Unit, hit: (at: number, held: HeldResolveCard) => boolean): void {
  const sheet = sheetOf(c, unit.id);
  for (const held of sheet?.resolveCards ?? []) {
    if (held.up || !hit(held.at, held) || unit.status !== 'active') continue;
    c.tx.w.set(held, 'up', true);
    const card = resolveCard(held.card);
    if (!card) continue;
    c.tx.emit({ type: 'message', title: card.name, text: `${unit.name} turns up ${card.name} (${card.at}): ${card.text}` });
    playResolveCard(c, unit, card.effect);
  }
}

/** A one-time Resolve card's effect (persistent ones are read where they act: attacks, moves, turns). */
function playResolveCard(c: Ctx, unit: Unit, effect: ResolveEffect): void {
  const zone = zoneOfUnit(c.board, unit);
  switch (effect.kind) {
    case 'noise':
      placeNoise(c, zone, effect.level);
      break;
    case 'stun':
      stunUnit(c, unit);
      break;
    case 'lose-health':
      loseHealth(c, unit, 1, null);
      break;
    case 'zone-test':
      for (const other of survivors(c.tx.state)) if (other.id !== unit.id && zoneOfUnit(c.board, other) === zone) resolveTest(c, other);
      break;
    default:
      break;
  }
}

/** derelict.md §7.11: the check to leave a zone holding enemies; a failure costs no Resolve. */
export function resolveCheck(c: Ctx, unit: Unit): boolean {
  const resolve = survivorResolve(c.tx.state, unit.id);
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
 * one injury roll. A saved attack does nothing at all (T07). True when the attack went through.
 */
export function attackSurvivor(c: Ctx, victim: Unit, damage: number, by: string | null, ignoresArmour = false): boolean {
  const save = armourSaveOf(c, victim);
  if (!ignoresArmour && save !== null) {
    const [die = 0] = rollD6(c, 1, 'armour save', victim.id);
    // Gap 13 Proposed: a worn helmet adds to the roll (in a Loader too, §5.10); ours: a natural 1 still fails.
    if (die > 1 && die + helmetBonus(c, victim) >= save) {
      c.tx.emit({ type: 'missed', unit: victim.id, by });
      return false;
    }
  }
  const health = Math.max(0, victim.health - damage);
  c.tx.w.set(victim, 'health', health);
  c.tx.emit({ type: 'hit', unit: victim.id, by, damage, health });
  if (health <= 0) {
    survivorDies(c, victim, by);
    return true;
  }
  const injury = rollInjury(c, victim.id);
  if (injury === 'head' || injury === 'body' || injury === 'leg') injureAt(c, victim, injury);
  return true;
}

/** derelict.md §11.1 gap 13 Proposed: the bonus the helmet in the head slot gives to armour save rolls. */
function helmetBonus(c: Ctx, victim: Unit): number {
  const head = sheetOf(c, victim.id)?.head ?? null;
  return head !== null && Object.hasOwn(HELMETS, head) ? (HELMETS[head] ?? 0) : 0;
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
  if (sheetOf(c, unit.id)?.head) setSheet(c, unit.id, 'head', null);
  // What it carried falls where it died (the mission's `hero-dies … carrying` triggers decide what happens next).
  for (const feature of sheetOf(c, unit.id)?.carrying ?? []) putFeatureAt(c, feature, at.y * c.board.width + at.x);
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
  // G14, CO13 "Hard reset": a Sentry beaten in melee shuts down instead (modifiers/shut-down.ts).
  if (shutsDown(c, unit, attack)) return;
  const at = { x: unit.x, y: unit.y };
  const killer = by === null ? undefined : c.tx.state.units.find((u) => u.id === by && u.side === 'heroes');
  if (killer) advance(c, killer, 'kills');
  markDead(c.tx, unit);
  c.tx.emit(attack ? { type: 'killed', unit: unit.id, by, attack, at } : { type: 'killed', unit: unit.id, by, at });
}

/**
 * Puts `count` enemies of `kind` in `zone`; when it is full, spreads the rest over the zones next
 * to it one at a time (derelict.md §6.9, the directional start simplified to the border order).
 * An impenetrable zone counts as full, unless the enemies turn up where their radar token
 * already stood (`arrival` 'in-place'), which enters nothing (§6.9, §8.6), so only the zone's room limits them.
 * Returns the new units.
 */
export function spawnEnemies(c: Ctx, kind: string, count: number, zone: number, health?: number, arrival: 'enter' | 'in-place' = 'enter'): Unit[] {
  const profile = enemyProfile(kind);
  if (!profile) return [];
  const made: Unit[] = [];
  const around = moveNeighbours(c.board, c.tx.state, zone);
  for (let i = 0; i < count; i++) {
    let cell = arrival === 'in-place' ? roomCell(c.board, c.tx.state, zone) : freeCell(c.board, c.tx.state, zone);
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
  // §6.9, §8.6: the token is already in its zone, so a Shield Bubble there does not keep its enemies out.
  spawnEnemies(c, face.unit, face.count, zone, face.health, 'in-place');
  // §8.9: a revealed boss costs every survivor who sees it 1 Resolve (besides the usual test).
  if (enemyProfile(face.unit)?.boss) for (const viewer of survivors(c.tx.state)) if (sees(c.board, c.tx.state, zoneOfUnit(c.board, viewer), zone)) loseResolve(c, viewer, 1);
  if (c.tx.state.ext.options.solomonSpawning && enemyProfile(face.unit)?.faction === 'gep' && !enemyProfile(face.unit)?.boss) {
    const roll = roll2d6(c, 'Solomon roll', null);
    if (roll <= solomonThreshold(survivors(c.tx.state).length)) {
      spawnEnemies(c, 'solomon', 1, zone, undefined, 'in-place'); // with the token's enemies (§8.7.3 Proposed)
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
  followNoise(c);
  // Called after every action and every enemy: the survivors, their sights and the enemies' zones are
  // gathered once per pass (sightFrom keeps each zone's sight for the board's door states).
  for (;;) {
    const seenZone = new Uint8Array(c.board.zones.length);
    for (const viewer of survivors(state)) {
      const sight = sightFrom(c.board, state, zoneOfUnit(c.board, viewer));
      for (let z = 0; z < sight.length; z++) if (sight[z] !== UNREACHED) seenZone[z] = 1;
    }
    const seen = state.tokens.find((t) => t.kind === 'radar' && !skipReveal.has(t.id) && seenZone[zoneAt(c.board, cellOfXY(c.board, t.x, t.y))] === 1);
    if (!seen) break;
    revealRadar(c, seen.id);
  }
  const foes = enemies(state).map((e) => ({ kind: e.kind, zone: zoneOfUnit(c.board, e) }));
  for (const viewer of survivors(state)) {
    const sight = sightFrom(c.board, state, zoneOfUnit(c.board, viewer));
    const now = [...new Set(foes.filter((e) => (sight[e.zone] ?? UNREACHED) !== UNREACHED).map((e) => e.kind))].sort();
    const sheet = sheetOf(c, viewer.id);
    // A unit without a survivor's sheet (CO13's rebooted Sentries) has no Resolve to test.
    if (!sheet) continue;
    const before = sheet.inView;
    for (const type of now) if (!before.includes(type)) resolveTest(c, viewer);
    if (now.some((type) => !before.includes(type))) sprayOnSight(c, viewer);
    if (now.join() !== before.join()) setSheet(c, viewer.id, 'inView', now);
  }
  recordSeen(c);
}

/** Whether the zone has room for one more figure (derelict.md §6.9). */
export const hasRoom = (c: Ctx, zone: number): boolean => (occupancy(c.board, c.tx.state)[zone] ?? 0) < capacityOf(c.board, zone);

export const healthOfClass = (kind: string): number => survivorClass(kind)?.health ?? 10;
