import { drawCard } from '../../rules/decks/deck';
import { placeToken } from '../../rules/hidden/hidden-token';
import { entryOf } from '../../rules/state/keyed';
import { radarFaceOf, radarPayload } from './content';
import { rollD6, type Ctx } from './context';
import { moveTokenTo } from './enemy-phase';
import { updateSight } from './effects';
import { cellOfXY, distancesTo, isImpenetrable, isRoom, moveNeighbours, survivors, zoneAt, zoneOfUnit } from './zones';

/** Radar tokens entering play (derelict.md §8.7): from a pool's face-down deck, into a zone. */

export const poolDeckId = (pool: string): string => `radar-pool:${pool}`;

/** The pool event spawns draw from: the mission's first radar pool. */
export const eventPoolOf = (c: Ctx): string | undefined => [...c.map.pools.keys()][0];

/**
 * Puts a face-down token from `pool` in `zone`; false when the pool is empty, after which every radar
 * token on the map moves 1 zone toward its nearest survivor instead (§8.7.4, T29).
 */
export function spawnRadar(c: Ctx, pool: string, zone: number): boolean {
  const deck = entryOf(c.tx.state.decks, poolDeckId(pool));
  const at = spawnZone(c, zone);
  const cell = at === undefined ? undefined : c.board.zones[at]?.cells[0];
  // A pool with tokens but nowhere to put one (a bubble with no way round it) keeps its token.
  if (cell === undefined && deck && deck.drawPile.length > 0) return false;
  const card = deck && deck.drawPile.length > 0 ? drawCard(c.tx, poolDeckId(pool)) : null;
  const face = card === null ? undefined : radarFaceOf(card);
  if (!face || cell === undefined) {
    creepTowardSurvivors(c);
    return false;
  }
  const token = placeToken(c.tx, 'radar', { x: cell % c.board.width, y: Math.floor(cell / c.board.width) }, radarPayload(face));
  c.tx.w.push(c.tx.state.ext.pools, [token.id, pool]);
  updateSight(c); // §8.7.1: a token spawned in sight turns over at once.
  return true;
}

/**
 * derelict.md §6.9: a token spawned into an impenetrable zone would enter it, so it goes to the first
 * zone around it that is not (the border order, as `spawnEnemies` spreads into full zones); a token
 * already inside when it turns over is another matter (effects.ts `revealRadar`). Undefined: nowhere.
 */
function spawnZone(c: Ctx, zone: number): number | undefined {
  if (!isImpenetrable(c.tx.state, zone)) return zone;
  return moveNeighbours(c.board, c.tx.state, zone).find((z) => !isImpenetrable(c.tx.state, z));
}

export function creepTowardSurvivors(c: Ctx): void {
  const targets = survivors(c.tx.state).map((s) => zoneOfUnit(c.board, s));
  if (targets.length === 0) return;
  const field = distancesTo(c.board, c.tx.state, targets);
  for (const token of c.tx.state.tokens.filter((t) => t.kind === 'radar')) {
    const zone = zoneAt(c.board, cellOfXY(c.board, token.x, token.y));
    // §6.9: nothing steps out of or into an impenetrable zone.
    const next = isImpenetrable(c.tx.state, zone) ? undefined : field.nextSteps(zone).find((z) => !isImpenetrable(c.tx.state, z));
    if (next !== undefined) moveTokenTo(c, token, next);
  }
  updateSight(c);
}

/**
 * derelict.md §8.7.1: a Radar-spawn card names a tile; the token goes in one of that tile's rooms,
 * picked with a d6 (re-rolled past the options, Proposed). A tile not on the map: nothing (T30).
 */
export function eventSpawn(c: Ctx, tile: string): void {
  const placements = c.map.tileNames.flatMap((names, index) => (names.includes(tile) ? [index] : []));
  const rooms = c.board.zones.flatMap((zone, index) => (placements.includes(zone.tile) && isRoom(c.board, index) ? [index] : []));
  if (rooms.length === 0) {
    c.tx.emit({ type: 'message', title: 'Radar contact', text: `Nothing stirs: no ${tile} on this ship.` });
    return;
  }
  let zone = rooms[0] as number;
  if (rooms.length > 1) {
    const sides = Math.min(6, rooms.length);
    for (let tries = 0; tries < 20; tries++) {
      const [die = 1] = rollD6(c, 1, 'spawn zone', null);
      if (die <= sides) {
        zone = rooms[die - 1] as number;
        break;
      }
    }
  }
  const pool = eventPoolOf(c);
  if (pool) spawnRadar(c, pool, zone);
}
