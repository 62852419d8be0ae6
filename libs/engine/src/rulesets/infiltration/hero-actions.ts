// infiltration.md §6: the heroes' basic actions (2 a turn; Move and Attack once each) and their legality.
import { doorLetsThrough, openDoor } from '../../rules/doors/doors';
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Slot } from '../../rules/core/ruleset';
import { sameAction } from '../../rules/core/actions';
import { setStatus, unitById } from '../../rules/units/unit-status';
import { ENEMY_BY_KIND, HERO_BY_KIND, RECOVER_KEEPS, weaponsOf } from './content';
import type { Ctx, MissionConfig } from './context';
import { attackPoints, modify, spend, spendOptions, startAttack, SPEND_WINDOW, useAmmo } from './attack';
import { ammoPlays } from './ammo';
import { attackModifierPlays, isPrimed, LOCKPICK, MOVE_MODIFIERS, moveReach, NOISY_MOVE, primeModifier, primePlays, usePrimed } from './modifiers';
import { targetsOf } from './targets';

export { targetsOf } from './targets';
import { flushNoise, inAction, noiseTest } from './noise';
import { areaOf, closedDoorsOf, onBoard } from './space';
import { revealSeenTokens } from './spawning';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';
import { entryOf } from '../../rules/state/keyed';
import { holdsItem } from '../../rules/heroes/hero-sheet';
import { itemActions, resolveItemAction } from './items';
import { healWounds, woundsOf } from './hero-wounds';
import { moveHero } from './hero-move';
import { startRally } from './rally';
import { featAttack, featOf, featPath, featPlays, pathsWithin, playFeatEffects } from './feats';
import { ACTION_CARD_BY_ID, actionDeckOf, cardPlays, discardFromHand, drawActionCards, DRAW_ACTION_CARDS, playCardEffects } from './action-cards';
import { medicalActions, useMedicalStation } from './room-feature-actions';
import { canReady, readyEquipment } from './ready-equipment';
import { passageMoves } from './secret-passage';

const actionsLeft = (hero: Unit): number => hero.stats['actions'] ?? 0;
const isArchon = (unit: Unit): boolean => ENEMY_BY_KIND.get(unit.kind)?.keywords.includes('Archon') ?? false;

export { markCleared } from './hero-move';

/** Every own action open to `slot` (the active hero, or the heroes' spending window). */
export function legalActions(state: InfiltrationState, board: Board, slot: Slot, cfg: MissionConfig): InfiltrationAction[] {
  if (slot.kind === 'reaction') {
    const p = state.ext.pending;
    if (slot.window.kind !== SPEND_WINDOW || !p) return [];
    const spends: InfiltrationAction[] = spendOptions({ state }, p).map((effect) => ({ type: 'spend', side: 'heroes', unit: p.hero, effect }));
    return [...spends, ...attackModifierPlays(state, board, p), ...ammoPlays(state, board, p)];
  }
  if (slot.kind !== 'unit' || slot.unit.side !== 'heroes') return [];
  const hero = slot.unit;
  if (!onBoard(hero)) return [];
  const plays = cardPlays(state, board, hero, (weapon) => targetsOf(state, board, hero, weapon), weaponsOf(hero.kind).length, (card) => featPlays(state, board, hero, card), () =>
    itemActions(state, board, hero, true).flatMap((a) => (a.type === 'search' ? [a.token] : [])),
  );
  const items = state.ext.pending || (hero.stats['mustRecover'] ?? 0) > 0 || (hero.stats['knocked'] ?? 0) > 0 || (hero.stats['captured'] ?? 0) > 0 ? [] : itemActions(state, board, hero, actionsLeft(hero) > 0);
  const basic = basicActions(state, board, hero, cfg);
  const primes = primePlays(state, hero, basic.filter((a) => a.type === 'door').length, items.filter((a) => a.type === 'search').length);
  return [...basic, ...items, ...plays, ...primes];
}

