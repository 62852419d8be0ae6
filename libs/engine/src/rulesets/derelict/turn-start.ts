import type { Unit } from '../../game/game-state';
import { ACTIONS_PER_TURN, LOADER_ACTIONS } from './content';
import { rollD6, type Ctx } from './context';
import { hasLasting } from './resolve-cards';
import { actionsAfterStun } from './stun';
import { hasInjury } from './sheet';
import { dropItem, loseHealth, setSheet, setStat, sheetOf } from './effects';

/**
 * derelict.md §4.1 startOfTurn (order Proposed): the Loader's power (§5.10), the action budget, the
 * chest bleed (§7.9.3: 1–3 on a d6 loses 1 Health), and this turn's records cleared.
 */
export function startTurn(c: Ctx, unit: Unit): void {
  setStat(c, unit, 'moved', 0);
  setStat(c, unit, 'ability', 0);
  setStat(c, unit, 'mods', 0);
  setStat(c, unit, 'silent', 0);
  if ((sheetOf(c, unit.id)?.searched.length ?? 0) > 0) setSheet(c, unit.id, 'searched', []);
  let actions = ACTIONS_PER_TURN;
  const loader = c.tx.state.ext.loader;
  if (loader?.pilot === unit.id) {
    const sheet = sheetOf(c, unit.id);
    let powered = false;
    if (loader.charges > 0) {
      c.tx.w.set(loader, 'charges', loader.charges - 1);
      powered = true;
    } else if (sheet?.items.includes('power-cell')) {
      dropItem(c, unit.id, 'power-cell');
      c.tx.w.set(loader, 'charges', 1);
      powered = true;
    }
    if (loader.powered !== powered) c.tx.w.set(loader, 'powered', powered);
    if (powered) actions = LOADER_ACTIONS;
  }
  // derelict.md §7.8: a stun ends as the turn starts, costing 1 action (or the whole turn, T25).
  // A face-up "1 action fewer each turn" Resolve card (resolve-cards.ts), never below 1.
  if (hasLasting(sheetOf(c, unit.id)?.resolveCards, 'action-minus-1')) actions = Math.max(1, actions - 1);
  setStat(c, unit, 'actions', actionsAfterStun(c, unit, actions));
  if (hasInjury(c.tx.state, unit.id, 'body')) {
    const [die = 6] = rollD6(c, 1, 'chest injury', unit.id);
    if (die <= 3) loseHealth(c, unit, 1, null);
  }
}
