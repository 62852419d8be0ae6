// infiltration.md §6.4 Search, §6.10 Give or Drop an Item and Use an Item, §11.1 the items and their loot
// pools. Items live on the core hero sheet (rules/heroes); on the map they are hidden tokens whose kind
// is the back (public) and whose contents are the item (secret until face up).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { addDeck, drawCard } from '../../rules/decks/deck';
import { openDecision } from '../../rules/core/decisions';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { gainItem, holdsItem, itemsOf, loseItem } from '../../rules/heroes/hero-sheet';
import { placeToken, removeToken, revealToken } from '../../rules/hidden/hidden-token';
import type { Json } from '../../rules/state/canonical-hash';
import { unitById } from '../../rules/units/unit-status';
import type { Ctx } from './context';
import { BACK_NOISE, ITEM_BY_ID, ITEM_SLOTS, ITEM_TOKEN, ITEM_TOKEN_KINDS, LOOT_DECK, poolCards, SMOKE_NOISE, type ItemProfile, type LootPool } from './item-content';
import { dropFaceUp } from './item-drop';
import { aetherStim, aetherTonic } from './aether-items';
import { aetherLenses, LENSES, lensesActions } from './aether-lenses';
import { STIMMED } from './dice-tests';
import { bang, flushNoise, noiseTest } from './noise';
import { detonate, detonatorReady, OBJECTIVE_TOKEN, objectiveTaken, plant, plantActions, searchableObjective, staysOnMap } from './objective-items';
import { adjacentAreas, areaOf, cellIn, unitsIn } from './space';
import { revealSeenTokens, spawnGroup } from './spawning';
import { searchNoise } from './room-features';
import { grenadeBlast, healWounds, woundsOf } from './wounds';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';

export const DROP_DECISION = 'drop-item';
type ItemAction = Extract<InfiltrationAction, { type: 'search' | 'give' | 'drop' | 'use' | 'plant' }>;

/** §11.1 Proposed: the two loot pools, shuffled face down, secret from the heroes; an empty pool drops nothing. */
export function addLootPools(c: Ctx): void {
  for (const pool of ['normal', 'aether'] as const) addDeck(c.tx, LOOT_DECK[pool], poolCards(pool), { reshuffle: 'never', secretFrom: 'heroes' });
}

const tokenArea = (board: Board, t: { x: number; y: number }): number => board.zoneOf[t.y * board.width + t.x] ?? -1;
export const carries = (state: InfiltrationState, hero: string, item: string): boolean => holdsItem(state, hero, item);
const poolOfToken = (kind: string): ItemProfile['pool'] => (kind === ITEM_TOKEN.aether ? 'aether' : kind === ITEM_TOKEN.objective ? 'objective' : 'normal');

/** §6.3 step 8 loot: the top item of the pool, face down in the area (nothing when the pool is empty). */
export function dropLoot(c: Ctx, pool: LootPool, area: number): void {
  const item = drawCard(c.tx, LOOT_DECK[pool]);
  if (item !== null) placeToken(c.tx, ITEM_TOKEN[pool], cellIn(c.state, c.board, area), { item });
}

/** Item tokens in an area. */
export function itemTokensIn(state: InfiltrationState, board: Board, area: number) {
  return state.tokens.filter((t) => ITEM_TOKEN_KINDS.has(t.kind) && tokenArea(board, t) === area);
}

/** §6.4 and §6.10: the item actions open to the hero now (Search only while a basic action is left). */
export function itemActions(state: InfiltrationState, board: Board, hero: Unit, basicLeft: boolean): ItemAction[] {
  const unit = hero.id;
  const area = areaOf(board, hero);
  const out: ItemAction[] = [];
  const enemiesHere = unitsIn(state, board, area, 'enemies').length > 0;
  for (const token of basicLeft ? itemTokensIn(state, board, area) : []) {
    const searchable = token.kind === OBJECTIVE_TOKEN ? searchableObjective(token, enemiesHere) : !enemiesHere;
    if (searchable) out.push({ type: 'search', side: 'heroes', unit, token: token.id });
  }
  const held = [...new Set(itemsOf(state, unit))];
  if ((hero.stats['gaveOrDropped'] ?? 0) === 0) {
    for (const item of held) {
      out.push({ type: 'drop', side: 'heroes', unit, item });
      if (enemiesHere) continue;
      for (const mate of unitsIn(state, board, area, 'heroes')) if (mate.id !== unit) out.push({ type: 'give', side: 'heroes', unit, item, to: mate.id });
    }
    out.push(...plantActions(state, board, hero));
  }
  out.push(...lensesActions(state, board, hero)); // §11.1 a persistent item, whose use targets a tile
  for (const item of held) {
    switch (ITEM_BY_ID.get(item)?.use) {
      case 'grenade':
      case 'stick-grenade':
      case 'smoke':
        for (const next of adjacentAreas(state, board, area)) out.push({ type: 'use', side: 'heroes', unit, item, area: next });
        break;
      case 'bandages':
      case 'medics-bag':
        if (unitsIn(state, board, area, 'heroes').some((h) => woundsOf(state, h) > 0)) out.push({ type: 'use', side: 'heroes', unit, item });
        break;
      case 'pain-killers':
      case 'aether-tonic':
        for (const mate of unitsIn(state, board, area, 'heroes')) if (woundsOf(state, mate) > 0) out.push({ type: 'use', side: 'heroes', unit, item, to: mate.id });
        break;
      case 'aether-stim':
        if ((hero.stats[STIMMED] ?? 0) === 0) out.push({ type: 'use', side: 'heroes', unit, item });
        break;
      case 'detonator':
        if (detonatorReady(state)) out.push({ type: 'use', side: 'heroes', unit, item });
        break;
      default:
        break; // passive items apply by themselves; AP Rounds go with an attack; Aether Cells with Ready
    }
  }
  return out;
}