/** §6.1: the basic actions left to the active hero (2 a turn; Move and Attack once each). */
function basicActions(state: InfiltrationState, board: Board, hero: Unit, cfg: MissionConfig): InfiltrationAction[] {
  const unit = hero.id;
  const out: InfiltrationAction[] = [];
  if (actionsLeft(hero) <= 0) return out;
  if ((hero.stats['mustRecover'] ?? 0) > 0) return [{ type: 'recover', side: 'heroes', unit }];
  const area = areaOf(board, hero);
  if ((hero.stats['knocked'] ?? 0) > 0) {
    // §6.2: a knocked-down hero spends a Move standing up before anything else.
    return (hero.stats['moved'] ?? 0) === 0 ? [{ type: 'move', side: 'heroes', unit, area }] : [];
  }
  if ((hero.stats['moved'] ?? 0) === 0) {
    // §6.2: +1 area per movement modifier played ahead of it (modifiers.ts), zone of control kept.
    for (const next of pathsWithin(state, board, area, moveReach(state, unit)).keys()) out.push({ type: 'move', side: 'heroes', unit, area: next });
    out.push(...passageMoves(state, board, hero, out)); // §7.9 secret passages: adjacent for heroes
    if (cfg.exitAreas.includes(area)) out.push({ type: 'escape', side: 'heroes', unit });
  }
  if ((hero.stats['attacked'] ?? 0) === 0) {
    const dual = HERO_BY_KIND.get(hero.kind)?.skills.includes('Dual Wielding') ?? false;
    const apRounds = holdsItem(state, unit, 'ap-rounds');
    weaponsOf(hero.kind).forEach((_, weapon) => {
      const targets = targetsOf(state, board, hero, weapon);
      for (const target of targets) {
        out.push({ type: 'attack', side: 'heroes', unit, target: target.id, weapon, heroic: false });
        const archon = isArchon(target);
        if (attackPoints(hero) >= 1 && !archon) out.push({ type: 'attack', side: 'heroes', unit, target: target.id, weapon, heroic: true });
        // §11.1 AP Rounds: a ranged attack made Armour Piercing (the item is used before rolling).
        if (apRounds && weaponsOf(hero.kind)[weapon]?.mode === 'ranged') out.push({ type: 'attack', side: 'heroes', unit, target: target.id, weapon, heroic: false, ap: true });
      }
      // §11.4 Dual Wielding: two legal targets in one area, each pair once (the first in board order leads).
      if (!dual) return;
      targets.forEach((target, i) => {
        for (const second of targets.slice(i + 1)) {
          if (areaOf(board, second) !== areaOf(board, target)) continue;
          out.push({ type: 'attack', side: 'heroes', unit, target: target.id, weapon, heroic: false, second: second.id });
          if (attackPoints(hero) >= 1 && !isArchon(target) && !isArchon(second)) out.push({ type: 'attack', side: 'heroes', unit, target: target.id, weapon, heroic: true, second: second.id });
        }
      });
    });
  }
  for (const { door } of closedDoorsOf(state, board, area)) out.push({ type: 'door', side: 'heroes', unit, door });
  if (canReady(state, board, hero)) out.push({ type: 'ready', side: 'heroes', unit });
  out.push(...medicalActions(state, board, hero));
  if (woundsOf(state, hero) > RECOVER_KEEPS || (hero.stats['knocked'] ?? 0) > 0) out.push({ type: 'recover', side: 'heroes', unit });
  if (entryOf(state.decks, actionDeckOf(unit))) out.push({ type: 'draw', side: 'heroes', unit });
  return out;
}

