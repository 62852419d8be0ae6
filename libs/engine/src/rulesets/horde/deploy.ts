import type { Unit } from '../../game/game-state';
import { levelOf } from '../../rules/heroes/hero-sheet';
import { Footprint } from '../../geometry/footprint';
import { D6 } from '../../rules/random/dice';
import { blockedFor, boxOf, conscious, gap, gapToPoint, squares } from './battlefield';
import { BOSS_WAVES, HERO_PROFILE, ITEM_PRICES, profileOf } from './content';
import type { CollectionEntry, HordeDeployment, HordeState, HordeTx } from './types';
import type { DecisionOption } from '../../rules/core/decision-state';
import { openDecision } from '../../rules/core/decisions';

/** horde.md §11 G1: a hero is worth 100 + 10 × (level − 1) points, plus the buy price of carried items. */
export function heroPoints(state: Pick<HordeState, 'units' | 'heroSheets'>, hero: Unit): number {
  let points = HERO_PROFILE.points + 10 * (levelOf(state, hero.id) - 1);
  for (const [item, price] of ITEM_PRICES) points += (hero.stats[`item:${item}`] ?? 0) * price;
  return points;
}

/** horde.md §8.2, §9.6: B = X × 25% × hero points (every hero, unconscious too), doubled in a boss fight. */
export function waveBudget(state: HordeState, wave: number, boss: boolean): number {
  const points = state.units.filter((u) => u.side === 'heroes' && u.status !== 'dead').reduce((sum, hero) => sum + heroPoints(state, hero), 0);
  const budget = Math.floor((wave * state.ext.rules.waveBudgetPercent * points) / 100);
  return boss ? 2 * budget : budget;
}

/** A boss fight is triggered at waves 4, 7 and 10 whenever the option is on (the players' auto choice). */
export const bossWave = (state: HordeState, wave: number): boolean => state.ext.rules.bossFights && BOSS_WAVES.has(wave);

/** horde.md §8.2 (Proposed fill): pick uniformly among units the points left and the collection still allow. */
export function fillWave(tx: HordeTx, budget: number): string[] {
  const onTable = new Map<string, number>();
  for (const u of tx.state.units) if (u.side === 'enemies' && u.status === 'active') onTable.set(u.kind, (onTable.get(u.kind) ?? 0) + 1);
  let remaining = Math.floor(budget);
  const wave: string[] = [];
  for (;;) {
    const options = tx.state.ext.collection.filter((entry: CollectionEntry) => entry.points <= remaining && (onTable.get(entry.unit) ?? 0) < entry.copies);
    const choice = tx.random.pick(options);
    if (!choice) return wave;
    wave.push(choice.unit);
    onTable.set(choice.unit, (onTable.get(choice.unit) ?? 0) + 1);
    remaining -= choice.points;
  }
}

/** Table corners, numbered clockwise from the north-west (horde.md §6.1, Proposed). */
export function cornerPoint(corner: number, width: number, height: number): { x: number; y: number } {
  return [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }][corner - 1] ?? { x: 0, y: 0 };
}

/** horde.md §5.1 auto default: the corner farthest from its nearest conscious hero. */
export function farthestCorner(tx: HordeTx): number {
  const heroes = tx.state.units.filter((u) => u.side === 'heroes' && conscious(u));
  let best = 1;
  let bestGap = -1;
  for (let corner = 1; corner <= 4; corner++) {
    const point = cornerPoint(corner, tx.board.width, tx.board.height);
    const nearest = heroes.reduce((min, h) => Math.min(min, gapToPoint(boxOf(h), point.x, point.y)), Number.POSITIVE_INFINITY);
    if (nearest > bestGap) {
      bestGap = nearest;
      best = corner;
    }
  }
  return best;
}

/**
 * horde.md §8.3: a free place wholly within 6" of the corner (open question 1: wholly, so a 2 × 2 model
 * fits inside the arc), chosen at random; when none is free, the nearest free place beyond.
 */
function placeAtCorner(tx: HordeTx, size: number, corner: number): { x: number; y: number } | null {
  const { board, state } = tx;
  const fits = new Footprint(board, size, {}, blockedFor(state, board, null)).fits;
  const point = cornerPoint(corner, board.width, board.height);
  const reach = squares(state, 6);
  const inside: number[] = [];
  let nearest = -1;
  let nearestGap = Number.POSITIVE_INFINITY;
  for (let anchor = 0; anchor < fits.length; anchor++) {
    if (fits[anchor] !== 1) continue;
    const x = anchor % board.width;
    const y = (anchor - x) / board.width;
    const far = Math.hypot(Math.max(Math.abs(x - point.x), Math.abs(x + size - point.x)), Math.max(Math.abs(y - point.y), Math.abs(y + size - point.y)));
    if (far <= reach + 1e-9) inside.push(anchor);
    const near = gapToPoint({ x, y, size }, point.x, point.y);
    if (near < nearestGap) {
      nearestGap = near;
      nearest = anchor;
    }
  }
  const anchor = tx.random.pick(inside) ?? nearest;
  return anchor < 0 ? null : { x: anchor % board.width, y: Math.floor(anchor / board.width) };
}

