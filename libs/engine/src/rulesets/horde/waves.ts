import type { Unit } from '../../game/game-state';
import { xpOf } from '../../rules/heroes/hero-sheet';
import { Footprint } from '../../geometry/footprint';
import { D6 } from '../../rules/random/dice';
import { setStatus } from '../../rules/units/unit-status';
import { blockedFor, conscious, gap, objectiveBox, within } from './battlefield';
import { ALERT_EXTRA, Condition, NEXT_TIME, NEXT_WEATHER } from './content';
import { deployWave } from './deploy';
import { resolveEvent, rollEvent } from './events';
import { divideXp, gainXp, waveXp } from './experience';
import { hasCondition } from './modifiers';
import { placeSearchTokens, SEARCH } from './search';
import type { HordeObjective, HordeState, HordeTx } from './types';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { openDecision } from '../../rules/core/decisions';
import { endRoundItems } from './items';

/** The wave loop (horde.md §4.2): Set Priority, Deploy Wave, the end of each round, End of Wave. */

const d6 = (tx: HordeTx, purpose: string): number => tx.random.roll(D6, 1, purpose, null)[0]?.value ?? 1;
const onTable = (state: HordeState): HordeObjective[] => state.ext.objectives.filter((o) => !o.destroyed);
/** Shaken units cannot seize or contest (§11 G3; open question 5: nor damage a marker). */
const counts = (unit: Unit): boolean => conscious(unit) && !hasCondition(unit, Condition.Shaken);
const near = (state: HordeState, o: HordeObjective, side: 'heroes' | 'enemies'): boolean =>
  state.units.some((u) => u.side === side && counts(u) && within(state, { x: u.x, y: u.y, size: u.stats['size'] ?? 1 }, objectiveBox(o), 3));

/**
 * §9.2: d6 1–5 names a marker (re-rolled when it is gone or was the last priority), 6 lets the players pick
 * (auto: the lowest valid number, Proposed). With one marker left there is no priority and no roll.
 */
export function setPriority(tx: HordeTx): void {
  const { ext } = tx.state;
  const left = onTable(tx.state).map((o) => o.number);
  let priority: number | null = null;
  if (left.length > 1) {
    const valid = left.filter((n) => n !== ext.previousPriority);
    for (let tries = 0; priority === null && tries < 1000; tries++) {
      const roll = d6(tx, 'priority');
      if (roll === 6 && valid.length > 1) return askPriority(tx, valid);
      if (roll === 6) priority = valid[0] ?? null; // §11 A15: a forced pick
      else if (valid.includes(roll)) priority = roll;
    }
    priority ??= Math.min(...valid);
  }
  settlePriority(tx, priority);
}

export const PRIORITY_PICK = 'priority';

function settlePriority(tx: HordeTx, priority: number | null): void {
  tx.w.set(tx.state.ext, 'priority', priority);
  tx.w.set(tx.state.ext, 'previousPriority', priority);
  tx.emit({ type: 'message', text: priority === null ? 'No priority objective this wave.' : `Objective ${priority} is the priority.` });
}

/**
 * §9.2 "on a 6 you may pick which objective counts as the priority": a decision (kind `priority`)
 * offering every valid marker. Nothing of the deployment that follows reads the priority, so the wave
 * deploys on and the pick is made before the first activation.
 */
function askPriority(tx: HordeTx, valid: readonly number[]): void {
  tx.w.set(tx.state.ext, 'priority', null);
  tx.emit({ type: 'message', text: 'A 6: the heroes pick the priority objective.' });
  openDecision(tx, {
    side: 'heroes',
    kind: PRIORITY_PICK,
    prompt: 'A 6 on the priority roll, pick the priority objective',
    options: valid.map((n) => ({ id: String(n), label: `Objective ${n}`, value: n })),
    owner: 'ruleset',
    resume: null,
  });
}

/** The answer to a priority decision (an objective still standing, §9.2). */
export function resumePriority(tx: HordeTx, option: DecisionOption): void {
  const n = option.value;
  if (typeof n === 'number' && onTable(tx.state).some((o) => o.number === n)) settlePriority(tx, n);
}

