// What the board compiler does not check about a tile: every zone named, given a kind or a parent is
// used by some cell of the zone rows, or is the parent of one that is (a room made of areas).
// (Grid shape, edges, slots and how zones nest are the compiler's tile checks.)
import type { Tile } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export function checkTile(tile: Tile, path: string, issues: MissionIssue[]): void {
  const letters = new Set<string>();
  for (const row of tile.zones ?? []) for (const char of row) if (/[A-Za-wyz]/.test(char)) letters.add(char);
  const parents = tile.zoneParents ?? {};
  for (const letter of [...letters]) if (Object.hasOwn(parents, letter)) letters.add(parents[letter] ?? letter);
  for (const key of ['zoneNames', 'zoneKinds', 'zoneParents'] as const) {
    for (const letter of Object.keys(tile[key] ?? {})) {
      if (!letters.has(letter)) {
        issues.push({ stage: 'mission', path: `${path}/${key}/${letter}`, message: `Tile '${tile.id}': zone '${letter}' is named here but no cell of the zone rows uses that letter.` });
      }
    }
  }
}
