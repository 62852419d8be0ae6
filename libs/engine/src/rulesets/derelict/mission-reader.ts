import type { Board } from '../../board/board';
import type { TileDefinition } from '../../board/tile';
import { GEP_TOKEN_SET, isBoss, radarCard, type RadarFace } from './content';
import type { DerelictMap, DoorInfo, FeatureInfo } from './context';
import { featurePlaces } from './mission-places';
import { burdenOf, type Burden } from './modifiers/burden';
import { poolDrawsOf } from './pool-draws';

/**
 * What derelict reads from a mission document beyond the compiled board (the samples' format:
 * features with colours, pools and classes, doors with state and health, radar pools by party size,
 * deck changes). Read structurally and defensively: the mission checks report what is wrong.
 */
export interface DerelictMissionLike {
  readonly id: string;
  readonly triggers?: readonly { readonly on?: { readonly event?: string; readonly feature?: unknown }; readonly if?: unknown }[];
  readonly objectives?: readonly unknown[];
  readonly victory?: unknown;
  readonly features?: readonly {
    readonly id?: string;
    readonly type: string;
    readonly x: number;
    readonly y: number;
    readonly color?: string;
    readonly label?: string;
    readonly carryable?: boolean;
    readonly interact?: { readonly classes?: readonly string[] };
    readonly pool?: string;
    readonly health?: number;
    readonly burden?: unknown;
    /** Off the board until a mission's `place` puts it there (modifiers/board-words.ts). */
    readonly hidden?: boolean;
  }[];
  readonly doors?: readonly { readonly id: string; readonly state?: string; readonly health?: number; readonly attackableBy?: string; readonly label?: string }[];
  readonly enemyPools?: readonly {
    readonly id: string;
    readonly use?: string;
    readonly from?: string;
    readonly include?: readonly string[];
    readonly fill?: number;
    readonly byHeroes?: readonly {
      readonly heroes: { readonly min: number; readonly max: number };
      readonly tokens: readonly { readonly unit: string; readonly count?: number; readonly health?: number; readonly copies?: number }[];
    }[];
  }[];
  readonly units?: readonly { readonly id?: string; readonly type: string; readonly x: number; readonly y: number; readonly count?: number; readonly state?: string; readonly health?: readonly number[]; readonly minHeroes?: number }[];
  readonly decks?: readonly {
    readonly id: string;
    readonly base?: string;
    readonly remove?: readonly { readonly kind?: string; readonly unusedTiles?: boolean }[];
    readonly setAside?: readonly { readonly card: string; readonly count?: number }[];
  }[];
}

/** G3: a feature's burden field, when it has one (modifiers/burden.ts). */
const withBurden = (written: unknown): { burden?: Burden } => {
  const burden = burdenOf(written);
  return burden === undefined ? {} : { burden };
};

/** Items a trigger on using feature `id` requires (`has-item` among its conditions, never under a `not`): what the bots must find first. */
function withNeeds(mission: DerelictMissionLike, id: string | undefined): { needs?: readonly string[] } {
  if (id === undefined) return {};
  const items = new Set<string>();
  const walk = (condition: unknown): void => {
    if (typeof condition !== 'object' || condition === null) return;
    const c = condition as { test?: unknown; item?: unknown; conditions?: unknown };
    if (c.test === 'has-item' && typeof c.item === 'string') items.add(c.item);
    else if (c.test === 'all' && Array.isArray(c.conditions)) for (const inner of c.conditions) walk(inner);
  };
  for (const t of mission.triggers ?? []) if (t.on?.event === 'interact' && t.on.feature === id) walk(t.if);
  return items.size === 0 ? {} : { needs: [...items].sort() };
}

/** The radar faces of each pool for a party of `heroes` (derelict.md §3.6: "4 Swarmer (x2)" = 2 tokens). */
export function poolFaces(mission: DerelictMissionLike, heroes: number): Map<string, RadarFace[]> {
  const pools = new Map<string, RadarFace[]>();
  for (const pool of mission.enemyPools ?? []) {
    if (pool.use !== undefined && pool.use !== 'radar') continue;
    const band = pool.byHeroes?.find((b) => heroes >= b.heroes.min && heroes <= b.heroes.max);
    // §3.6: a boss token ("Titan health: N") is one boss with that health.
    const face = (t: { readonly unit: string; readonly count?: number; readonly health?: number }): RadarFace =>
      t.health === undefined ? { unit: t.unit, count: t.count ?? 1 } : { unit: t.unit, count: t.count ?? 1, health: t.health };
    pools.set(pool.id, (band?.tokens ?? []).flatMap((t) => Array.from({ length: t.copies ?? 1 }, () => face(t))));
  }
  return pools;
}

/**
 * The names a placed tile answers to on a Radar-spawn card (derelict.md §8.7.1): its reference, and for a
 * built-in tile (`derelict/crew-quarters`) also its id within the set, which is what the cards name.
 */
export function tileRefNames(ref: string): string[] {
  const slash = ref.lastIndexOf('/');
  return slash < 0 ? [ref] : [ref, ref.slice(slash + 1)];
}