/** §4.2 steps 1–2 (and §11 A10: Time of Day and Weather switch first, from wave 2). */
export function startWave(tx: HordeTx): void {
  const { ext } = tx.state;
  tx.w.set(ext, 'waveDue', false);
  if (ext.wave > 1 && ext.timeOfDay) tx.w.set(ext, 'timeOfDay', NEXT_TIME[ext.timeOfDay]);
  if (ext.wave > 1 && ext.weather) tx.w.set(ext, 'weather', NEXT_WEATHER[ext.weather]);
  tx.emit({ type: 'wave-started', wave: ext.wave });
  setPriority(tx);
  if (deployWave(tx, ext.wave)) afterDeployment(tx);
}

/** §4.2 step 2.3: the random event, once the wave is on the table ("whenever a new wave is deployed"). */
export function afterDeployment(tx: HordeTx): void {
  if (tx.state.ext.rules.randomEvents) resolveEvent(tx, rollEvent(tx));
}

/** §4.2 step 3, §9.5: objective damage, alertness, the mission end check, and the wave's end at the threshold. */
export function endOfRound(tx: HordeTx): void {
  const { ext } = tx.state;
  endRoundItems(tx);
  for (const o of ext.objectives) {
    if (o.destroyed || !near(tx.state, o, 'enemies') || near(tx.state, o, 'heroes')) continue;
    const damage = o.damage + 1;
    tx.w.set(o, 'damage', damage);
    if (damage >= 3) {
      tx.w.set(o, 'destroyed', true);
      if (ext.priority === o.number) tx.w.set(ext, 'priority', null);
      tx.emit({ type: 'feature-destroyed', feature: `objective-${o.number}` });
    }
    tx.emit({ type: 'message', text: damage >= 3 ? `Objective ${o.number} is destroyed.` : `Objective ${o.number} takes damage (${damage}/3).` });
  }
  const enemies = tx.state.units.some((u) => u.side === 'enemies' && u.status === 'active');
  let alertness = ext.alertness + (enemies ? 1 : 2);
  const extra = ext.rules.highAlertness && ext.alertProfile ? ALERT_EXTRA[ext.alertProfile] : 0;
  if (extra > 0 && d6(tx, 'increased alertness') <= extra) alertness += 1;
  tx.w.set(ext, 'alertness', alertness);
  tx.emit({ type: 'counter-changed', counter: 'alertness', value: alertness });
  // Open question 10: the end check comes first, so a wave whose last marker falls is not finished.
  if (missionOver(tx.state) !== null) return;
  if (alertness >= ext.rules.alertnessToEndWave) {
    tx.w.set(ext, 'alertness', 0);
    endOfWave(tx);
  }
}

/** Why the mission is over (§9.1), or null. Wave 10 finished is the one ending the heroes count as won. */
export function missionOver(state: HordeState): { won: boolean; reason: string } | null {
  if (state.ext.ended) return { won: false, reason: state.ext.ended };
  const heroes = state.units.filter((u) => u.side === 'heroes' && u.status !== 'dead');
  if (heroes.length > 0 && heroes.every((u) => u.status !== 'active')) return { won: false, reason: 'every hero is unconscious' };
  if (state.ext.objectives.length > 0 && state.ext.objectives.every((o) => o.destroyed)) return { won: false, reason: 'every objective is destroyed' };
  if (state.ext.lastWaveFinished >= state.ext.rules.waves) return { won: true, reason: `wave ${state.ext.rules.waves} finished` };
  return null;
}

/** §9.1: total XP × the last wave finished. */
export const hordeScore = (state: HordeState): number => state.ext.partyXp * state.ext.lastWaveFinished;

/** §4.2 step 4: seize, XP, injuries, levelling (in `gainXp`), new search tokens, the next wave. */
export function endOfWave(tx: HordeTx): void {
  const { ext } = tx.state;
  const wave = ext.wave;
  const seized = onTable(tx.state).filter((o) => near(tx.state, o, 'heroes') && !near(tx.state, o, 'enemies'));
  let xp = waveXp(seized.map((o) => o.number), ext.priority, wave, ext.rules.priorityBonusFlat);
  const bossBeaten = ext.boss !== null && ext.boss.every((id) => tx.state.units.find((u) => u.id === id)?.status === 'dead');
  if (bossBeaten) xp *= 2;
  const heroes = tx.state.units.filter((u) => u.side === 'heroes' && u.status !== 'dead');
  for (const [id, share] of divideXp(xp, heroes, (hero) => xpOf(tx.state, hero))) {
    const hero = heroes.find((h) => h.id === id);
    if (hero) gainXp(tx, hero, share);
  }
  // A log line, not a titled banner: the shop and the picks follow at once, and a banner would stay over them.
  tx.emit({ type: 'message', text: `Wave ${wave} ends: ${seized.length} objective(s) seized, ${xp} XP.` });
  for (const hero of heroes) endWaveFor(tx, hero, wave, seized);
  if (!tx.state.tokens.some((t) => t.kind === SEARCH)) placeSearchTokens(tx);
  tx.w.set(ext, 'lastWaveFinished', wave);
  tx.w.set(ext, 'boss', null);
  tx.emit({ type: 'wave-ended', wave });
  if (wave < ext.rules.waves) {
    tx.w.set(ext, 'wave', wave + 1);
    tx.w.set(ext, 'waveDue', true);
  }
}

