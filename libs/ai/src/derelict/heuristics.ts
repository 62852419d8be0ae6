import {
  armedWith,
  DERELICT_SHIELD_BUBBLE,
  derelictEnemies,
  derelictSurvivors,
  distancesTo,
  enemiesIn,
  isDerelictHelmet,
  enemyProfile,
  isRoom,
  zoneIndex,
  zoneOfUnit,
  type ActionBase,
  type Board,
  type DerelictState,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import type { RulesetHeuristics } from '../bots/heuristics/scorer';
import { evaluateDerelict } from './evaluation';
import { goalZones, itemToFind, missionOf, openObjectives, type MissionMap } from './goals';
import { isKeySurvivor } from './roles';
import { revealAwareCosts } from './routes';
import { attackWorth, dangerMap, friendsIn, kitStrength, radarSeenFrom, radarZones } from './tactics';

/**
 * The survivors' heuristics, from their view only (radar tokens are places, never contents). A turn
 * fights first (each attack rated by the kills it should make, §7), gears up by searching while no
 * enemy can reach (§5.3), heals when hurt, then walks toward the mission's goals (`goals.ts`) — without
 * stepping where the visible enemies could pile in (`dangerMap`) nor into sight of several radar
 * tokens at once (each one a reveal, §8.6).
 */
interface Context {
  readonly board: Board;
  readonly view: DerelictState;
  readonly mission: MissionMap;
  readonly actor: Unit | undefined;
  readonly here: number;
  /** Cost from each zone to the actor's nearest goal (steps, and tokens seen on the way unless hunting; -1 unreached); null without goals. */
  readonly toGoal: Float64Array | null;
  /** The goal is a hunt (enemies, radar contacts), not an objective or the exit. */
  readonly hunting: boolean;
  readonly danger: Float64Array;
  readonly radar: readonly number[];
  readonly kit: number;
  /** No enemy can reach the actor and its kit is weak: search for better first. */
  readonly gearingUp: boolean;
  /** Enemies the actor could attack now (any weapon). */
  readonly canAttack: boolean;
  /** The mission is lost without the actor (`roles.ts`): it weighs danger double. */
  readonly key: boolean;
  /** The job is done and the exit is the goal (or what the actor carries must go out): running beats fighting. */
  readonly escaping: boolean;
  /** The actor's own job waits on an item it lacks (`goals.ts` itemToFind): it searches. */
  readonly fetching: boolean;
}

/** A mission action nothing else beats, rated past the search's bar (500) so its rollouts never second-guess it. */
const MUST = 520;

/** A zone in sight of a face-down token costs this many extra steps on the way to a goal (`routes.ts`). */
const PER_TOKEN = 2;

/** Steps to the nearest goal (-1 unreached): a hunter walks straight at what it hunts. */
function plainSteps(board: Board, view: DerelictState, goals: readonly number[]): Float64Array {
  const field = distancesTo(board, view, goals);
  return Float64Array.from({ length: board.zones.length }, (_, z) => field.distanceAt(z));
}

/** Rounds in which a survivor with weak kit keeps searching while nothing threatens it. */
const GEAR_ROUNDS = 6;
/** A kit at least this strong (a Shotgun, a Pistol pair) fights rather than searches. */
const GOOD_KIT = 1.8;

function prepare(engine: AnyEngine, state: AnyState): Context {
  const view = state as DerelictState;
  const board = engine.board;
  const mission = missionOf(engine);
  const actor = view.units.find((u) => u.id === view.turn.actor);
  const danger = dangerMap(board, view);
  const radar = radarZones(board, view);
  const empty = { board, view, mission, actor, here: -1, toGoal: null, hunting: false, danger, radar, kit: 0, gearingUp: false, canAttack: false, key: false, escaping: false, fetching: false };
  if (!actor) return empty;
  const here = zoneOfUnit(board, actor);
  const sheet = view.ext.sheets.find((s) => s.unit === actor.id);
  const kit = kitStrength(sheet?.items ?? []);
  const goals = goalZones(board, view, mission, actor);
  const toGoal = goals.zones.length === 0 ? null : goals.hunting ? plainSteps(board, view, goals.zones) : revealAwareCosts(board, view, goals.zones, radar, PER_TOKEN).map((v) => (Number.isFinite(v) ? v : -1));
  const canAttack = derelictEnemies(view).length > 0 && engine.legalActions(state).some((a) => a.type === 'attack');
  const weak = kit < GOOD_KIT || (sheet?.body ?? null) === null;
  const gearingUp = view.round <= GEAR_ROUNDS && goals.gathering !== true && weak && (danger[here] ?? 0) === 0 && !canAttack && sheet?.carrying.length === 0;
  return { ...empty, here, toGoal, hunting: goals.hunting, kit, gearingUp, canAttack, key: isKeySurvivor(mission, view, actor), escaping: mission.exitsWanted(view) || mission.deliverNow(view, actor), fetching: itemToFind(mission, view, actor) !== null };
}

function score(c: Context, action: ActionBase): number {
  const a = action as ActionBase & Record<string, unknown>;
  const actor = c.actor;
  if (!actor) return action.type === 'end-activation' ? 0 : 1;
  const sheet = c.view.ext.sheets.find((s) => s.unit === actor.id);
  const loader = c.view.ext.loader;
  const pilot = loader?.pilot === actor.id;
  switch (action.type) {
    case 'attack':
      return attackScore(c, actor, String(a['weapon']), zoneIndex(c.board, String(a['zone'])), a['juggernaut'] === true);
    case 'smash':
    case 'smash-feature':
      return 130;
    case 'interact':
      return 95;
    case 'leave-map':
      if (c.mission.deliverNow(c.view, actor)) return 200;
      // Escape missions want the whole team out: the last one left on the board dying loses the game
      // (engine), so a survivor waits at the exit while a teammate is still more than a zone away.
      return c.mission.exitsWanted(c.view) ? (teamAtExit(c, actor) ? 150 : -1) : -100;
    case 'move':
      return moveScore(c, actor, zoneIndex(c.board, String(a['zone'])));
    case 'search': {
      if (!isRoom(c.board, c.here)) return 0;
      // The actor's own job waits on an item a search may turn up (ROP16's Med Kit for the sedation).
      if (c.fetching) return (c.danger[c.here] ?? 0) > 0 || c.canAttack ? 40 : 90;
      if (c.gearingUp) return 70;
      if ((c.danger[c.here] ?? 0) > 0 || c.canAttack) return 2;
      return c.kit < GOOD_KIT ? 30 : 8;
    }
    case 'use-item':
      if (a['item'] === DERELICT_SHIELD_BUBBLE) return bubbleScore(c, actor);
      return actor.health <= 5 ? 85 : actor.health <= 7 && (c.danger[c.here] ?? 0) === 0 ? 45 : -10;
    case 'reorganise':
      // §5.6: a helmet into an empty head slot is +1 on every armour save (gap 13 Proposed) for one action.
      return isDerelictHelmet(String(a['item'])) && (sheet?.head ?? null) === null ? 55 : 0;
    case 'ability':
      if (a['ability'] === 'patch-up') return actor.health <= 8 ? 50 : -5;
      if (a['ability'] === 'improvised-exit') return exitScore(c, zoneIndex(c.board, String(a['zone'])));
      // Weapon Mods (+2 dice, hit 1 worse) pays when there is something to shoot this turn.
      return c.canAttack ? 65 : -5;
    case 'enter-loader':
      return sheet?.items.includes('power-cell') && c.mission.loaderWanted(c.view) ? 120 : -20;
    case 'exit-loader':
      return pilot && loader && !loader.powered ? 50 : -30;
    case 'trade':
      // A trade costs an action (§5.7) and the bot has no use for one yet: never an idle filler.
      return -1;
    case 'reboot':
      // CO13: a Sentry rebooted walks itself to the exit (the escort objective); it gets up hostile at the round's end.
      // Past the search's bar (500): its rollouts rate lives and kills, not the escort count.
      return MUST;
    case 'salvage':
      // CO14: a stunned Sentry is a spare part now or never (it wakes); one action a try (5+) gives more tries per action than three (3+).
      return MUST - 5 * (Number(a['actions'] ?? 1) - 1);
    case 'make-noise':
      return -50 - Number(a['level'] ?? 0);
    default:
      return 0;
  }
}

/**
 * §6.9 Shield Bubble: raised only when the survivor is about to be overrun — no enemy inside its zone yet
 * (the bubble keeps out, it does not throw out) and more harm can reach the zone than it can take (or 4).
 */
function bubbleScore(c: Context, actor: Unit): number {
  if (enemiesIn(c.board, c.view, c.here).length > 0) return -20;
  return (c.danger[c.here] ?? 0) >= Math.min(4, actor.health) ? 88 : -20;
}

function attackScore(c: Context, actor: Unit, weapon: string, zone: number, juggernaut = false): number {
  const armed = armedWith(c.view, actor, weapon);
  if (!armed || zone < 0) return -5;
  // Juggernaut (§3.2): he steps in first, so the blow is melee in the target zone (no jam, no friendly fire).
  const ranged = !juggernaut && zone !== c.here;
  const targets = enemiesIn(c.board, c.view, zone).filter((e) => (e.stats['offline'] ?? 0) === 0);
  // CO13 "Hard reset": a Sentry beaten from another zone is beyond repair, one beaten in melee can be rebooted.
  // Below 0: rather end the turn (and never a candidate the search weighs: its rollouts count kills, not escorts).
  if (c.mission.rebooter !== null && ranged && targets.some(isSentry) && rebooterAlive(c)) return -2;
  // CO13/CO14: a Sentry laid down is the salvager's part or the rebooter's escort; hitting it again wastes it.
  if (sentryWorkerAlive(c) && targets.length > 0 && targets.every((t) => isSentry(t) && (t.stats['stunned'] ?? 0) > 0)) return -1;
  // CO14: every Sentry destroyed is a part the Engineer can no longer salvage ("A little rusty" lays them down):
  // while the salvager lives and parts are missing, a healthy survivor leaves the Sentries standing.
  if (c.mission.salvager !== null && actor.health > 5 && targets.length > 0 && targets.every(isSentry) && sentryWorkerAlive(c) && openObjectives(c.view) > 1) return -3;
  const worth = attackWorth(armed.dice, armed.toHit, targets, ranged, friendsIn(c.board, c.view, zone, actor.id));
  if (worth <= 0.05) return juggernaut ? 2 : 3;
  // On the way out a kill only pays when it is nearly sure; a step toward the exit comes first (CO15's escape).
  const base = (c.escaping ? 15 : 60) + 35 * worth;
  if (!juggernaut) return base;
  // A charge ends among what the blow leaves standing: a blow from where he stands comes first, and a charge at more
  // than its dice can kill (a boss, a crowd) or by a hurt survivor is left alone.
  const standing = targets.reduce((sum, t) => sum + t.health, 0) > armed.dice;
  return base - CHARGE_RISK - (standing || actor.health <= 4 ? 40 : 0);
}

/** What stepping into the enemies' zone for Juggernaut costs against the same blow from where he stands. */
const CHARGE_RISK = 8;
/** Improvised Exit is once a mission (§5.5): spent only on a doorway that saves at least this many steps to the goal. */
const SHORTCUT = 3;

/**
 * Improvised Exit (§3.2) into zone `to`: worth it when the way to the actor's goal through the new doorway (one step,
 * then `to`'s way on) is much shorter than the way from here, or the only way; never into visible enemies.
 */
function exitScore(c: Context, to: number): number {
  if (!c.toGoal || c.hunting || to < 0 || enemiesIn(c.board, c.view, to).length > 0) return -5;
  const before = c.toGoal[c.here] ?? -1;
  const beyond = c.toGoal[to] ?? -1;
  if (beyond < 0) return -5;
  if (before < 0) return 90;
  const saved = before - (beyond + 1);
  return saved >= SHORTCUT ? 70 + 5 * saved : -5;
}

function moveScore(c: Context, actor: Unit, to: number): number {
  if (to < 0) return -50;
  const hereDanger = c.danger[c.here] ?? 0;
  const thereDanger = c.danger[to] ?? 0;
  const sharing = 1 + friendsIn(c.board, c.view, to, actor.id);
  let value = 0;
  if (c.toGoal) {
    const before = c.toGoal[c.here] ?? -1;
    const after = c.toGoal[to] ?? -1;
    value = after < 0 ? -15 : before < 0 ? 20 : before > after ? 40 : before === after ? 5 : -15;
  } else value = -5;
  if (c.gearingUp && !isRoom(c.board, to)) value -= 10;
  // A hurt survivor steps out of reach (§8.5: enemies that reach attack at once).
  if (actor.health <= 4 && hereDanger > 0) value += 4 * (hereDanger - thereDanger);
  // Danger counts against where the survivor would stand, less where it stands now (staying is no shelter).
  value -= (c.key ? 5 : 2.5) * (thereDanger / sharing - hereDanger / (1 + friendsIn(c.board, c.view, c.here, actor.id)));
  // A stunned enemy strikes no one (§7.8): only the ones standing count.
  const enemiesThere = enemiesIn(c.board, c.view, to).filter((e) => (e.stats['stunned'] ?? 0) === 0).length;
  if (enemiesThere > 0) value -= c.kit >= 1 && actor.health > 5 ? 5 : 25;
  // Each radar token newly in sight turns over at once (§8.6): one at a time when hunting, none when not.
  const newly = radarSeenFrom(c.board, c.view, to, c.radar) - radarSeenFrom(c.board, c.view, c.here, c.radar);
  if (newly > 0) value -= c.hunting ? 25 * (newly - 1) + (c.kit < 1 ? 15 : 0) + (lastAction(actor) ? 25 : 0) : 25 * newly;
  // The team holds together: a survivor alone draws every enemy's roll-off.
  if (derelictSurvivors(c.view).length > 1 && sharing === 1 && friendsIn(c.board, c.view, c.here, actor.id) > 0 && derelictEnemies(c.view).length > 0) value -= 8;
  return value;
}

const isSentry = (unit: Unit): boolean => enemyProfile(unit.kind)?.faction === 'sentry' && enemyProfile(unit.kind)?.boss !== true;
const rebooterAlive = (c: Context): boolean => derelictSurvivors(c.view).some((s) => s.kind === c.mission.rebooter);
const sentryWorkerAlive = (c: Context): boolean => derelictSurvivors(c.view).some((s) => s.kind === c.mission.rebooter || s.kind === c.mission.salvager);

/** Every other survivor on the board is within a zone of the actor (who stands at the exit). */
function teamAtExit(c: Context, actor: Unit): boolean {
  const near = distancesTo(c.board, c.view, [c.here]);
  return derelictSurvivors(c.view).every((s) => s.id === actor.id || (near.distanceAt(zoneOfUnit(c.board, s)) >= 0 && near.distanceAt(zoneOfUnit(c.board, s)) <= 1));
}

/** The move spends the actor's last action: whatever it turns over acts before the actor can shoot (§8.6, §8.3). */
const lastAction = (actor: Unit): boolean => (actor.stats['actions'] ?? 0) <= 1;

export const DERELICT_HEURISTICS: RulesetHeuristics<Context> = {
  prepare,
  score,
  evaluate: evaluateDerelict,
  // Face-down radar tokens are the threat before any enemy stands on the board: their reveals are searched too.
  contested: (state) => state.tokens.some((t) => t.kind === 'radar'),
};
