import { ARMOUR, GENERAL_SPACES, isArmour, isHelmet, SHIELD_BUBBLE, shotCost, weaponData } from './content';

/**
 * The survivor's inventory spaces (derelict.md §3.2, §7.6) and the free discard (§5.3): "Dual-wielded
 * weapons are placed on top of each other and only take up one space", and "You may discard items from
 * your own inventory to make room for others at any time, for free" (rulebook, Search).
 */

/** General spaces the items fill: two identical dual-wield weapons stack in one space. */
export function spacesUsed(items: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  let spaces = 0;
  for (const [item, n] of counts) spaces += weaponData(item)?.dualWield ? Math.ceil(n / 2) : n;
  return spaces;
}

/**
 * What a find is worth keeping, for the engine's free discard (the book leaves the choice to the player;
 * the engine makes the obvious one): a weapon by its expected hits a space (a dual-wield pair doubles),
 * the Med Kit, Shield Bubble, Power Cell and a helmet as useful as a middling weapon. Unknown items are kept (worth most).
 */
function keepValue(items: readonly string[], item: string): number {
  const weapon = weaponData(item);
  if (!weapon) return item === 'med-kit' || item === SHIELD_BUBBLE ? 1.4 : item === 'power-cell' ? 1.3 : isHelmet(item) ? 1.2 : 9;
  const pair = weapon.dualWield && items.filter((i) => i === item).length >= 2 ? 2 : 1;
  // A Void Cannon without a Power Cell to feed it is worth half (it cannot fire until one is found).
  const cost = shotCost(item);
  const fed = cost === undefined || items.includes(cost) ? 1 : 0.5;
  return (fed * pair * weapon.dice * (7 - weapon.toHit)) / 6 + 0.3 * weapon.range;
}

/**
 * Where a found item goes: armour to the body slot when it is empty or the find saves better (the old
 * one discarded); anything else into a free space (a second identical dual-wield weapon stacks onto the
 * first); with every space taken, the least useful item is discarded for it when the find is better,
 * else the find is left behind. Returns the new inventory and what was dropped (null: nothing).
 */
export function stow(items: readonly string[], body: string | null, item: string): { items: string[]; body: string | null; dropped: string | null } {
  if (isArmour(item)) {
    if (body === null) return { items: [...items], body: item, dropped: null };
    const better = (ARMOUR[item] ?? 7) < (isArmour(body) ? (ARMOUR[body] ?? 7) : 7);
    return better ? { items: [...items], body: item, dropped: body } : { items: [...items], body, dropped: item };
  }
  const withIt = [...items, item];
  if (spacesUsed(withIt) <= GENERAL_SPACES) return { items: withIt, body, dropped: null };
  let worst = -1;
  let worstValue = Infinity;
  items.forEach((held, i) => {
    const value = keepValue(items, held);
    if (value < worstValue) [worst, worstValue] = [i, value];
  });
  const after = items.filter((_, i) => i !== worst);
  if (worst < 0 || keepValue([...after, item], item) <= worstValue || spacesUsed([...after, item]) > GENERAL_SPACES) return { items: [...items], body, dropped: item };
  return { items: [...after, item], body, dropped: items[worst] ?? null };
}