/**
 * One hero at the end of a wave: conditions that last "until the end of the wave" go (§11 G3), injuries
 * from the wave before expire, and with Hero Injuries the players may revive an unconscious hero by a
 * seized marker (§9.7 "players may choose to revive them … may then be placed within 3" of any
 * objective seized"): a decision (kind `revive`) naming each seized marker, or leaving the hero down.
 */
function endWaveFor(tx: HordeTx, hero: Unit, wave: number, seized: readonly HordeObjective[]): void {
  const stats = hero.stats as Record<string, number>;
  if ((hero.stats['cond'] ?? 0) !== 0) tx.w.set(stats, 'cond', (hero.stats['cond'] ?? 0) & Condition.Shaken);
  if ((hero.stats['injury'] ?? 0) !== 0 && (hero.stats['injuryUntil'] ?? 0) <= wave) tx.w.set(stats, 'injury', 0);
  if (!tx.state.ext.rules.heroInjuries || hero.status !== 'down' || seized.length === 0) return;
  openDecision(tx, {
    side: 'heroes',
    kind: REVIVE,
    prompt: `${hero.name} is unconscious, revive with an injury or leave down`,
    options: [
      ...seized.map((o) => ({ id: `objective-${o.number}`, label: `Revive ${hero.name} by objective ${o.number}`, value: o.number })),
      { id: 'leave', label: `Leave ${hero.name} unconscious`, value: null },
    ],
    owner: 'ruleset',
    resume: { hero: hero.id, wave },
  });
}

export const REVIVE = 'revive';

/** The answer to a revive decision: 3 wounds back, placed by the chosen marker, and a T5 injury until the end of the next wave. */
export function resumeRevive(tx: HordeTx, decision: PendingDecision, option: DecisionOption): void {
  const resume = decision.resume as { hero?: unknown; wave?: unknown };
  const hero = tx.state.units.find((u) => u.id === resume.hero);
  const marker = onTable(tx.state).find((o) => o.number === option.value);
  if (!hero || hero.status !== 'down' || !marker || typeof resume.wave !== 'number') return;
  const spot = reviveSpot(tx, hero, marker);
  if (!spot) return;
  const stats = hero.stats as Record<string, number>;
  tx.w.set(hero, 'x', spot.x);
  tx.w.set(hero, 'y', spot.y);
  tx.w.set(hero, 'health', Math.min(3, hero.stats['tou'] ?? 3));
  setStatus(tx, hero, 'active');
  const roll = d6(tx, 'injury');
  tx.w.set(stats, 'injury', (hero.stats['injury'] ?? 0) | (1 << (roll - 1)));
  tx.w.set(stats, 'injuryUntil', resume.wave + 1);
  tx.emit({ type: 'healed', unit: hero.id, amount: 3, health: hero.health });
}

/** A free square within 3" of the marker, the nearest to it first (§9.7: "may be placed within 3""). */
function reviveSpot(tx: HordeTx, hero: Unit, marker: HordeObjective): { x: number; y: number } | null {
  const { board } = tx;
  const fits = new Footprint(board, 1, {}, blockedFor(tx.state, board, hero)).fits;
  let best: { x: number; y: number } | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let cell = 0; cell < fits.length; cell++) {
    if (fits[cell] !== 1) continue;
    const box = { x: cell % board.width, y: Math.floor(cell / board.width), size: 1 };
    const g = gap(box, objectiveBox(marker));
    if (within(tx.state, box, objectiveBox(marker), 3) && g < bestGap) {
      bestGap = g;
      best = box;
    }
  }
  return best;
}