/** The mission as the rules read it in play (features, doors, pools, the names each placed tile answers to). */
export function derelictMapOf(mission: DerelictMissionLike, board: Board, tiles: readonly TileDefinition[], heroes: number): DerelictMap {
  const listened = new Set(
    (mission.triggers ?? []).flatMap((t) => (t.on && (t.on.event === 'interact' || t.on.event === 'collect') && typeof t.on.feature === 'string' ? [t.on.feature] : [])),
  );
  const places = featurePlaces(mission);
  const features: FeatureInfo[] = (mission.features ?? []).map((f, i): FeatureInfo => ({
    id: f.id ?? `${f.type}-${i}`,
    type: f.type,
    cell: f.y * board.width + f.x,
    ...(f.color === undefined ? {} : { color: f.color }),
    ...(f.label === undefined ? {} : { label: f.label }),
    carryable: f.carryable === true,
    interactive: f.type === 'switch' || f.carryable === true || f.interact !== undefined || listened.has(f.id ?? ''),
    classes: f.interact?.classes ?? [],
    ...(f.pool === undefined ? {} : { pool: f.pool }),
    ...(typeof f.health === 'number' && f.health > 0 ? { health: f.health } : {}),
    ...withBurden(f.burden),
    ...withNeeds(mission, f.id),
    ...places.get(f.id ?? ''),
  }));
  const doors: DoorInfo[] = (mission.doors ?? []).map((d) => ({
    id: d.id,
    ...(d.label === undefined ? {} : { label: d.label }),
    ...(d.health === undefined ? {} : { health: d.health }),
    ...(d.attackableBy === undefined ? {} : { attackableBy: d.attackableBy }),
  }));
  const tileById = new Map(tiles.map((t) => [t.id, t]));
  const tileNames = board.placements.map((p) => [...tileRefNames(p.tile), ...(tileById.get(p.tile)?.tags ?? []), ...(p.id === undefined ? [] : [p.id])]);
  const poolDraws = poolDrawsOf(mission);
  return { features, doors, pools: poolFaces(mission, heroes), tileNames, ...(poolDraws.length > 0 ? { poolDraws } : {}) };
}

/**
 * derelict.md §3.6: the spawn pool is every token of the faction's box set not placed at setup (the
 * GEP set for GEP pools; for other factions, whose box sets are Proposed, the mission's own tokens).
 */
export function spawnPoolCards(faces: readonly RadarFace[], placed: readonly RadarFace[]): string[] {
  // §3.6: boss tokens stay out of the spawn pool.
  const standard = faces.filter((f) => !isBoss(f.unit));
  const gep = standard.every((f) => ['swarmer', 'jaeger', 'icarus', 'solomon'].includes(f.unit));
  const box = gep ? GEP_TOKEN_SET.map(radarCard) : standard.map(radarCard);
  for (const face of placed) {
    const index = box.indexOf(radarCard(face));
    if (index >= 0) box.splice(index, 1);
  }
  return box;
}

/**
 * The event deck after the mission's removals (derelict.md §9.1): Radar-spawn cards for unused tiles
 * (CG00), every Radar-spawn card (CG06), or every card of a kind (CG03: Artificial Gravity Failure).
 */
export function missionEventDeck(mission: DerelictMissionLike, deck: readonly string[], tilesOnMap: ReadonlySet<string>): string[] {
  const removals = (mission.decks ?? []).filter((d) => (d.base ?? d.id) === 'events').flatMap((d) => d.remove ?? []);
  return deck.filter((card) => {
    const spawn = card.startsWith('radar-spawn:');
    return !removals.some((r) =>
      r.kind === 'radar-spawn' ? spawn && (r.unusedTiles !== true || !tilesOnMap.has(card.slice('radar-spawn:'.length))) : r.kind === card,
    );
  });
}

/** Cards a mission sets aside from the item deck (CG01 "Power up": 2 Power Cells). */
export function setAsideItems(mission: DerelictMissionLike): string[] {
  return (mission.decks ?? []).filter((d) => (d.base ?? d.id) === 'items').flatMap((d) => (d.setAside ?? []).flatMap((s) => Array<string>(s.count ?? 1).fill(s.card)));
}

/** An enemy the mission stands on the board at setup (a boss, an ambush). */
export interface PlacedEnemy {
  readonly kind: string;
  readonly cell: number;
  readonly count: number;
  readonly health?: number;
  /** CO15: an offline boss neither acts nor can be attacked until a mission effect wakes it (§8.10). */
  readonly offline: boolean;
}

/** The mission's placed enemies for a party of `heroes`; health lists run 3, 4, 5+ survivors (§3.4). */
export function placedEnemies(mission: DerelictMissionLike, board: Board, heroes: number): PlacedEnemy[] {
  return (mission.units ?? [])
    .filter((u) => heroes >= (u.minHeroes ?? 1))
    .map((u) => {
      const list = u.health ?? [];
      const health = list[Math.max(0, Math.min(list.length - 1, heroes - 3))];
      const base = { kind: u.type, cell: u.y * board.width + u.x, count: u.count ?? 1, offline: u.state === 'offline' };
      return health === undefined ? base : { ...base, health };
    });
}
