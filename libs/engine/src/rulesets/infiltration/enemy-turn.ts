// infiltration.md §9: the enemy turn. Enemies never roll dice and never choose: where the rulebook
// leaves a tie to "the players", this slice takes the first in board order (README "Choices").
import { openDoor } from '../../rules/doors/doors';
import type { Unit } from '../../game/game-state';
import { UNREACHED } from '../../geometry/topology';
import { isActive, unitById } from '../../rules/units/unit-status';
import { ENEMY_BY_KIND, FACTIONS, GUARD_POST_SIZE, type EnemyProfile } from './content';
import type { Ctx } from './context';
import { awarenessOf, checkAwareness, firstSightings, isAlert, setAwareness } from './awareness';
import { isGuardArea } from './room-features';
import { adjacentAreas, areaOf, cellIn, closedDoorsOf, distancesFrom, onBoard, sightFrom, unitsIn, zoneOfArea } from './space';
import { answerDefence, defendGroup, type AttackGroup } from './defence';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { advancePreAlarm } from './tracker';
import { answerDistraction, isDistracted, offerDistraction } from './distraction';
import { answerBiscuits, endFeeding, isFed, offerBiscuits } from './dog-biscuits';
import { attackBonus, chainFireTargets, cowardAreaTo, explodeBomber, isCoward } from './enemy-keywords';
import { defenceRoll, isDowned, resolveBlast, sufferDefeat } from './wounds';

const has = (p: EnemyProfile, keyword: string): boolean => p.keywords.includes(keyword);
/** §11.4 Suppressed: enemies there do not activate (Relentless ignores it). */
const suppressedAt = (c: Ctx, p: EnemyProfile, area: number): boolean => c.state.ext.suppressed.includes(area) && !has(p, 'Relentless');
const heroesOnMap = (c: Ctx): Unit[] => c.state.units.filter((u) => u.side === 'heroes' && onBoard(u));

/** Heroes `unit` could shoot now: in range and line of sight, in another area, not Downed (§9.3, §13.11). */
function rangedTargets(c: Ctx, unit: Unit, p: EnemyProfile): Unit[] {
  if (!p.ranged) return [];
  const area = areaOf(c.board, unit);
  if (unitsIn(c.state, c.board, area, 'heroes').length > 0) return [];
  const sight = sightFrom(c.state, c.board, area, 'enemies');
  return heroesOnMap(c).filter((h) => {
    const d = sight[areaOf(c.board, h)] ?? UNREACHED;
    return d > 0 && d <= (p.ranged?.range ?? 0) && !isDowned(c.state, h);
  });
}

/** Moves a unit into the next area, raising awareness as it goes (§8.7 c). */
function step(c: Ctx, unit: Unit, to: number): void {
  const from = { x: unit.x, y: unit.y };
  const at = cellIn(c.state, c.board, to, unit.id);
  c.tx.w.set(unit, 'x', at.x);
  c.tx.w.set(unit, 'y', at.y);
  c.tx.emit({ type: 'moved', unit: unit.id, path: [from, at] });
  if (!c.state.ext.alarm) {
    const fromZone = zoneOfArea(c.board, c.board.zoneOf[from.y * c.board.width + from.x] ?? -1);
    const toZone = zoneOfArea(c.board, to);
    if (fromZone !== toZone) setAwareness(c, toZone, Math.max(awarenessOf(c.state, fromZone), awarenessOf(c.state, toZone)));
  }
  firstSightings(c);
}

