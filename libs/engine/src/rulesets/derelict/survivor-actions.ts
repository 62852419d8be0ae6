import type { Unit } from '../../game/game-state';
import { drawCard } from '../../rules/decks/deck';
import { entryOf } from '../../rules/state/keyed';
import { setStatus, unitById } from '../../rules/units/unit-status';
import { itemName, LOADER_WEAPON, SHIELD_BUBBLE, STUN_GRENADE, survivorClass } from './content';
import { stow } from './inventory';
import { offerTrade, putOn } from './trade';
import { advance, useReward } from './accomplishments';
import { moveTargets } from './gravity';
import { hasLasting } from './resolve-cards';
import { stunUnit } from './stun';
import { armedWith, survivorAttack } from './combat';
import { rollD6, type Ctx } from './context';
import { treatInjuries } from './sheet';
import { dropItem, placeNoise, resolveCheck, setSheet, setStat, sheetOf, stat, updateSight } from './effects';
import type { DerelictAction } from './types';
import { salvage } from './modifiers/salvage';
import { reboot } from './modifiers/reboot';
import { chosenSmashWeapon, smashFeature } from './feature-smash';
import { improviseExit } from './improvised-exit';
import { enemiesIn, freeCell, zoneAt, zoneIndex, zoneName, zoneOfUnit } from './zones';

/** Carrying out the survivors' actions (derelict.md §5); `checkAction` has already accepted each. */

export const ITEMS_DECK = 'items';

const spend = (c: Ctx, unit: Unit, n = 1): void => setStat(c, unit, 'actions', Math.max(0, stat(unit, 'actions') - n));

/** Moves the survivor (a move action, or Juggernaut's free move: `free`); false when a failed Resolve check holds it. */
function moveSurvivor(c: Ctx, unit: Unit, zoneId: string, free = false): boolean {
  const from = zoneOfUnit(c.board, unit);
  const to = zoneIndex(c.board, zoneId);
  const loader = c.tx.state.ext.loader;
  const pilot = loader?.pilot === unit.id;
  // derelict.md §5.1, §7.11: leaving a zone holding enemies takes a Resolve check (none in a Loader, T46);
  // a failure costs no action and keeps the survivor here for the round (T21).
  if (!pilot && enemiesIn(c.board, c.tx.state, from).length > 0 && !resolveCheck(c, unit)) {
    setStat(c, unit, 'stuck', 1);
    return false;
  }
  // §9.6: in a gravity failure one move action may cover 2 zones (T27).
  const zones = moveTargets(c.board, c.tx.state, from, Number.POSITIVE_INFINITY).get(to) ?? 1;
  const cell = freeCell(c.board, c.tx.state, to);
  const start = { x: unit.x, y: unit.y };
  const end = { x: cell % c.board.width, y: Math.floor(cell / c.board.width) };
  c.tx.w.set(unit, 'x', end.x);
  c.tx.w.set(unit, 'y', end.y);
  c.tx.emit({ type: 'moved', unit: unit.id, path: [start, end] });
  if (!free) spend(c, unit);
  setStat(c, unit, 'moved', stat(unit, 'moved') + zones);
  advance(c, unit, 'zones', zones);
  return true;
}

/**
 * derelict.md §3.2 Proposed, Juggernaut: the free move comes first and does what a move does (sight, reveals and
 * their Resolve tests, being seen), then the melee attack in the new zone costs the action. A failed Resolve check
 * to leave holds him (§7.11) and, like a failed move (T21), costs nothing: no attack is made.
 */
function juggernaut(c: Ctx, unit: Unit, weapon: string, zoneId: string): void {
  if (!moveSurvivor(c, unit, zoneId, true)) return;
  c.tx.emit({ type: 'message', title: 'Juggernaut', text: `${unit.name} charges into ${zoneName(c.board, zoneIndex(c.board, zoneId))}.` });
  updateSight(c);
  const armed = armedWith(c.tx.state, unit, weapon, c.map);
  if (unit.status !== 'active' || !armed) return;
  spend(c, unit);
  survivorAttack(c, unit, armed, zoneIndex(c.board, zoneId));
}

/** derelict.md §5.3: one card from the item deck; a Noise card puts its token in the room at once. */
function search(c: Ctx, unit: Unit): void {
  const zone = zoneOfUnit(c.board, unit);
  const sheet = sheetOf(c, unit.id);
  spend(c, unit);
  if (sheet) setSheet(c, unit.id, 'searched', [...sheet.searched, zone]);
  advance(c, unit, 'searches');
  const deck = entryOf(c.tx.state.decks, ITEMS_DECK);
  const card = deck && deck.drawPile.length > 0 ? drawCard(c.tx, ITEMS_DECK) : null;
  if (card === null) {
    c.tx.emit({ type: 'message', text: `${unit.name} finds nothing.` });
    return;
  }
  if (card.startsWith('noise-')) {
    placeNoise(c, zone, Number(card.slice('noise-'.length)));
    return;
  }
  gainItem(c, unit, card);
}