/** Puts an enemy of `kind` on the table at (x, y). */
export function spawnEnemy(tx: HordeTx, kind: string, at: { x: number; y: number }): Unit {
  const profile = profileOf(kind);
  const unit: Unit = {
    id: tx.newId(kind),
    side: 'enemies',
    kind,
    name: kind.charAt(0).toUpperCase() + kind.slice(1),
    x: at.x,
    y: at.y,
    health: profile.tou,
    status: 'active',
    stats: { size: profile.size, tou: profile.tou, qua: profile.qua, def: profile.def, moved: 0, shot: 0, revealed: 0, cond: 0 },
  };
  tx.w.push(tx.state.units, unit);
  tx.emit({ type: 'spawned', unit: { ...unit, stats: { ...unit.stats } } });
  return unit;
}

/**
 * horde.md §4.2 step 2, §8.3: the wave's units, each at the corner its d6 names. On a 5–6 the players
 * pick the corner (§5.1): the units so rolled wait, grouped by kind (one pick per kind and wave, this
 * slice's choice: a wave of twenty would otherwise ask seven times), and a decision (kind `corner`) asks
 * for each group in turn. `then` runs once every unit is placed (the random event follows deployment).
 * True when the deployment finished at once.
 */
export function deployWave(tx: HordeTx, wave: number): boolean {
  const boss = bossWave(tx.state, wave);
  const kinds = fillWave(tx, waveBudget(tx.state, wave, boss));
  const placed: string[] = [];
  const waiting = new Map<string, number>();
  for (const kind of kinds) {
    const [die] = tx.random.roll(D6, 1, 'deployment corner', null);
    const roll = die?.value ?? 1;
    if (roll >= 5) {
      waiting.set(kind, (waiting.get(kind) ?? 0) + 1);
      continue;
    }
    const at = placeAtCorner(tx, profileOf(kind).size, roll);
    if (at) placed.push(spawnEnemy(tx, kind, at).id);
  }
  const deployment: HordeDeployment = { wave, boss, waiting: [...waiting].map(([kind, count]) => ({ kind, count })), placed };
  if (deployment.waiting.length === 0) {
    settleDeployment(tx, deployment);
    return true;
  }
  tx.w.set(tx.state.ext, 'deploying', deployment);
  askCorner(tx, deployment);
  return false;
}

export const CORNER_PICK = 'corner';
const CORNER_NAMES = ['north-west', 'north-east', 'south-east', 'south-west'];

function askCorner(tx: HordeTx, deployment: HordeDeployment): void {
  const group = deployment.waiting[0];
  if (!group) return;
  const farthest = farthestCorner(tx);
  const name = `${group.count} ${capitalise(group.kind)}${group.count > 1 ? 's' : ''}`;
  openDecision(tx, {
    side: 'heroes',
    kind: CORNER_PICK,
    prompt: `${name} rolled 5–6 to deploy: pick the corner ${group.count > 1 ? 'they come' : 'it comes'} in at`,
    options: [1, 2, 3, 4].map((corner) => ({
      id: String(corner),
      label: `Corner ${corner} (${CORNER_NAMES[corner - 1] ?? ''}${corner === farthest ? ', farthest from the heroes' : ''})`,
      value: corner,
    })),
    owner: 'ruleset',
    resume: null,
  });
}

const capitalise = (kind: string): string => kind.charAt(0).toUpperCase() + kind.slice(1);

/** The answer to a corner decision: the group placed there; the next group asked, or the deployment settled. */
export function resumeCorner(tx: HordeTx, option: DecisionOption, then: (tx: HordeTx) => void): void {
  const deployment = tx.state.ext.deploying;
  const corner = option.value;
  const group = deployment?.waiting[0];
  if (!deployment || !group || typeof corner !== 'number' || corner < 1 || corner > 4) return;
  const placed = [...deployment.placed];
  for (let i = 0; i < group.count; i++) {
    const at = placeAtCorner(tx, profileOf(group.kind).size, corner);
    if (at) placed.push(spawnEnemy(tx, group.kind, at).id);
  }
  const next: HordeDeployment = { ...deployment, waiting: deployment.waiting.slice(1), placed };
  if (next.waiting.length > 0) {
    tx.w.set(tx.state.ext, 'deploying', next);
    askCorner(tx, next);
    return;
  }
  tx.w.set(tx.state.ext, 'deploying', null);
  settleDeployment(tx, next);
  then(tx);
}

function settleDeployment(tx: HordeTx, deployment: HordeDeployment): void {
  tx.w.set(tx.state.ext, 'boss', deployment.boss ? [...deployment.placed] : null);
  tx.emit({ type: 'message', text: `Wave ${deployment.wave}${deployment.boss ? ' (boss fight)' : ''}: ${deployment.placed.length} enemies deploy.` });
}

/** The nearest enemy to a hero by gap (the AI's activation order, §4.3). */
export function nearestHeroGap(state: HordeState, unit: Unit): number {
  let best = Number.POSITIVE_INFINITY;
  for (const u of state.units) if (u.side === 'heroes' && conscious(u)) best = Math.min(best, gap(boxOf(unit), boxOf(u)));
  return best;
}
