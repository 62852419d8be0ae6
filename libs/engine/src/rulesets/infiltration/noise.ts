// infiltration.md §5.7, §8.1–8.3: noise tests, BANG! and BOOM!, and the noise cards' effects (§13.3).
import { drawCard, discardCard } from '../../rules/decks/deck';
import { DECKS, POST_ALARM_NOISE, PRE_ALARM_NOISE, type NoiseCard, type NoiseEffect } from './content';
import type { Ctx } from './context';
import { plainTest } from './dice-tests';
import { raiseZone } from './awareness';
import { areaOf, distancesFrom, onBoard, unitsIn, zoneOfArea } from './space';
import { barracksSpawn, patrol, revealSeenTokens, SPAWN_TOKEN } from './spawning';
import { advancePreAlarm } from './tracker';
import { noiseRelief } from './modifiers';
import { UNREACHED } from '../../geometry/topology';
import { unitById } from '../../rules/units/unit-status';

const heroArea = (c: Ctx, hero: string | null): number => {
  const unit = hero ? unitById(c.state, hero) : undefined;
  return unit && onBoard(unit) ? areaOf(c.board, unit) : -1;
};

/** Zones holding enemy units, by their §7.3 distance from the hero's area. */
function zonesByDistance(c: Ctx, from: number): { zone: number; d: number }[] {
  const dist = distancesFrom(c.state, c.board, from >= 0 ? [from] : []);
  const best = new Map<number, number>();
  for (const unit of c.state.units) {
    if (unit.side !== 'enemies' || !onBoard(unit)) continue;
    const area = areaOf(c.board, unit);
    const d = dist.distanceAt(area);
    if (d === UNREACHED) continue;
    const zone = zoneOfArea(c.board, area);
    best.set(zone, Math.min(best.get(zone) ?? d, d));
  }
  return [...best.entries()].map(([zone, d]) => ({ zone, d })).sort((p, q) => p.d - q.d || p.zone - q.zone);
}

/** §13.3 Creep: the nearest spawn token moves 1 area toward the hero, through open connections only. */
function creep(c: Ctx, from: number): void {
  if (from < 0) return;
  const dist = distancesFrom(c.state, c.board, [from], true);
  let best: { id: string; area: number; d: number } | null = null;
  for (const token of c.state.tokens) {
    if (token.kind !== SPAWN_TOKEN) continue;
    const area = c.board.zoneOf[token.y * c.board.width + token.x] ?? -1;
    const d = dist.distanceAt(area);
    if (d > 0 && (!best || d < best.d)) best = { id: token.id, area, d };
  }
  const chosen = best as { id: string; area: number; d: number } | null;
  if (!chosen) return;
  const next = dist.nextSteps(chosen.area)[0];
  const token = c.state.tokens.find((t) => t.id === chosen.id);
  const cell = next !== undefined ? c.board.zones[next]?.cells[0] : undefined;
  if (!token || cell === undefined) return;
  c.tx.w.set(token, 'x', cell % c.board.width);
  c.tx.w.set(token, 'y', Math.floor(cell / c.board.width));
  c.tx.emit({ type: 'token-placed', token: token.id, kind: token.kind, x: token.x, y: token.y });
  revealSeenTokens(c);
}

export function applyNoiseEffect(c: Ctx, effect: NoiseEffect, hero: string | null): void {
  const from = heroArea(c, hero);
  switch (effect.kind) {
    case 'none':
      return;
    case 'raise-nearest': {
      const nearest = zonesByDistance(c, from)[0];
      if (nearest) raiseZone(c, nearest.zone);
      return;
    }
    case 'raise-hounds': {
      const zones = new Set(c.state.units.filter((u) => u.side === 'enemies' && u.kind === 'hound' && onBoard(u)).map((u) => zoneOfArea(c.board, areaOf(c.board, u))));
      if (zones.size === 0) applyNoiseEffect(c, { kind: 'raise-nearest' }, hero);
      for (const zone of zones) raiseZone(c, zone);
      return;
    }
    case 'raise-within':
      for (const { zone, d } of zonesByDistance(c, from)) if (d <= effect.distance) raiseZone(c, zone);
      return;
    case 'raise-all':
      for (const { zone } of zonesByDistance(c, from)) raiseZone(c, zone);
      return;
    case 'creep':
      creep(c, from);
      return;
    case 'bang':
      bang(c, hero, 1, false);
      return;
    case 'patrol':
      patrol(c, effect.level, effect.awareness, from);
      return;
    case 'spawn':
      for (const s of effect.spawns) barracksSpawn(c, s.level, s.barracks === 'nearest' ? '' : s.barracks, from);
      return;
  }
}