/**
 * Puts an item in the survivor's inventory (`stow`: a dual-wield pair in one space, the free discard of
 * the least useful item for a better find, derelict.md §3.2, §5.3, §7.6); a find not worth a space is left.
 */
export function gainItem(c: Ctx, unit: Unit, item: string): void {
  const sheet = sheetOf(c, unit.id);
  if (!sheet) return;
  const stowed = stow(sheet.items, sheet.body, item);
  if (stowed.dropped === item) {
    c.tx.emit({ type: 'message', text: `${unit.name} has no room for the ${item} and leaves it.` });
    return;
  }
  if (stowed.body !== sheet.body) setSheet(c, unit.id, 'body', stowed.body);
  if (stowed.items.join() !== sheet.items.join()) setSheet(c, unit.id, 'items', stowed.items);
  if (stowed.dropped !== null) c.tx.emit({ type: 'message', text: `${unit.name} discards the ${stowed.dropped}.` });
  c.tx.emit({ type: 'message', text: `${unit.name} takes the ${item}.` });
}

function interact(c: Ctx, unit: Unit, featureId: string): void {
  spend(c, unit);
  const feature = c.map.features.find((f) => f.id === featureId);
  // Proposed (README): a feature is used once; dropping a carried one makes it usable again.
  c.tx.w.push(c.tx.state.ext.used, featureId);
  c.tx.emit({ type: 'interacted', unit: unit.id, feature: featureId });
  // derelict.md §5.4 Proposed: collecting a carryable objective is an Interact action.
  if (feature?.carryable) c.tx.emit({ type: 'collected', unit: unit.id, feature: featureId });
}

function useMedKit(c: Ctx, unit: Unit): void {
  const sheet = sheetOf(c, unit.id);
  if (!sheet) return;
  spend(c, unit);
  dropItem(c, unit.id, 'med-kit');
  heal(c, unit, 3, true);
}

/** derelict.md §3.7 Proposed: single use; every enemy in the zone is stunned (§7.8); noise 2 in the thrower's zone. */
function throwGrenade(c: Ctx, unit: Unit, zone: number): void {
  spend(c, unit);
  dropItem(c, unit.id, STUN_GRENADE.id);
  c.tx.emit({ type: 'message', title: 'Stun Grenade', text: `${unit.name} throws a Stun Grenade into ${zoneName(c.board, zone)}.` });
  for (const enemy of enemiesIn(c.board, c.tx.state, zone)) stunUnit(c, enemy);
  placeNoise(c, zoneOfUnit(c.board, unit), STUN_GRENADE.noise);
}

/** derelict.md §3.7, §6.9: single use; the user's zone turns impenetrable until the end of the next Resolution Phase. */
function raiseShieldBubble(c: Ctx, unit: Unit): void {
  const zone = zoneOfUnit(c.board, unit);
  spend(c, unit);
  dropItem(c, unit.id, SHIELD_BUBBLE);
  c.tx.w.set(c.tx.state.ext, 'impenetrable', [...(c.tx.state.ext.impenetrable ?? []), zone]);
  c.tx.emit({ type: 'message', title: 'Shield Bubble', text: `${unit.name} raises a Shield Bubble over ${zoneName(c.board, zone)}: nothing gets in or out.` });
}

/** +Health up to the class's, and (Med Kit) every injury or (Medic) one; never a mission's unhealable one (G11, CG07). */
function heal(c: Ctx, unit: Unit, amount: number, allInjuries: boolean): void {
  if (hasLasting(sheetOf(c, unit.id)?.resolveCards, 'no-heal')) {
    c.tx.emit({ type: 'message', text: `${unit.name} will not be treated.` });
    return;
  }
  const full = survivorClass(unit.kind)?.health ?? 10;
  const after = Math.min(full, unit.health + amount);
  if (after > unit.health) {
    c.tx.emit({ type: 'healed', unit: unit.id, amount: after - unit.health, health: after });
    c.tx.w.set(unit, 'health', after);
  }
  treatInjuries(c, unit, allInjuries);
}

function useAbility(c: Ctx, unit: Unit, abilityId: string, zoneId: string | undefined): void {
  const ability = survivorClass(unit.kind)?.abilities.find((a) => a.id === abilityId);
  spend(c, unit);
  // §5.5: the Crisis ability is once per mission and leaves the once-per-turn Active free.
  if (ability?.effect === 'improvised-exit') {
    improviseExit(c, unit, zoneId ?? '');
    return;
  }
  setStat(c, unit, 'ability', 1);
  if (ability?.effect === 'weapon-mods') setStat(c, unit, 'mods', 1);
  if (ability?.effect === 'heal-1') {
    // Proposed (derelict.md §11.1 item 3): the most hurt survivor in the zone, the Medic included.
    const zone = zoneOfUnit(c.board, unit);
    const patients = c.tx.state.units.filter((u) => u.side === 'heroes' && u.status === 'active' && zoneOfUnit(c.board, u) === zone);
    const patient = [...patients].sort((a, b) => a.health - b.health)[0] ?? unit;
    heal(c, patient, 1, false);
  }
}