/** §9.3 Action Stations! for one unit. */
export function activateMove(c: Ctx, unit: Unit): void {
  const p = ENEMY_BY_KIND.get(unit.kind);
  if (!p) return;
  const area = areaOf(c.board, unit);
  if (suppressedAt(c, p, area)) return;
  // §11.4 Coward (before Guard): it leaves an area with a hero if it can, and never walks into one.
  if (isCoward(unit) && unitsIn(c.state, c.board, area, 'heroes').length > 0) {
    const away = cowardAreaTo(c, unit);
    if (away !== null) step(c, unit, away);
    return;
  }
  // §11.4 Ruthless: in range and sight of a hero at the start of Action Stations!, it shoots instead of moving.
  if (has(p, 'Ruthless') && p.ranged) {
    const target = pickTarget(c, unit, rangedTargets(c, unit, p));
    if (target) {
      ruthlessShot(c, unit, p, target);
      return;
    }
  }
  if (has(p, 'Guard') && isGuardArea(c, area)) {
    const guards = unitsIn(c.state, c.board, area, 'enemies').filter((u) => ENEMY_BY_KIND.get(u.kind)?.keywords.includes('Guard')).length;
    if (guards < GUARD_POST_SIZE) return;
  }
  if (unitsIn(c.state, c.board, area, 'heroes').length > 0) return;
  if (p.primary === 'ranged' && rangedTargets(c, unit, p).length > 0) return;
  const steps = has(p, 'Fast') ? 2 : 1;
  for (let s = 0; s < steps; s++) {
    const here = areaOf(c.board, unit);
    const targets = heroesOnMap(c).map((h) => areaOf(c.board, h));
    if (targets.length === 0) return;
    const noHands = has(p, 'No Hands');
    const dist = distancesFrom(c.state, c.board, targets, noHands);
    if (dist.distanceAt(here) <= 0) return;
    const next = dist.nextSteps(here)[0];
    if (next === undefined) return;
    if (!adjacentAreas(c.state, c.board, here).includes(next)) {
      // The way on is a closed door: unlock it, or open it — either spends this step (§9.3, TC16).
      const door = closedDoorsOf(c.state, c.board, here).find((d) => d.beyond === next)?.door;
      const place = door === undefined ? undefined : c.board.doors[door];
      if (door === undefined || !place || noHands) return;
      const lock = c.state.ext.locked.indexOf(door);
      if (lock >= 0) {
        c.tx.w.removeAt(c.state.ext.locked, lock);
        c.tx.emit({ type: 'door-changed', door: place.id, state: 'closed' });
      } else {
        openDoor(c.tx, place.id);
        firstSightings(c);
      }
      return;
    }
    if (isCoward(unit) && unitsIn(c.state, c.board, next, 'heroes').length > 0) return;
    step(c, unit, next);
    if (suppressedAt(c, p, next)) return; // §11.4: entering a suppressed area ends the activation
    if (unitsIn(c.state, c.board, next, 'heroes').length > 0) return;
    if (p.primary === 'ranged' && rangedTargets(c, unit, p).length > 0) return;
    if (has(p, 'Guard') && isGuardArea(c, next)) return;
  }
}

/**
 * §11.4 Ruthless's shot in Action Stations!: one ranged attack (support from no one) the hero defends against
 * at once — this phase has no queue to resume, so no heroic-point or Brace window (README "Choices").
 */
function ruthlessShot(c: Ctx, unit: Unit, p: EnemyProfile, hero: Unit): void {
  const needed = (p.ranged?.attack ?? 0) + attackBonus(c, unit.kind, unit);
  c.tx.emit({ type: 'message', title: `${p.name} is ruthless`, text: `${p.name} shoots ${hero.name} at once: defend against ${needed}.` });
  const total = defenceRoll(c, hero);
  if (total >= needed) {
    c.tx.emit({ type: 'test-made', label: 'defence', total, atLeast: needed, passed: true });
    c.tx.emit({ type: 'missed', unit: hero.id, by: unit.id });
  } else sufferDefeat(c, hero, needed, total, unit.id);
}

