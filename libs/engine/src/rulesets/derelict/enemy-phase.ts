import type { Unit } from '../../game/game-state';
import type { HiddenToken } from '../../rules/hidden/hidden-token-state';
import { NoiseMap } from '../../geometry/noise';
import { zoneGraph } from '../../geometry/zone-graph';
import { enemyProfile } from './content';
import { rollD6, rollDirection, type Ctx } from './context';
import { bossAttack, bossModifier, discardBossAttack, drawBossAttack } from './boss';
import { attackSurvivor, setStat, stat, updateSight } from './effects';
import { rollOff } from './combat';
import { knockBack, zonesPerMove } from './gravity';
import { fanaticAttack, zealotAttack } from './redeemers';
import { isStunned } from './stun';
import { radialStrike } from './boss-radial';
import { clearSeen, seenDuringSurvivorPhase } from './being-seen';
import { takeLure } from './modifiers/lure';
import { unnoticed } from './modifiers/masking-spray';
import { wakeShutDowns } from './modifiers/shut-down';
import {
  cellOfXY,
  centreOf,
  distancesTo,
  enemies,
  fireBlocked,
  freeCell,
  isImpenetrable,
  sees,
  sidesOf,
  survivors,
  survivorsIn,
  UNREACHED,
  zoneAt,
  zoneOfUnit,
} from './zones';

/**
 * derelict.md §8: the Enemy Phase as the book's procedure. States and targets are fixed first (§8.3),
 * then enemies act by rank (Icarus, Jaeger, Swarmer, Solomon), radar tokens last (§8.2 Proposed).
 * Passive units wander one zone by the directional die (§8.4); active ones go for their target and
 * make at most one attack (§8.5); active radar tokens move 2 zones, then turn over if seen (§8.6).
 */

type Actor = { readonly kind: 'unit'; readonly unit: Unit } | { readonly kind: 'radar'; readonly token: HiddenToken };

interface Intent {
  readonly actor: Actor;
  /** Target zone, or -1 when Passive. */
  readonly target: number;
  /** True when the target is a survivor (not a noise). */
  readonly hunting: boolean;
}

const zoneOfActor = (c: Ctx, actor: Actor): number =>
  actor.kind === 'unit' ? zoneOfUnit(c.board, actor.unit) : zoneAt(c.board, cellOfXY(c.board, actor.token.x, actor.token.y));

/** §6.10 tie-break: roll a direction, take the first option clockwise from it by bearing. */
function directionalPick(c: Ctx, from: number, options: readonly number[]): number | undefined {
  if (options.length <= 1) return options[0];
  const d = rollDirection(c, 'tie-break');
  const here = centreOf(c.board, from);
  const bearing = (z: number): number => {
    const there = centreOf(c.board, z);
    const angle = Math.atan2(there.x - here.x, here.y - there.y); // 0 = north, clockwise
    const turn = (((angle / (2 * Math.PI)) * 4 - d) % 4 + 4) % 4;
    return turn;
  };
  return [...options].sort((a, b) => bearing(a) - bearing(b) || a - b)[0];
}

/** §8.3: what draws a unit in `zone` now: the closest survivor it sees, else the loudest noise it hears. */
function intentFor(c: Ctx, actor: Actor, noise: NoiseMap): Intent {
  const zone = zoneOfActor(c, actor);
  const state = c.tx.state;
  if (actor.kind === 'unit' && actor.unit.kind === 'solomon' && state.ext.options.solomonEffects !== false) {
    // §8.10 Proposed: toward the nearest zone holding other GEPs.
    const others = enemies(state).filter((e) => e.id !== actor.unit.id && e.kind !== 'solomon' && enemyProfile(e.kind)?.faction === 'gep');
    const zones = [...new Set(others.map((e) => zoneOfUnit(c.board, e)))];
    return { actor, target: zones.length > 0 ? nearest(c, zone, zones) : -1, hunting: false };
  }
  // §8.10: Primus is always Active and knows where every survivor is.
  const earlier = actor.kind === 'unit' ? seenDuringSurvivorPhase(state, actor.unit.id) : [];
  const seen = survivors(state).filter((s) => (actor.kind === 'unit' && actor.unit.kind === 'primus') || ((earlier.includes(s) || sees(c.board, state, zone, zoneOfUnit(c.board, s))) && !unnoticed(state, s)));
  if (seen.length > 0) return { actor, target: nearest(c, zone, seen.map((s) => zoneOfUnit(c.board, s))), hunting: true };
  const sources = zone >= 0 ? noise.sourcesAt(zone) : [];
  if (sources.length > 0) return { actor, target: directionalPick(c, zone, sources) ?? -1, hunting: false };
  return { actor, target: -1, hunting: false };
}

