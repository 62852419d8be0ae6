import { SPAWN_TABLE, type HiveView, type Unit } from '@breachline/engine';
import { living, nearestSourceField, nodeOfUnit } from './hive-map-fields';

/**
 * What the next bug phase is expected to cost the Valkyries (hive.md §8.2–§8.4), worked out instead
 * of played: a bug moves 4 and strikes from a square next to a Valkyrie, so every bug within 5 steps
 * of its nearest Valkyrie attacks her, as many as she has free squares around her (a corridor holds
 * off all but two). Each die wounds on 4+ (§11 G5). Spawn tokens placed in an earlier round are rolled
 * in the next reveal step (§8.2), so each adds T2's average bugs at its opening square, as far as the
 * bug limits leave room. Read from what the heroes see: figures, tokens' places, the limits.
 */
export interface ExpectedLoss {
  /** Expected wounds, capped at her health. */
  readonly wounds: number;
  /** The chance she dies. */
  readonly death: number;
}

const REACH = 5;
const HIT = 0.5;
/** Squares around a Valkyrie in the landing site (everyone in it is adjacent, §6.4): room for many. */
const HUB_SLOTS = 6;

/** T2's average dice per token: small bugs roll 1, large 2. */
const ROLLS = Object.values(SPAWN_TABLE);
const TOKEN_DICE = ROLLS.reduce((sum, [small, large]) => sum + small + 2 * large, 0) / ROLLS.length;
const TOKEN_BUGS = ROLLS.reduce((sum, [small, large]) => sum + small + large, 0) / ROLLS.length;

/** P(at least k hits) and E[min(hits, k)] for n dice hitting on HIT. */
function woundOdds(n: number, k: number): { atLeast: number; capped: number } {
  let p = Math.pow(1 - HIT, n);
  let below = 0;
  let capped = 0;
  for (let hits = 0; hits < k && hits <= n; hits++) {
    below += p;
    capped += hits * p;
    p = (p * (n - hits) * HIT) / ((hits + 1) * (1 - HIT));
  }
  const atLeast = Math.max(0, 1 - below);
  return { atLeast, capped: capped + k * atLeast };
}

/** Each living Valkyrie's expected loss in the next bug phase, by unit id (none when nothing reaches her). */
export function expectedBugLoss(v: HiveView): Map<string, ExpectedLoss> {
  const out = new Map<string, ExpectedLoss>();
  const heroes = living(v, 'heroes');
  if (heroes.length === 0) return out;
  const heroNodes = heroes.map((h) => nodeOfUnit(v, h));
  const { dist, from } = nearestSourceField(v, heroNodes, REACH);
  const incoming: { d: number; dice: number }[][] = heroes.map(() => []);
  const bugs = living(v, 'enemies');
  for (const bug of bugs) {
    const node = nodeOfUnit(v, bug);
    const d = dist[node] ?? -1;
    if (d < 0) continue;
    incoming[from[node] as number]?.push({ d, dice: bug.kind === 'large' ? 2 : 1 });
  }
  // Tokens placed this round are rolled only in the next round's reveal, after the heroes' next turn.
  const tokens = v.state.tokens.filter((t) => t.kind === 'spawn' && ((t.contents as { round?: number } | null)?.round ?? 0) < v.state.round);
  if (tokens.length > 0) {
    const { limits } = v.state.ext;
    const room = Math.max(0, limits.small + limits.large - bugs.length);
    const share = Math.min(1, room / (tokens.length * TOKEN_BUGS));
    for (const token of tokens) {
      const node = nodeOfUnit(v, token);
      const d = dist[node] ?? -1;
      if (d >= 0 && share > 0) incoming[from[node] as number]?.push({ d: d + 1, dice: TOKEN_DICE * share });
    }
  }
  heroes.forEach((hero, i) => {
    const attackers = incoming[i] ?? [];
    if (attackers.length === 0) return;
    const slots = freeSlots(v, hero, heroNodes);
    attackers.sort((a, b) => a.d - b.d);
    let dice = 0;
    for (let j = 0; j < attackers.length && j < slots; j++) dice += (attackers[j] as { dice: number }).dice;
    const odds = woundOdds(Math.round(dice), hero.health);
    out.set(hero.id, { wounds: odds.capped, death: odds.atLeast });
  });
  return out;
}

/** Squares next to `hero` a bug could stand on (not held by another Valkyrie). */
function freeSlots(v: HiveView, hero: Unit, heroNodes: readonly number[]): number {
  const node = nodeOfUnit(v, hero);
  if (node === v.map.hubNode) return HUB_SLOTS;
  let slots = 0;
  for (const n of v.map.neighbours(node)) if (n === v.map.hubNode || !heroNodes.includes(n)) slots++;
  return slots;
}