/** §9.4 target choice: nearest; ties to the hero who most recently had a turn this round. */
function pickTarget(c: Ctx, unit: Unit, candidates: Unit[]): Unit | undefined {
  const dist = distancesFrom(c.state, c.board, [areaOf(c.board, unit)]);
  const acted = c.state.ext.actedThisRound;
  return [...candidates].sort((a, b) => {
    const d = dist.distanceAt(areaOf(c.board, a)) - dist.distanceAt(areaOf(c.board, b));
    return d !== 0 ? d : acted.indexOf(b.id) - acted.indexOf(a.id);
  })[0];
}

/** §9.4 Kill the Intruders! for one type: attackers grouped by target and mode, main value + supports. */
export function attackGroups(c: Ctx, kind: string, eligible: (u: Unit) => boolean): AttackGroup[] {
  const p = ENEMY_BY_KIND.get(kind);
  if (!p) return [];
  const groups = new Map<string, { hero: Unit; mode: 'melee' | 'ranged'; units: Unit[] }>();
  for (const unit of c.state.units) {
    if (unit.kind !== kind || unit.side !== 'enemies' || !isActive(unit) || !eligible(unit)) continue;
    const area = areaOf(c.board, unit);
    const here = unitsIn(c.state, c.board, area, 'heroes');
    const mode = here.length > 0 ? 'melee' : 'ranged';
    const target = pickTarget(c, unit, here.length > 0 ? here : rangedTargets(c, unit, p));
    if (!target) continue;
    const key = `${target.id}|${mode}`;
    const group = groups.get(key) ?? { hero: target, mode, units: [] };
    group.units.push(unit);
    groups.set(key, group);
  }
  const out: AttackGroup[] = [];
  for (const { hero, mode, units } of groups.values()) {
    const column = mode === 'melee' ? p.melee : p.ranged;
    const main = units[0];
    if (!column || !main) continue;
    const needed = column.attack + column.support * (units.length - 1) + attackBonus(c, kind, main);
    // §11.4 Chain Fire: every hero in the target's area defends against the same total.
    const targets = mode === 'ranged' ? chainFireTargets(c, p, hero, (h) => !isDowned(c.state, h) && !out.some((g) => g.hero === h.id)) : [hero];
    for (const target of targets) out.push({ hero: target.id, needed, by: main.id, count: units.length });
  }
  return out;
}

/** §9.1 one enemy turn; `free` is the alarm's free turn (Raise the Alarm! and Check Awareness! skipped). */
export function enemyTurn(c: Ctx, free = false): void {
  const { ext } = c.state;
  // 1 Raise the Alarm!
  if (!free && !ext.alarm && c.state.units.some((u) => u.side === 'enemies' && onBoard(u) && isAlert(c.state, c.board, u))) advancePreAlarm(c, 1);
  // §13.9 Distraction: the heroes' instants at the start of Action Stations!
  if (offerDistraction(c, { free })) actionStations(c, free);
}

/** The heroes answered the Distraction window: asked again after a play, else Action Stations! go on. */
export function resumeDistraction(c: Ctx, decision: PendingDecision, option: DecisionOption): void {
  const free = (decision.resume as { free?: boolean } | null)?.free === true;
  if (answerDistraction(c, option) || offerDistraction(c, { free })) actionStations(c, free);
}

function actionStations(c: Ctx, free: boolean): void {
  const kinds = activationKinds(c);
  const alert = (u: Unit): boolean => onBoard(u) && isAlert(c.state, c.board, u) && !isDistracted(c, u);
  // 2 Action Stations! (a unit's alertness is read when its turn to move comes)
  for (const kind of kinds) {
    for (const unit of c.state.units.filter((u) => u.side === 'enemies' && u.kind === kind)) if (alert(unit)) activateMove(c, unit);
  }
  // §11.1 Dog Biscuits: the heroes' instant before Kill the Intruders!
  if (offerBiscuits(c, { free })) killTheIntruders(c, free, 0, null);
}

