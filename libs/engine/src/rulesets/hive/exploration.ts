import { STEP } from '../../board/direction';
import type { Rotation } from '../../board/tile';
import { drawCard } from '../../rules/decks/deck';
import { placeToken } from '../../rules/hidden/hidden-token';
import { D6 } from '../../rules/random/dice';
import { unitById } from '../../rules/core/turn-machine';
import { CHAMBER_TITLES, QUEEN_CHAMBER, QUEEN_HEALTH } from './content';
import { ext, moveUnit } from './effects';
import { legalRotations, tileSize } from './hive-board';
import { cellOf, cellXY, isObjectiveTile, Occupancy, type HiveView } from './queries';
import { rollSpawn, tokensFacingSlot } from './spawning';
import { SearchField } from '../../geometry/search-field';
import { eachReached, HiveTopology } from './hive-topology';
import type { HiveDefinitions, HiveTx, PendingTile } from './types';

/** Exploration (§6.5): a step out through an open edge draws the top tile; the players orient it. */

export const TILE_DECK = 'tiles';
/** The item deck's id, which missions name too (mission-decks.ts). */
export { HIVE_ITEM_DECK_ID as ITEM_DECK_ID } from './mission-decks';
export const TITLE_DECK = 'titles';

/** Draws tiles until one can line an opening up with the edge being left (§6.5 step 7); null if none can. */
export function drawTile(tx: HiveTx, defs: HiveDefinitions, view: HiveView, unit: string, from: { x: number; y: number }, side: PendingTile['side']): PendingTile | null {
  const size = tileSize(view.board);
  const origin = view.board.placements[view.board.tileOf[cellOf(view.board, from)] ?? -1];
  if (!origin) return null;
  const x = origin.x + STEP[side].dx * size;
  const y = origin.y + STEP[side].dy * size;
  const tries = tx.state.decks[TILE_DECK]?.drawPile.length ?? 0;
  for (let i = 0; i < tries; i++) {
    const tile = drawCard(tx, TILE_DECK);
    if (tile === null) return null;
    const definition = defs.tiles.get(tile);
    const rotations = definition ? legalRotations(definition, x, y, from, side) : [];
    if (rotations.length > 0) return { unit, tile, from: { x: from.x, y: from.y }, side, x, y, rotations };
    // No rotation fits: the tile goes to the bottom of the pile and the next one is drawn.
    const deck = tx.state.decks[TILE_DECK];
    if (deck) tx.w.set(deck, 'drawPile', [tile, ...deck.drawPile]);
    tx.emit({ type: 'message', text: `${definition?.name ?? tile} cannot connect here: it goes to the bottom of the pile.` });
  }
  return null;
}

/** Places the drawn tile and finishes the explorer's step (§6.5 steps 3–6). */
export function placePendingTile(tx: HiveTx, defs: HiveDefinitions, view: () => HiveView, pending: PendingTile, rotation: Rotation): void {
  const before = view();
  const size = tileSize(before.board);
  const facing = tokensFacingSlot(tx.state.tokens, pending.x, pending.y, size);
  const definition = defs.tiles.get(pending.tile);
  const objective = isObjectiveTile(definition?.tags);
  const title = objective && tx.state.ext.objective === 'kill-the-queen' ? chamberTitle(tx, definition?.name) : null;
  tx.w.set(ext(tx), 'pending', null);
  tx.w.push(ext(tx).placed, { tile: pending.tile, x: pending.x, y: pending.y, rotation, objective, title });
  tx.emit({ type: 'tile-placed', tile: pending.tile, x: pending.x, y: pending.y, rotation });
  const after = view();
  const index = after.board.placements.length - 1;
  const itemSlot = after.board.slots.find((s) => s.tile === index && s.type === 'search') ?? { x: pending.x, y: pending.y };
  placeToken(tx, 'item', { x: itemSlot.x, y: itemSlot.y }, null);
  const { dx, dy } = STEP[pending.side];
  const entry = cellOf(after.board, { x: pending.from.x + dx, y: pending.from.y + dy });
  for (const token of facing) {
    const side = (token.contents as { side: PendingTile['side'] }).side;
    const beyond = cellOf(after.board, { x: token.x + STEP[side].dx, y: token.y + STEP[side].dy });
    const connected = after.board.tileOf[beyond] === index && after.map.neighbours(cellOf(after.board, token)).includes(beyond);
    if (connected) rollSpawn(tx, view(), token, beyond, index, entry);
    else rollSpawn(tx, view(), token, cellOf(after.board, token), after.board.tileOf[cellOf(after.board, token)] ?? -1, entry);
  }
  if (objective) {
    tx.w.set(ext(tx), 'objectivesRevealed', tx.state.ext.objectivesRevealed + 1);
    if (tx.state.ext.objective === 'rescue-the-scientist') scientistRoll(tx, view(), index, entry);
    if (title === QUEEN_CHAMBER) {
      const slot = after.board.slots.find((s) => s.tile === index && s.type === 'queen');
      if (slot) {
        // Chambers destroyed before she is found have already cost her 4 HP each (§9.4 step 5).
        const health = tx.state.ext.queen?.health ?? QUEEN_HEALTH;
        tx.w.set(ext(tx), 'queen', { health, x: slot.x, y: slot.y });
        tx.emit({ type: 'message', text: `The Queen (${health} HP) waits at the end of the Queen Chamber.` });
      }
    }
  }
  const explorer = unitById(tx.state, pending.unit);
  if (explorer) moveUnit(tx, explorer, entry, view(), [pending.from, cellXY(after.board, entry)]);
}

/** §9.4 step 1: a printed title, else the top of the stack of titles no tile of the pile prints. */
function chamberTitle(tx: HiveTx, name: string | undefined): string | null {
  if (name !== undefined && CHAMBER_TITLES.includes(name)) return name;
  const stack = tx.state.ext.titleStack;
  if (stack.length === 0) return null;
  return tx.w.pop(ext(tx).titleStack as string[]) ?? null;
}

/** §9.3 step 2: LJ is here when a d6 is at most the objective tiles revealed; he waits farthest from the entry. */
function scientistRoll(tx: HiveTx, view: HiveView, index: number, entry: number): void {
  if (tx.state.ext.scientist !== null) return;
  const [die] = tx.random.roll(D6, 1, 'scientist');
  if ((die?.value ?? 7) > tx.state.ext.objectivesRevealed) return;
  const occupancy = new Occupancy(view);
  // The last free square a breadth-first search over the new tile reaches from its entry.
  let far = entry;
  const topology = new HiveTopology(view.map, { enter: (n) => view.board.tileOf[n] === index });
  eachReached(new SearchField(), topology, entry, Number.POSITIVE_INFINITY, (node) => {
    if (occupancy.free(view, node) && node !== entry) far = node;
  });
  const at = cellXY(view.board, far);
  tx.w.set(ext(tx), 'scientist', { x: at.x, y: at.y, carrier: null });
  tx.emit({ type: 'message', text: 'LJ the Loquacious is found!' });
}