/** The hero takes an item; a 5th forces a drop (§3.6): the heroes choose which, face up in the area. */
function take(c: Ctx, hero: Unit, item: string): void {
  gainItem(c.tx, hero.id, item);
  c.tx.emit({ type: 'message', title: `${hero.name} takes an item`, text: ITEM_BY_ID.get(item)?.name ?? item });
  const held = itemsOf(c.state, hero.id);
  if (held.length <= ITEM_SLOTS) return;
  const options: DecisionOption[] = [...new Set(held)].map((id) => ({ id, label: `Drop ${ITEM_BY_ID.get(id)?.name ?? id}`, value: id }));
  openDecision(c.tx, { side: 'heroes', kind: DROP_DECISION, prompt: `${hero.name} carries 5 items: drop one.`, options, owner: 'ruleset', resume: { hero: hero.id } });
}

/** The chosen item of a forced drop goes face up in the area. */
export function resumeDrop(c: Ctx, decision: PendingDecision, option: DecisionOption): void {
  const hero = unitById(c.state, String((decision.resume as { hero?: Json }).hero));
  if (hero) dropItem(c, hero, String(option.value));
}

const dropItem = (c: Ctx, hero: Unit, item: string): void => void dropFaceUp(c, hero, item);

/** §6.4: a face-down item costs a noise test at its back's value first; then it is the hero's whatever the result. */
function search(c: Ctx, hero: Unit, tokenId: string): void {
  const token = c.state.tokens.find((t) => t.id === tokenId);
  if (!token) return;
  if (!token.revealed) {
    noiseTest(c, hero.id, searchNoise(c.state, token.id, BACK_NOISE[poolOfToken(token.kind)]));
    flushNoise(c); // made before looking (§6.4)
  }
  const contents = revealToken(c.tx, tokenId) as { item?: Json } | undefined;
  if (staysOnMap(contents)) {
    c.tx.emit({ type: 'message', title: 'A false objective', text: 'A red herring. Keep looking.' });
    return;
  }
  if (token.kind === OBJECTIVE_TOKEN) objectiveTaken(c, token);
  removeToken(c.tx, tokenId);
  if (typeof contents?.item === 'string') take(c, hero, contents.item);
}

/** §6.10 Use an Item: consumables are discarded after use (§11.1 Proposed). */
function useItem(c: Ctx, hero: Unit, action: Extract<ItemAction, { type: 'use' }>): void {
  const profile = ITEM_BY_ID.get(action.item);
  if (action.item === LENSES && action.area !== undefined) return aetherLenses(c, hero, action.area, spawnGroup); // persistent: kept
  if (!profile || !loseItem(c.tx, hero.id, action.item)) return;
  c.tx.emit({ type: 'message', title: `${hero.name} uses ${profile.name}`, text: '' });
  const area = areaOf(c.board, hero);
  const mates = unitsIn(c.state, c.board, area, 'heroes');
  switch (profile.use) {
    case 'grenade':
    case 'stick-grenade':
      if (action.area === undefined) return;
      grenadeBlast(c, hero, action.area, profile.use === 'stick-grenade');
      bang(c, hero.id, 2, false);
      revealSeenTokens(c);
      return;
    case 'smoke':
      if (action.area === undefined) return;
      c.tx.w.push(c.state.ext.obscured, action.area);
      noiseTest(c, hero.id, SMOKE_NOISE);
      return;
    case 'bandages': {
      // Up to 2 permanent wounds from heroes in the area, the most wounded first.
      let left = 2;
      for (const mate of [...mates].sort((a, b) => woundsOf(c.state, b) - woundsOf(c.state, a))) left -= healWounds(c, mate, left);
      return;
    }
    case 'medics-bag':
      for (const mate of mates) healWounds(c, mate, 1);
      return;
    case 'pain-killers': {
      const mate = action.to === undefined ? undefined : unitById(c.state, action.to);
      if (mate) healWounds(c, mate, 1);
      return;
    }
    case 'aether-tonic': {
      const mate = action.to === undefined ? undefined : unitById(c.state, action.to);
      if (mate) aetherTonic(c, hero, mate);
      return;
    }
    case 'aether-stim':
      aetherStim(c, hero);
      return;
    case 'detonator':
      detonate(c, hero);
      return;
    default:
      return;
  }
}

export function resolveItemAction(c: Ctx, hero: Unit, action: ItemAction): void {
  switch (action.type) {
    case 'search':
      search(c, hero, action.token);
      return;
    case 'give': {
      c.tx.w.set(statsOf(hero), 'gaveOrDropped', 1);
      const to = unitById(c.state, action.to);
      if (!to || !loseItem(c.tx, hero.id, action.item)) return;
      take(c, to, action.item); // the recipient adds it at once; a 5th means a drop (§6.10 Proposed)
      return;
    }
    case 'drop':
      c.tx.w.set(statsOf(hero), 'gaveOrDropped', 1);
      dropItem(c, hero, action.item);
      return;
    case 'use':
      useItem(c, hero, action);
      return;
    case 'plant':
      plant(c, hero, action);
      return;
  }
}
