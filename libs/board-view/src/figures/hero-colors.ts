import { palette } from '../scene/palette';

/** A small, stable string hash (FNV-1a): the same id always gives the same number. */
function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A hero's team colour, fixed for the whole game. From its place in the starting roster when there is
 * one (distinct colours for up to six heroes), else from its id; never from the current unit list,
 * whose order changes when a hero dies or leaves the board.
 */
export function heroColor(unitId: string, roster: readonly string[] = []): string {
  const place = roster.indexOf(unitId);
  const index = place >= 0 ? place : hashId(unitId);
  return palette.heroes[index % palette.heroes.length] ?? palette.heroes[0];
}