/** `check` accepts exactly what `legalActions` lists (the engine's contract), with the rule that refuses it. */
export function checkAction(state: InfiltrationState, board: Board, action: InfiltrationAction, slot: Slot, cfg: MissionConfig): RuleError | null {
  const legal = legalActions(state, board, slot, cfg);
  if (legal.some((a) => sameAction(a, action))) return null;
  if (slot.kind === 'reaction') return ruleError('not-allowed', 'Spend the special results first, or pass.');
  const hero = slot.kind === 'unit' ? slot.unit : undefined;
  if (!hero || hero.id !== action.unit) return ruleError('not-activated', `${String(action.unit)} is not the hero whose turn it is.`);
  if (actionsLeft(hero) <= 0) return ruleError('not-allowed', `${hero.name} has no basic action left this turn.`);
  if (action.type === 'move' && (hero.stats['moved'] ?? 0) > 0) return ruleError('not-allowed', 'Move is taken at most once per turn (infiltration.md §6.1).');
  if (action.type === 'attack' && (hero.stats['attacked'] ?? 0) > 0) return ruleError('not-allowed', 'Attack is taken at most once per turn (infiltration.md §6.1).');
  if ((hero.stats['mustRecover'] ?? 0) > 0) return ruleError('not-allowed', `${hero.name} is Downed: both actions must be Recover (§6.8).`);
  return ruleError('not-allowed', `${action.type} is not possible here now.`);
}

function spendAction(c: Ctx, hero: Unit): void {
  c.tx.w.set(statsOf(hero), 'actions', actionsLeft(hero) - 1);
}

/** §6.7: the door's noise test first; without Keys a locked door is only unlocked. */
function workDoor(c: Ctx, hero: Unit, door: number): void {
  const place = c.board.doors[door];
  if (!place) return;
  // §13.9 Lockpick's modifier: 1 fewer noise die.
  noiseTest(c, hero.id, Math.max(0, (c.cfg.doorNoise[door] ?? 1) - usePrimed(c, hero.id, [LOCKPICK])));
  flushNoise(c); // the test comes first: a patrol it calls may come through this door (§8.5)
  if (doorLetsThrough(c.state, place.id)) return; // a patrol came through it
  const lock = c.state.ext.locked.indexOf(door);
  if (lock >= 0) {
    c.tx.w.removeAt(c.state.ext.locked, lock);
    if (!holdsItem(c.state, hero.id, 'keys')) {
      c.tx.emit({ type: 'door-changed', door: place.id, state: 'closed' });
      return;
    }
  }
  openDoor(c.tx, place.id);
  revealSeenTokens(c);
}

/** §6.10: a card's free action, outside the basic-action budget; the card goes to its discard pile. */
function playCard(c: Ctx, hero: Unit, play: Extract<InfiltrationAction, { type: 'card' }>): void {
  discardFromHand(c, hero.id, play.card);
  const feat = featOf(hero.kind, play.card);
  c.tx.emit({ type: 'message', title: `${hero.name} plays a card`, text: feat?.name ?? ACTION_CARD_BY_ID.get(play.card)?.name ?? play.card });
  if (feat) {
    const path = featPath(c, hero, play);
    playFeatEffects(c, hero, play); // first: Vanish's cover holds during its own Move
    for (const area of path) moveHero(c, hero, area); // area by area: cleared tokens, sightings
    if (feat.id === 'rally') startRally(c, hero);
    const attack = featAttack(hero, play);
    const target = play.target === undefined ? undefined : unitById(c.state, play.target);
    if (attack && target && play.weapon !== undefined) startAttack(c, hero, target, play.weapon, false, undefined, false, attack);
    return;
  }
  if (play.area !== undefined) moveHero(c, hero, play.area);
  if (play.door !== undefined) workDoor(c, hero, play.door);
  if (play.token !== undefined) searchToken(c, hero, play.token);
  if (play.target !== undefined && play.weapon !== undefined) {
    const target = unitById(c.state, play.target);
    if (target) startAttack(c, hero, target, play.weapon, false);
  }
  playCardEffects(c, hero, play);
}

