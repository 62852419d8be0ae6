// A place naming a zone of a placed tile ({"tile": "lab", "zone": "b"} or "zone": "Cold room") must name
// one of that tile's zones, by letter or by name.
import type { Mission, Tile } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export function checkZoneReferences(mission: Mission, tiles: readonly Tile[], issues: MissionIssue[]): void {
  const byId = new Map(tiles.map((tile) => [tile.id, tile]));
  const tileOfPlacement = new Map(mission.layout.flatMap((p) => (p.id === undefined ? [] : [[p.id, byId.get(p.tile)] as const])));
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => typeof item === 'object' && visit(item, `${path}/${i}`));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const { tile, zone } = record;
    if (typeof tile === 'string' && typeof zone === 'string') {
      const definition = tileOfPlacement.get(tile);
      if (definition && !hasZone(definition, zone)) {
        const names = Object.entries(definition.zoneNames ?? {}).map(([letter, name]) => `${letter} (${name})`);
        issues.push({
          stage: 'mission',
          path: `${path}/zone`,
          message: `Tile '${tile}' has no zone '${zone}'.${names.length > 0 ? ` Its zones: ${names.join(', ')}.` : ''}`,
        });
      }
    }
    for (const key of Object.keys(record)) if (typeof record[key] === 'object') visit(record[key], `${path}/${key}`);
  };
  (mission.triggers ?? []).forEach((trigger, t) => visit(trigger, `/triggers/${t}`));
  if (mission.victory) visit(mission.victory, '/victory');
  if (mission.defeat) visit(mission.defeat, '/defeat');
}

function hasZone(tile: Tile, zone: string): boolean {
  if (Object.values(tile.zoneNames ?? {}).includes(zone)) return true;
  return zone.length === 1 && (tile.zones ?? []).some((row) => row.includes(zone));
}