function nearest(c: Ctx, from: number, zones: readonly number[]): number {
  const field = distancesTo(c.board, c.tx.state, [from]);
  const best = Math.min(...zones.map((z) => (field.distanceAt(z) === UNREACHED ? Infinity : field.distanceAt(z))));
  const ties = zones.filter((z) => field.distanceAt(z) === best || (best === Infinity && field.distanceAt(z) === UNREACHED));
  return directionalPick(c, from, [...new Set(ties)]) ?? zones[0] ?? -1;
}

/** One step from `from` toward `target` over passable borders (ties by the directional die), or -1. */
function stepToward(c: Ctx, from: number, target: number): number {
  // §6.9: nothing leaves an impenetrable zone (radar tokens included: their paths avoid it too).
  if (from === target || isImpenetrable(c.tx.state, from)) return -1;
  const field = distancesTo(c.board, c.tx.state, [target]);
  // The target's own zone is reached by the field even when impenetrable: never step into it.
  const steps = field.nextSteps(from).filter((z) => !isImpenetrable(c.tx.state, z));
  return directionalPick(c, from, steps) ?? -1;
}

/** §8.4: the directional die; a blocked side turns clockwise until one works (also ROP16's running woman). */
export function wanderStep(c: Ctx, from: number): number {
  const sides = sidesOf(c.board, c.tx.state, from);
  if (sides.every((s) => s.length === 0) || isImpenetrable(c.tx.state, from)) return -1;
  const d = rollDirection(c, 'wander');
  for (let turn = 0; turn < 4; turn++) {
    const options = sides[(d + turn) % 4] ?? [];
    const open = options.filter((z) => freeCell(c.board, c.tx.state, z) >= 0);
    if (open.length > 0) return open.length === 1 ? (open[0] as number) : (c.tx.random.pick(open) as number);
  }
  return -1;
}

/** A passive enemy's step: toward a lured survivor's zone (G2, modifiers/lure.ts) when there is one, else the wander. */
const passiveStep = (c: Ctx, from: number, lure: number): number => (lure >= 0 ? stepToward(c, from, lure) : wanderStep(c, from));

function moveUnitTo(c: Ctx, unit: Unit, zone: number): boolean {
  const cell = freeCell(c.board, c.tx.state, zone);
  if (cell < 0) return false;
  const from = { x: unit.x, y: unit.y };
  const to = { x: cell % c.board.width, y: Math.floor(cell / c.board.width) };
  c.tx.w.set(unit, 'x', to.x);
  c.tx.w.set(unit, 'y', to.y);
  c.tx.emit({ type: 'moved', unit: unit.id, path: [from, to] });
  return true;
}

/** Radar tokens take no room: a token moves to its zone's first cell. */
export function moveTokenTo(c: Ctx, token: HiddenToken, zone: number): void {
  const cell = c.board.zones[zone]?.cells[0];
  if (cell === undefined) return;
  c.tx.w.set(token, 'x', cell % c.board.width);
  c.tx.w.set(token, 'y', Math.floor(cell / c.board.width));
}

