// Maps a mission onto the engine's board compiler input, and the compiler's error paths back onto the mission.
import type { BoardError, BoardSource } from '@breachline/engine';
import type { Mission, Tile } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';
import type { TileRegistry } from '../tile-registry';

export interface ResolvedTiles {
  /** Every tile the layout and the exploration deck place, custom ones first, built-in ones named by their reference. */
  readonly tiles: readonly Tile[];
  readonly issues: MissionIssue[];
}

/** Resolves every tile reference of the mission: its own tiles by id, built-in ones through the registry. */
export function resolveTiles(mission: Mission, registry: TileRegistry): ResolvedTiles {
  const custom = mission.tiles ?? [];
  const customIds = new Set(custom.map((tile) => tile.id));
  const builtIn = new Map<string, Tile>();
  const issues: MissionIssue[] = [];
  const resolve = (ref: string, path: string): void => {
    if (customIds.has(ref) || builtIn.has(ref)) return;
    const tile = ref.includes('/') ? registry.get(ref) : undefined;
    if (tile) {
      builtIn.set(ref, { ...tile, id: ref });
      return;
    }
    const message = ref.includes('/')
      ? `There is no built-in tile '${ref}'. Built-in tiles are named "<tile set>/<tile>".`
      : `There is no tile '${ref}' in this mission's tiles${custom.length > 0 ? ` (${custom.map((t) => t.id).join(', ')})` : ''}.`;
    issues.push({ stage: 'mission', path, message });
  };
  mission.layout.forEach((placement, p) => resolve(placement.tile, `/layout/${p}/tile`));
  mission.exploration?.deck.forEach((entry, e) => resolve(entry.tile, `/exploration/deck/${e}/tile`));
  return { tiles: [...custom, ...builtIn.values()], issues };
}

export function boardSource(mission: Mission, tiles: readonly Tile[]): BoardSource {
  return {
    tiles,
    layout: mission.layout,
    doors: (mission.doors ?? []).map(({ id, x, y, side }) => (id === undefined ? { x, y, side } : { id, x, y, side })),
    features: (mission.features ?? []).map(({ id, type, x, y }) => (id === undefined ? { type, x, y } : { id, type, x, y })),
    ...(mission.exploration ? { bounds: mission.exploration.bounds } : {}),
  };
}

/** A compiler error as a mission issue: `/tiles/N` past the mission's own tiles points at the layout entry using it. */
export function boardIssue(error: BoardError, mission: Mission, tiles: readonly Tile[]): MissionIssue {
  const at = error.at ? { at: error.at } : {};
  const tileMatch = /^\/tiles\/(\d+)(.*)$/.exec(error.path);
  const customCount = mission.tiles?.length ?? 0;
  if (tileMatch && Number(tileMatch[1]) >= customCount) {
    const ref = tiles[Number(tileMatch[1])]?.id;
    const user = mission.layout.findIndex((placement) => placement.tile === ref);
    return { stage: 'board', path: user >= 0 ? `/layout/${user}/tile` : '/layout', message: `Built-in tile '${ref ?? '?'}': ${error.message}`, ...at };
  }
  return { stage: 'board', path: error.path, message: error.message, ...at };
}