/** CG01: a door with health takes the attack's hits (cumulative, §6.3 Proposed); at 0 it is destroyed. */
function smash(c: Ctx, unit: Unit, door: string, weapon: string | undefined): void {
  const info = c.map.doors.find((d) => d.id === door);
  // §7.2: attacked "as you would an enemy" — with the weapon the survivor names, else its best (the pilot: the claw).
  const armed = chosenSmashWeapon(c.tx.state, unit, c.map, weapon);
  spend(c, unit);
  if (!info?.health || !armed) return;
  const hits = rollD6(c, armed.dice, `${armed.weapon.name} on ${info.label ?? door}`, unit.id).filter((d) => d >= armed.toHit).length;
  const pairs = c.tx.state.ext.doorDamage;
  const index = pairs.findIndex(([id]) => id === door);
  const total = (pairs[index]?.[1] ?? 0) + hits;
  if (index >= 0) c.tx.w.removeAt(pairs, index);
  c.tx.w.push(pairs, [door, total]);
  placeNoise(c, zoneOfUnit(c.board, unit), armed.weapon.noise);
  if (total >= info.health) c.tx.emit({ type: 'door-changed', door, state: 'destroyed', by: armed.weapon.id === LOADER_WEAPON.id ? 'vehicle' : 'melee' });
}

export function resolveAction(c: Ctx, action: DerelictAction): void {
  const unit = unitById(c.tx.state, action.unit);
  if (!unit) return;
  const loader = c.tx.state.ext.loader;
  switch (action.type) {
    case 'move':
      moveSurvivor(c, unit, action.zone);
      break;
    case 'attack': {
      if (action.juggernaut === true) {
        juggernaut(c, unit, action.weapon, action.zone);
        break;
      }
      const armed = armedWith(c.tx.state, unit, action.weapon, c.map);
      spend(c, unit);
      if (armed) survivorAttack(c, unit, armed, zoneIndex(c.board, action.zone));
      break;
    }
    case 'smash':
      smash(c, unit, action.door, action.weapon);
      break;
    case 'smash-feature':
      spend(c, unit);
      smashFeature(c, unit, action.feature, action.weapon);
      break;
    case 'search':
      search(c, unit);
      break;
    case 'interact':
      interact(c, unit, action.feature);
      break;
    case 'make-noise':
      // derelict.md §5.9: N actions in one go for a level-N token.
      spend(c, unit, action.level);
      placeNoise(c, zoneOfUnit(c.board, unit), action.level);
      break;
    case 'use-item':
      if (action.item === STUN_GRENADE.id && action.zone !== undefined) throwGrenade(c, unit, zoneIndex(c.board, action.zone));
      else if (action.item === SHIELD_BUBBLE) raiseShieldBubble(c, unit);
      else useMedKit(c, unit);
      break;
    case 'ability':
      useAbility(c, unit, action.ability, action.zone);
      break;
    case 'trade': {
      spend(c, unit);
      const partner = unitById(c.tx.state, action.with);
      if (partner) offerTrade(c, unit, partner);
      break;
    }
    case 'use-reward':
      useReward(c, unit);
      break;
    case 'reorganise':
      spend(c, unit);
      putOn(c, unit.id, action.item);
      // The sheet changes silently; the log says so, as the table would see it done (§5.6).
      c.tx.emit({ type: 'message', text: `${unit.name} puts on the ${itemName(action.item)}.` });
      break;
    case 'enter-loader':
      // derelict.md §5.10: entering uses up every remaining action (T31).
      if (loader) c.tx.w.set(loader, 'pilot', unit.id);
      setStat(c, unit, 'actions', 0);
      break;
    case 'exit-loader':
      if (loader) c.tx.w.set(loader, 'pilot', null);
      spend(c, unit);
      break;
    case 'leave-map': {
      const zone = zoneOfUnit(c.board, unit);
      const exit = c.map.features.find((f) => f.type === 'exit' && zoneAt(c.board, f.cell) === zone);
      spend(c, unit);
      setStatus(c.tx, unit, 'escaped');
      c.tx.emit({ type: 'left-map', unit: unit.id, feature: exit?.id ?? null });
      break;
    }
    case 'salvage':
      salvage(c, unit, action.target, action.actions);
      break;
    case 'reboot':
      reboot(c, unit, action.target);
      break;
  }
  if (loader?.pilot === unit.id) c.tx.w.set(loader, 'cell', unit.y * c.board.width + unit.x);
  updateSight(c);
}
