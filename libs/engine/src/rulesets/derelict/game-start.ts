import { addDeck, drawCard } from '../../rules/decks/deck';
import { RESOLVE_CARDS, RESOLVE_CARDS_EACH, RESOLVE_DECK, resolveCard } from './resolve-cards';
import { ACCOMPLISHMENT_DECK, ACCOMPLISHMENTS } from './accomplishments';
import { BOSS_DECKS, bossDeckId } from './boss-cards';
import { placeToken } from '../../rules/hidden/hidden-token';
import { FILLER_WEAPON, radarPayload, START_RESOLVE, STARTING_WEAPONS, type RadarFace } from './content';
import type { Ctx } from './context';
import { setStat, spawnEnemies, updateSight } from './effects';
import { setResolve } from './sheet';
import { EVENTS_DECK } from './resolution';
import { poolDeckId } from './spawning';
import { ITEMS_DECK } from './survivor-actions';
import { spawnPoolCards, type PlacedEnemy } from './mission-reader';
import { survivors, zoneAt } from './zones';
import { STARTING_DECK } from './starting-items';
import { drawPools } from './pool-draws';

/** What setup hands the start of play (derelict.md §4.0): the decks, the radar spots, who fights with what. */
export interface DerelictStart {
  readonly itemDeck: readonly string[];
  readonly eventDeck: readonly string[];
  /** Radar spots: a cell and the pool its token comes from. */
  readonly radarSpots: readonly { readonly cell: number; readonly pool: string }[];
  /** Enemies the mission places at setup (bosses, ambushes). */
  readonly placed?: readonly PlacedEnemy[];
  /** G16: the mission's starting deck (starting-items.ts), dealt from its top; absent: the book's deal. */
  readonly startingItems?: readonly string[];
}

/**
 * derelict.md §4.0: shuffle the decks; shuffle each pool's tokens face down onto its spots, the rest
 * (and the box set's unplaced tokens) into the spawn pool; deal one starting weapon each; Resolve 10;
 * a random First Player.
 */
export function startDerelictGame(c: Ctx, start: DerelictStart): void {
  const heroes = survivors(c.tx.state);
  const starting = [...(start.startingItems ?? STARTING_WEAPONS).slice(0, heroes.length)];
  while (starting.length < heroes.length) starting.push(FILLER_WEAPON);
  const dealt = c.tx.random.shuffle(starting);
  // A mission's starting deck is a deck of the game, so a trigger's `deck` effect can swap a card (ROP18, ROP19).
  if (start.startingItems) addDeck(c.tx, STARTING_DECK, start.startingItems.slice(heroes.length));
  const deck = [...start.itemDeck];
  for (const weapon of dealt) {
    const index = deck.indexOf(weapon);
    if (index >= 0) deck.splice(index, 1);
  }
  addDeck(c.tx, ITEMS_DECK, deck);
  addDeck(c.tx, EVENTS_DECK, start.eventDeck);
  for (const [boss, cards] of BOSS_DECKS) addDeck(c.tx, bossDeckId(boss), cards);
  addDeck(c.tx, RESOLVE_DECK, RESOLVE_CARDS.map((r) => r.id), { secretFrom: 'heroes', reshuffle: 'never' });
  addDeck(c.tx, ACCOMPLISHMENT_DECK, ACCOMPLISHMENTS.map((a) => a.id), { reshuffle: 'never' });
  heroes.forEach((unit, i) => {
    setResolve(c, unit, START_RESOLVE);
    setStat(c, unit, 'actions', 0);
    // §4.0 step 5: three Resolve cards each, face down with only their numbers showing.
    const resolveCards = Array.from({ length: RESOLVE_CARDS_EACH }, () => drawCard(c.tx, RESOLVE_DECK))
      .filter((id): id is string => id !== null)
      .map((card) => ({ card, at: resolveCard(card)?.at ?? 0, up: false }));
    // and one Accomplishment card, face up with its progress.
    const achievement = drawCard(c.tx, ACCOMPLISHMENT_DECK);
    const accomplishment = achievement === null ? null : { card: achievement, progress: 0, used: false };
    c.tx.w.push(c.tx.state.ext.sheets, { unit: unit.id, items: [dealt[i] ?? FILLER_WEAPON], body: null, jammed: [], inView: [], searched: [], carrying: [], resolveCards, accomplishment });
  });
  for (const [pool, faces] of drawPools(c, c.map.pools, c.map.poolDraws ?? [])) {
    const spots = start.radarSpots.filter((s) => s.pool === pool);
    const shuffled = c.tx.random.shuffle(faces);
    const placed: RadarFace[] = [];
    spots.forEach((spot, i) => {
      const face = shuffled[i];
      if (!face) return;
      placed.push(face);
      const token = placeToken(c.tx, 'radar', { x: spot.cell % c.board.width, y: Math.floor(spot.cell / c.board.width) }, radarPayload(face));
      c.tx.w.push(c.tx.state.ext.pools, [token.id, pool]);
    });
    addDeck(c.tx, poolDeckId(pool), spawnPoolCards(faces, placed), { secretFrom: 'heroes' });
  }
  for (const enemy of start.placed ?? []) {
    const zone = zoneAt(c.board, enemy.cell);
    if (zone < 0) continue;
    for (const unit of spawnEnemies(c, enemy.kind, enemy.count, zone, enemy.health)) if (enemy.offline) setStat(c, unit, 'offline', 1);
  }
  c.tx.setCounter('firstPlayer', c.tx.random.int(Math.max(1, heroes.length)));
  // No sight yet: the mission's door tokens (its `mission-start` triggers) are laid after this, and §4.0 lays
  // the doors (step 2) before anyone looks — the first activation turns over what the start sees (`firstLook`).
}

/**
 * derelict.md §4.0: with the map, its doors and the mission's own setup in place (the `mission-start` triggers
 * run once the first phase is entered), the tokens the survivors see turn over before the first action.
 */
export function firstLook(c: Ctx): void {
  if (c.tx.state.round === 1) updateSight(c);
}
