// infiltration.md §8.4: spawn tokens, spawn cards and the faction card; §8.5 patrols; §8.11 barracks.
import { doorLetsThrough, openDoor } from '../../rules/doors/doors';
import type { Unit } from '../../game/game-state';
import { drawCard, discardCard } from '../../rules/decks/deck';
import { placeToken, removeToken, revealToken } from '../../rules/hidden/hidden-token';
import { isActive } from '../../rules/units/unit-status';
import { DECKS, ENEMY_BY_KIND, FACTIONS, SPAWN_CARDS } from './content';
import type { Ctx } from './context';
import { awarenessOf, firstSightings, setAwareness } from './awareness';
import { areaOf, areasOfDoor, cellIn, distancesFrom, onBoard, sees, sightFrom, unitsIn, zoneOfArea } from './space';
import { UNREACHED } from '../../geometry/topology';
import { revealSeenFeatures } from './room-features';

export const SPAWN_TOKEN = 'spawn';

function newEnemy(c: Ctx, kind: string, area: number): Unit | null {
  const profile = ENEMY_BY_KIND.get(kind);
  if (!profile) return null;
  // §8.4 faction limit: no more miniatures than the `#` column.
  const onMap = c.state.units.filter((u) => u.side === 'enemies' && u.kind === kind && isActive(u)).length;
  if (onMap >= profile.limit) return null;
  const at = cellIn(c.state, c.board, area);
  const unit: Unit = { id: c.tx.newId(kind), side: 'enemies', kind, name: profile.name, x: at.x, y: at.y, health: profile.wounds, status: 'active', stats: {} };
  c.tx.w.push(c.state.units, unit);
  c.tx.emit({ type: 'spawned', unit });
  return unit;
}

/**
 * §8.4 steps 1–5 for one spawn icon: a spawn card's row for `level`, looked up on the faction card; `drawn` is
 * a card drawn earlier and kept with its token (§11.1 Aether Lenses, aether-lenses.ts).
 */
export function spawnGroup(c: Ctx, level: number, area: number, drawn?: string): Unit[] {
  const card = drawn ?? drawCard(c.tx, DECKS.spawn);
  if (card === null) return [];
  const codes = SPAWN_CARDS[Number(card)]?.[level - 1] ?? '';
  const rows = FACTIONS[c.state.ext.faction];
  const placed: Unit[] = [];
  for (const code of codes) {
    const row = rows.find((r) => r.code === code);
    if (!row) continue;
    const copies = ENEMY_BY_KIND.get(row.kind)?.keywords.includes('Overwhelm') ? 2 : 1;
    for (let i = 0; i < copies; i++) {
      const unit = newEnemy(c, row.kind, area);
      if (unit) placed.push(unit);
    }
  }
  discardCard(c.tx, DECKS.spawn, card);
  const zone = zoneOfArea(c.board, area);
  if (placed.length > 0 && c.state.ext.cleared.includes(zone)) c.tx.w.removeAt(c.state.ext.cleared, c.state.ext.cleared.indexOf(zone));
  return placed;
}

export function placeSpawnToken(c: Ctx, level: number, area: number): void {
  placeToken(c.tx, SPAWN_TOKEN, cellIn(c.state, c.board, area), { level });
}

const levelOf = (contents: unknown): number => {
  const level = typeof contents === 'object' && contents !== null && 'level' in contents ? Number((contents as { level: unknown }).level) : 1;
  return level >= 1 && level <= 3 ? level : 1;
};

/** Triggers one spawn token: its contents become public, its units take its place. */
function triggerToken(c: Ctx, id: string): void {
  const token = c.state.tokens.find((t) => t.id === id);
  if (!token) return;
  const area = c.board.zoneOf[token.y * c.board.width + token.x] ?? -1;
  const contents = revealToken(c.tx, id);
  removeToken(c.tx, id);
  const drawn = (contents as { card?: unknown } | null | undefined)?.card;
  spawnGroup(c, levelOf(contents), area, typeof drawn === 'string' ? drawn : undefined);
}