function drawNoiseCard(c: Ctx): NoiseCard | null {
  const deck = c.state.ext.alarm ? DECKS.noisePost : DECKS.noisePre;
  const id = drawCard(c.tx, deck);
  if (id === null) return null;
  discardCard(c.tx, deck, id);
  return (c.state.ext.alarm ? POST_ALARM_NOISE : PRE_ALARM_NOISE)[Number(id)] ?? null;
}

/** §8.2: BANG! (1) or BOOM! (2). Pre-alarm the tracker moves; post-alarm a noise card's bottom (BANG!) or both (BOOM!; an enemy's: bottom only). */
export function bang(c: Ctx, hero: string | null, size: 1 | 2, byEnemy: boolean): void {
  c.tx.emit({ type: 'message', title: size === 2 ? 'BOOM!' : 'BANG!', text: size === 2 ? 'A blast echoes through the keep.' : 'A loud bang rings out.' });
  if (!c.state.ext.alarm) {
    advancePreAlarm(c, size);
    return;
  }
  const card = drawNoiseCard(c);
  if (!card) return;
  if (size === 2 && !byEnemy) applyNoiseEffect(c, card.top, hero);
  applyNoiseEffect(c, card.secondary, hero);
}

/**
 * §5.7 / §8.1: a noise test of `dice` noise dice for `hero` (target 1; post-alarm a noise of 1 is none;
 * Detect adds 1 per Detect unit in the hero's area). Heard: a noise card's top effect, and its secondary
 * when the total reaches the card's target. Returns the total (0 when no test was made).
 */
export function noiseTest(c: Ctx, hero: string, dice: number): number {
  if (c.noise.open) {
    // Inside an action: only the highest test is made, once, when the action ends (TC06).
    c.noise.hero = hero;
    c.noise.dice = Math.max(c.noise.dice, dice);
    return 0;
  }
  return makeNoiseTest(c, hero, dice);
}

/**
 * §5.7 (TC06): runs one action with its noise tests merged into one: the highest value among them, plus
 * `modifierDice` from the modifiers played on it, rolled once at the end (or at `flushNoise`).
 */
export function inAction<T>(c: Ctx, hero: string, fn: () => T, modifierDice = 0): T {
  c.noise.open = true;
  c.noise.hero = hero;
  c.noise.extra = modifierDice;
  try {
    return fn();
  } finally {
    flushNoise(c);
    c.noise.open = false;
  }
}

/** Makes the action's merged test now (a door's test comes before the door moves, §6.7); later ones merge afresh. */
export function flushNoise(c: Ctx): void {
  const { hero, dice, extra } = c.noise;
  const total = dice + (dice > 0 || extra > 0 ? extra : 0);
  c.noise.dice = 0;
  c.noise.extra = 0;
  if (hero === null || total <= 0) return;
  const open = c.noise.open;
  c.noise.open = false;
  makeNoiseTest(c, hero, total);
  c.noise.open = open;
}

function makeNoiseTest(c: Ctx, hero: string, dice: number): number {
  if (dice <= 0 || (c.state.ext.alarm && dice === 1)) return 0;
  const area = heroArea(c, hero);
  const detect = area < 0 ? 0 : unitsIn(c.state, c.board, area, 'enemies').filter((u) => u.kind === 'hound').length;
  const { total: rolled } = plainTest(c, 'noise', dice, 'noise', hero);
  const total = Math.max(0, rolled + detect - noiseRelief(c, hero, c.noise.search)); // §13.9 Distraction, Rummage
  c.tx.emit({ type: 'test-made', label: 'noise', total, atLeast: 1, passed: total >= 1 });
  if (total < 1) return total;
  const card = drawNoiseCard(c);
  if (!card) return total;
  c.tx.emit({ type: 'message', title: `Heard: ${card.name}`, text: total >= card.target ? `Noise ${total} reaches ${card.target}: both effects.` : `Noise ${total}: top effect only.` });
  applyNoiseEffect(c, card.top, hero);
  if (total >= card.target) applyNoiseEffect(c, card.secondary, hero);
  return total;
}

