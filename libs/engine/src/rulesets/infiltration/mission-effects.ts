// The mission effects this ruleset performs itself (MissionHooks.perform): `give` hands items to heroes —
// §12.3 Demolition's charges are carried in from the start (a mission-start trigger gives them).
import type { EffectScope } from '../../mission/hooks';
import type { RulesetEffect, Who } from '../../mission/vocabulary';
import { gainItem } from '../../rules/heroes/hero-sheet';
import { ITEM_BY_ID } from './item-content';
import type { InfiltrationTx } from './types';

/** `give`: `count` copies (default 1) of a known item to each hero `to` names (default every hero). */
export function giveByMission(tx: InfiltrationTx, effect: RulesetEffect, scope: EffectScope): boolean {
  const item = effect['item'];
  if (typeof item !== 'string' || !ITEM_BY_ID.has(item)) return false;
  const count = typeof effect['count'] === 'number' ? Math.max(1, Math.floor(effect['count'])) : 1;
  const heroes = scope.heroesOf((effect['to'] as Who | undefined) ?? 'all-heroes');
  for (const hero of heroes) for (let i = 0; i < count; i++) gainItem(tx, hero, item);
  return heroes.length > 0;
}