/** §8.4: every spawn token a hero can draw line of sight to triggers; then the new units' first sightings (§8.4 Interpretation). */
export function revealSeenTokens(c: Ctx): void {
  for (;;) {
    const heroes = c.state.units.filter((u) => u.side === 'heroes' && onBoard(u));
    const sights = heroes.map((h) => sightFrom(c.state, c.board, areaOf(c.board, h), 'heroes'));
    const seen = c.state.tokens.find((t) => {
      if (t.kind !== SPAWN_TOKEN) return false;
      const area = c.board.zoneOf[t.y * c.board.width + t.x] ?? -1;
      return sights.some((sight) => sees(sight, area));
    });
    if (!seen) break;
    triggerToken(c, seen.id);
  }
  revealSeenFeatures(c, spawnGroup); // §7.8 room features flip on sight too
  firstSightings(c);
}

/** §8.10 step 2: at the alarm every spawn token still on the map triggers. */
export function triggerAllTokens(c: Ctx): void {
  for (const token of c.state.tokens.filter((t) => t.kind === SPAWN_TOKEN)) triggerToken(c, token.id);
}

/** The barracks nearest the active hero (§8.5 step 3, §13.3 "nearest barracks"). */
function nearestBarracks(c: Ctx, from: number): number {
  const dist = distancesFrom(c.state, c.board, from >= 0 ? [from] : []);
  let best = -1;
  let bestD = Number.POSITIVE_INFINITY;
  for (const b of c.cfg.barracks) {
    const d = dist.distanceAt(b.area);
    if (d !== UNREACHED && d < bestD) [best, bestD] = [b.area, d];
  }
  return best >= 0 ? best : (c.cfg.barracks[0]?.area ?? -1);
}

/** §8.11: a post-alarm spawn at barracks `letter` (a missing one: the nearest, §13.3). Units come alert, as miniatures. */
export function barracksSpawn(c: Ctx, level: number, letter: string, from: number): void {
  const named = c.cfg.barracks.find((b) => b.letter === letter);
  const area = named ? named.area : nearestBarracks(c, from);
  if (area >= 0) spawnGroup(c, level, area);
}

/**
 * §8.5 a patrol of one spawn icon: through the closed non-exit door nearest the active hero, not entering
 * from a cleared zone nor through a door with heroes on both sides; else from the nearest barracks.
 * Seen at once: it spawns; unseen: a spawn token. The zone takes the higher of its level and the card's.
 */
export function patrol(c: Ctx, level: number, awareness: number, heroArea: number): void {
  const dist = distancesFrom(c.state, c.board, heroArea >= 0 ? [heroArea] : []);
  const heroZones = new Set(c.state.units.filter((u) => u.side === 'heroes' && onBoard(u)).map((u) => zoneOfArea(c.board, areaOf(c.board, u))));
  let best: { door: number; near: number; d: number } | null = null;
  c.board.doors.forEach((place, door) => {
    if (doorLetsThrough(c.state, place.id) || c.cfg.exitDoors.includes(door)) return;
    const pair = areasOfDoor(c.board, door);
    if (!pair) return;
    const [a, b] = pair;
    const da = dist.distanceAt(a);
    const db = dist.distanceAt(b);
    if (da === UNREACHED && db === UNREACHED) return;
    const near = db === UNREACHED || (da !== UNREACHED && da <= db) ? a : b;
    const far = near === a ? b : a;
    if (c.state.ext.cleared.includes(zoneOfArea(c.board, far))) return;
    if (heroZones.has(zoneOfArea(c.board, a)) && heroZones.has(zoneOfArea(c.board, b))) return;
    const d = Math.min(...[da, db].filter((x) => x !== UNREACHED));
    if (!best || d < best.d) best = { door, near, d };
  });
  let area: number;
  const chosen = best as { door: number; near: number; d: number } | null;
  if (chosen) {
    const place = c.board.doors[chosen.door];
    if (place) {
      openDoor(c.tx, place.id);
      const lock = c.state.ext.locked.indexOf(chosen.door);
      if (lock >= 0) c.tx.w.removeAt(c.state.ext.locked, lock);
    }
    area = chosen.near;
  } else {
    area = nearestBarracks(c, heroArea);
  }
  if (area < 0) return;
  const zone = zoneOfArea(c.board, area);
  setAwareness(c, zone, Math.max(awarenessOf(c.state, zone), awareness));
  const seen = c.state.units.some((u) => u.side === 'heroes' && onBoard(u) && sees(sightFrom(c.state, c.board, areaOf(c.board, u), 'heroes'), area));
  if (seen) spawnGroup(c, level, area);
  else placeSpawnToken(c, level, area);
  revealSeenTokens(c);
}

export const enemiesIn = (c: Ctx, area: number): Unit[] => unitsIn(c.state, c.board, area, 'enemies');