/**
 * §7.9.1: a standard enemy's one attack on a survivor in range (Solomon bonus +1 for GEPs with one in the zone).
 * True when it struck a survivor (a standard enemy rolls no attack dice: every attack lands, a save may stop it).
 */
function enemyAttack(c: Ctx, unit: Unit, zone: number): boolean {
  const profile = enemyProfile(unit.kind);
  if (!profile || profile.damage <= 0) return false;
  if (unit.kind === 'zealot') {
    zealotAttack(c, unit, zone, profile.damage);
    return true;
  }
  const victim = rollOff(c, survivorsIn(c.board, c.tx.state, zone));
  if (unit.kind === 'fanatic') {
    fanaticAttack(c, unit, zone, victim, profile.damage);
    return true;
  }
  if (!victim) return false;
  const solomon = c.tx.state.ext.options.solomonEffects !== false && profile.faction === 'gep' && enemies(c.tx.state).some((e) => e.kind === 'solomon' && zoneOfUnit(c.board, e) === zoneOfUnit(c.board, unit));
  attackSurvivor(c, victim, profile.damage + (solomon ? 1 : 0), unit.id);
  return true;
}

/** A zone within `range` holding a survivor the unit sees (own zone first; Icarus 1 away, §8.5 Proposed). */
function attackZone(c: Ctx, unit: Unit, range: number): number {
  const zone = zoneOfUnit(c.board, unit);
  if (survivorsIn(c.board, c.tx.state, zone).length > 0) return zone;
  if (range < 1) return -1;
  const field = distancesTo(c.board, c.tx.state, [zone]);
  // §6.9: no ranged attack into or out of an impenetrable zone.
  const near = survivors(c.tx.state).map((s) => zoneOfUnit(c.board, s)).filter((z) => field.distanceAt(z) === 1 && sees(c.board, c.tx.state, zone, z) && !fireBlocked(c.tx.state, zone, z));
  return near[0] ?? -1;
}

/** How many actions the unit has this activation (§8.10 Primus d6; §8.9 a boss's modifier card). */
function actionsOf(c: Ctx, unit: Unit): number {
  const base = unit.kind === 'primus' ? ((rollD6(c, 1, 'Primus actions', unit.id)[0] ?? 1) >= 4 ? 3 : 2) : (enemyProfile(unit.kind)?.actions ?? 0);
  return Math.max(0, base + (enemyProfile(unit.kind)?.boss ? (bossModifier(c.tx.state, unit.id)?.actions ?? 0) : 0));
}

function actUnit(c: Ctx, intent: Intent, unit: Unit): void {
  if (intent.target < 0) return;
  const profile = enemyProfile(unit.kind);
  // §8.9: an Active boss draws until an Attack card comes up; its range decides where it strikes from.
  const card = profile?.boss ? drawBossAttack(c, unit) : null;
  const range = card ? card.range : (profile?.range ?? 0);
  const strike = (): boolean => {
    if (unit.kind === 'solomon' || (profile?.boss && !card)) return false;
    if (card?.radial) return radialStrike(c, unit, card);
    const zone = attackZone(c, unit, range);
    if (zone < 0) return false;
    const own = zoneOfUnit(c.board, unit);
    const hit = card ? bossAttack(c, unit, zone, card) : enemyAttack(c, unit, zone);
    // §9.6 Proposed: an enemy's ranged attack (Icarus, a boss's ranged card) pushes as a survivor's does.
    knockBack(c, unit, own, zone, hit);
    return true;
  };
  let target = intent.target;
  let hunting = intent.hunting;
  for (let left = actionsOf(c, unit); left > 0; left--) {
    if (strike()) break; // §8.1 Proposed: an attack ends a standard enemy's turn (T47).
    // §9.6: a move action covers 2 zones in a gravity failure (stopping where it can strike).
    let moved = 0;
    for (let step = 0; step < zonesPerMove(c.tx.state); step++) {
      const here = zoneOfUnit(c.board, unit);
      if (here === target || (step > 0 && unit.kind !== 'solomon' && attackZone(c, unit, range) >= 0)) break;
      const next = stepToward(c, here, target);
      if (next < 0 || !moveUnitTo(c, unit, next)) break;
      moved++;
      if (!hunting) {
        // §8.3 Proposed: an enemy chasing noise that now sees a survivor chases the survivor.
        const seen = survivors(c.tx.state).filter((s) => sees(c.board, c.tx.state, next, zoneOfUnit(c.board, s)));
        if (seen.length > 0) {
          target = nearest(c, next, seen.map((s) => zoneOfUnit(c.board, s)));
          hunting = true;
        }
      }
    }
    if (moved === 0) break;
    // §8.9: a boss's attack fires for free the moment a target comes into range (T32).
    if (card && strike()) break;
  }
  if (card) discardBossAttack(c, unit, card);
}

