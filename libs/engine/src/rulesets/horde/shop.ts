import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { unitById } from '../../rules/units/unit-status';
import { ITEM_PRICES, itemName, SELL_PRICES } from './content';
import { addItem, heldItems, itemCount } from './items';
import type { HordeShopAction, HordeState, HordeTx } from './types';

/**
 * The shop (horde.md §4.2 step 4.5, §3.5, §11 G4): at the end of each wave the heroes buy and sell items
 * at the G4 prices and pass items and credits to one another. It is a free phase of the heroes (`shop`)
 * that opens after End of Wave's picks and before the next wave deploys, only when something can be done
 * there; the players leave it with `end-phase`. Every hero still in the game shops, unconscious ones too
 * (nothing in the book keeps them out; what they buy waits for a Med Kit).
 */

export const SHOP_PHASE = 'shop';
export const CREDITS = 'credits';

const shoppers = (state: HordeState): Unit[] => state.units.filter((u) => u.side === 'heroes' && u.status !== 'dead');
const credits = (hero: Unit): number => hero.stats['credits'] ?? 0;
const cheapest = Math.min(...ITEM_PRICES.values());

/** True when the shop has anything to offer: credits enough for an item, or an item to sell or pass. */
export function shopWorthOpening(state: HordeState): boolean {
  return shoppers(state).some((h) => credits(h) >= cheapest || heldItems(h).length > 0 || (credits(h) > 0 && shoppers(state).length > 1));
}

/** Every shop action open to the heroes now. */
export function listShop(state: HordeState): HordeShopAction[] {
  const out: HordeShopAction[] = [];
  const heroes = shoppers(state);
  for (const hero of heroes) {
    const base = { side: hero.side, unit: hero.id };
    for (const [item, price] of ITEM_PRICES) if (price <= credits(hero)) out.push({ type: 'buy', ...base, item });
    const held = heldItems(hero);
    for (const [item] of held) out.push({ type: 'sell', ...base, item });
    for (const other of heroes) {
      if (other === hero) continue;
      for (const [item] of held) out.push({ type: 'give', ...base, target: other.id, item });
      if (credits(hero) > 0) out.push({ type: 'give', ...base, target: other.id, item: CREDITS });
    }
  }
  return out;
}

/** Why a shop action is refused, or null. */
export function checkShop(state: HordeState, action: HordeShopAction): RuleError | null {
  const hero = unitById(state, action.unit);
  if (!hero || hero.side !== 'heroes' || hero.status === 'dead') return ruleError('unknown-unit', `There is no hero ${String(action.unit)} to shop.`);
  if (typeof action.item !== 'string') return ruleError('malformed-action', `A ${action.type} names the item.`);
  switch (action.type) {
    case 'buy': {
      const price = ITEM_PRICES.get(action.item);
      if (price === undefined) return ruleError('unknown-target', `The shop sells no ${action.item}.`);
      return price <= credits(hero) ? null : ruleError('no-budget', `${itemName(action.item)} costs ${price}c; ${hero.name} has ${credits(hero)}c.`);
    }
    case 'sell':
      return itemCount(hero, action.item) > 0 && SELL_PRICES.has(action.item) ? null : ruleError('not-allowed', `${hero.name} holds no ${action.item}.`);
    case 'give': {
      const to = typeof action.target === 'string' ? unitById(state, action.target) : undefined;
      if (!to || to === hero || to.side !== 'heroes' || to.status === 'dead') return ruleError('unknown-target', 'Pass it to another hero.');
      if (action.item === CREDITS) return credits(hero) > 0 ? null : ruleError('no-budget', `${hero.name} has no credits.`);
      return itemCount(hero, action.item) > 0 ? null : ruleError('not-allowed', `${hero.name} holds no ${action.item}.`);
    }
  }
}

/** Carries out a checked shop action. */
export function resolveShop(tx: HordeTx, action: HordeShopAction): void {
  const hero = unitById(tx.state, action.unit) as Unit;
  const purse = hero.stats as Record<string, number>;
  switch (action.type) {
    case 'buy': {
      const price = ITEM_PRICES.get(action.item) ?? 0;
      tx.w.set(purse, 'credits', credits(hero) - price);
      addItem(tx, hero, action.item);
      tx.emit({ type: 'message', text: `${hero.name} buys a ${itemName(action.item)} for ${price}c.` });
      break;
    }
    case 'sell': {
      const price = SELL_PRICES.get(action.item) ?? 0;
      addItem(tx, hero, action.item, -1);
      tx.w.set(purse, 'credits', credits(hero) + price);
      tx.emit({ type: 'message', text: `${hero.name} sells a ${itemName(action.item)} for ${price}c.` });
      break;
    }
    case 'give': {
      const to = unitById(tx.state, action.target) as Unit;
      if (action.item === CREDITS) {
        const amount = credits(hero);
        tx.w.set(purse, 'credits', 0);
        tx.w.set(to.stats as Record<string, number>, 'credits', credits(to) + amount);
        tx.emit({ type: 'message', text: `${hero.name} passes ${amount}c to ${to.name}.` });
      } else {
        addItem(tx, hero, action.item, -1);
        addItem(tx, to, action.item);
        tx.emit({ type: 'message', text: `${hero.name} passes a ${itemName(action.item)} to ${to.name}.` });
      }
      break;
    }
  }
}