/** §6.4 Search, with Rummage's modifier (−1 to its noise total) when one waits for it. */
function searchToken(c: Ctx, hero: Unit, token: string): void {
  c.noise.search = true;
  try {
    resolveItemAction(c, hero, { type: 'search', side: 'heroes', unit: hero.id, token });
  } finally {
    c.noise.search = false;
  }
}

/** One hero action, its noise tests merged into one with its modifiers' dice (§5.7, TC06: Quick Step's on a Move). */
export function resolveHeroAction(c: Ctx, action: InfiltrationAction): void {
  const extra = action.type === 'move' && isPrimed(c.state, action.unit, NOISY_MOVE) ? 1 : 0;
  inAction(c, action.unit, () => resolveOne(c, action), extra);
}

function resolveOne(c: Ctx, action: InfiltrationAction): void {
  const hero = unitById(c.state, action.unit);
  if (!hero) return;
  if (action.type === 'spend') {
    spend(c, action.effect);
    return;
  }
  if (action.type === 'use' && c.state.ext.pending) {
    useAmmo(c); // §11.1 Ammo on the attack test just rolled (ammo.ts)
    return;
  }
  if (action.type === 'card' && action.modifier) {
    if (c.state.ext.pending) modify(c, action.unit, action.card); // §5.6: on the attack test just rolled
    else primeModifier(c, hero, action.card); // ahead of its action (modifiers.ts)
    return;
  }
  if (action.type === 'card') {
    playCard(c, hero, action);
    return;
  }
  if (action.type === 'give' || action.type === 'drop' || action.type === 'use' || action.type === 'plant') {
    resolveItemAction(c, hero, action); // bonus actions (§6.10): outside the basic budget
    return;
  }
  spendAction(c, hero);
  const stats = statsOf(hero);
  switch (action.type) {
    case 'move': {
      c.tx.w.set(stats, 'moved', 1);
      if ((hero.stats['knocked'] ?? 0) > 0) {
        c.tx.w.set(stats, 'knocked', 0);
        return;
      }
      const path = pathsWithin(c.state, c.board, areaOf(c.board, hero), moveReach(c.state, hero.id)).get(action.area) ?? [action.area];
      usePrimed(c, hero.id, MOVE_MODIFIERS);
      for (const area of path) moveHero(c, hero, area);
      return;
    }
    case 'attack': {
      c.tx.w.set(stats, 'attacked', 1);
      const target = unitById(c.state, action.target);
      const second = action.second === undefined ? undefined : unitById(c.state, action.second);
      if (target) startAttack(c, hero, target, action.weapon, action.heroic, second, action.ap === true);
      return;
    }
    case 'door': {
      workDoor(c, hero, action.door);
      return;
    }
    case 'recover': {
      // §6.8: keep 2 wound cards, stand up.
      healWounds(c, hero, woundsOf(c.state, hero) - RECOVER_KEEPS);
      c.tx.w.set(stats, 'knocked', 0);
      if ((hero.stats['mustRecover'] ?? 0) > 0) c.tx.w.set(stats, 'mustRecover', (hero.stats['mustRecover'] ?? 0) - 1);
      return;
    }
    case 'escape': {
      // §12.2: a Move out through the exit; the hero takes no more turns.
      c.tx.w.set(stats, 'moved', 1);
      const exit = c.board.features.find((f) => f.type === 'exit' && c.board.zoneOf[f.y * c.board.width + f.x] === areaOf(c.board, hero));
      setStatus(c.tx, hero, 'escaped');
      c.tx.emit({ type: 'left-map', unit: hero.id, feature: exit?.id ?? null });
      return;
    }
    case 'draw':
      drawActionCards(c, hero.id, DRAW_ACTION_CARDS);
      return;
    case 'search':
      searchToken(c, hero, action.token);
      return;
    case 'medical':
      useMedicalStation(c, hero);
      return;
    case 'ready':
      readyEquipment(c, hero); // §6.5, §11.1, §13.7
      return;
  }
}