function actRadar(c: Ctx, intent: Intent, token: HiddenToken, lure: number): void {
  let zone = zoneOfActor(c, { kind: 'radar', token });
  const per = zonesPerMove(c.tx.state);
  if (intent.target < 0) {
    // §9.6: passive tokens wander 2 zones in a gravity failure.
    for (let step = 0; step < per; step++) {
      const next = passiveStep(c, zone, lure);
      if (next < 0) break;
      moveTokenTo(c, token, next);
      zone = next;
    }
    return;
  }
  // §8.5: "Active radar tokens always move 2 zones" (4 in a gravity failure, §9.6 Proposed).
  for (let step = 0; step < 2 * per && zone !== intent.target; step++) {
    const next = stepToward(c, zone, intent.target);
    if (next < 0) break;
    moveTokenTo(c, token, next);
    zone = next;
  }
}

export function runEnemyPhase(c: Ctx): void {
  const state = c.tx.state;
  for (const unit of enemies(state)) if (stat(unit, 'fresh') > 0) setStat(c, unit, 'fresh', 0);
  wakeShutDowns(c, enemies(state));
  const noise = new NoiseMap(zoneGraph(c.board)).propagate(state.ext.noise);
  const lure = takeLure(c);
  const actors: Actor[] = [
    ...enemies(state)
      .filter((u) => stat(u, 'stunned') === 0 && stat(u, 'offline') === 0)
      .sort((a, b) => (enemyProfile(a.kind)?.rank ?? 9) - (enemyProfile(b.kind)?.rank ?? 9))
      .map((unit) => ({ kind: 'unit' as const, unit })),
    ...state.tokens.filter((t) => t.kind === 'radar').map((token) => ({ kind: 'radar' as const, token })),
  ];
  const intents = actors.map((actor) => intentFor(c, actor, noise));
  clearSeen(c);
  const herdMoved = new Map<string, number>();
  for (const intent of intents) {
    const { actor } = intent;
    if (actor.kind === 'radar') {
      if (!state.tokens.includes(actor.token)) continue;
      actRadar(c, intent, actor.token, lure);
    } else {
      const unit = actor.unit;
      // §7.8 Proposed: an enemy stunned earlier in this phase does nothing more this round.
      if (unit.status !== 'active' || unit.x < 0 || isStunned(unit)) continue;
      if (intent.target < 0) {
        // §8.1: a passive herd (same type, same zone) rolls once and moves together.
        const key = `${unit.kind}@${zoneOfUnit(c.board, unit)}`;
        let to = herdMoved.get(key);
        if (to === undefined) {
          to = zoneOfUnit(c.board, unit);
          // §9.6: 2 zones in a gravity failure, each by its own roll.
          for (let step = 0; step < zonesPerMove(state); step++) {
            const next = passiveStep(c, to, lure);
            if (next < 0) break;
            to = next;
          }
          if (to === zoneOfUnit(c.board, unit)) to = -1;
          herdMoved.set(key, to);
        }
        if (to >= 0) moveUnitTo(c, unit, to);
      } else actUnit(c, intent, unit);
    }
    updateSight(c);
    if (survivors(state).length === 0) return;
  }
}