/** The heroes answered the Dog Biscuits window: asked again after a throw, else Kill the Intruders! begins. */
export function resumeBiscuits(c: Ctx, decision: PendingDecision, option: DecisionOption): void {
  const free = (decision.resume as { free?: boolean } | null)?.free === true;
  if (answerBiscuits(c, option) || offerBiscuits(c, { free })) killTheIntruders(c, free, 0, null);
}

/**
 * §9.4 Kill the Intruders! from the `from`-th type on (its groups `queue` when resuming), then §9.7 and
 * §9.8. Stops where a defence asks the heroes (TC12); `resumeEnemyTurn` carries on.
 */
function killTheIntruders(c: Ctx, free: boolean, from: number, queue: readonly AttackGroup[] | null): void {
  const kinds = activationKinds(c);
  // A unit in a suppressed area does not activate (§11.4); a fed beast does not attack (§11.1 Dog Biscuits).
  const acts = (u: Unit): boolean => onBoard(u) && isAlert(c.state, c.board, u) && !isDistracted(c, u) && !isFed(u) && !suppressedAt(c, ENEMY_BY_KIND.get(u.kind) as EnemyProfile, areaOf(c.board, u));
  for (let k = from; k < kinds.length; k++) {
    if (!(k === from && queue)) detonateBombers(c, kinds[k] as string, acts);
    const groups = k === from && queue ? [...queue] : attackGroups(c, kinds[k] as string, acts);
    while (groups.length > 0) {
      const group = groups.shift() as AttackGroup;
      const hero = unitById(c.state, group.hero);
      const p = ENEMY_BY_KIND.get(kinds[k] as string);
      if (hero && p) c.tx.emit({ type: 'message', title: `${p.name} attack`, text: `${group.count} ${p.name}${group.count > 1 ? 's attack' : ' attacks'} ${hero.name}: defend against ${group.needed}.` });
      if (!defendGroup(c, group, { free, kind: k, queue: groups })) return;
    }
  }
  endEnemyTurn(c, free);
}

/** §11.4 Bomber: a Bomber that would make a melee attack explodes instead (a BOOM!; no defence test). */
function detonateBombers(c: Ctx, kind: string, acts: (u: Unit) => boolean): void {
  if (!ENEMY_BY_KIND.get(kind)?.keywords.includes('Bomber')) return;
  for (const unit of c.state.units.filter((u) => u.side === 'enemies' && u.kind === kind)) {
    if (!isActive(unit) || !acts(unit) || unitsIn(c.state, c.board, areaOf(c.board, unit), 'heroes').length === 0) continue;
    resolveBlast(c, explodeBomber(c, unit));
  }
}

/** The heroes answered a defence choice: the enemy turn goes on where it stopped. */
export function resumeEnemyTurn(c: Ctx, decision: PendingDecision, option: DecisionOption): void {
  const at = answerDefence(c, decision, option);
  if (at) killTheIntruders(c, at.free, at.kind, at.queue);
}

function endEnemyTurn(c: Ctx, free: boolean): void {
  const { ext } = c.state;
  // 4 Check Awareness!
  if (!free) checkAwareness(c);
  // §9.8: smoke and suppression last until the end of this enemy turn.
  if (ext.obscured.length > 0) c.tx.w.set(ext, 'obscured', []);
  if (ext.suppressed.length > 0) c.tx.w.set(ext, 'suppressed', []);
  if (ext.distracted.length > 0) c.tx.w.set(ext, 'distracted', []);
  endFeeding(c);
}

/** The yellow rows of the faction card in order, then the bosses on the map (§3.7 Proposed: after every row). */
function activationKinds(c: Ctx): string[] {
  const kinds = FACTIONS[c.state.ext.faction].filter((row) => row.yellow).map((row) => row.kind);
  for (const unit of c.state.units) if (unit.side === 'enemies' && ENEMY_BY_KIND.get(unit.kind)?.states && !kinds.includes(unit.kind)) kinds.push(unit.kind);
  return kinds;
}

