import {
  infiltrationAreaOf,
  infiltrationDistancesFrom,
  infiltrationSightFrom,
  infiltrationWeaponsOf,
  infiltrationZoneOfArea,
  INFILTRATION_ENEMY_BY_KIND,
  type ActionBase,
  type Board,
  type InfiltrationAction,
  type InfiltrationState,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { terminalValue, type RulesetHeuristics } from '../bots/heuristics/scorer';
import { carriesOut, itemGoals, itemsHeld, objectiveFeaturesDone, sightGoals } from './objective-goals';
import { featId, rallyStep, scoreAttackModifier, scoreBraceModifier, scoreLeadStorm, scorePatchUpDefence } from './card-scores';

/**
 * The heroes' heuristics for infiltration, from their view only. Before the alarm (stealth): head for the
 * nearest objective still to see, then the exit; stay out of the enemies' sight and away from their
 * areas; open only doors on the way; fire only silent weapons, or at what already sees you. After it (the
 * fight): shoot what can be shot, with heroic points when it matters, and run for the exit once done.
 */
interface Ctx {
  readonly state: InfiltrationState;
  readonly board: Board;
  readonly actor: Unit | undefined;
  readonly alarm: boolean;
  /** §7.3 distances to the current goal: objectives still to see, else the exit. */
  readonly toGoal: (area: number) => number;
  /** Areas some enemy sees. */
  readonly watched: ReadonlySet<number>;
  readonly enemiesIn: (area: number) => number;
  readonly done: boolean;
  /** Escaping now helps: every objective is done, or this hero carries out the item that completes one (§12.2). */
  readonly escapeWins: boolean;
  /** Areas holding a face-down spawn token (their places are public). */
  readonly tokenAreas: readonly number[];
  /** §8.6: the awareness of an enemy's room or corridor (0 at ease, 1 suspicious, 2 alert; 2 after the alarm). */
  readonly awareness: (enemy: Unit) => number;
}

const onBoard = (u: Unit): boolean => u.status === 'active' && u.x >= 0 && u.y >= 0;

function objectiveAreas(state: InfiltrationState, board: Board, actor: Unit | undefined): number[] {
  return [...sightGoals(state, board), ...itemGoals(state, board, actor)];
}

/** Objective progress for reports: objective features seen, taken or destroyed, plus escaped heroes. */
export function objectivesSeen(board: Board, view: AnyState): number {
  const state = view as InfiltrationState;
  return objectiveFeaturesDone(state, board) + state.units.filter((u) => u.side === 'heroes' && u.status === 'escaped').length;
}

function goalFor(state: InfiltrationState, board: Board, objectives: readonly number[], actor: Unit | undefined): number[] {
  if (!actor || objectives.length <= 1) return [...objectives];
  const left = new Set(objectives);
  for (const hero of state.units) {
    if (hero.side !== 'heroes' || !onBoard(hero)) continue;
    const from = infiltrationDistancesFrom(state, board, [infiltrationAreaOf(board, hero)]);
    const pick = [...left].sort((a, b) => from.distanceAt(a) - from.distanceAt(b) || a - b)[0];
    if (hero.id === actor.id) return pick === undefined ? [...objectives] : [pick];
    if (pick !== undefined && left.size > 1) left.delete(pick);
  }
  return [...objectives];
}

/** The areas from which a hero sees one of `areas` (the documents are taken by sight, §12.3 Recon). */
function viewpoints(state: InfiltrationState, board: Board, areas: readonly number[]): number[] {
  const out = new Set<number>(areas);
  for (const area of areas) infiltrationSightFrom(state, board, area, 'heroes').forEach((d, a) => d >= 0 && out.add(a));
  return [...out];
}

function prepare(engine: AnyEngine, view: AnyState): Ctx {
  const state = view as InfiltrationState;
  const board = engine.board;
  const actorId = state.turn.actor ?? state.turn.reaction?.trigger ?? null;
  const actor = state.units.find((u) => u.id === actorId);
  const objectives = objectiveAreas(state, board, actor);
  const objectivesDone = (state.mission?.objectives ?? []).every((o) => o.state === 'done' || o.optional);
  // An item that wins on escape sends its carrier out; with nothing left to find, everyone goes.
  const done = objectives.length === 0 || objectivesDone || (actor !== undefined && carriesOut(state, actor));
  const exits = board.features.filter((f) => f.type === 'exit').map((f) => board.zoneOf[f.y * board.width + f.x] ?? -1);
  // Heroes split up: each takes the nearest objective no hero before it (board order) has taken.
  const dist = infiltrationDistancesFrom(state, board, done ? exits : viewpoints(state, board, goalFor(state, board, objectives, actor)));
  const watched = new Set<number>();
  const enemyCount = new Map<number, number>();
  const seenFrom = new Set<number>();
  for (const u of state.units) {
    if (u.side !== 'enemies' || !onBoard(u)) continue;
    const area = infiltrationAreaOf(board, u);
    enemyCount.set(area, (enemyCount.get(area) ?? 0) + 1);
    if (seenFrom.has(area)) continue;
    seenFrom.add(area);
    infiltrationSightFrom(state, board, area, 'enemies').forEach((d, a) => {
      if (d >= 0) watched.add(a);
    });
  }
  return {
    state,
    board,
    actor,
    alarm: state.ext.alarm,
    toGoal: (area) => {
      const d = dist.distanceAt(area);
      return d < 0 ? 99 : d;
    },
    watched,
    enemiesIn: (area) => enemyCount.get(area) ?? 0,
    done,
    escapeWins: objectivesDone || (actor !== undefined && carriesOut(state, actor)) || objectives.length + (state.mission?.objectives.length ?? 0) === 0,
    tokenAreas: state.tokens.filter((t) => t.kind === 'spawn').map((t) => board.zoneOf[t.y * board.width + t.x] ?? -1),
    awareness: (enemy) => (state.ext.alarm ? 2 : (state.ext.awareness[infiltrationZoneOfArea(board, infiltrationAreaOf(board, enemy))] ?? 0)),
  };
}

function scoreMove(c: Ctx, hero: Unit, to: number): number {
  const here = infiltrationAreaOf(c.board, hero);
  if (to === here) return 60; // standing up
  let score = 30 + 25 * (c.toGoal(here) - c.toGoal(to));
  if (!c.alarm) {
    const canStrike = (hero.stats['attacked'] ?? 0) === 0 && (hero.stats['actions'] ?? 0) > 0;
    // Aware enemies raise the alarm every enemy turn (§9.1): close in on them while an attack is left.
    if (canStrike && !reachesAware(c, hero, here) && reachesAware(c, hero, to)) score += 40;
    if (c.watched.has(to)) score -= 35;
    // A spawn token seen from there turns into enemies who see the hero (§8.4): go round if possible, and
    // never with no attack left to silence them before the enemy turn.
    const sight = infiltrationSightFrom(c.state, c.board, to, 'heroes');
    if (c.tokenAreas.some((a) => (sight[a] ?? -1) >= 0)) score -= canStrike ? 25 : 70;
    score -= 30 * c.enemiesIn(to);
  } else {
    // After the alarm every enemy comes for the heroes anyway (§8.10): a crowded area costs the next move
    // (§6.2, entering ends the movement), not the mission, so keep going.
    score -= 4 * c.enemiesIn(to);
  }
  return score;
}

function scoreAttack(c: Ctx, hero: Unit, a: Extract<InfiltrationAction, { type: 'attack' }>): number {
  const target = c.state.units.find((u) => u.id === a.target);
  const weapon = infiltrationWeaponsOf(hero.kind)[a.weapon];
  const profile = target ? INFILTRATION_ENEMY_BY_KIND.get(target.kind) : undefined;
  if (!target || !weapon || !profile) return -1;
  const expected = weapon.attack * 1.5 + weapon.aether * 1.3;
  // §11.4 Dual Wielding: both defences to beat, two enemies down on success.
  const second = a.second === undefined ? undefined : c.state.units.find((u) => u.id === a.second);
  const defence = profile.defence + (second ? (INFILTRATION_ENEMY_BY_KIND.get(second.kind)?.defence ?? 99) : 0);
  const chance = Math.max(0.05, Math.min(0.95, 0.5 + (expected - defence) / 6)) * (second ? 1.6 : 1);
  const noise = typeof weapon.noise === 'number' ? weapon.noise : 5;
  const sameArea = infiltrationAreaOf(c.board, target) === infiltrationAreaOf(c.board, hero);
  let score = 20 + 60 * chance;
  // Before the alarm an alert room advances the tracker every enemy turn (§9.1) and a suspicious one turns
  // alert once it still sees a hero (§8.7 b): such enemies are worth a noisy shot or a heroic point.
  const aware = c.alarm ? 0 : c.awareness(target);
  if (a.heroic) score = c.alarm || sameArea || aware > 0 ? 85 : 10;
  if (!c.alarm) score -= (aware > 0 ? 5 : 12) * noise - (sameArea ? 20 : 0) - 25 * aware;
  return score;
}

/** Whether a hero in `here` could strike an aware enemy (§6.3: the same area, or in sight within a weapon's range). */
function reachesAware(c: Ctx, hero: Unit, here = infiltrationAreaOf(c.board, hero)): number {
  const range = Math.max(0, ...infiltrationWeaponsOf(hero.kind).map((w) => (w.mode === 'ranged' ? w.range : 0)));
  const sight = infiltrationSightFrom(c.state, c.board, here, 'heroes');
  return c.state.units.some((u) => {
    if (u.side !== 'enemies' || !onBoard(u) || c.awareness(u) === 0) return false;
    const d = sight[infiltrationAreaOf(c.board, u)] ?? -1;
    return d === 0 || (d > 0 && d <= range);
  })
    ? 1
    : 0;
}

function score(c: Ctx, action: ActionBase): number {
  if (action.type === 'pass') return 0;
  if (action.type === 'end-activation') return 0;
  if (action.type === 'choose') return scoreDefence(c, action as ActionBase & { option?: string });
  if (action.type === 'activate') {
    // Pre-alarm the heroes choose who goes next: the one nearest its goal first.
    const unit = c.state.units.find((u) => u.id === (action as { unit?: string }).unit);
    return unit ? 50 - c.toGoal(infiltrationAreaOf(c.board, unit)) + (c.alarm ? 0 : 40 * reachesAware(c, unit)) : 0;
  }
  const a = action as InfiltrationAction;
  const hero = c.actor ?? c.state.units.find((u) => u.id === a.unit);
  if (!hero) return 0;
  const here = infiltrationAreaOf(c.board, hero);
  switch (a.type) {
    case 'spend':
      return { boost: 40, loot: 10, unreliable: 60, 'cancel-surge': 70, heroic: 80, burst: 65, stunned: 55 }[a.effect];
    case 'escape':
      // Out with the objective (or once it is done); a hero with nothing left to do waits for the others.
      return c.escapeWins ? 1000 : c.done ? 5 : -50;
    case 'move':
      return scoreMove(c, hero, a.area);
    case 'attack':
      return scoreAttack(c, hero, a);
    case 'door': {
      const door = c.board.doors[a.door];
      if (!door) return -1;
      const cells = [door.y * c.board.width + door.x, door.side === 'east' ? door.y * c.board.width + door.x + 1 : (door.y + 1) * c.board.width + door.x];
      const beyond = cells.map((cell) => c.board.zoneOf[cell] ?? -1).find((z) => z !== here) ?? here;
      return c.toGoal(beyond) < c.toGoal(here) ? 45 : -5;
    }
    case 'recover':
      return (hero.stats['mustRecover'] ?? 0) > 0 || (hero.stats['knocked'] ?? 0) > 0 ? 90 : 15;
    case 'ready':
      return c.alarm ? 35 : 5;
    case 'medical':
      // §13.7 Medical Station: each permanent wound brings Downed nearer (§10.2); its noise 1 is none after the alarm.
      return (c.alarm ? 30 : 15) + 15 * (hero.stats['wounds'] ?? 0);
    case 'draw':
      // Draw 2 Cards (§6.6): a spare basic action buys free moves for later turns.
      return 28 - 3 * handSize(c, hero);
    case 'card':
      return scoreCard(c, hero, a);
    case 'search':
      // §12.3: objective items are what the raid is for; §6.4: other face-down items cost a noise test,
      // worth it once the alarm has gone.
      return c.state.tokens.some((t) => t.id === a.token && t.kind === 'objective-item') ? 95 : c.alarm ? 20 : 2;
    case 'plant':
      return 90;
    case 'give':
      return scoreGive(c, hero, a);
    case 'drop':
      return -20;
    case 'use':
      return scoreUse(c, hero, a);
  }
  return 0;
}

/** §12.3 Demolition: share the charges out, so several heroes plant at once (a Give is once a turn). */
function scoreGive(c: Ctx, hero: Unit, a: Extract<InfiltrationAction, { type: 'give' }>): number {
  if (a.item !== 'demolition-charge') return -20;
  const mine = itemsHeld(c.state, hero.id).filter((i) => i === a.item).length;
  const theirs = itemsHeld(c.state, a.to).filter((i) => i === a.item).length;
  return mine >= 2 && theirs === 0 ? 70 : -20;
}

/** §6.10 Use an Item: a grenade into a crowd, healing when hurt; smoke is kept. */
function scoreUse(c: Ctx, hero: Unit, a: Extract<InfiltrationAction, { type: 'use' }>): number {
  if (a.item === 'detonator') return 90; // legal only once every target is charged (§12.3 Demolition)
  if (a.item === 'grenade' || a.item === 'stick-grenade') {
    const there = c.state.units.filter((u) => onBoard(u) && infiltrationAreaOf(c.board, u) === a.area);
    if (there.some((u) => u.side === 'heroes')) return -50;
    const enemies = there.length;
    return c.alarm && enemies >= 2 ? 30 + 10 * enemies : -10;
  }
  if (a.item === 'smoke-grenade') return -10;
  // §11.1 Aether Lenses: a surge risk (a permanent wound) for sight the bot does not use yet (README "What is left").
  if (a.item === 'aether-lenses') return -10;
  // §11.1 Aether Stim: its re-rolls are worth the risk of a surge once the fighting has started.
  if (a.item === 'aether-stim') return c.alarm ? 20 : -5;
  // §11.1 Ammo (+2 after the roll): when it closes the gap of the attack just rolled (counting each ★'s boost).
  const p = c.state.ext.pending;
  if (a.item === 'ammo') return p && p.needed - p.total - 1.5 * (p.attackStars + p.aetherStars) <= 2 ? 82 : -5;
  return 15 + 10 * (hero.stats['wounds'] ?? 0);
}

/**
 * §5.4 heroic points on defence (the engine's `defend-heroic` decisions): keep points for sure-hit attacks
 * unless the blow is likely to leave a permanent wound (a high attack, or a large miss) or to Down the hero.
 */
function scoreDefence(c: Ctx, action: ActionBase & { option?: string }): number {
  const decision = c.state.decisions?.[c.state.decisions.length - 1];
  // §13.9 Distraction: an enemy sitting the turn out is one attack (or one step nearer) less.
  if (decision?.kind === 'distraction') return action.option === 'none' ? 0 : 12;
  if (decision?.kind === 'rally') return scoreRallyStep(c, action.option ?? '');
  // §11.1 Dog Biscuits: a throw stops every beast's attack in the area this turn.
  if (decision?.kind === 'dog-biscuits') return action.option === 'none' ? 0 : 12;
  if (!decision || (decision.kind !== 'defend-heroic' && decision.kind !== 'defend-heroic-after')) return 0;
  const resume = decision.resume as { group?: { hero?: string; needed?: number }; total?: number } | null;
  const hero = c.state.units.find((u) => u.id === resume?.group?.hero);
  const needed = resume?.group?.needed ?? 0;
  const fragile = (hero?.stats['wounds'] ?? 0) >= 3;
  const severe = decision.kind === 'defend-heroic' ? needed >= 8 : needed - (resume?.total ?? 0) >= 5;
  const spend = fragile || severe;
  // Brace (§13.9) does nothing else in this slice: always worth playing when no point is.
  if (action.option === 'brace') return 15;
  if (action.option === 'brace-modifier') return scoreBraceModifier(needed, resume?.total ?? 0);
  if (action.option === 'patch-up-modifier') return scorePatchUpDefence(needed, resume?.total ?? 0);
  // §11.1 the Aether Shield's aether option: on a blow likely to leave a permanent wound anyway, its `⚡` (a sure
  // permanent wound) costs little more and its `★` (1 in 6) ignores the blow; on a light one the surge is not worth it.
  if (action.option === 'aether-shield') return severe ? 12 : -5;
  return action.option === 'heroic' ? (spend ? 20 : 0) : spend ? 0 : 10;
}

const handSize = (c: Ctx, hero: Unit): number => c.state.ext.hands.find((h) => h.hero === hero.id)?.cards.length ?? 0;

/** A card's free action (§6.10) is worth what the action is, less the card it costs; a card that only replaces itself is not played. */
function scoreCard(c: Ctx, hero: Unit, a: Extract<InfiltrationAction, { type: 'card' }>): number {
  const here = infiltrationAreaOf(c.board, hero);
  // §5.6 modifiers: on an attack just rolled when they turn it; the ones played ahead of an action are kept for their tops.
  if (a.modifier) return c.state.ext.pending ? scoreAttackModifier(c.state, a) : -5;
  const feat = featId(hero, a.card);
  const attack = (target: string, weapon: number): number => scoreAttack(c, hero, { type: 'attack', side: 'heroes', unit: hero.id, target, weapon, heroic: false });
  if (feat === 'lead-storm') return scoreLeadStorm(a, (target) => attack(target, 0)) - 15;
  if (feat === 'rally') return c.alarm && heroesNear(c, hero) > 0 ? 25 : -5;
  if (feat === 'bulldoze' && a.target !== undefined && a.weapon !== undefined) {
    // +2 dice on the unarmed attack; the charge itself only where it does not lead away from the goal.
    const charge = a.area === undefined || c.toGoal(a.area) <= c.toGoal(here) ? 0 : -20;
    return c.alarm ? attack(a.target, a.weapon) + 10 + charge - 15 : -5;
  }
  if (a.area !== undefined) return c.toGoal(a.area) < c.toGoal(here) ? scoreMove(c, hero, a.area) - 10 : -10;
  if (a.target !== undefined && a.weapon !== undefined) return scoreAttack(c, hero, { type: 'attack', side: 'heroes', unit: hero.id, target: a.target, weapon: a.weapon, heroic: false }) - 15;
  if (a.door !== undefined) return score(c, { type: 'door', side: 'heroes', unit: hero.id, door: a.door } as InfiltrationAction) - 5;
  if (a.token !== undefined) return score(c, { type: 'search', side: 'heroes', unit: hero.id, token: a.token } as InfiltrationAction) - 5; // Rummage: a free Search
  if (a.card === 'patch-up') return 25 + 10 * (hero.stats['wounds'] ?? 0);
  if (a.card === 'clear-jam') return 50;
  return -5;
}

/** Other heroes standing in the hero's area or an adjacent one (Rally moves them, §13.9). */
function heroesNear(c: Ctx, hero: Unit): number {
  const sight = infiltrationSightFrom(c.state, c.board, infiltrationAreaOf(c.board, hero), 'heroes');
  return c.state.units.filter((u) => u.side === 'heroes' && u.id !== hero.id && onBoard(u) && (sight[infiltrationAreaOf(c.board, u)] ?? -1) >= 0 && (sight[infiltrationAreaOf(c.board, u)] ?? 9) <= 1).length;
}

/** §13.9 Rally: the asked hero steps toward the goal, never into an enemy's sight before the alarm. */
function scoreRallyStep(c: Ctx, option: string): number {
  const hero = c.state.units.find((u) => u.id === rallyStep(c.state).hero);
  if (!hero || !option.startsWith('area-')) return 5;
  const to = Number(option.slice('area-'.length));
  const closer = c.toGoal(infiltrationAreaOf(c.board, hero)) - c.toGoal(to);
  return closer > 0 && (c.alarm || !c.watched.has(to)) ? 15 : -5;
}

function evaluate(_engine: AnyEngine, state: AnyState): number {
  const end = terminalValue(state);
  if (end !== null) return end;
  const s = state as InfiltrationState;
  let value = 0;
  for (const u of s.units) {
    if (u.side === 'heroes') value += u.status === 'escaped' ? 200 : 60 - 10 * (u.stats['wounds'] ?? 0);
    else if (onBoard(u)) value -= 8;
  }
  value += 30 * (s.mission?.objectives ?? []).filter((o) => o.state === 'done').length;
  if (!s.ext.alarm) value += 20;
  return value;
}

export const INFILTRATION_HEURISTICS: RulesetHeuristics<Ctx> = { prepare, score, evaluate };
