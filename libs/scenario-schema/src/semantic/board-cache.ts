// Compiling the board is the costliest step of validation, and editors re-validate after every edit,
// usually with tiles, layout and doors unchanged (immutable updates keep those arrays). So the board's
// structure is compiled without features and memoised on the identity of its inputs; features, which
// edits move most, are placed on it each call. Boards are immutable, so sharing one is safe.
import { compileBoard, locateFeatures, type Board, type BoardError } from '@breachline/engine';
import type { Mission, Tile } from '../generated/mission-types';
import type { TileRegistry } from '../tile-registry';
import { boardSource } from './board-source';

interface Entry {
  readonly mission: Pick<Mission, 'tiles' | 'layout' | 'doors' | 'exploration'>;
  readonly registry: TileRegistry;
  readonly result: ReturnType<typeof compileBoard>;
}

let last: Entry | undefined;

export function compileMissionBoard(mission: Mission, tiles: readonly Tile[], registry: TileRegistry): { ok: true; board: Board } | { ok: false; errors: BoardError[] } {
  const hit =
    last !== undefined &&
    last.registry === registry &&
    last.mission.tiles === mission.tiles &&
    last.mission.layout === mission.layout &&
    last.mission.doors === mission.doors &&
    last.mission.exploration === mission.exploration;
  const entry = hit && last ? last : { mission, registry, result: compileBoard({ ...boardSource(mission, tiles), features: [] }) };
  last = entry;
  if (!entry.result.ok) return { ok: false, errors: [...entry.result.errors] };
  return placeFeatures(entry.result.value, mission.features ?? []);
}

/** The compiler's own feature rule (engine `locateFeatures`), applied to a board compiled without features. */
function placeFeatures(structure: Board, specs: NonNullable<Mission['features']>): { ok: true; board: Board } | { ok: false; errors: BoardError[] } {
  const { features, errors } = locateFeatures(structure, specs);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, board: { ...structure, features } };
}
