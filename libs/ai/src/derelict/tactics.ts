import {
  derelictEnemies,
  derelictShotCost,
  derelictSurvivors,
  distancesTo,
  enemyProfile,
  zoneOfUnit,
  zoneSeesZone,
  zoneSightFrom,
  weaponData,
  type Board,
  type DerelictState,
  type Unit,
} from '@breachline/engine';

/**
 * What the survivors can work out from their own view of a derelict board (derelict.md §3.3, §7, §8):
 * how much damage could reach each zone in the coming Enemy Phase, what an attack is worth, how good a
 * survivor's kit is, and which radar tokens a step would turn over. Radar tokens are places only.
 */

/** A zone's radar tokens (their places are public; their contents never read). */
export function radarZones(board: Board, view: DerelictState): number[] {
  return view.tokens.filter((t) => t.kind === 'radar').map((t) => board.zoneOf[t.y * board.width + t.x] ?? -1);
}

/** Enemy damage per attack, with the Solomon's +1 for GEPs sharing its zone (§3.3). */
function damageOf(view: DerelictState, board: Board, enemy: Unit): number {
  const profile = enemyProfile(enemy.kind);
  if (!profile) return 0;
  if (profile.boss) return 2.5;
  if (profile.damage <= 0) return 0;
  const zone = zoneOfUnit(board, enemy);
  const solomon = profile.faction === 'gep' && derelictEnemies(view).some((e) => e.kind === 'solomon' && zoneOfUnit(board, e) === zone);
  return profile.damage + (solomon ? 1 : 0);
}

/**
 * Per zone, the damage the enemies could deal there next Enemy Phase (§8.3, §8.5): an enemy turns on a
 * survivor it sees, so a zone counts an enemy that sees it and is near enough — A actions move A−1
 * zones and attack (the Icarus also from one zone further, §3.3 range 0–1) — in full, and one that sees
 * it from further a little (it comes closer). Out of every enemy's sight a zone is safe. Over-counts
 * (each enemy attacks once, one survivor), which is what a cautious team wants.
 */
export function dangerMap(board: Board, view: DerelictState): Float64Array {
  const danger = new Float64Array(board.zones.length);
  const byZone = new Map<number, Unit[]>();
  for (const enemy of derelictEnemies(view)) {
    if ((enemy.stats['offline'] ?? 0) > 0 || (enemy.stats['stunned'] ?? 0) > 0) continue;
    const zone = zoneOfUnit(board, enemy);
    if (zone < 0) continue;
    byZone.set(zone, [...(byZone.get(zone) ?? []), enemy]);
  }
  for (const [zone, group] of byZone) {
    const field = distancesTo(board, view, [zone]);
    const sight = zoneSightFrom(board, view, zone);
    for (let z = 0; z < danger.length; z++) {
      const d = field.distanceAt(z);
      if (d < 0 || (sight[z] ?? -1) < 0) continue;
      for (const enemy of group) {
        const profile = enemyProfile(enemy.kind);
        const reach = (profile?.actions ?? 2) - 1 + (profile?.range ?? 0);
        const hurt = damageOf(view, board, enemy);
        danger[z] = (danger[z] ?? 0) + (d <= reach ? hurt : 0.3 * hurt);
      }
    }
  }
  return danger;
}

/** What killing an enemy is worth: the damage it would deal (a Solomon for the bonus it gives). */
const killWorth = (kind: string): number => (kind === 'solomon' ? 1.5 : Math.max(0.5, enemyProfile(kind)?.damage ?? 1));

/**
 * The expected worth of an attack with `dice` dice hitting on `toHit` into a zone of `targets`
 * (§7.1–7.2: the engine hands hits out most damaging first; short damage is lost; a boss keeps it),
 * less the chance of a jam for a ranged attack (§7.5) and the expected friendly fire (§7.4).
 */
export function attackWorth(dice: number, toHit: number, targets: readonly Unit[], ranged: boolean, friendsInTarget: number): number {
  if (targets.length === 0 || dice <= 0) return 0;
  const sentries = targets.every((t) => enemyProfile(t.kind)?.faction === 'sentry');
  const p = Math.min(1, Math.max(0, (7 - toHit + (sentries ? 1 : 0)) / 6));
  const order = [...targets].sort((a, b) => (enemyProfile(b.kind)?.damage ?? 0) - (enemyProfile(a.kind)?.damage ?? 0) || a.health - b.health);
  let expected = 0;
  for (let hits = 1; hits <= dice; hits++) {
    let left = hits;
    let worth = 0;
    for (const t of order) {
      if (enemyProfile(t.kind)?.boss) {
        worth += 0.6 * left;
        left = 0;
        break;
      }
      if (t.health > left) continue;
      left -= t.health;
      worth += killWorth(t.kind);
    }
    expected += binomial(dice, hits, p) * worth;
  }
  const jam = ranged && dice > 1 ? 6 / 6 ** dice : 0;
  const friendly = ranged && friendsInTarget > 0 ? dice * (1 - p) * 0.8 : 0;
  return expected * (1 - jam) - friendly;
}

function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

/** A survivor's firepower: its best weapon's expected hits (a dual-wield pair doubles, §7.6), range counting a little. */
export function kitStrength(items: readonly string[]): number {
  let best = 0;
  for (const item of new Set(items)) {
    const weapon = weaponData(item);
    // A Void Cannon with no Power Cell to spend cannot fire (§3.7).
    const cost = derelictShotCost(item);
    if (!weapon || (cost !== undefined && !items.includes(cost))) continue;
    const pair = weapon.dualWield && items.filter((i) => i === item).length >= 2 ? 2 : 1;
    best = Math.max(best, (pair * weapon.dice * (7 - weapon.toHit)) / 6 + 0.4 * weapon.range);
  }
  return best;
}

/** Radar tokens a survivor standing in `zone` would see (and so turn over, §8.6). */
export function radarSeenFrom(board: Board, view: DerelictState, zone: number, radar: readonly number[]): number {
  return radar.filter((z) => z >= 0 && zoneSeesZone(board, view, zone, z)).length;
}

/** Survivors other than `actor` standing in `zone`. */
export function friendsIn(board: Board, view: DerelictState, zone: number, actor: string): number {
  return derelictSurvivors(view).filter((s) => s.id !== actor && zoneOfUnit(board, s) === zone).length;
}
